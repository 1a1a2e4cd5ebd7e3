// What moves during a game of Blitzkrieg at the Ardennes: units, turn, phase, bridges and
// the dice. Cheap to copy; the Game it points to is shared and never changes. Every change
// goes through do_apply (the Session's door).
#pragma once

#include <array>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/reachable.h"
#include "core/rng.h"
#include "core/rules_error.h"
#include "core/session.h"
#include "games/blitzkrieg-ardennes/actions.h"
#include "games/blitzkrieg-ardennes/game.h"
#include "games/blitzkrieg-ardennes/reach_cache.h"

namespace grognard::bka {

// The steps of a player's turn this far built (docs/blitzkrieg-ardennes.md, "Sequence").
enum class Phase : uint8_t {
  kDeploy,     // the German units placed in their starting zones, before the first move
  kAir,        // air units attack (A.M., clear weather)
  kReinforce,  // reinforcements in the raster are placed or held
  kMovement,   // units collected and deposited, engagements and artillery set, until "Resolve"
  kV2,         // the German V2s, after the artillery has fired
  kBattles,    // the engagements resolved one by one, in the attacker's order
  kProtect,    // the Allies set their protective fire for the German turn
  kOver
};
std::string_view phase_name(Phase p);
std::optional<Phase> parse_phase(std::string_view s);

// kUnseen: on the map where the side whose view this is cannot see it (in views only).
enum class Where : uint8_t { kWaiting, kRaster, kOnMap, kEliminated, kUnseen };

struct UnitState {
  Where where = Where::kWaiting;
  HexId hex;    // kOnMap: where it stands
  HexId start;  // kOnMap: where it began this movement phase
  int strength = 0;
  bool immobilized = false;  // may not move for the rest of the turn
  bool moved = false;        // moved this movement phase (it may still be moved again)
  // Table 7: turns found out of supply in a row, the strength it had when isolated, and the
  // attack and movement points isolation has taken (restored on resupply).
  int isolated_turns = 0;
  int isolation_base = 0;
  int attack_penalty = 0, movement_penalty = 0;
  // An infiltrator: the turns it has stood in its hex (table 3's "TURN 1-2", "3-ON").
  int turns_there = 0;
  // In a view, an enemy unit whose strength is uncertain: the range shown (else 0, 0).
  int shown_low = 0, shown_high = 0;
};

// An engagement defined in the movement phase (BKA Menu, ENGAGE).
struct Engagement {
  std::vector<UnitId> attackers;
  std::vector<HexId> targets;  // every unit of the attacked side in them defends
};

// The engagement being resolved, kept while the players carry out its result.
struct Battle {
  enum class Stage : uint8_t { kAttackerLoses, kDefenderLoses, kRetreat, kAdvance };
  Stage stage = Stage::kAttackerLoses;
  std::vector<UnitId> attackers, defenders;  // those still standing
  std::vector<HexId> targets;
  CombatResult result;
  int column = 0, roll = 0;
  bool defenders_retreat = false;  // kRetreat: whose units
  bool attackers_advance = false;  // kAdvance: whose units
  std::vector<UnitId> pending;     // kRetreat, kAdvance: units still to move, in order
  std::vector<HexId> vacated;      // target hexes the defenders left empty
  bool into_vacated_only = false;  // kAdvance after "blu": only into the vacated hex
  bool single_defender = false;    // the defenders were one unit (blu)
  bool attacker_lost = false, defender_lost = false;  // blu: each side's unit named
};

class State {
 public:
  using Action = bka::Action;
  static constexpr const char* kGameId = "blitzkrieg-ardennes";
  static std::vector<std::string> seat_names() { return {"german", "allied"}; }

  State(std::shared_ptr<const Game> game, uint64_t seed);

  // --- the Session contract (core/session.h), as far as it is built ---
  std::optional<int> to_move() const;
  std::vector<Action> legal_actions() const;
  std::optional<RuleViolation> validate(const Action& a) const;
  Events do_apply(const Action& a, EventMode mode = EventMode::kRecord);
  bool over() const { return phase_ == Phase::kOver; }
  Rng& rng() { return rng_; }
  // JSON (codec.cc)
  Action parse_action(const json& j) const;  // throws DataError
  json action_json(const Action& a) const;
  json result() const;  // null while the game runs
  json to_json(std::optional<int> seat) const;
  uint64_t hash() const;
  std::string narrate(const json& event) const;
  json inspect(const json& query) const;  // "reachable", "preview"; throws DataError
  // A preview's rows (codec.cc): each attacker's strength and attack, each defender's part in
  // the defence with its multipliers, as this State (a seat's view) knows them.
  json attack_rows(const std::vector<UnitId>& attackers) const;
  json defence_rows(const Engagement& e, bool across_river) const;

