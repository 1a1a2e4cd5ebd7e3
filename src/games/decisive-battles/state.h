// A battle of Decisive Battles in play: where every unit is and how it stands, who controls each
// hex, the hour, and the dice. This part holds the systems that run at the turn's edges: units
// arriving, the sighting flags' cycle and the communications checks at its start, the sighting
// check at its end (the manual's chapter 4, "Sighting" and "Communications").
#pragma once

#include <memory>
#include <optional>
#include <vector>

#include "core/reachable.h"
#include "core/rng.h"
#include "games/decisive-battles/game.h"

namespace grognard::decisive {

enum class Where : uint8_t { kWaiting, kOnMap, kGone };

// "All units with the picketed flag set become unsighted. All units with the sighting flag set
// become picketed." A unit is seen by the enemy while sighted or picketed.
enum class Sighting : uint8_t { kUnsighted, kSighted, kPicketed };

// An HQ's command (Menu 8).
enum class Command : uint8_t { kOffensive, kDefensive, kReserve };

struct UnitState {
  Where where = Where::kWaiting;
  HexId hex;
  int men = 0, guns = 0, cohesion = 6;
  bool shattered = false;
  Order order = Order::kStand;
  Command command = Command::kDefensive;  // HQs
  bool moved_last_turn = false;
  bool in_communication = false;
  Sighting sighting = Sighting::kUnsighted;
  int hits_taken = 0;     // this battle, for the guns an artillery brigade loses
  bool fired_on = false;  // this hour: it makes the cohesion check after the combat
  int flee = 0;           // hexes it must go to the rear in this hour's manoeuvre
  bool moved = false;     // this hour (moved_last_turn the next)
};

// One brigade's fire in the hour's combat, as the combat report shows it.
struct Attack {
  UnitId attacker, target;
  int fire = 0;           // quarters
  int vulnerability = 0;  // quarters; 0 against an HQ
  int hits = 0;
  int cohesion_lost = 0;
  bool hq_retreats = false;  // an HQ fired on retreats 2-4 hexes
};

// A brigade's end-of-combat cohesion check (Cohesion, Step Three) and what came of it.
struct CohesionResult {
  UnitId brigade;
  int value = 0;  // quarters
  CohesionOutcome outcome = CohesionOutcome::kNoEffect;
  bool eliminated = false;  // (a) with the brigade shattered already
  int flee = 0;             // hexes to the rear it must go: 3-4 fleeing, 1-2 retreating
};

class State {
 public:
  State(std::shared_ptr<const Game> game, uint64_t seed);

  const Game& game() const { return *game_; }
  int turn() const { return turn_; }
  const Hour& hour() const { return game_->scenario().hours[turn_]; }
  const UnitState& unit(UnitId u) const { return units_[u.value]; }
  // The side that controls a hex, if any (a hex with a unit is its side's).
  std::optional<Side> control(HexId h) const;
  Profile profile(Side s) const { return profile_[static_cast<int>(s)]; }

  // The start of the hour: units due arrive, the sighting flags cycle, and every unit but the
  // army HQs checks its communications.
  void begin_turn();

  // The chance (0-15 and more) that a unit is in communication with its superior this hour,
  // or nullopt when it cannot be (not on the map, or its superior is not); the army HQ and
  // every unit under the RADIO flag always are (kAlways).
  static constexpr int kAlways = 1000;
  std::optional<int> communication_chance(UnitId u) const;
  // One check: rnd(15) against the chance. Sets and returns the unit's status.
  bool check_communication(UnitId u);

  // Sighting: the value before chance (summed cover, the hour's conditions, 8 for each
  // intervening hex) of `looker` seeing `target`, or nullopt out of range.
  std::optional<int> sighting_base(UnitId looker, UnitId target) const;
  // One check: rnd(7) added; the target is flagged sighted if the value is below 56.
  bool check_sighting(UnitId looker, UnitId target);
  // The check at the end of the hour: every unit looks at every enemy unit within range.
  void check_sighting();
  // Whether `viewer` sees the unit: its own side's always; an enemy sighted or picketed, or
  // every unit under the EXPOSED flag.
  bool seen_by(UnitId u, Side viewer) const;

  // Target selection (Combat): every brigade on the map picks one enemy unit within its range
  // that its side sees (an adjacent one always): the closest, an untargeted one before one
  // already picked, one deployed before one in column. One time in eight ("occasionally they
  // will be violated to reflect the uncertainty of war") it takes the next in that order.
  void select_targets();
  std::optional<UnitId> target(UnitId brigade) const { return targets_[brigade.value]; }
  // How far a brigade's fire reaches this hour: its small arms, or its guns where they may fire.
  int fire_range(UnitId brigade) const;

