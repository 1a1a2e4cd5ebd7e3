// What a battle of Struggle for the Continent is likely to bring, for the computer player:
// the battle is played out many times with the rules of SFC 4.1-4.5 (battle.h) on a local
// random source, the attacker breaking off between waves (4.2) when going on no longer pays.
// Pure: the same lines and seed give the same odds.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "games/struggle-for-the-continent/battle.h"

namespace grognard::sfc {

// The worth of one army of a nation with this attack value (SFC 4.3): attack^0.7, the
// weight the 1991 program gives an army (neutral_request.h).
double army_worth(int attack);

// Chances of one individual combat at this tactical advantage (SFC 4.4): a d10 a side.
double pair_win(int advantage);
double pair_loss(int advantage);

struct BattleOdds {
  double take = 0;                 // the attackers are left holding the province
  double attackers_lost = 0;       // armies, on average
  double defenders_lost = 0;       // armies, on average
  double attacker_worth_lost = 0;  // the same in army_worth
  double defender_worth_lost = 0;
  // The attacker's expected gain: what it destroys less what it loses, and the province
  // (worth `province`) when it takes it.
  double gain(double province) const {
    return defender_worth_lost - attacker_worth_lost + take * province;
  }
};

// A battle as it stands: attack values of the two lines in line order (the defenders
// strongest first) and the victories each side has won so far in it (SFC 4.5).
struct BattleLines {
  std::vector<int> attackers, defenders;
  int attacker_victories = 0, defender_victories = 0;
  bool operator==(const BattleLines&) const = default;
};

// The lines of a battle in progress, as its odds are worked out (into `out`, reusing its room).
BattleLines lines_of(const Battle& battle);
void lines_of(const Battle& battle, BattleLines& out);

// Whether the attacker fights another wave: when the next wave is worth fighting for itself,
// or when its numbers will carry the whole battle at a gain (the running penalties of 4.5
// hold the winning side to about its initial advantage in armies).
bool worth_fighting_on(const BattleLines& lines);

// How the attacker decides between waves in a played-out battle (SFC 4.2).
enum class AttackerPlan {
  kWhilePaying,  // while worth_fighting_on() says so: the computer player's way
  kToTheEnd,     // until one side is gone (or the engine's wave cap): a person's preview
};

// Plays the battle out `samples` times from here: the next wave is fought, then the attacker
// goes on as `plan` says; the defenders stand.
BattleOdds battle_odds(const BattleLines& lines, uint64_t seed, int samples = 160,
                       AttackerPlan plan = AttackerPlan::kWhilePaying);

// Battle odds remembered by their lines, for every player in the process: a player meets the
// same battles again and again, and a search's rollouts meet the same as each other. Each is
// played out with a seed made of the lines alone, so the odds do not depend on who asked first
// or on which thread.
BattleOdds remembered_odds(const BattleLines& lines);

// The seed a battle's remembered odds are played out with: its lines' alone (exposed for tests).
uint64_t odds_seed(const BattleLines& lines);

}  // namespace grognard::sfc
