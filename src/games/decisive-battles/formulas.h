// The formulas of the manual's chapter 4 (the game systems), term by term: the sequence of
// attack, fire and melee values, vulnerability, hits into cohesion losses, the end-of-combat
// cohesion check, communications and sighting. Pure arithmetic on what the caller gathered
// from the map and the brigades; the designed numbers the manual left to its data card come
// in from rules.json (rules.h). Values are in quarter points (types.h kQuarter).
#pragma once

#include <algorithm>

#include "games/decisive-battles/types.h"

namespace grognard::decisive {

// "rnd (n)": a random number from 0 to n ("a random 15 (i.e. a number between 0 and 15)").

struct SmallArms {
  int range = 0;  // hexes
  int fire = 0;
  int melee = 0;
};

struct Guns {
  int range = 0;  // hexes
  int rate_of_fire = 0;
  int effectiveness = 0;  // against an adjacent opponent (canister)
  int penetration = 0;    // against one further off (shell and shot)
};

// A brigade as the combat formulas see it.
struct Firer {
  BrigadeType type = BrigadeType::kInfantry;
  int strength = 0;        // strength points (hundreds of men)
  int battery_points = 0;  // the guns' strength points
  int regiments = 0;
  int experience = 4, leadership = 4;  // 0-9
  int cohesion = 6;                    // 1-7
  Order order = Order::kStand;
  bool surprised = false;
  bool moved_last_turn = false;
  bool in_fortification = false;
  int hex_cover = 0;
  SmallArms arms;
  Guns guns;
};

// The unit fired on, as the firer's formula uses it.
struct Mark {
  int hex_cover = 0;
  int fortification = 0;  // of its hex, 0 for none
  bool in_fortification = false;
  bool assaulting = false;  // its own order is assault
};

struct FireSituation {
  int distance = 1;              // hexes; 1 is adjacent
  bool poor_visibility = false;  // rain, snow, heavy fog or night (types.h)
  int heroic_bonus_percent = 0;  // 0-50, a heroic army commander within four hexes
};

// The four categories of the sequence of attack, (i) to (iv); nullopt-like kNone for a
// brigade that may not attack at all (artillery that moved last turn).
enum class AttackCategory : uint8_t { kSteady, kMoved, kSurprised, kCharge, kNone };
AttackCategory attack_category(const Firer& f);

// "Cohesion + 0.5 (lead. + exp.) + brigade type + brigade order + rnd (3)", in quarters.
int attack_sequence(const Firer& f, int rnd3);

// The fire value of artillery, (i) (a) to (j) with its caps: an artillery brigade's, or the
// artillery component of another brigade.
int artillery_fire(const Firer& f, const Mark& m, const FireSituation& s);
// Infantry, mounted infantry and cavalry, (ii) (a) to (i), with its caps and the 25% at range.
int musketry_fire(const Firer& f, const Mark& m, const FireSituation& s);
// Cavalry with assault orders (a charge), (iii).
int charge_fire(const Firer& f, const Mark& m, const FireSituation& s);
// The brigade's whole fire value at a target `s.distance` away: the parts its type, order and
// last turn's movement allow within their ranges, then cohesion's effect and the heroic bonus.
int fire_value(const Firer& f, const Mark& m, const FireSituation& s);

// Cohesion's effect on fire: 6 or 7 no effect, 4 or 5 75%, 2 or 3 50%, 1 none.
int cohesion_fire_percent(int cohesion);

// "Current Cohesion + 0.5 (lead. + exp.) + brigade type + brigade size + rnd 3", in quarters.
int vulnerability(const Firer& target, bool in_reserve, int rnd3);
// The "brigade size" term: 1-4 SPs 0, 5-8 1, 9-16 3, 17+ 6.
int size_points(int strength);

// Each hit is one chance in `n` of a cohesion loss: 2 normally ("random (1)"), 4 against a
// withdraw order ("random (3)"), 1 (automatic) against an encamped brigade.
int cohesion_loss_odds(Order order, bool encamped);

// The previous turn's account for the cohesion check: -1 a friendly brigade that retreated
// (within four hexes), -3 one that shattered, -7 one KIA'd; +2 an enemy brigade (within three)
// that retreated, shattered or was KIA'd; never below -7.
int previous_turn_factor(int friends_retreated, int friends_shattered, int friends_killed,
                         int enemies_broken);

enum class CommandPresence : uint8_t { kNone, kHeroic, kBold, kSensible, kCautious };

struct CohesionCheck {
  int cohesion = 6;
  int leadership = 4, experience = 4;
  int fortification = 0;
  bool frontal = true;  // fired at through frontal hexsides (4) or enfiladed (0)
  int friends_within_three = 0;
  int enemies_within_two = 0;
  CommandPresence command = CommandPresence::kNone;  // the army leader in range
  Order order = Order::kStand;
  int previous_turn = 0;  // previous_turn_factor
};

// The test "at the completion of all combat", in quarters (it includes a half).
int cohesion_check_value(const CohesionCheck& c, int rnd7);

enum class CohesionOutcome : uint8_t {
  kRout,         // 0-6: a shattered brigade is eliminated, another shatters and flees 3-4 hexes
  kShatterFlee,  // 7-10: shatters and flees 3-4 hexes to the rear
  kRetreat,      // 11-15: retreats 1-2 hexes to the rear
  kNoEffect,     // 16+
};
CohesionOutcome cohesion_outcome(int check_quarters);

// Communications: who tests against whom, and the modifiers of the manual's list.
enum class CommUnit : uint8_t {
  kInfantryCorps,
  kCavalryCorps,
  kInfantryDivision,
  kCavalryDivision,
  kInfantryBrigade,
  kMountedInfantryBrigade,
  kArtilleryBrigade,
  kCavalryBrigade,
};
enum class CommSuperior : uint8_t { kArmy, kCorps, kDivision };

struct CommCheck {
  int base = 0;  // the communications table's chance for the distance (rules.h)
  Light light = Light::kDaylight;
  Weather weather = Weather::kClear;
  int superior_staff = 0;  // "the staff value of the testing unit's HQ"
  CommUnit unit = CommUnit::kInfantryBrigade;
  CommSuperior superior = CommSuperior::kDivision;
  // The army HQ's own state, when the superior is the army HQ.
  bool army_enemy_within_four = false;
  bool army_moved_last_turn = false;
  Profile army_profile = Profile::kSensible;
  // The corps HQ's, when the superior is a corps HQ.
  bool corps_enemy_within_three = false;
  bool corps_offensive = false;
};

// The chance, 0-15 and more, that rnd(15) must not exceed: never below 0, so that there is
// always one chance in 16.
int communication_chance(const CommCheck& c);
inline bool in_communication(int chance, int rnd15) { return rnd15 <= chance; }

// Sighting: the summed cover of the hexes from the looker's to the target's (both included),
// the conditions' points, 8 for each intervening hex and rnd(7); below 56 the target is seen.
inline constexpr int kSightingThreshold = 56;
inline constexpr int kSightingRange = 5;
int sighting_value(int summed_cover, int condition_points, int intervening_hexes, int rnd7);
inline bool sighted(int value) { return value < kSightingThreshold; }
// The furthest a unit may be seen from: one hex at night or in heavy fog, else five.
int sighting_range(Light light, Weather weather);
// The ground a brigade can be counted on to watch: four hexes by day (the 8 a hex between and the
// cover of every hex on the line reach about that far through woods; five is the limit in the
// open), one at night or in heavy fog. An enemy within it is all but sure to be seen.
inline int watch_range(Light light, Weather weather) {
  return std::min(kSightingRange - 1, sighting_range(light, weather));
}

}  // namespace grognard::decisive