  // The hour's fire (Combat; Cohesion steps one and two), after select_targets: every brigade
  // with a target that may attack does, category by category ((i) steady, (ii) moved, (iii)
  // surprised, (iv) charging) and within one by the sequence formula, highest first. Each
  // attack's hits (Table 2: fire against the target's vulnerability) cost the target men
  // (rules' men_per_hit), an artillery brigade a gun for every hits_per_gun, and each one
  // chance in two (four under a withdraw order) of a point of cohesion; at 2 the brigade
  // shatters, at 0 it is gone. Returns the attacks in the order they were made.
  std::vector<Attack> resolve_fire();
  // Step Three, "at the completion of all combat": every brigade fired on checks its cohesion
  // (frontal fire: every attack from the hexside the first came across or the two beside it;
  // the army commander in range: within four hexes). A shattered brigade routed is eliminated;
  // the others shatter or retreat as the outcome says, their hexes to the rear drawn now and
  // walked in the manoeuvre. `attacks` is resolve_fire's report.
  std::vector<CohesionResult> check_cohesion(const std::vector<Attack>& attacks);
  // The last hour's account for a brigade at `h` of `side` (previous_turn_factor's counts).
  int previous_turn(Side side, HexId h) const;

  // The combat formulas' view of a brigade, and of the unit it fires at.
  Firer firer(UnitId brigade) const;
  Mark mark(UnitId target) const;

  // Manoeuvre: what entering `to` from `from` across `d` costs a unit of `side` (nullopt: it
  // may not). Along a road the road's cost, else the terrain's; a creek adds its cost, a ford
  // its, a bridge nothing; a run is crossed only at its bridges and fords; no unit enters water
  // or an enemy's hex.
  std::optional<int> step_cost(Side side, HexId from, HexId to, Direction d) const;
  // The same, whoever stands in `to`: the ground's cost alone.
  std::optional<int> ground_cost(HexId from, HexId to, Direction d) const;
  // The hexes a unit of the other side stands in.
  std::vector<bool> enemy_hexes(Side side) const;
  // The unit's movement points this hour: its type's allowance in its formation (column for an
  // HQ: an HQ moves with its staff on the roads).
  int movement_points(UnitId u) const;
  // Where the unit may go this hour and the cheapest path to each hex. It stops on coming next
  // to an enemy unit, but may leave such a hex it starts in.
  ReachableSet reachable(UnitId u) const;
  // Moves the unit as far toward `goal` as it may this hour (the reached hex nearest the goal,
  // the cheaper on a tie), at most its formation's hexes; returns the hexes walked, the start
  // first. On the way it takes control of every hex it passes and of each beside it (not across
  // a stream, not next to an enemy unit); coming next to a hex the enemy controls, it is
  // picketed: seen at once.
  std::vector<HexId> move_toward(UnitId u, HexId goal);
  // The flight to the rear a cohesion check or fire on an HQ ordered (the unit's `flee`): hex by
  // hex to the neighbour furthest from the nearest enemy unit, never nearer to it, where the unit
  // may step (a run only at its crossings, never into water or an enemy's hex). A unit with no
  // such hex stays. Returns the hexes walked, the start first.
  std::vector<HexId> fall_back(UnitId u);

  // The end of the hour: the sighting check, then the clock moves on (the last hour stays).
  void end_turn();

  // For tests and scenarios: put a unit somewhere on the map; give a brigade an order.
  void place(UnitId u, HexId h);
  void set_order(UnitId u, Order o) { units_[u.value].order = o; }
  void set_cohesion(UnitId u, int cohesion) { units_[u.value].cohesion = cohesion; }

 private:
  void arrive(UnitId u);
  bool enemy_brigade_within(UnitId hq, int hexes) const;

  std::shared_ptr<const Game> game_;
  Rng rng_;
  int turn_ = 0;
  std::vector<UnitState> units_;
  std::vector<int8_t> control_;                 // by hex: a Side, or -1
  std::vector<std::optional<UnitId>> targets_;  // by unit: its target this hour
  // What befell brigades in the last hours, for the cohesion check's "previous turn": a
  // retreat or a shattering counts the hour after, a KIA'd brigade two.
  enum class Befell : uint8_t { kRetreated, kShattered, kKilled };
  struct Event {
    Side side;
    HexId hex;
    Befell what;
    int turn;
  };
  std::vector<Event> befell_;
  std::array<Profile, kSides> profile_{Profile::kSensible, Profile::kSensible};
  std::array<bool, kSides> army_moved_last_turn_{};
};

}  // namespace grognard::decisive