  // --- what a seat may know (view.cc) ---
  State view_for(int seat) const;
  State public_view() const;
  // For the search player: a whole game this view of `viewer`'s could be (sampled_world.cc).
  // Every unit the view hides is put, at full strength, in a hex where it would be hidden from
  // `viewer` (revised: HIDDEN UNITS), near the units of its side the view shows; dice from `seed`.
  State sampled_world(Side viewer, uint64_t seed) const;
  Events events_for(const Events& events, std::optional<int> seat) const;
  // Whether this State is a seat's view (or a spectator's), with what it may not see left out.
  bool fogged() const { return fogged_; }

  // --- queries, for rules, agents, tests and the UI ---
  const Game& game() const { return *game_; }
  int turn() const { return turn_; }
  Side phasing() const { return phasing_; }
  Phase phase() const { return phase_; }
  const UnitState& unit(UnitId u) const { return units_[u.value]; }
  const UnitDef& def(UnitId u) const { return game_->unit(u); }
  int unit_count() const { return static_cast<int>(units_.size()); }
  bool on_map(UnitId u) const { return units_[u.value].where == Where::kOnMap; }
  std::vector<UnitId> units_in(HexId h) const;
  // Units of `side` in h, infiltrators included ("Up to three units, including infiltrators").
  int stack_count(HexId h, Side side) const { return stacked_[index_of(side)][h.value]; }
  // Enemy units of `side` that stop movement and supply: all but infiltrators.
  bool has_enemy(HexId h, Side side) const {
    return fighting_[index_of(enemy_of(side))][h.value] > 0;
  }
  bool next_to_enemy(HexId h, Side side) const {
    return around_[index_of(enemy_of(side))][h.value] > 0;
  }
  // The per-hex counts behind those two, for the movement search to read directly.
  const std::vector<uint8_t>& fighting_counts(Side side) const { return fighting_[index_of(side)]; }
  const std::vector<uint8_t>& around_counts(Side side) const { return around_[index_of(side)]; }
  // The same two as `side` knows them (sight.cc): hidden units unseen (revised).
  bool has_known_enemy(HexId h, Side side) const {
    return has_enemy(h, side) && !concealed(h, side);
  }
  bool next_to_known_enemy(HexId h, Side side) const {
    // Inline for the movement search's sake: almost every hex it settles has no enemy near.
    return next_to_enemy(h, side) && (fogged_ || !hiding_ || next_to_seen_enemy(h, side));
  }
  // Revised, "HIDDEN UNITS": whether units in h are hidden from `viewer` (forest or mountain
  // off the roads, no unit of the viewer next to them or in the hex, not found by air
  // reconnaissance this turn). Always false in a view, which has left them out already.
  bool concealed(HexId h, Side viewer) const;
  // Whether `viewer` cannot see the unit now (hidden, or an infiltrator under the revised rules).
  bool hidden_from(UnitId u, Side viewer) const;
  // Hexes a side's air reconnaissance has searched this turn, and searches left.
  bool searched(Side by, HexId h) const { return searched_[index_of(by)][h.value]; }
  int searches_left() const { return searches_left_; }
  // An enemy infiltrator of `mover` in h (or beside it), if any (infiltrators.cc).
  std::optional<UnitId> infiltrator_near(HexId h, Side mover, bool or_beside) const;
  // The raster: the phasing side's units waiting to be placed, in order.
  std::vector<UnitId> raster() const;
  // Whether a bridge end has been demolished (and not rebuilt).
  bool demolished(HexId bridge_end) const { return demolished_[bridge_end.value]; }
  // A river hexside a unit may cross without waiting: a bridge with both ends standing.
  bool bridged(HexId h, Direction d) const;

