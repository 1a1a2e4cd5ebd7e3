// What moves during a game of Napoleon at Waterloo: units, turn, phase, losses,
// demoralization, the combat in progress and the dice. Cheap to copy; the Game it points
// to is shared and never changes. Every change goes through do_apply (the Session's door).
#pragma once

#include <algorithm>
#include <functional>
#include <memory>
#include <mutex>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "core/legal_runs.h"
#include "core/reachable.h"
#include "core/rng.h"
#include "core/rules_error.h"
#include "core/session.h"
#include "games/napoleon-at-waterloo/actions.h"
#include "games/napoleon-at-waterloo/game.h"

namespace grognard::naw {

struct ZocMap;

// Every unit's moves in one movement phase, as list_moves_of lists them. The enemy does not
// move during the phase, so neither do his zones of control nor the hexes an unmoved unit can
// reach: a list made at the start of the phase holds to its end (movement.cc).
struct PhaseMoves {
  int turn = 0;
  Side side = Side::kFrench;
  std::vector<std::vector<Action>> of_unit;  // by unit; empty for a unit that may not move
  // A move to another hex (not only off the map).
  bool can_move(UnitId u) const {
    const auto& moves = of_unit[u.value];
    return !moves.empty() && std::holds_alternative<Move>(moves.front());
  }
  bool lists(UnitId u, const Action& a) const {
    const auto& moves = of_unit[u.value];
    return std::find(moves.begin(), moves.end(), a) != moves.end();
  }
  // Each unit's moves as the runs an update carries (core/legal_runs.h), by unit: written by
  // `write` the first time an update asks, then read for every position of the phase.
  const std::vector<RunTexts>& run_texts(
      const std::function<RunTexts(const std::vector<Action>&)>& write) const {
    std::call_once(runs_written_, [&] {
      run_texts_.reserve(of_unit.size());
      for (const auto& moves : of_unit) run_texts_.push_back(write(moves));
    });
    return run_texts_;
  }

 private:
  mutable std::once_flag runs_written_;
  mutable std::vector<RunTexts> run_texts_;
};

enum class Where : uint8_t { kWaiting, kOnMap, kEliminated, kExited };

struct UnitState {
  Where where = Where::kWaiting;
  HexId hex;
  // This phase:
  bool moved = false;
  bool fired = false;      // artillery: bombarded this combat phase (NAW Artillery (6))
  bool attacked = false;   // made a ground attack this combat phase
  bool disrupted = false;  // bumped out by a retreat this combat phase
  // This game-turn, as a defender (NAW Combat (1)):
  bool bombarded = false;
  bool assaulted = false;
};

// The attack being resolved, kept while a player decides (defense mode, losses, retreats,
// advance).
struct Combat {
  enum class Stage : uint8_t { kDefenseMode, kLosses, kRetreat, kAdvance, kVolunteer };
  bool bombardment = false;
  Side attacker = Side::kFrench;
  std::vector<UnitId> attackers;  // every attacking unit
  std::vector<UnitId> exposed;    // attackers who bear the results (not range-2 guns)
  std::vector<HexId> attacker_hexes;
  std::vector<HexId> targets;
  std::vector<UnitId> defenders;
  AttackMode attack_mode = AttackMode::kInfantry;
  DefenseMode defense_mode = DefenseMode::kInfantry;
  CombatResult result = CombatResult::kDr;
  Stage stage = Stage::kDefenseMode;
  int losses_required = 0;          // kLosses: strength the attacker must give up
  std::vector<UnitId> retreating;   // kRetreat: still to retreat, first one next
  std::vector<UnitId> retreated;    // units that left their hex in this combat
  std::vector<HexId> vacated;       // hexes the losers left empty
  std::vector<UnitId> may_advance;  // kAdvance: eligible victors not yet advanced
  bool victor_is_attacker = true;
};

// What the victory conditions look at, at the end of the tenth game-turn.
struct VictoryFacts {
  int french_losses = 0, allied_losses = 0;  // combat points destroyed
  int exited = 0;                            // French combat units moved off the north edge
  bool napoleon_exited = false, napoleon_eliminated = false;
  std::optional<Side> demoralized;
};
// Levels 0 (none) to 3 (decisive) for each side; net() > 0 favours the French.
struct VictoryLevels {
  int french = 0, allied = 0;
  int net() const { return french - allied; }
};
VictoryLevels judge(const VictoryFacts& facts, const VictoryThresholds& thresholds);
std::string_view level_name(int level);  // by magnitude: 0 none .. 3 decisive

class State {
 public:
  using Action = naw::Action;
  static constexpr const char* kGameId = "napoleon-at-waterloo";
  static std::vector<std::string> seat_names() { return {"french", "allied"}; }

