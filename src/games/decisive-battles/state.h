// A battle of Decisive Battles in play: where every unit is and how it stands, who controls each
// hex, the hour, and the dice. This part holds the systems that run at the turn's edges: units
// arriving, the sighting flags' cycle and the communications checks at its start, the sighting
// check at its end (the manual's chapter 4, "Sighting" and "Communications").
#pragma once

#include <functional>
#include <memory>
#include <optional>
#include <vector>

#include "core/events.h"
#include "core/reachable.h"
#include "core/rng.h"
#include "core/rules_error.h"
#include "games/decisive-battles/actions.h"
#include "games/decisive-battles/game.h"

namespace grognard::decisive {

// kUnseen: in a view, an enemy unit its seat does not see.
enum class Where : uint8_t { kWaiting, kOnMap, kGone, kUnseen };

// "All units with the picketed flag set become unsighted. All units with the sighting flag set
// become picketed." A unit is seen by the enemy while sighted or picketed.
enum class Sighting : uint8_t { kUnsighted, kSighted, kPicketed };

// What befell a commander: "The army leaders can be OK, wounded, captured or killed."
enum class Fate : uint8_t { kOk, kWounded, kCaptured, kKilled };
inline constexpr std::array<std::string_view, 4> kFateNames = {"ok", "wounded", "captured",
                                                               "killed"};

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
  bool fired = false;     // this hour: an infantry brigade that neither moves nor fires digs in
  // HQs: the objectives of the command it acts on, in the order they are marched to
  // (offensive: the manoeuvre point, then the destination; defensive: one; reserve: none), and
  // the next one to reach.
  std::array<HexId, 2> objectives{};
  uint8_t objective_count = 0, next_objective = 0;
  // HQs: a command received and not yet acted on ("How quickly this happens; indeed, whether it
  // happens at all will depend on the leadership rating of the corps HQ"; "A poor division
  // commander may take longer to obey his command than a capable officer").
  std::optional<Command> new_command;
  std::array<HexId, 2> new_objectives{};
  uint8_t new_objective_count = 0;
  // Brigades: the hex an objective or deploy order sends it to.
  std::optional<HexId> goal;
  bool ordered = false;    // by its army commander this hour: the override stands
  bool surprised = false;  // this hour: caught in column by the engaged routines
  bool encamped = false;   // in camp since the start: until it moves or is fired on
  int entrenchment = 0;    // 0-3, a battlefield entrenchment's fortification value
  int leadership = 4;      // its commander's: a new one's when he has fallen
  Fate leader = Fate::kOk;
};

// A unit as the order of battle brings it: its men, guns, commander, cohesion and the hex where
// it starts or enters, waiting to come.
UnitState as_it_comes(const UnitDef& d);

// One side's command for the hour and its account of the battle.
struct SideState {
  Profile profile = Profile::kSensible;
  // Where the army HQ is going (Menu 5); `corps`: the corps HQ it was last sent to.
  std::optional<HexId> army_goal;
  std::optional<UnitId> army_corps;
  bool orders_given = false;    // EndOrders this hour
  bool profile_chosen = false;  // Menu 6, once an hour
  bool army_ordered = false;    // Menu 5, once an hour
  Fate commander = Fate::kOk;   // the army commander; a successor commands once he falls
  int vp = 0;                   // from objectives held, hour by hour
  int men_lost = 0;             // casualties suffered, for the victory points they give
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

enum class Phase : uint8_t { kOrders, kOver };

// Menu 2's indicator for a side with `mine` victory points against `theirs`: "contested",
// "winning" or "losing".
std::string_view standing_of(int mine, int theirs);

class State {
 public:
  using Action = decisive::Action;
  static constexpr const char* kGameId = "decisive-battles";

  State(std::shared_ptr<const Game> game, uint64_t seed);