  // Movement (movement.cc): the cheapest costs, in half movement points, from where the unit
  // began the phase within its allowance; `clear_of_infiltrators`: never into or next to a
  // hex holding an enemy infiltrator (the way around one).
  void reachable(UnitId u, ReachableSet& out, bool clear_of_infiltrators = false) const;
  // The way a unit moving in the movement phase takes to `to`: the cheapest, as reachable
  // finds it (empty if it cannot reach it).
  std::vector<HexId> move_path(UnitId u, HexId to) const;
  // What the reach kept from the last listing of moves knows of u's way to `to`: whether it
  // still holds for u, and if so the cost of `to` (nullopt: out of reach).
  struct KeptReach {
    bool holds = false;
    std::optional<int> cost;
  };
  KeptReach kept_reach(UnitId u, HexId to) const;
  // The hexes a unit advancing after a battle can reach with `points` movement points.
  void advance_reach(UnitId u, int points, ReachableSet& out) const;
  // The unit's movement allowance now, in half points.
  int allowance_halves(UnitId u) const;
  // Why the unit may not end its move in h (stacking, enemy units its side knows of, the
  // Siegfried Line); nullopt if it may.
  std::optional<RuleViolation> may_stop(UnitId u, HexId h) const;
  // Whether it may, without saying why not: what listing the moves asks of every hex.
  bool can_stop(UnitId u, HexId h) const { return stop_bar(u, h) == StopBar::kNone; }
  // The hexes a unit in the raster may be placed in now.
  std::vector<HexId> placements(UnitId u) const;

  // Engagements (engagement.cc)
  const std::vector<Engagement>& engagements() const { return engagements_; }
  // The engagement holding the unit as an attacker or defender, or -1.
  int engagement_of(UnitId u) const;
  // The units defending in an engagement's target hexes now.
  std::vector<UnitId> defenders_of(const Engagement& e) const;
  // Odds of an engagement: attack and defence in quarter points, and the column of table 2.
  struct Odds {
    long attack = 0, defence = 0;
    int column = 0;
    bool across_river = false;
  };
  Odds odds(const std::vector<UnitId>& attackers, const std::vector<HexId>& targets) const;
  // The phasing units that must still be engaged before "Resolve" (BKA Combat; the revised
  // rules' modified attack rule).
  std::vector<UnitId> unengaged_units() const;
  // Whether a unit in h need not attack out of it (revised: forest, mountain, city, dumps,
  // forts).
  bool exempt_from_attacking(HexId h) const;
  const std::optional<Battle>& battle() const { return battle_; }
  // Artillery set on a target (or, for the Allies' protective fire, on a unit to protect).
  std::optional<UnitId> aim(UnitId gun) const { return aim_[gun.value]; }
  std::optional<UnitId> protected_by(UnitId gun) const { return protect_[gun.value]; }
  int sorties_left() const { return sorties_left_; }
  int v2_left() const { return v2_left_; }
  // Battle results (battle.cc): the hexes a unit may retreat to now (exactly n hexes away),
  // and those it may advance to.
  std::vector<HexId> retreat_options(UnitId u) const;
  std::vector<HexId> advance_options(UnitId u) const;
  // A unit's combat strength in attack (isolation lowers it: "Defensive strength is never
  // affected"); its defence is its strength, before terrain.
  int attack_strength(UnitId u) const;
  // Its defence where it stands, in quarter points: strength x table 8 (in halves) x 2, and
  // "at half" for artillery.
  long defence_quarters(UnitId u) const;
  // Its part in an engagement's defence: doubled when every attacker is across a river.
  long defence_part_quarters(UnitId u, bool across_river) const;
  // Units' ids and hexes' labels, as events name them.
  json unit_ids(const std::vector<UnitId>& units) const;
  json hex_labels(const std::vector<HexId>& hexes) const;

  // Supply (supply.cc): who a dump supplies now, its number now, the hexes where a side's
  // units are supplied, and whether a unit is.
  Side dump_owner(int dump) const;
  int dump_supply(int dump) const { return dump_supply_[dump]; }
  std::vector<bool> supplied_hexes(Side side) const;

  // Victory (victory.cc): the highest level the Germans have reached (0: none; 1 tactical,
  // 2 Liège and three major cities, 3 Antwerp).
  int german_victory() const { return german_victory_; }
  // "a rating based upon their performance to that point": the Germans' 0 to 100 (the Allies'
  // is the rest), from the levels reached, the objectives and dumps held now and the share of
  // losses inflicted (docs/blitzkrieg-ardennes.md, "Rating").
  int german_rating() const;
  // The same before rounding, with the engagements set but not yet fought counted at their
  // expected losses: what the search judges a position by, so that a sure attack counts before
  // the battle is fought.
  double expected_german_rating() const;
  // The side that quit, if the game ended so.
  std::optional<Side> quitter() const { return quitter_; }

