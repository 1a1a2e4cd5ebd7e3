// What changes during a game of La Grande Armée: the date, whose turn and phase, military
// points, control of every area, and every unit's place, morale and fatigue. Cheap to copy;
// the Game it points to is shared and never changes. Every change goes through do_apply.
#pragma once

#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "core/reachable.h"
#include "core/rng.h"
#include "core/rules_error.h"
#include "core/session.h"
#include "games/la-grande-armee/actions.h"
#include "games/la-grande-armee/game.h"

namespace grognard::lga {

// kUnknown: an enemy unit this view may not see (under the top of its stack).
enum class Where : uint8_t { kLater, kOnMap, kDead, kUnknown };
// The phases that wait for a player; I, II, III and VI run by themselves (LGA 5.1).
enum class Phase : uint8_t { kBuild, kMovement, kDefense, kOver };

enum class EntryBar : uint8_t {
  kNone,
  kNotNext,
  kProhibited,
  kSeaNotBritish,
  kBaltic,
  kNeutral,
  kHinterland,
  kMilitiaAbroad
};
std::string_view phase_name(Phase p);

struct UnitState {
  Where where = Where::kLater;
  HexId hex;
  int8_t morale = 0;
  int8_t fatigue = 0;
  int8_t moves = 0;              // left this turn
  bool halted = false;           // moves no more this turn (END, LGA 2.11)
  bool garrison = false;         // LGA 3.6
  bool rallied = false;          // this season (LGA 5.5)
  bool defended = false;         // made its one defensive move this season (LGA 5.65)
  bool withdrew = false;         // this season: attacks on it cost 2 MPs (LGA 5.67)
  bool unsupplied = false;       // began its side's turn out of supply (LGA 5.4)
  uint32_t stack = 0;            // higher is nearer the top of its area's stack (LGA 3.5)
  std::vector<uint16_t> voyage;  // sea areas entered this turn: none twice (free sea moves)
  bool masked = false;           // views only: an enemy's top unit, morale and fatigue not known
};

// One modifier of a die roll, for the record and the browser's preview.
struct Modifier {
  std::string why;
  int value = 0;
};

int total(const std::vector<Modifier>& mods);
nlohmann::json modifiers_json(const std::vector<Modifier>& mods);

// A combat as it would be fought now: who fights and the modifiers (LGA 5.64).
struct CombatPlan {
  UnitId attacker, defender;
  HexId from, to;
  int mp_cost = 0;
  std::vector<Modifier> modifiers;
  int total_modifier() const;
};
CombatResult combat_result(int modified_roll);  // LGA 5.64 table, clamped to 1..7
// LGA 5.2: 0 "AD" (absolute defeat), 1 "SD", 2 "TD", 3 "TV", 4 "SV", 5 "AV".
std::string_view level_name(int level);

class State {
 public:
  using Action = lga::Action;
  static constexpr const char* kGameId = "la-grande-armee";
  static std::vector<std::string> seat_names() { return {"french", "allied", "neutral"}; }

  // `opening_dice` forces the first turn's muster rolls (tests and tutorials).
  State(std::shared_ptr<const Game> game, uint64_t seed, const std::vector<int>& opening_dice = {});

  // --- the Session contract (core/session.h) ---
  std::optional<int> to_move() const;
  std::vector<Action> legal_actions() const;
  std::optional<RuleViolation> validate(const Action& a) const;
  Events do_apply(const Action& a, EventMode mode = EventMode::kRecord);
  bool over() const { return phase_ == Phase::kOver; }
  json result() const;
  uint64_t hash() const;
  json to_json(std::optional<int> seat) const;
  Action parse_action(const json& j) const;
  Events events_for(const Events& events, std::optional<int> seat) const;
  json inspect(const json& query) const;
  json action_json(const Action& a) const;
  std::string narrate(const json& event) const;
  Rng& rng() { return rng_; }
  // What a seat may know (LGA 3.5 screening, 5.66 top secret movement); dice scrubbed.
  State view_for(int seat) const;
  State public_view() const;
  // A whole state this view could be (for the search player): each unit it cannot see is put
  // under a stack that hides units of its side, at full morale; dice from `seed`.
  State sampled_world(uint64_t seed) const;