  // --- The game as a Session sees it (session.h) ---
  static std::vector<std::string> seat_names() { return {"union", "confederate"}; }
  // Both sides order in the same hour: the Union first, then the Confederates, neither seeing
  // the other's orders; the hour runs when both are given.
  std::optional<int> to_move() const;
  bool over() const { return phase_ == Phase::kOver; }
  std::vector<Action> legal_actions() const;
  std::optional<RuleViolation> validate(const Action& a) const;
  Events do_apply(const Action& a, EventMode mode = EventMode::kRecord);
  json result() const;  // null while the game runs
  json to_json(std::optional<int> seat) const;
  uint64_t hash() const;
  std::string narrate(const json& event) const;
  json inspect(const json& query) const;
  State view_for(int seat) const;
  State public_view() const;
  Events events_for(const Events& events, std::optional<int> seat) const;
  Action parse_action(const json& j) const;
  json action_json(const Action& a) const;
  Rng& rng() { return rng_; }
  std::vector<std::string> broken_invariants() const;
  Phase phase() const { return phase_; }
  const SideState& side(Side s) const { return sides_[static_cast<int>(s)]; }
  bool fogged() const { return viewer_.has_value() || spectator_; }

  // --- Orders (orders.cc) ---
  // Whether the army commander may command this HQ now (Menu 7): one directly under the army
  // HQ, or under the corps it supersedes, in communication; every division under RADIO (there
  // are no corps then); every HQ on the map at the briefing.
  bool may_command(UnitId hq) const;
  // Whether he may order this brigade now (Menu 9): his own brigades (the army HQ's, or a
  // superseded corps's) in communication, any in communication within four hexes, every one
  // under RADIO; never a surprised one.
  bool may_order(UnitId brigade) const;
  // The corps the army HQ supersedes: beside its HQ, and the army HQ's last move was to it.
  std::optional<UnitId> superseded_corps(Side side) const;
  // Menu 9: the brigade is engaged (an enemy brigade its side sees is adjacent, or two hexes off
  // with no river, bridge or ford between and the brigade itself seen), and which one.
  std::optional<UnitId> engaged_with(UnitId brigade) const;
  // Menu 10's options for an engaged brigade against that enemy.
  std::vector<Order> engaged_orders(UnitId brigade) const;
  // Whether this hour is the briefing: the first hour after six or more hours of rest.
  bool briefing() const;
  // An HQ's objectives, its next one first.
  std::vector<HexId> objectives_left(UnitId hq) const;
  // Menu 6: a friendly brigade fired on in the last hour's combat within four hexes of the army
  // HQ (heroic and bold need one).
  bool targeted_brigade_near_army(Side side) const { return targeted_brigades_near_army(side, 4); }
  // How many friendly brigades fired on in the last hour's combat stand within `hexes` of the
  // army HQ (none when it is off the map).
  int targeted_brigades_near_army(Side side, int hexes) const;
  // Menu 2's indicator for a side: "contested", "winning" or "losing", as its seat is told.
  std::string_view standing(Side side) const;
  // Menu 2's victory points to date for a side; none for a side a view does not know.
  std::optional<int> known_victory_points(Side side) const;
  // A guess at the points `side`'s enemy has had from objectives so far, from what every seat
  // sees (the control icons): those it holds now, as though held since they first counted.
  int guessed_enemy_objective_points(Side side) const;
  // For the search player: a whole battle this view could be (sampled_world.cc). Every enemy
  // unit it has not sighted is put where none of its brigades would see it, the victory points
  // it does not know are made to agree with Menu 2's standing, and its dice drawn from `seed`.
  State sampled_world(uint64_t seed) const;
  // The fortification protecting a unit: its hex's, or its battlefield entrenchment's (none for
  // a shattered brigade).
  int fortification_at(UnitId u) const;

  // --- The subordinate commanders (commanders.cc) ---
  // Every brigade whose orders its army commander has not given this hour takes its orders
  // from its HQ's command (out of communication: its last orders, or its own judgement). With
  // `run` (the hour begins to run) the HQs first act: each takes up a command received on a
  // roll of its leadership, a corps passing its own to its divisions, and one out of
  // communication at its defensive objective may march to the sound of the guns.
  void subordinates_decide(EventSink& events, bool run);
  // What a brigade's commander orders it now (the rules of the subordinate, commanders.cc).
  void decide_brigade(UnitId brigade);
  // The hex an HQ's formations march on now: its next objective, or where it stands.
  HexId march_goal(UnitId unit) const;

