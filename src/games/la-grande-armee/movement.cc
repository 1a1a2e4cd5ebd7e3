// Phase V movement: where a unit may go and what it costs (LGA 2.3, 2.5, 3.2, 5.61-5.63).
#include <fmt/format.h>

#include <algorithm>

#include "games/la-grande-armee/state.h"
#include "games/la-grande-armee/tables.h"

namespace grognard::lga {

namespace {
// LGA 2.3: cities cost one to enter (whatever their terrain); forest, mountains, marsh two.
int terrain_cost(const Area& a) {
  if (a.city != CityKind::kNone) return 1;
  return a.terrain == Terrain::kClear ? 1 : 2;
}
}  // namespace

EntryBar State::entry_bar(UnitId u, HexId from, HexId to) const {
  const Game& g = *game_;
  const Area& a = g.area(to);
  const auto& links = g.sea_links(from);
  if (!g.board().direction_to(from, to) && std::find(links.begin(), links.end(), to) == links.end())
    return EntryBar::kNotNext;
  if (a.terrain == Terrain::kProhibited) return EntryBar::kProhibited;
  const UnitDef& d = def(u);
  const Side side = side_of(u);
  if (a.terrain == Terrain::kSea) {
    if (!g.is_nation(d.nation, "britain")) return EntryBar::kSeaNotBritish;
    if (g.sea_name(a.sea) == "baltic") return EntryBar::kBaltic;
    return EntryBar::kNone;
  }
  if ((control(to) == Side::kNeutral) != (side == Side::kNeutral)) return EntryBar::kNeutral;
  if (side == Side::kFrench && a.hinterland) return EntryBar::kHinterland;
  if (d.type == UnitType::kMilitia && g.is_nation(d.nation, "spain") &&
      !g.is_nation(a.nation, "spain") && !g.is_nation(a.nation, "portugal"))
    return EntryBar::kMilitiaAbroad;
  return EntryBar::kNone;
}

// The words for entry_bar's answer; built only when a move is refused.
std::optional<RuleViolation> State::entry_violation(UnitId u, HexId from, HexId to) const {
  const EntryBar bar = entry_bar(u, from, to);
  if (bar == EntryBar::kNone) return std::nullopt;  // the common case: no words to build
  const std::string label = game_->board().label_text(to);
  switch (bar) {
    case EntryBar::kNone:
      return std::nullopt;
    case EntryBar::kNotNext:
      return RuleViolation{"LGA 5.61", fmt::format("{} is not next to {}: a unit moves one area "
                                                   "at a time",
                                                   label, game_->board().label_text(from))};
    case EntryBar::kProhibited:
      return RuleViolation{"LGA 2.4", label + " is a prohibited area"};
    case EntryBar::kSeaNotBritish:
      return RuleViolation{"LGA 2.3", "only British units move across sea areas"};
    case EntryBar::kBaltic:
      return RuleViolation{"LGA 2.5", "British units may not enter the Baltic Sea"};
    case EntryBar::kNeutral:
      return RuleViolation{"LGA 2.2", fmt::format("{} belongs to a country that is neutral in "
                                                  "this scenario; neither belligerent may enter",
                                                  label)};
    case EntryBar::kHinterland:
      return RuleViolation{"LGA 2.5", "French units cannot enter the Russian Hinterland"};
    case EntryBar::kMilitiaAbroad:
      return RuleViolation{"LGA 2.5", "Spanish militia move only inside Spain and Portugal"};
  }
  return std::nullopt;
}

std::optional<RuleViolation> State::step_violation(UnitId u, HexId to, Step* step) const {
  if (phase_ != Phase::kMovement)
    return RuleViolation{"LGA 5.1", "units move in Phase V, movement and combat"};
  if (u.value >= units_.size() || !on_map(u))
    return RuleViolation{"LGA 5.61", "that unit is not on the map"};
  const UnitState& s = unit(u);
  const std::string& id = def(u).id;
  if (side_of(u) != player_)
    return RuleViolation{"LGA 5.61", fmt::format("{} is not yours to move", id)};
  if (s.halted)
    return RuleViolation{"LGA 2.11", fmt::format("{} has ended its movement this season", id)};
  if (s.unsupplied)
    return RuleViolation{"LGA 5.4", fmt::format("{} began the turn out of supply and cannot "
                                                "move or attack this season",
                                                id)};
  if (fixed(u))
    return RuleViolation{"LGA 6.0",
                         fmt::format("{} stays in Paris for the rest of the scenario", id)};
  if (s.moves <= 0) return RuleViolation{"LGA 5.61", fmt::format("{} has no moves left", id)};
  if (auto v = entry_violation(u, s.hex, to)) return v;

  const Game& g = *game_;
  const bool from_land = g.area(s.hex).land(), to_land = g.area(to).land();
  Step result;
  const auto enemy = enemy_of(side_of(u));
  if (enemy && has_units_of(to, *enemy)) {
    if (def(u).type == UnitType::kHq) return RuleViolation{"LGA 3.3", "HQs cannot attack"};
    if (s.morale <= 0)
      return RuleViolation{"LGA 5.64",
                           fmt::format("{} is demoralized (morale 0) and cannot attack", id)};
    if (!from_land) return RuleViolation{"LGA 2.3", "units at sea must land before they attack"};
    const auto plan = plan_attack(u, to);
    result.attack = true;
    result.cost = plan->mp_cost;
    if (s.moves < result.cost)
      return RuleViolation{"LGA 5.67",
                           fmt::format("attacking a unit that withdrew costs {} movement points; "
                                       "{} has {}",
                                       result.cost, id, s.moves)};
  } else if (!from_land && !to_land) {
    if (std::find(s.voyage.begin(), s.voyage.end(), to.value) != s.voyage.end())
      return RuleViolation{"LGA 2.3", fmt::format("{} has already sailed through {} this season",
                                                  id, g.board().label_text(to))};
    result.cost = 0;  // LGA 2.3: free between sea areas
  } else if (from_land != to_land) {
    result.cost = s.moves;  // LGA 2.3: all remaining moves to embark or land
  } else {
    result.cost = terrain_cost(g.area(to));
    if (enemy && in_zoc_of(*enemy, s.hex)) result.cost += 1;  // LGA 3.2: leaving a ZOC
    if (result.cost > s.moves)
      return RuleViolation{
          "LGA 2.3", fmt::format("entering {} costs {} moves; {} has {}", g.board().label_text(to),
                                 result.cost, id, s.moves)};
  }
  if (step) *step = result;
  return std::nullopt;
}

namespace {
struct LandSteps {
  const State& state;
  UnitId unit;
  const std::vector<bool>& enemy_zoc;
  const std::vector<bool>& enemy_units;
  std::optional<int> step_cost(HexId from, HexId to, Direction) const {
    const Area& a = state.game().area(to);
    if (enemy_units[to.value]) return std::nullopt;
    if (a.terrain == Terrain::kSea) return 1;  // stands for "all remaining moves"
    if (!a.land()) return std::nullopt;
    int cost = a.city != CityKind::kNone ? 1 : a.terrain == Terrain::kClear ? 1 : 2;
    if (enemy_zoc[from.value]) cost += 1;
    return cost;
  }
  bool may_leave(HexId h) const { return state.game().area(h).land(); }
};
}  // namespace

void State::reachable(UnitId u, ReachableSet& out, std::optional<int> allowance) const {
  const UnitState& s = unit(u);
  const auto enemy = enemy_of(side_of(u));
  const std::vector<bool> zoc = enemy ? zoc_of(*enemy) : std::vector<bool>(game_->board().size());
  std::vector<bool> enemy_units(game_->board().size(), false);
  if (enemy)
    for (size_t i = 0; i < units_.size(); ++i)
      if (units_[i].where == Where::kOnMap && side_of(UnitId{static_cast<uint16_t>(i)}) == *enemy)
        enemy_units[units_[i].hex.value] = true;
  // Entry restrictions that do not depend on the path (prohibited, neutral, Baltic, ...).
  struct Rules {
    LandSteps steps;
    const State& state;
    UnitId unit;
    std::optional<int> step_cost(HexId from, HexId to, Direction d) const {
      if (state.entry_bar(unit, from, to) != EntryBar::kNone) return std::nullopt;
      return steps.step_cost(from, to, d);
    }
    bool may_leave(HexId h) const { return steps.may_leave(h); }
  } rules{LandSteps{*this, u, zoc, enemy_units}, *this, u};
  const Origin origin{s.hex, 0};
  out.search(game_->board(), std::span<const Origin>(&origin, 1),
             allowance.value_or(std::max<int>(s.moves, 0)), rules);
}

void State::apply_move(const Move& m, EventSink& ev) {
  Step step;
  step_violation(m.unit, m.to, &step);
  if (step.attack) {
    resolve_attack(*plan_attack(m.unit, m.to), ev);
    return;
  }
  UnitState& s = units_[m.unit.value];
  const HexId from = s.hex;
  s.moves = static_cast<int8_t>(s.moves - step.cost);
  s.garrison = false;  // LGA 3.6: a garrison that moves out is a garrison no more
  if (!game_->area(m.to).land()) s.voyage.push_back(m.to.value);
  place_on_top(m.unit, m.to);
  ev.add([&] {
    json e = event_unit(m.unit);
    e.update({{"type", "moved"},
              {"from", game_->board().label_text(from)},
              {"to", game_->board().label_text(m.to)},
              {"cost", step.cost},
              {"moves_left", s.moves}});
    if (curtain_) e["secret"] = true;  // LGA 5.66: the defender does not watch yet
    return e;
  });
  const Side side = side_of(m.unit);
  if (game_->area(m.to).land() && def(m.unit).type != UnitType::kHq && control(m.to) != side) {
    control_[m.to.value] = static_cast<int8_t>(index_of(side));  // LGA 2.4
    ev.add([&] {
      json c = {
          {"type", "control"}, {"hex", game_->board().label_text(m.to)}, {"side", side_name(side)}};
      if (curtain_) c["secret"] = true;
      return c;
    });
  }
  if (s.moves == 0 && step.cost > 0) {
    if (!tires_on_long_march(def(m.unit).type)) return;
    // LGA 5.62 long march fatigue: the whole allowance is used.
    const int roll = rng_.roll(6).value;
    const int total = roll - s.fatigue - (date_.season == Season::kWinter ? 2 : 0);
    const int added = two_one_nothing(total);
    if (added == 0) rng_.last_roll_changed_nothing();
    s.fatigue = static_cast<int8_t>(s.fatigue + added);
    ev.add([&] {
      json f = event_unit(m.unit);
      f.update(
          {{"type", "long_march"}, {"roll", roll}, {"total", total}, {"fatigue_added", added}});
      return f;
    });
  } else if (s.moves > 0) {
    const int roll = rng_.roll(100).value;  // LGA 5.63 fog of war
    const int lost = fog_of_war_loss(roll, s.moves);
    if (lost == 0) rng_.last_roll_changed_nothing();  // a move can still be taken back
    if (lost > 0) {
      s.moves = static_cast<int8_t>(s.moves - lost);
      ev.add([&] {
        json f = event_unit(m.unit);
        f.update({{"type", "fog_of_war"},
                  {"roll", roll},
                  {"moves_lost", lost},
                  {"moves_left", s.moves}});
        return f;
      });
    }
  }
}

}  // namespace grognard::lga