  // --- queries, for rules, agents, tests and the UI ---
  const Game& game() const { return *game_; }
  Date date() const { return date_; }
  Side player() const { return player_; }
  Phase phase() const { return phase_; }
  std::optional<Side> defender() const { return enemy_of(player_); }
  bool first_attack_made() const { return first_attack_; }
  std::optional<HexId> last_attack() const { return last_attack_; }
  int mp(NationId n) const { return mp_[n.value]; }
  std::optional<Side> control(HexId h) const;
  const UnitState& unit(UnitId u) const { return units_[u.value]; }
  const UnitDef& def(UnitId u) const { return game_->unit(u); }
  Side side_of(UnitId u) const { return game_->home_side(def(u).nation); }
  int unit_count() const { return static_cast<int>(units_.size()); }
  bool on_map(UnitId u) const { return units_[u.value].where == Where::kOnMap; }
  bool at_sea(UnitId u) const { return on_map(u) && !game_->area(unit(u).hex).land(); }
  // Units in an area, top of the stack first.
  std::vector<UnitId> units_in(HexId h) const;
  bool has_units_of(HexId h, Side s) const;
  // The unit an attack on h would strike: the top unit, HQs and garrisons last (LGA 3.5).
  std::optional<UnitId> defending_unit(HexId h, Side defender) const;
  // Units this view cannot see under the top unit of an enemy stack (views only; -1: hidden
  // by a cavalry screen, LGA 3.5).
  int hidden_below(HexId h) const { return hidden_below_.empty() ? 0 : hidden_below_[h.value]; }

  // Areas in the zone of control of side s's units (LGA 3.2); with `without`, as if s's units
  // in those areas were gone.
  std::vector<bool> zoc_of(Side s, const std::vector<bool>& without = {}) const;
  // Whether one area is in that zone: zoc_of(s)[h], without building the whole map's.
  bool in_zoc_of(Side s, HexId h) const;
  bool exerts_zoc(UnitId u) const;
  // Areas side s can trace supply to (LGA 5.4); with `lost`, as if the enemy held those areas
  // too (what taking them would cut off); with `cleared`, as if the enemy's units in those
  // areas were gone (what beating them would reconnect).
  std::vector<bool> supplied_areas(Side s, const std::vector<bool>& lost = {},
                                   const std::vector<bool>& cleared = {}) const;
  // Whether a unit on the map is in supply, given its side's supplied areas.
  bool in_supply(UnitId u, const std::vector<bool>& supplied) const;
  int victory_points(Side s) const;
  // What a capital or major city is worth to side s when it scores for s (LGA 5.2).
  int vp_value(HexId h, Side s) const;
  // Whether a capital or major city scores for side s now: held if it is the side's own,
  // occupied if not (LGA 5.2, 3.3).
  bool scores_for(HexId h, Side s) const;
  // The area's country is on side s.
  bool friendly_city(HexId h, Side s) const;
  // Side s has a unit (not an HQ) in the area (LGA 3.3).
  bool occupied_by(HexId h, Side s) const;
  // 0 absolute defeat, 1 SD, 2 TD, 3 TV, 4 SV, 5 AV; nullopt if the side has no thresholds.
  std::optional<int> victory_level(Side s) const;
  // MPs a country gets in spring (LGA 5.3): its share of its side's VP.
  int vp_share(NationId n) const;
  bool buildable(UnitId u) const;                  // available now to its country
  std::vector<HexId> build_sites(UnitId u) const;  // LGA 2.3 capitals
  bool fixed(UnitId u) const;                      // Napoleon in Paris (scenario special)
  bool may_move(UnitId u) const;                   // in Phase V now
  // The modifiers of a unit's muster roll now (LGA 5.4, muster roll table).
  std::vector<Modifier> muster_modifiers(UnitId u, bool supplied) const;
  // LGA 5.67: the reinforcement fog of war roll, and the rout roll of a withdrawal to `to`.
  std::vector<Modifier> reinforcement_modifiers(UnitId u) const;
  std::vector<Modifier> rout_modifiers(UnitId u, HexId to) const;

  // The combat an attack would start (combat.cc); nullopt if `to` holds no enemy.
  std::optional<CombatPlan> plan_attack(UnitId u, HexId to) const;
  // Movement points a move costs (movement.cc), or why it is illegal; attacks included.
  struct Step {
    int cost = 0;
    bool attack = false;
  };
  std::optional<RuleViolation> step_violation(UnitId u, HexId to, Step* step = nullptr) const;
  // Every area the unit could reach this turn by moving (no attacks, no fog of war); with an
  // allowance, as far as that many moves would take it.
  void reachable(UnitId u, ReachableSet& out, std::optional<int> allowance = std::nullopt) const;
  // Why the unit cannot reach `to`, an area beyond the next one, this season (route.cc): the
  // rule that bars the area itself, the cheapest way's cost against the moves left, or that
  // every way is blocked. nullopt when it can get there. Built from this state alone, so a
  // seat's view never tells of a unit it does not see.
  std::optional<RuleViolation> route_violation(UnitId u, HexId to) const;
  // Whether `refusal` of this move is only "not next to" (the step) and nothing else.
  bool refused_as_not_next(const Move& m, const RuleViolation& refusal) const;