  // --- The hour (hour.cc) ---
  // Everything after the orders: combat, the cohesion checks, manoeuvre in pulses, recovery,
  // entrenchment, victory points, the sighting check, then the next hour's start.
  void run_hour(EventSink& events);
  // The movement points the unit has this hour after its losses (bad weather, the time of day,
  // low cohesion, poor leadership, out of communication, chance), at `rnd15`.
  int movement_points_after_losses(UnitId u, int rnd15) const;
  // As the hour begins: which engaged brigades are surprised (Menus 10 and 11).
  void check_surprise();
  // The hour's end for brigades: recovery in reserve, battlefield entrenchments.
  void recover_and_entrench();
  // The victory points each side holds now, and those it would have were the battle to end now.
  std::array<int, kSides> victory_points(bool at_end) const;

  const Game& game() const { return *game_; }
  int turn() const { return turn_; }
  const Hour& hour() const { return game_->scenario().hours[turn_]; }
  const UnitState& unit(UnitId u) const { return units_[u.value]; }
  // The side that controls a hex, if any (a hex with a unit is its side's).
  std::optional<Side> control(HexId h) const;
  Profile profile(Side s) const { return sides_[static_cast<int>(s)].profile; }

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
  // may not): the ground's cost (Game::step_cost), and no unit enters an enemy's hex.
  std::optional<int> step_cost(Side side, HexId from, HexId to, Direction d) const;
  // The hexes a unit of the other side stands in.
  std::vector<bool> enemy_hexes(Side side) const;
  // The unit's movement points this hour: its type's allowance in its formation (column for an
  // HQ: an HQ moves with its staff on the roads).
  int movement_points(UnitId u) const;
  // Where the unit may go this hour and the cheapest path to each hex. It stops on coming next
  // to an enemy unit, but may leave such a hex it starts in.
  ReachableSet reachable(UnitId u) const;
  ReachableSet reachable(UnitId u, int points) const;
  // The same into `out`, whose storage a caller asking again and again keeps.
  void reachable(UnitId u, int points, ReachableSet& out) const;
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
  void set_sighting(UnitId u, Sighting sighting) { units_[u.value].sighting = sighting; }
  void set_communication(UnitId u, bool in) { units_[u.value].in_communication = in; }

 private:
  void arrive(UnitId u);
  // For a world of a view (sampled_world): every enemy corps and division HQ on the field acting
  // on a command drawn at random from those it could be: the offensive against each objective
  // its side does not hold within a column's hour, or the defensive at the nearest its side does.
  void draw_enemy_commands(Rng& draw);

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
  std::array<SideState, kSides> sides_{};
  Phase phase_ = Phase::kOrders;
  int rest_hours_ = 0;     // consecutive hours of rest up to this one
  bool resigned_ = false;  // by `resigner_`
  Side resigner_ = Side::kUnion;
  std::optional<Side> viewer_;  // a view's seat; set only in views
  bool spectator_ = false;      // a public view
  // A view's victory points (Menu 2's totals and its standing), worked out before the fog hid
  // the enemy's losses.
  std::array<int, kSides> standing_vp_{};

  // Helpers of the hour and the orders.
  SideState& side_state(Side s) { return sides_[static_cast<int>(s)]; }
  void start_hour(EventSink& events);
  void manoeuvre(EventSink& events);
  void move_unit(UnitId u, HexId goal, int points, EventSink& events);
  void move_army_hq(Side side, EventSink& events);
  // The `moved` event of a unit that walked `path` (nothing if it stayed).
  void tell_moved(EventSink& events, UnitId u, const std::vector<HexId>& path,
                  std::string_view why) const;
  void leaders_at_risk(const std::vector<Attack>& attacks, EventSink& events);
  void score_hour();
  void apply_order(const Action& a);
  // One march of a unit with `points` and at most `hexes`: to the reachable hex with the least
  // `distance_left` (the cheaper on a tie) where no other brigade stands. `blocked`: a friendly
  // brigade held the better hex (the next pulse may find it free).
  struct March {
    std::vector<HexId> path;
    int cost = 0;
    bool blocked = false;
  };
  March march(UnitId u, int points, int hexes, const std::function<int(HexId)>& distance_left);
  // The unit walks the path, taking control along it and picketed where it comes beside the
  // enemy's ground.
  void walk(UnitId u, const std::vector<HexId>& path);
  void fog(std::optional<Side> viewer);
  bool is_unit(UnitId u) const { return u.value < units_.size(); }
};

}  // namespace grognard::decisive
