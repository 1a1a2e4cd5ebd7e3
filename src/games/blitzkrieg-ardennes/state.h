// What moves during a game of Blitzkrieg at the Ardennes: units, turn, phase, bridges and
// the dice. Cheap to copy; the Game it points to is shared and never changes. Every change
// goes through do_apply (the Session's door).
#pragma once

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

namespace grognard::bka {

// The steps of a player's turn this far built (docs/blitzkrieg-ardennes.md, "Sequence").
enum class Phase : uint8_t {
  kDeploy,     // the German units placed in their starting zones, before the first move
  kReinforce,  // reinforcements in the raster are placed or held
  kMovement,   // units collected and deposited, until "Resolve"
  kOver
};
std::string_view phase_name(Phase p);
std::optional<Phase> parse_phase(std::string_view s);

enum class Where : uint8_t { kWaiting, kRaster, kOnMap, kEliminated };

struct UnitState {
  Where where = Where::kWaiting;
  HexId hex;    // kOnMap: where it stands
  HexId start;  // kOnMap: where it began this movement phase
  int strength = 0;
  bool immobilized = false;  // may not move for the rest of the turn
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
  int stack_count(HexId h, Side side) const;
  // Enemy units of `side` that stop movement and supply: all but infiltrators.
  bool has_enemy(HexId h, Side side) const;
  bool next_to_enemy(HexId h, Side side) const;
  // The raster: the phasing side's units waiting to be placed, in order.
  std::vector<UnitId> raster() const;
  // Whether a bridge end has been demolished (and not rebuilt).
  bool demolished(HexId bridge_end) const { return demolished_[bridge_end.value]; }
  // A river hexside a unit may cross without waiting: a bridge with both ends standing.
  bool bridged(HexId h, Direction d) const;

  // Movement (movement.cc): the cheapest costs, in half movement points, from where the unit
  // began the phase within its allowance.
  void reachable(UnitId u, ReachableSet& out) const;
  // The unit's movement allowance now, in half points.
  int allowance_halves(UnitId u) const;
  // Whether the unit may end its move in h (stacking, enemy units, the Siegfried Line).
  std::optional<RuleViolation> may_stop(UnitId u, HexId h) const;
  // The hexes a unit in the raster may be placed in now.
  std::vector<HexId> placements(UnitId u) const;

  // What is wrong with this state, if anything (for property tests; empty when sound).
  std::vector<std::string> broken_invariants() const;

 private:
  void start_turn_of(Side side, EventSink& ev);
  void start_movement(EventSink& ev);
  void end_movement(EventSink& ev);
  void fill_raster(EventSink& ev);
  std::optional<RuleViolation> validate_place(const Place& p) const;
  std::optional<RuleViolation> validate_hold(const Hold& h) const;
  std::optional<RuleViolation> validate_move(const Move& m) const;
  std::optional<RuleViolation> validate_end() const;
  void list_placements(std::vector<Action>& out) const;
  void list_moves(std::vector<Action>& out) const;

  std::shared_ptr<const Game> game_;
  int turn_ = 0;
  Side phasing_ = Side::kGerman;
  Phase phase_ = Phase::kDeploy;
  std::vector<UnitState> units_;
  std::vector<bool> demolished_;  // by hex: a bridge end blown
  Rng rng_;
};

}  // namespace grognard::bka
