#include "games/blitzkrieg-ardennes/state.h"

#include <fmt/format.h>

#include <array>

#include "core/enum_names.h"
#include "core/overloaded.h"

namespace grognard::bka {

namespace {
constexpr std::array<std::string_view, 4> kPhaseNames = {"deploy", "reinforce", "movement", "over"};
}  // namespace

std::string_view phase_name(Phase p) { return kPhaseNames[static_cast<int>(p)]; }
std::optional<Phase> parse_phase(std::string_view s) { return parse_enum<Phase>(kPhaseNames, s); }

State::State(std::shared_ptr<const Game> game, uint64_t seed) : game_(std::move(game)), rng_(seed) {
  units_.resize(game_->units().size());
  demolished_.assign(game_->board().size(), false);
  for (size_t i = 0; i < units_.size(); ++i) {
    const UnitDef& d = game_->units()[i];
    UnitState& u = units_[i];
    u.strength = d.strength;
    if (d.entry == Entry::kOnMap) {
      u.where = Where::kOnMap;
      u.hex = u.start = *d.hex;
    } else if (d.entry == Entry::kStartZone) {
      u.where = Where::kRaster;
    }
  }
  EventSink none(EventMode::kSkip);
  if (raster().empty()) start_turn_of(Side::kGerman, none);
}

std::optional<int> State::to_move() const {
  if (over()) return std::nullopt;
  return index_of(phasing_);
}

std::vector<UnitId> State::units_in(HexId h) const {
  std::vector<UnitId> out;
  for (size_t i = 0; i < units_.size(); ++i)
    if (units_[i].where == Where::kOnMap && units_[i].hex == h)
      out.push_back(UnitId{static_cast<uint16_t>(i)});
  return out;
}

int State::stack_count(HexId h, Side side) const {
  int n = 0;
  for (size_t i = 0; i < units_.size(); ++i)
    if (units_[i].where == Where::kOnMap && units_[i].hex == h && game_->units()[i].side == side)
      ++n;
  return n;
}

bool State::has_enemy(HexId h, Side side) const {
  for (size_t i = 0; i < units_.size(); ++i) {
    const UnitDef& d = game_->units()[i];
    if (units_[i].where == Where::kOnMap && units_[i].hex == h && d.side != side &&
        d.cls != UnitClass::kInfiltrator)
      return true;
  }
  return false;
}

bool State::next_to_enemy(HexId h, Side side) const {
  bool found = false;
  game_->board().for_each_neighbour(h, [&](HexId n, Direction) {
    if (!found && has_enemy(n, side)) found = true;
  });
  return found;
}

std::vector<UnitId> State::raster() const {
  std::vector<UnitId> out;
  for (size_t i = 0; i < units_.size(); ++i)
    if (units_[i].where == Where::kRaster) out.push_back(UnitId{static_cast<uint16_t>(i)});
  return out;
}

bool State::bridged(HexId h, Direction d) const {
  if (!game_->bridge_between(h, d)) return false;
  const HexId other = *game_->board().neighbour(h, d);
  return !demolished_[h.value] && !demolished_[other.value];
}

std::vector<HexId> State::placements(UnitId u) const {
  std::vector<HexId> out;
  const UnitDef& d = def(u);
  if (units_[u.value].where != Where::kRaster) return out;
  const std::vector<HexId>& zone =
      d.entry == Entry::kStartZone ? game_->start_zone().hexes : game_->areas()[d.area].hexes;
  for (HexId h : zone)
    if (!may_stop(u, h)) out.push_back(h);
  return out;
}

std::vector<State::Action> State::legal_actions() const {
  std::vector<Action> out;
  switch (phase_) {
    case Phase::kDeploy:
    case Phase::kReinforce:
      list_placements(out);
      break;
    case Phase::kMovement:
      list_moves(out);
      break;
    case Phase::kOver:
      return out;
  }
  if (!validate_end()) out.push_back(EndPhase{});
  return out;
}

void State::list_placements(std::vector<Action>& out) const {
  for (UnitId u : raster()) {
    for (HexId h : placements(u)) out.push_back(Place{u, h});
    if (phase_ == Phase::kReinforce) out.push_back(Hold{u});
  }
}

std::optional<RuleViolation> State::validate(const Action& a) const {
  if (over()) return RuleViolation{"", "the game is over"};
  return std::visit(Overloaded{[&](const Place& p) { return validate_place(p); },
                               [&](const Hold& h) { return validate_hold(h); },
                               [&](const Move& m) { return validate_move(m); },
                               [&](const EndPhase&) { return validate_end(); }},
                    a);
}

std::optional<RuleViolation> State::validate_place(const Place& p) const {
  if (phase_ != Phase::kDeploy && phase_ != Phase::kReinforce)
    return RuleViolation{"BKA Raster", "units are placed only when the raster holds new units"};
  if (p.unit.value >= units_.size() || units_[p.unit.value].where != Where::kRaster)
    return RuleViolation{"BKA Raster", "that unit is not in the raster"};
  const UnitDef& d = def(p.unit);
  const bool in_zone =
      d.entry == Entry::kStartZone ? game_->in_start_zone(p.hex) : game_->in_area(d.area, p.hex);
  if (!in_zone)
    return RuleViolation{
        d.entry == Entry::kStartZone ? "BKA Beginning" : "BKA Sequence (1)",
        fmt::format("{} is not in {}", game_->board().label_text(p.hex),
                    d.entry == Entry::kStartZone ? "the German starting zones"
                                                 : "the unit's reinforcement area")};
  return may_stop(p.unit, p.hex);
}

std::optional<RuleViolation> State::validate_hold(const Hold& h) const {
  if (phase_ != Phase::kReinforce)
    return RuleViolation{"BKA Hold", "only reinforcements in the raster may be held"};
  if (h.unit.value >= units_.size() || units_[h.unit.value].where != Where::kRaster)
    return RuleViolation{"BKA Hold", "that unit is not in the raster"};
  return std::nullopt;
}

std::optional<RuleViolation> State::validate_end() const {
  if (phase_ == Phase::kDeploy && !raster().empty())
    return RuleViolation{
        "BKA Beginning",
        fmt::format("{} units are still to be placed in the starting zones", raster().size())};
  return std::nullopt;
}

Events State::do_apply(const Action& a, EventMode mode) {
  if (auto v = validate(a)) throw IllegalAction(*v);
  EventSink ev(mode);
  std::visit(Overloaded{[&](const Place& p) {
                          UnitState& u = units_[p.unit.value];
                          u.where = Where::kOnMap;
                          u.hex = u.start = p.hex;
                          ev.add([&] {
                            return json{{"type", "placed"},
                                        {"unit", def(p.unit).id},
                                        {"hex", game_->board().label_text(p.hex)}};
                          });
                          if (phase_ == Phase::kReinforce && raster().empty()) start_movement(ev);
                        },
                        [&](const Hold& h) {
                          units_[h.unit.value].where = Where::kWaiting;
                          ev.add([&] { return json{{"type", "held"}, {"unit", def(h.unit).id}}; });
                          if (raster().empty()) start_movement(ev);
                        },
                        [&](const Move& m) {
                          UnitState& u = units_[m.unit.value];
                          const HexId from = u.hex;
                          u.hex = m.to;
                          ev.add([&] {
                            return json{{"type", "moved"},
                                        {"unit", def(m.unit).id},
                                        {"from", game_->board().label_text(from)},
                                        {"to", game_->board().label_text(m.to)}};
                          });
                        },
                        [&](const EndPhase&) {
                          if (phase_ == Phase::kDeploy) {
                            start_turn_of(Side::kGerman, ev);
                          } else if (phase_ == Phase::kReinforce) {
                            for (UnitId u : raster()) units_[u.value].where = Where::kWaiting;
                            start_movement(ev);
                          } else {
                            end_movement(ev);
                          }
                        }},
             a);
  return ev.take();
}

void State::start_turn_of(Side side, EventSink& ev) {
  phasing_ = side;
  for (UnitState& u : units_) u.immobilized = false;
  ev.add([&] {
    return json{{"type", "turn"},
                {"side", side_name(side)},
                {"turn", turn_label_text(game_->turn_label(turn_))},
                {"weather", weather_name(game_->weather(turn_))}};
  });
  fill_raster(ev);
  if (raster().empty())
    start_movement(ev);
  else
    phase_ = Phase::kReinforce;
}

void State::fill_raster(EventSink& ev) {
  for (size_t i = 0; i < units_.size(); ++i) {
    const UnitDef& d = game_->units()[i];
    if (units_[i].where == Where::kWaiting && d.side == phasing_ &&
        d.entry == Entry::kReinforcement && d.arrives <= turn_) {
      units_[i].where = Where::kRaster;
      ev.add([&] { return json{{"type", "reinforcement"}, {"unit", d.id}}; });
    }
  }
}

void State::start_movement(EventSink&) {
  phase_ = Phase::kMovement;
  for (size_t i = 0; i < units_.size(); ++i)
    if (units_[i].where == Where::kOnMap && game_->units()[i].side == phasing_)
      units_[i].start = units_[i].hex;
}

void State::end_movement(EventSink& ev) {
  if (phasing_ == Side::kGerman) {
    start_turn_of(Side::kAllied, ev);
    return;
  }
  if (++turn_ >= game_->turns()) {
    phase_ = Phase::kOver;
    ev.add([] { return json{{"type", "game_over"}}; });
    return;
  }
  start_turn_of(Side::kGerman, ev);
}

std::vector<std::string> State::broken_invariants() const {
  std::vector<std::string> out;
  const HexBoard& board = game_->board();
  for (int i = 0; i < board.size(); ++i) {
    const HexId h{static_cast<uint16_t>(i)};
    for (Side s : {Side::kGerman, Side::kAllied})
      if (stack_count(h, s) > game_->stacking_limit())
        out.push_back(fmt::format("{} has more than {} {} units", board.label_text(h),
                                  game_->stacking_limit(), side_name(s)));
    if (game_->terrain(h) == Terrain::kSiegfried && stack_count(h, Side::kAllied) > 0)
      out.push_back(fmt::format("Allied units in the Siegfried hex {}", board.label_text(h)));
  }
  return out;
}

}  // namespace grognard::bka
