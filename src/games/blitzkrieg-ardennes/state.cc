#include "games/blitzkrieg-ardennes/state.h"

#include <fmt/format.h>

#include <array>

#include "core/enum_names.h"
#include "core/overloaded.h"

namespace grognard::bka {

namespace {
constexpr std::array<std::string_view, 8> kPhaseNames = {
    "deploy", "air", "reinforce", "movement", "v2", "battles", "protect", "over"};
}  // namespace

std::string_view phase_name(Phase p) { return kPhaseNames[static_cast<int>(p)]; }
std::optional<Phase> parse_phase(std::string_view s) { return parse_enum<Phase>(kPhaseNames, s); }

State::State(std::shared_ptr<const Game> game, uint64_t seed)
    : game_(std::move(game)),
      hiding_(game_->revisions().hidden_units),
      secret_(mix64(seed ^ 0x5ec2e7ULL)),
      rng_(seed) {
  units_.resize(game_->units().size());
  demolished_.assign(game_->board().size(), false);
  tried_.assign(game_->board().size(), false);
  for (const Dump& d : game_->dumps()) dump_supply_.push_back(d.supply);
  aim_.assign(units_.size(), std::nullopt);
  protect_.assign(units_.size(), std::nullopt);
  for (Side s : {Side::kGerman, Side::kAllied}) {
    stacked_[index_of(s)].assign(game_->board().size(), 0);
    fighting_[index_of(s)].assign(game_->board().size(), 0);
    around_[index_of(s)].assign(game_->board().size(), 0);
    searched_[index_of(s)].assign(game_->board().size(), false);
  }
  EventSink none(EventMode::kSkip);
  for (size_t i = 0; i < units_.size(); ++i) units_[i].strength = game_->units()[i].strength;
  if (game_->opening()) {
    start_from(*game_->opening(), none);
    return;
  }
  for (size_t i = 0; i < units_.size(); ++i) {
    const UnitDef& d = game_->units()[i];
    UnitState& u = units_[i];
    if (d.entry == Entry::kOnMap) {
      put(UnitId{static_cast<uint16_t>(i)}, *d.hex);
      u.start = u.hex;
    } else if (d.entry == Entry::kStartZone) {
      u.where = Where::kRaster;
    }
  }
  if (raster().empty()) start_turn_of(Side::kGerman, none);
}

std::optional<int> State::to_move() const {
  if (over()) return std::nullopt;
  if (phase_ == Phase::kBattles) return index_of(*battle_decider());
  return index_of(phasing_);
}

std::vector<UnitId> State::units_in(HexId h) const {
  std::vector<UnitId> out;
  for (size_t i = 0; i < units_.size(); ++i)
    if (units_[i].where == Where::kOnMap && units_[i].hex == h)
      out.push_back(UnitId{static_cast<uint16_t>(i)});
  return out;
}

void State::put(UnitId u, HexId h) {
  UnitState& s = units_[u.value];
  if (s.where == Where::kOnMap) take_off(u, Where::kOnMap);
  if (s.where != Where::kOnMap || s.hex != h) s.turns_there = 1;
  s.where = Where::kOnMap;
  s.hex = h;
  const UnitDef& d = def(u);
  ++stacked_[index_of(d.side)][h.value];
  if (d.cls == UnitClass::kInfiltrator) return;
  ++fighting_[index_of(d.side)][h.value];
  game_->board().for_each_neighbour(
      h, [&](HexId n, Direction) { ++around_[index_of(d.side)][n.value]; });
}

void State::take_off(UnitId u, Where to) {
  UnitState& s = units_[u.value];
  if (s.where == Where::kOnMap) {
    const UnitDef& d = def(u);
    --stacked_[index_of(d.side)][s.hex.value];
    if (d.cls != UnitClass::kInfiltrator) {
      --fighting_[index_of(d.side)][s.hex.value];
      game_->board().for_each_neighbour(
          s.hex, [&](HexId n, Direction) { --around_[index_of(d.side)][n.value]; });
    }
  }
  s.where = to;
}

json State::unit_ids(const std::vector<UnitId>& units) const {
  json out = json::array();
  for (UnitId u : units) out.push_back(def(u).id);
  return out;
}

json State::hex_labels(const std::vector<HexId>& hexes) const {
  json out = json::array();
  for (HexId h : hexes) out.push_back(game_->board().label_text(h));
  return out;
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
    if (can_stop(u, h) && (d.cls == UnitClass::kInfiltrator || !has_enemy(h, d.side)))
      out.push_back(h);
  return out;
}

std::vector<State::Action> State::legal_actions() const {
  std::vector<Action> out;
  switch (phase_) {
    case Phase::kDeploy:
    case Phase::kReinforce:
      list_placements(out);
      break;
    case Phase::kMovement: {
      const std::shared_ptr<const ReachCache> reach = reach_of(phasing_);
      list_moves(*reach, out);
      list_engagements(out);
      list_logistics(*reach, out);
      list_fire(out);
      list_searches(out);
      break;
    }
    case Phase::kAir:
    case Phase::kV2:
    case Phase::kProtect:
      list_fire(out);
      break;
    case Phase::kBattles:
      list_battle_actions(out);
      return out;
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
  if (phase_ == Phase::kBattles) return validate_battle_action(a);
  return std::visit(
      Overloaded{[&](const Place& p) { return validate_place(p); },
                 [&](const Hold& h) { return validate_hold(h); },
                 [&](const Move& m) { return validate_move(m); },
                 [&](const Engage& e) { return validate_engage(e); },
                 [&](const Disengage& d) { return validate_disengage(d); },
                 [&](const Demolish& d) { return validate_demolish(d); },
                 [&](const Rebuild& r) { return validate_rebuild(r); },
                 [&](const Join& j) { return validate_join(j); },
                 [&](const Target& t) { return validate_target(t); },
                 [&](const Protect& p) { return validate_protect(p); },
                 [&](const Bomb& b) { return validate_bomb(b); },
                 [&](const LaunchV2& v) { return validate_v2(v); },
                 [&](const Search& s) { return validate_search(s); },
                 [&](const Quit&) -> std::optional<RuleViolation> { return std::nullopt; },
                 [&](const EndPhase&) { return validate_end(); },
                 [&](const auto&) -> std::optional<RuleViolation> {
                   return RuleViolation{"BKA Sequence", "battles are resolved after \"Resolve\""};
                 }},
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
  if (auto v = may_stop(p.unit, p.hex)) return v;
  // A hidden enemy unit there: the hex is not free, though the placer could not see why.
  if (has_enemy(p.hex, d.side) && d.cls != UnitClass::kInfiltrator)
    return RuleViolation{"BKA Hidden units", "an enemy unit holds that hex"};
  return std::nullopt;
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
  if (phase_ == Phase::kMovement) {
    // "CAN'T RESOLVE BATTLES BECAUSE OF 'UNENGAGED UNIT'? Move or engage offending unit."
    const HexBoard& board = game_->board();
    if (const auto units = unengaged_units(); !units.empty())
      return RuleViolation{
          "BKA Combat",
          fmt::format("can't resolve: unengaged unit {} in {} is next to the "
                      "enemy; engage it or move it away",
                      def(units.front()).id, board.label_text(units_[units.front().value].hex))};
  }
  return std::nullopt;
}

Events State::do_apply(const Action& a, EventMode mode) {
  // A search (its events skipped) applies only what legal_actions listed, and validating a move
  // is a reachable-set search of its own; a recorded action is checked once more here.
  if (mode == EventMode::kRecord)
    if (auto v = validate(a)) throw IllegalAction(*v);
  EventSink ev(mode);
  if (mode == EventMode::kRecord) note_who_sees();
  if (std::holds_alternative<Quit>(a)) {
    quitter_ = static_cast<Side>(*to_move());
    phase_ = Phase::kOver;
    ev.add([&] {
      return json{{"type", "game_over"},
                  {"quit", side_name(*quitter_)},
                  {"german_victory", german_victory_}};
    });
    return ev.take();
  }
  if (phase_ == Phase::kBattles) {
    apply_battle_action(a, ev);
    return ev.take();
  }
  std::visit(Overloaded{[&](const Place& p) {
                          put(p.unit, p.hex);
                          units_[p.unit.value].start = p.hex;
                          ev.add([&] {
                            return json{{"type", "placed"},
                                        {"unit", def(p.unit).id},
                                        {"hex", game_->board().label_text(p.hex)}};
                          });
                          if (phase_ == Phase::kReinforce && raster().empty()) start_movement(ev);
                        },
                        [&](const Hold& h) {
                          units_[h.unit.value].where = Where::kWaiting;
                          ev.add([&] {
                            return json{{"type", "held"},
                                        {"unit", def(h.unit).id},
                                        {"side", side_name(def(h.unit).side)},
                                        {"private", true}};
                          });
                          if (raster().empty()) start_movement(ev);
                        },
                        [&](const Move& m) {
                          const HexId from = units_[m.unit.value].hex;
                          const bool from_unseen = hidden_from(m.unit, enemy_of(def(m.unit).side));
                          std::vector<HexId> path = move_path(m.unit, m.to);
                          const bool infiltrator = def(m.unit).cls == UnitClass::kInfiltrator;
                          const std::optional<HexId> diverted =
                              infiltrator ? std::nullopt : meet_infiltrators(m.unit, path, ev);
                          const HexId to = diverted ? *diverted : walk(m.unit, path, ev);
                          put(m.unit, to);
                          units_[m.unit.value].moved = true;
                          leave_engagement(m.unit);
                          ev.add([&] {
                            return json{{"type", "moved"},
                                        {"unit", def(m.unit).id},
                                        {"from", game_->board().label_text(from)},
                                        {"from_unseen", from_unseen},
                                        {"to", game_->board().label_text(to)}};
                          });
                          // "If movement is made into enemy hex, the die will be rolled to see if
                          // [the enemy has] recognised" the infiltrator.
                          if (infiltrator && has_enemy(to, def(m.unit).side)) recognise(m.unit, ev);
                        },
                        [&](const EndPhase&) {
                          if (phase_ == Phase::kDeploy) {
                            start_turn_of(Side::kGerman, ev);
                          } else if (phase_ == Phase::kAir) {
                            after_air(ev);
                          } else if (phase_ == Phase::kReinforce) {
                            for (UnitId u : raster()) units_[u.value].where = Where::kWaiting;
                            start_movement(ev);
                          } else if (phase_ == Phase::kMovement) {
                            // "RESOLVE: ... Offensive firing of all target artillery is done
                            // automatically ... The Germans have the option to launch their V2
                            // rockets". The Allies' protective fire comes first.
                            if (phasing_ == Side::kGerman) fire_protective(ev);
                            fire_offensive(ev);
                            v2_left_ = phasing_ == Side::kGerman ? game_->v2_per_turn() : 0;
                            phase_ = Phase::kV2;
                            std::vector<Action> targets;
                            if (v2_left_ > 0) list_fire(targets);
                            if (targets.empty()) begin_battles(ev);
                          } else if (phase_ == Phase::kV2) {
                            v2_left_ = 0;
                            begin_battles(ev);
                          } else if (phase_ == Phase::kProtect) {
                            end_game_turn(ev);
                          }
                        },
                        [&](const Target& t) {
                          aim_[t.gun.value] = t.target;
                          ev.add([&] {
                            return json{{"type", "target"},
                                        {"gun", def(t.gun).id},
                                        {"target", def(t.target).id},
                                        {"side", side_name(def(t.gun).side)},
                                        {"private", true}};
                          });
                        },
                        [&](const Protect& p) {
                          protect_[p.gun.value] = p.unit;
                          ev.add([&] {
                            return json{{"type", "protect"},
                                        {"gun", def(p.gun).id},
                                        {"unit", def(p.unit).id},
                                        {"side", side_name(def(p.gun).side)},
                                        {"private", true}};
                          });
                        },
                        [&](const Demolish& d) { apply_demolish(d, ev); },
                        [&](const Rebuild& r) { apply_rebuild(r, ev); },
                        [&](const Join& j) { apply_join(j, ev); },
                        [&](const Bomb& b) { apply_bomb(b, ev); },
                        [&](const LaunchV2& v) { apply_v2(v, ev); },
                        [&](const Search& s) { apply_search(s, ev); },
                        [&](const Engage& e) { apply_engage(e, ev); },
                        [&](const Disengage& d) { apply_disengage(d, ev); }, [](const auto&) {}},
             a);
  return ev.take();
}

void State::start_turn_of(Side side, EventSink& ev) {
  phasing_ = side;
  for (UnitState& u : units_) u.immobilized = false;
  std::fill(searched_[index_of(side)].begin(), searched_[index_of(side)].end(), false);
  std::fill(tried_.begin(), tried_.end(), false);
  ev.add([&] {
    return json{{"type", "turn"},
                {"side", side_name(side)},
                {"turn", turn_label_text(game_->turn_label(turn_))},
                {"weather", weather_name(game_->weather(turn_))}};
  });
  check_supply(side, ev);
  // "AIR BOMBARDMENT PHASE: If weather is clear and A.M., air attack is used."
  sorties_left_ = game_->air_units(side, turn_);
  if (sorties_left_ > 0) {
    phase_ = Phase::kAir;
    std::vector<Action> targets;
    list_fire(targets);
    if (!targets.empty()) return;
    sorties_left_ = 0;
  }
  after_air(ev);
}

void State::after_air(EventSink& ev) {
  sorties_left_ = 0;
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
      ev.add([&] {
        return json{{"type", "reinforcement"},
                    {"unit", d.id},
                    {"side", side_name(d.side)},
                    {"private", true}};
      });
    }
  }
}

void State::start_movement(EventSink&) {
  phase_ = Phase::kMovement;
  // "AIR RECONNAISSANCE - During clear weather you may search for hidden units"
  const Revisions& r = game_->revisions();
  searches_left_ =
      r.air_reconnaissance && game_->weather(turn_) == Weather::kClear ? r.searches_per_turn : 0;
  for (size_t i = 0; i < units_.size(); ++i)
    if (units_[i].where == Where::kOnMap && game_->units()[i].side == phasing_) {
      units_[i].start = units_[i].hex;
      units_[i].moved = false;
    }
}

void State::end_battles(EventSink& ev) {
  if (phasing_ == Side::kGerman) {
    start_turn_of(Side::kAllied, ev);
    return;
  }
  // "the Allies, after battle resolution has been finished may elect to give protective fire to
  // any of their units in range."
  phase_ = Phase::kProtect;
  std::vector<Action> choices;
  list_fire(choices);
  if (choices.empty()) end_game_turn(ev);
}

void State::end_game_turn(EventSink& ev) {
  infiltrators_stay(ev);
  check_victory(ev);
  if (over()) return;
  if (++turn_ >= game_->turns()) {
    phase_ = Phase::kOver;
    ev.add([&] { return json{{"type", "game_over"}, {"german_victory", german_victory_}}; });
    return;
  }
  start_turn_of(Side::kGerman, ev);
}

std::vector<std::string> State::broken_invariants() const {
  std::vector<std::string> out;
  const HexBoard& board = game_->board();
  // The per-hex counts agree with the units.
  std::vector<uint8_t> stacked[kSides], fighting[kSides];
  for (Side s : {Side::kGerman, Side::kAllied}) {
    stacked[index_of(s)].assign(board.size(), 0);
    fighting[index_of(s)].assign(board.size(), 0);
  }
  for (size_t i = 0; i < units_.size(); ++i) {
    if (units_[i].where != Where::kOnMap) continue;
    const UnitDef& d = game_->units()[i];
    ++stacked[index_of(d.side)][units_[i].hex.value];
    if (d.cls != UnitClass::kInfiltrator) ++fighting[index_of(d.side)][units_[i].hex.value];
    if (units_[i].strength < 1 && d.cls != UnitClass::kInfiltrator)
      out.push_back(fmt::format("{} is on the map with no strength", d.id));
  }
  std::vector<uint8_t> around[kSides];
  for (Side s : {Side::kGerman, Side::kAllied}) {
    around[index_of(s)].assign(board.size(), 0);
    for (int i = 0; i < board.size(); ++i)
      board.for_each_neighbour(HexId{static_cast<uint16_t>(i)}, [&](HexId n, Direction) {
        around[index_of(s)][i] += fighting[index_of(s)][n.value];
      });
  }
  for (Side s : {Side::kGerman, Side::kAllied})
    if (stacked[index_of(s)] != stacked_[index_of(s)] ||
        fighting[index_of(s)] != fighting_[index_of(s)] ||
        around[index_of(s)] != around_[index_of(s)])
      out.push_back(
          fmt::format("the {} unit counts per hex disagree with the units", side_name(s)));
  for (const Engagement& e : engagements_)
    for (UnitId a : e.attackers)
      if (units_[a.value].where != Where::kOnMap)
        out.push_back(fmt::format("{} is engaged but not on the map", def(a).id));
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