  std::vector<std::string> broken_invariants() const;

 private:
  // turn.cc: the automatic phases and the order of turns.
  void start_turn(EventSink& ev);
  void settle(EventSink& ev);
  void end_turn(EventSink& ev);
  void allocate_military_points(EventSink& ev);
  void supply_and_muster(EventSink& ev);
  void destroy_unsupplied(EventSink& ev);
  void napoleon_returns(EventSink& ev);
  bool has_build_decision() const;
  bool has_defense_decision() const;
  bool mover_still_moving() const;  // a unit of the mover's has not ended its movement
  void begin_movement(EventSink& ev);
  void destroy(UnitId u, const std::string& why, EventSink& ev);
  void place_on_top(UnitId u, HexId h);
  void lose_morale(UnitId u, int amount, const std::string& why, EventSink& ev);

  // Why a unit may not enter `to` from `from` whatever its path (prohibited, neutral, sea...);
  // entry_bar is the cheap test the reachable-set search makes, entry_violation its words.
  EntryBar entry_bar(UnitId u, HexId from, HexId to) const;
  std::optional<RuleViolation> entry_violation(UnitId u, HexId from, HexId to) const;
  std::optional<RuleViolation> validate_build_phase(const Action& a) const;
  std::optional<RuleViolation> validate_movement(const Action& a) const;
  std::optional<RuleViolation> validate_defense(const Action& a) const;
  std::optional<RuleViolation> defense_out_of_turn() const;  // a defensive action in Phase V
  std::optional<RuleViolation> defensive_move_violation(UnitId u, HexId to, bool reinforce) const;
  // The same, with the mover's zones of control computed once for a whole list of moves.
  std::optional<RuleViolation> defensive_move_violation(UnitId u, HexId to, bool reinforce,
                                                        const std::vector<bool>& mover_zoc) const;
  void apply_move(const Move& m, EventSink& ev);
  void resolve_attack(const CombatPlan& plan, EventSink& ev);
  void apply_defensive_move(UnitId u, HexId to, bool reinforce, EventSink& ev);
  void list_build_phase(std::vector<Action>& out) const;
  void list_movement(std::vector<Action>& out) const;
  void list_defense(std::vector<Action>& out) const;
  json event_unit(UnitId u) const;
  void fog(std::optional<Side> viewer);  // nullopt: what every seat may know

  std::shared_ptr<const Game> game_;
  Date date_;
  Side player_ = Side::kFrench;
  Phase phase_ = Phase::kBuild;
  bool first_turn_ = true;     // the scenario's starting MPs stand in for Phase II
  bool first_attack_ = false;  // this turn (LGA 5.66)
  std::optional<HexId> last_attack_;
  std::vector<int> mp_;          // by nation
  std::vector<int8_t> control_;  // by hex: side index, -1 for none
  std::vector<UnitState> units_;
  uint32_t stack_counter_ = 0;
  // LGA 5.66: where the mover's units and control stood when Phase V began; the defender
  // sees this until the first attack.
  struct Curtain {
    std::vector<HexId> hexes;  // by unit
    std::vector<Where> where;
    std::vector<uint32_t> stack;
    std::vector<int8_t> control;
  };
  std::optional<Curtain> curtain_;
  std::vector<int8_t> hidden_below_;  // views only
  // Views only, by area: what the rules let every player know of units he cannot see there,
  // because it binds his own moves. The units themselves are gone from the view.
  struct UnseenEffects {
    int8_t zoc_side = -1;  // LGA 3.2: the side whose unseen units exert a zone of control
    int8_t occupier = -1;  // LGA 3.3/5.2: the side whose unseen units occupy the area
    bool struck_withdrew =
        false;  // LGA 5.67: the unit an attack would strike withdrew (in the open)
  };
  std::vector<UnseenEffects> unseen_;
  Rng rng_;
};

}  // namespace grognard::lga