  State(std::shared_ptr<const Game> game, uint64_t seed);

  // --- the Session contract (core/session.h) ---
  std::optional<int> to_move() const;
  std::vector<Action> legal_actions() const;
  std::optional<RuleViolation> validate(const Action& a) const;
  Events do_apply(const Action& a, EventMode mode = EventMode::kRecord);
  bool over() const { return phase_ == Phase::kOver; }
  json result() const;
  uint64_t hash() const;
  json to_json(std::optional<int> seat) const { return view_json(seat, true); }
  // The view without what never changes in a game, each unit's id, name, side, nation, arm,
  // strength and movement: what the server compares from update to update (core/session.h).
  json changing_json(std::optional<int> seat) const { return view_json(seat, false); }
  Action parse_action(const json& j) const;
  // Every event is public in this game: no unit is hidden (NAW has no fog of war).
  Events events_for(const Events& events, std::optional<int>) const { return events; }
  // Questions the browser asks (docs/protocol.md): "reachable", "preview" (inspect.cc).
  json inspect(const json& query) const;
  json action_json(const Action& a) const;
  // legal_actions() written as runs (core/legal_runs.h); in the movement phase each unit's
  // runs are written once for the phase (PhaseMoves::run_texts), not at every position.
  RunTexts legal_run_texts() const;
  std::string narrate(const json& event) const;
  Rng& rng() { return rng_; }
  // What a seat may know: this game hides no units, but the dice's future is scrubbed.
  State view_for(int seat) const;
  State public_view() const;

  // --- queries, for rules, agents, tests and the UI ---
  const Game& game() const { return *game_; }
  int turn() const { return turn_; }
  Side phasing() const { return phasing_; }
  Phase phase() const { return phase_; }
  const std::optional<Combat>& combat() const { return combat_; }
  const UnitState& unit(UnitId u) const { return units_[u.value]; }
  const UnitDef& def(UnitId u) const { return game_->unit(u); }
  int unit_count() const { return static_cast<int>(units_.size()); }
  bool on_map(UnitId u) const { return units_[u.value].where == Where::kOnMap; }
  std::vector<UnitId> units_in(HexId h) const;
  // Units that count against the stacking limit in h for `side` (leaders never do).
  int stack_count(HexId h, Side side) const;
  bool has_units_of(HexId h, Side side) const;
  bool has_enemy(HexId h, Side side) const { return has_units_of(h, enemy_of(side)); }
  int losses(Side s) const { return losses_[index_of(s)]; }
  std::optional<Side> demoralized() const { return demoralized_; }
  int exited_combat_units() const;
  bool napoleon_exited() const;
  bool napoleon_eliminated() const;
  // Combat strength after demoralization doubling (NAW Demoralization (2)).
  int attack_strength(UnitId u) const;
  int defense_strength(UnitId u) const;

  // What is wrong with this state, if anything (for property tests; empty when sound).
  std::vector<std::string> broken_invariants() const;
  // Drops the moves listed at the start of the movement phase, so that every answer comes
  // from a fresh search: for the test that proves the list changes no answer.
  void forget_phase_moves() { phase_moves_.reset(); }

  // Movement (movement.cc)
  // The cheapest costs from the unit's hex (or the entry hexes) within its allowance.
  void reachable(UnitId u, ReachableSet& out) const;
  bool may_enter_now(UnitId u) const;  // a reinforcement due by this turn
  // The unit's legal moves (and exit) now, as `legal_actions` lists them; `reach` keeps the
  // search behind them (costs and paths).
  std::vector<Action> moves_of(UnitId u, ReachableSet& reach) const;
  // Odds column, shift and modifier an attack would get (combat.cc), for UI and agents.
  struct Odds {
    int attack = 0, defense = 0;
    int ratio_column = 0;  // the strength ratio alone, within the table's limits
    int column = 0;        // after the terrain shift
    int shift = 0;
  };
  Odds odds(const std::vector<UnitId>& attackers, const std::vector<HexId>& targets) const;
  // Retreat hexes a unit may be moved to now, best first class only (retreat.cc): vacant
  // hexes, else those with the fewest friends, never barred ones; a full hex only if one of
  // its uninvolved units can be bumped out.
  std::vector<HexId> retreat_options(UnitId u) const;
  // The uninvolved units the victor may bump out of the full hex `to` for `u` (retreat.cc).
  std::vector<UnitId> bump_choices(UnitId u, HexId to) const;
  // Every retreat the victor may order for `u` now: each option, with each bump choice.
  std::vector<Retreat> retreat_actions(UnitId u) const;