  // What is wrong with this state, if anything (for property tests; empty when sound).
  std::vector<std::string> broken_invariants() const;

 private:
  enum class StopBar : uint8_t { kNone, kSiegfried, kEnemy, kStacked };
  StopBar stop_bar(UnitId u, HexId h) const;
  // The rating's two parts (victory.cc): levels, objectives and dumps held; strength lost by
  // each side's units that have come into play.
  int objective_rating() const;
  std::array<long, kSides> strength_lost() const;
  // Leaves out what `viewer` (nullopt: either side, a spectator) may not know.
  void fog(std::optional<Side> viewer);
  void note_who_sees();  // fills seen_before_
  // Whether a unit of `side` stands in h or next to it (sight.cc).
  bool side_at_or_beside(HexId h, Side side) const;
  // Whether an enemy unit next to h is one `side` sees (sight.cc).
  bool next_to_seen_enemy(HexId h, Side side) const;
  void start_turn_of(Side side, EventSink& ev);
  void start_from(const Opening& o, EventSink& ev);  // a scenario's position (opening.cc)
  void after_air(EventSink& ev);
  void end_game_turn(EventSink& ev);
  // Demolition, bridging, joining (logistics.cc)
  std::optional<RuleViolation> engineer_ready(UnitId u) const;
  std::optional<RuleViolation> validate_demolish(const Demolish& d) const;
  std::optional<RuleViolation> validate_rebuild(const Rebuild& r) const;
  std::optional<RuleViolation> validate_join(const Join& j) const;
  void apply_demolish(const Demolish& d, EventSink& ev);
  void apply_rebuild(const Rebuild& r, EventSink& ev);
  void apply_join(const Join& j, EventSink& ev);
  void list_logistics(const ReachCache& reach, std::vector<Action>& out) const;
  // Fire (fire.cc)
  bool may_fire(UnitId gun) const;
  bool in_range(UnitId gun, UnitId target) const;
  // The parts of validate_target and validate_protect, for listing without building the
  // reasons of every refusal: a gun of `side` on the map; a target for the mover's gun; a unit
  // an Allied gun may protect.
  bool gun_on_map(UnitId gun, Side side) const;
  bool may_target(UnitId gun, UnitId target) const;
  bool may_protect(UnitId gun, UnitId unit) const;
  std::optional<RuleViolation> validate_target(const Target& t) const;
  std::optional<RuleViolation> validate_protect(const Protect& p) const;
  std::optional<RuleViolation> validate_bomb(const Bomb& b) const;
  std::optional<RuleViolation> validate_v2(const LaunchV2& v) const;
  void fire_on(UnitId target, const std::vector<UnitId>& guns, EventSink& ev);
  void fire_artillery(const std::vector<std::pair<UnitId, UnitId>>& aims, EventSink& ev);
  void fire_protective(EventSink& ev);
  void fire_offensive(EventSink& ev);
  void hit_dump(int dump, EventSink& ev);
  void apply_bomb(const Bomb& b, EventSink& ev);
  void apply_v2(const LaunchV2& v, EventSink& ev);
  void list_fire(std::vector<Action>& out) const;
  void start_movement(EventSink& ev);
  // Air reconnaissance (sight.cc)
  std::optional<RuleViolation> validate_search(const Search& s) const;
  void apply_search(const Search& s, EventSink& ev);
  void list_searches(std::vector<Action>& out) const;
  void fill_raster(EventSink& ev);
  std::optional<RuleViolation> validate_place(const Place& p) const;
  std::optional<RuleViolation> validate_hold(const Hold& h) const;
  std::optional<RuleViolation> validate_move(const Move& m) const;
  std::optional<RuleViolation> validate_end() const;
  void list_placements(std::vector<Action>& out) const;
  void list_moves(const ReachCache& reach, std::vector<Action>& out) const;
  // The reach of every unit of `side` now, from the kept cache where it still holds.
  std::shared_ptr<const ReachCache> reach_of(Side side) const;
  ReachKey reach_key(Side side) const;
  void eliminate(UnitId u, EventSink& ev);
  // A unit moving or advancing along `path` as its side saw it: it stops in the first hex next
  // to an enemy unit it could not see ("must stop there", and may not move on). Returns where.
  HexId walk(UnitId u, const std::vector<HexId>& path, EventSink& ev);
  // Infiltrators (infiltrators.cc)
  // Table 3 for an infiltrator: true if recognised, and then eliminated.
  bool recognise(UnitId infiltrator, EventSink& ev);
  // A unit collected from an infiltrator's hex, or whose only way passes by one: the hex it is
  // diverted to if not recognised; else nullopt, `path` then the way it takes.
  std::optional<HexId> meet_infiltrators(UnitId u, std::vector<HexId>& path, EventSink& ev);
  // At the end of a game-turn: infiltrators in the enemy's hexes are rolled for again.
  void infiltrators_stay(EventSink& ev);
  // "Units are considered out of supply if at the beginning of their turn they are out of range
  // of all fuel dumps in friendly hands."
  void check_supply(Side side, EventSink& ev);
  // At the end of each game-turn: the objectives held, and held a full turn.
  void check_victory(EventSink& ev);
  // Every change of a unit's place on the map goes through these two, which keep the counts.
  void put(UnitId u, HexId h);
  void take_off(UnitId u, Where to);
  // Engagements (engagement.cc)
  std::optional<RuleViolation> validate_engage(const Engage& e) const;
  std::optional<RuleViolation> validate_disengage(const Disengage& d) const;
  // The engagement whose attacked hexes are exactly `targets`, or -1.
  int joined_engagement(const std::vector<HexId>& targets) const;
  void apply_engage(const Engage& e, EventSink& ev);
  void apply_disengage(const Disengage& d, EventSink& ev);
  // A moved unit leaves its engagement; an engagement with no attacker left is dissolved.
  void leave_engagement(UnitId u);
  void list_engagements(std::vector<Action>& out) const;
  // Battles (battle.cc)
  void begin_battles(EventSink& ev);
  std::optional<RuleViolation> validate_battle_action(const Action& a) const;
  void apply_battle_action(const Action& a, EventSink& ev);
  void resolve_engagement(int index, EventSink& ev);
  void continue_battle(EventSink& ev);
  void finish_battle(EventSink& ev);
  void end_battles(EventSink& ev);
  void list_battle_actions(std::vector<Action>& out) const;
  std::optional<Side> battle_decider() const;
  // The retreats of exactly n hexes clear of the enemy, as the unit's side knows the enemy or
  // as it is.
  std::vector<HexId> retreat_hexes(UnitId u, bool as_known) const;

