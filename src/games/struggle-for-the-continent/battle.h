// Battles of Struggle for the Continent (SFC 4.1-4.5): lines of armies facing each other in
// waves; each pair of facing armies rolls a d10 a side, the tactical advantage added; the
// loser is removed, a tie is a standoff. Every victory costs the winner's whole side one
// point of attack value for the rest of the battle (the seed's worked example, 4.5).
#pragma once

#include <cstdint>
#include <vector>

#include "core/rng.h"

namespace grognard::sfc {

// Proposal 7 (SOURCES.md): after this many waves the attacker must break off.
constexpr int kMaxWaves = 100;

// One army in a battle line: its nation (an index the ruleset gives) and that nation's
// attack value (SFC 4.3: Germany 5, France 4, ...).
struct LineArmy {
  int nation = 0;
  int attack = 0;
  bool operator==(const LineArmy&) const = default;
};

enum class PairOutcome : uint8_t { kAttackerWins, kDefenderWins, kStandoff };

// One individual combat of a wave, as it happened.
struct PairCombat {
  int attacker = 0;   // index in the attacking line at the start of the wave
  int defender = 0;   // index in the defending line at the start of the wave
  int advantage = 0;  // the attacker's tactical advantage (negative: the defender's)
  int attacker_roll = 0;
  int defender_roll = 0;
  PairOutcome outcome = PairOutcome::kStandoff;
};

class Battle {
 public:
  // A battle about to begin; or, with the victories each side has won so far, one already
  // under way (the computer player's and the browser's odds play battles out from there).
  Battle(std::vector<LineArmy> attackers, std::vector<LineArmy> defenders,
         int attacker_victories = 0, int defender_victories = 0)
      : attackers_(std::move(attackers)),
        defenders_(std::move(defenders)),
        attacker_victories_(attacker_victories),
        defender_victories_(defender_victories) {}

  const std::vector<LineArmy>& attackers() const { return attackers_; }
  const std::vector<LineArmy>& defenders() const { return defenders_; }
  // Victories each side has won so far in this battle: each costs that side one point.
  int attacker_victories() const { return attacker_victories_; }
  int defender_victories() const { return defender_victories_; }
  int waves() const { return waves_; }
  bool over() const { return attackers_.empty() || defenders_.empty(); }

  // The attacker's advantage over the defender, with the running penalties (SFC 4.3, 4.5).
  int advantage(const LineArmy& attacker, const LineArmy& defender) const {
    return (attacker.attack - attacker_victories_) - (defender.attack - defender_victories_);
  }

  // One wave: the armies at the same place in the two lines face each other, in line order,
  // as many pairs as the shorter line holds; the others wait. Each pair's advantage is
  // taken as it comes up, so earlier victories of the wave already count. The beaten
  // armies leave the lines at the end of the wave.
  std::vector<PairCombat> fight_wave(Rng& rng);
  // The same wave without its record, for battles played out many times (battle_odds.h).
  void fight_unrecorded_wave(Rng& rng);

  // Defenders that retreat between waves (SFC 4.2) leave the line; `leaving` is a mask over
  // defenders().
  void withdraw_defenders(const std::vector<bool>& leaving);

 private:
  template <class OnPair>
  void fight(Rng& rng, OnPair on_pair);

  std::vector<LineArmy> attackers_, defenders_;
  int attacker_victories_ = 0, defender_victories_ = 0;
  int waves_ = 0;
};

}  // namespace grognard::sfc