 private:
  // The view; without the units' fixed fields unless `whole`.
  json view_json(std::optional<int> seat, bool whole) const;
  void start_phase(EventSink& ev);
  void end_phase(EventSink& ev);
  void eliminate(UnitId u, EventSink& ev);
  void check_demoralization(Side defender, EventSink& ev);

  std::optional<RuleViolation> validate_move(const Move& m) const;
  std::optional<RuleViolation> validate_exit(const Exit& m) const;
  std::optional<RuleViolation> validate_bombard(const Bombard& b) const;
  std::optional<RuleViolation> validate_attack(const Attack& a) const;
  std::optional<RuleViolation> validate_pending(const Action& a) const;
  void apply_move(const Move& m, EventSink& ev);
  void apply_exit(const Exit& m, EventSink& ev);
  // The combat an attack would start, defenders included; changes nothing (combat.cc).
  Combat plan_combat(const Bombard& b) const;
  Combat plan_combat(const Attack& a) const;
  void add_defenders(Combat& c) const;
  void declare_combat(Combat c, EventSink& ev);
  void resolve_combat(EventSink& ev);
  void continue_combat(EventSink& ev);
  void begin_advance(EventSink& ev);
  void finish_combat(EventSink& ev);
  void apply_losses(const std::vector<UnitId>& units, EventSink& ev);
  void apply_retreat(const Retreat& r, EventSink& ev);
  // Hexes next to `u` it may retreat into, the fewest-friends class, before asking whether a
  // full one has a unit to bump (retreat.cc).
  std::vector<HexId> retreat_candidates(UnitId u) const;
  // Waiting reinforcements of the phasing side due now that could enter (movement.cc).
  std::vector<UnitId> due_reinforcements(const PhaseMoves& moves) const;
  // This movement phase's moves: the list made at its start, else (for a state that has
  // none) a new one. Never changes the state.
  std::shared_ptr<const PhaseMoves> phase_moves() const;
  std::shared_ptr<const PhaseMoves> list_phase_moves() const;
  // Hexes where the phasing side has more units than the stacking limit.
  std::vector<HexId> overstacked_hexes() const;
  std::optional<RuleViolation> validate_end_of_movement() const;
  // NAW Movement (2): at the end of the movement phase the unavoidable excess is destroyed.
  void settle_stacking(EventSink& ev);
  // Whether `u` entering `to` would make a fourth unit there (the Napoleon counter never does).
  bool fills(UnitId u, HexId to) const;
  void apply_advance(const Advance& a, EventSink& ev);
  std::vector<DefenseMode> defense_options(const Combat& c) const;
  json combat_preview(const Combat& c) const;
  std::vector<std::vector<UnitId>> loss_options() const;
  std::vector<HexId> advance_targets(UnitId u) const;
  void list_moves(std::vector<Action>& out) const;
  // The units whose moves list_moves lists, in its order: a caller reads their moves in place
  // (phase->of_unit) while `phase` (the list) is held.
  std::vector<UnitId> listed_moves(std::shared_ptr<const PhaseMoves>& phase) const;
  void list_moves_of(UnitId u, const ZocMap& zoc, ReachableSet& reach,
                     std::vector<Action>& out) const;
  void list_bombardments(std::vector<Action>& out) const;
  void list_attacks(std::vector<Action>& out) const;

  std::shared_ptr<const Game> game_;
  int turn_ = 1;
  Side phasing_ = Side::kFrench;
  Phase phase_ = Phase::kMovement;
  std::vector<UnitState> units_;
  int losses_[kSides] = {0, 0};
  std::optional<Side> demoralized_;
  std::optional<Combat> combat_;
  Rng rng_;
  // Made at the start of each movement phase and never changed after, so copies (a computer
  // player's, on another thread) share it safely. Not part of the position: never hashed.
  std::shared_ptr<const PhaseMoves> phase_moves_;
};

}  // namespace grognard::naw