  std::shared_ptr<const Game> game_;
  int turn_ = 0;
  Side phasing_ = Side::kGerman;
  Phase phase_ = Phase::kDeploy;
  std::vector<UnitState> units_;
  std::vector<bool> demolished_;        // by hex: a bridge end blown
  std::vector<bool> tried_;             // by hex: a demolition or bridging tried this turn
  std::vector<bool> searched_[kSides];  // by hex: found by a side's reconnaissance this turn
  int searches_left_ = 0;
  bool fogged_ = false;  // a view: what its seat cannot see is already left out
  bool hiding_ = false;  // the game's rules hide units (revised HIDDEN UNITS)
  // Fixes where a unit's true strength lies in the range its enemy sees (view.cc); never
  // leaves the referee (0 in views).
  uint64_t secret_ = 0;
  // By unit, while an action's events are recorded: bit s set if side s saw it before the
  // action (events may name a unit its reader saw then or sees now; view.cc).
  std::vector<uint8_t> seen_before_;
  // Units on the map per side and hex, all and fighting (not infiltrators): derived from
  // units_ and kept by put() and take_off(), so the movement search asks in constant time.
  std::vector<uint8_t> stacked_[kSides], fighting_[kSides];
  // Fighting units of a side in the hexes around each hex: "next to an enemy" in one lookup.
  std::vector<uint8_t> around_[kSides];
  std::vector<Engagement> engagements_;
  std::vector<int> dump_supply_;            // by dump: its number now (air and V2 hits lower it)
  std::vector<std::optional<UnitId>> aim_;  // by gun: its target this turn
  std::vector<std::optional<UnitId>> protect_;  // by Allied gun: the unit it protects
  int sorties_left_ = 0, v2_left_ = 0;
  uint8_t held_ = 0;  // objectives held at the end of the last game-turn (bits)
  int german_victory_ = 0;
  std::optional<Side> quitter_;
  std::optional<Battle> battle_;
  Rng rng_;
  // What listing the moves found, for the next listing (movement.cc); not part of the game.
  ReachCacheSlot reach_cache_;
};

}  // namespace grognard::bka
