#include "games/decisive-battles/state.h"

#include <limits>

namespace grognard::decisive {
namespace {

CommUnit comm_unit(const UnitDef& u) {
  if (u.hq) {
    if (u.kind == HqKind::kCorps)
      return u.cavalry_hq ? CommUnit::kCavalryCorps : CommUnit::kInfantryCorps;
    return u.cavalry_hq ? CommUnit::kCavalryDivision : CommUnit::kInfantryDivision;
  }
  switch (u.type) {
    case BrigadeType::kMountedInfantry:
      return CommUnit::kMountedInfantryBrigade;
    case BrigadeType::kArtillery:
      return CommUnit::kArtilleryBrigade;
    case BrigadeType::kCavalry:
      return CommUnit::kCavalryBrigade;
    default:
      return CommUnit::kInfantryBrigade;
  }
}

CommSuperior comm_superior(HqKind k) {
  switch (k) {
    case HqKind::kArmy:
      return CommSuperior::kArmy;
    case HqKind::kCorps:
      return CommSuperior::kCorps;
    default:
      return CommSuperior::kDivision;
  }
}

}  // namespace

UnitState as_it_comes(const UnitDef& d) {
  UnitState u;
  u.men = d.men;
  u.guns = d.guns;
  u.leadership = d.leadership;
  u.command = Command::kDefensive;
  u.cohesion = d.cohesion;
  u.shattered = d.shattered;
  u.hex = d.hex;
  return u;
}

State::State(std::shared_ptr<const Game> game, uint64_t seed)
    : game_(std::move(game)),
      rng_(seed),
      units_(game_->units().size()),
      targets_(game_->units().size()) {
  control_.assign(game_->board().size(), -1);
  for (size_t i = 0; i < units_.size(); ++i) units_[i] = as_it_comes(game_->units()[i]);
  // A designer's position: its hour, its units first where it puts them, then the others due
  // by then where the order of battle brings them.
  const auto& opening = game_->opening();
  if (opening) {
    turn_ = opening->turn;
    for (UnitId u : opening->gone) units_[u.value].where = Where::kGone;
    for (const OpeningUnit& o : opening->units) {
      UnitState& u = units_[o.unit.value];
      u.hex = o.hex;
      if (o.men) u.men = *o.men;
      if (o.cohesion) u.cohesion = *o.cohesion;
      if (o.shattered) u.shattered = *o.shattered;
      if (u.cohesion <= 2) u.shattered = true;
      arrive(o.unit);
    }
  }
  for (size_t i = 0; i < units_.size(); ++i)
    if (units_[i].where == Where::kWaiting && game_->units()[i].arrives <= turn_)
      arrive(UnitId{static_cast<uint16_t>(i)});
  // The scenario's camps: the brigades of those sides on the field as the battle opens.
  if (!opening)
    for (size_t i = 0; i < units_.size(); ++i) {
      const UnitDef& d = game_->units()[i];
      units_[i].encamped = !d.hq && units_[i].where == Where::kOnMap &&
                           game_->scenario().encamped[static_cast<int>(d.side)];
    }
  // Every HQ begins defending where it stands or enters, until its army commander says more.
  for (size_t i = 0; i < units_.size(); ++i)
    if (game_->units()[i].hq) {
      units_[i].objectives[0] = units_[i].hex;
      units_[i].objective_count = 1;
    }
  if (opening)
    for (const OpeningCommand& c : opening->commands) {
      UnitState& u = units_[c.hq.value];
      u.command = c.command;
      u.objective_count = static_cast<uint8_t>(c.objectives.size());
      for (size_t k = 0; k < c.objectives.size(); ++k) u.objectives[k] = c.objectives[k];
    }
  // Every hex starts in the hands of the side whose nearest unit on the map is nearer than the
  // other's nearest (a tie: no one's), as the armies' pickets held the ground between them.
  const HexBoard& board = game_->board();
  for (int h = 0; h < board.size(); ++h) {
    std::array<int, kSides> nearest{std::numeric_limits<int>::max(),
                                    std::numeric_limits<int>::max()};
    for (size_t i = 0; i < units_.size(); ++i) {
      if (units_[i].where != Where::kOnMap) continue;
      const int s = static_cast<int>(game_->units()[i].side);
      nearest[s] =
          std::min(nearest[s], board.distance(HexId{static_cast<uint16_t>(h)}, units_[i].hex));
    }
    if (nearest[0] != nearest[1])
      control_[h] = static_cast<int8_t>(nearest[0] < nearest[1] ? 0 : 1);
  }
  // The first hour: who sees whom across the field at dawn, then the hour's start as every
  // other (its sighting flags become pickets: seen through the first orders).
  check_sighting();
  EventSink none(EventMode::kSkip);
  start_hour(none);
}

std::optional<Side> State::control(HexId h) const {
  if (control_[h.value] < 0) return std::nullopt;
  return static_cast<Side>(control_[h.value]);
}

void State::arrive(UnitId u) {
  UnitState& s = units_[u.value];
  const UnitDef& d = game_->unit(u);
  const HexBoard& board = game_->board();
  // A brigade coming where another stands, or anyone where the enemy stands, enters the nearest
  // hex that is free (the first by label among those as near).
  auto free = [&](HexId h) {
    if (!game_->terrain(h).move) return false;
    for (size_t i = 0; i < units_.size(); ++i) {
      const UnitDef& o = game_->units()[i];
      if (i == u.value || units_[i].where != Where::kOnMap || units_[i].hex != h) continue;
      if (o.side != d.side || (!d.hq && !o.hq)) return false;
    }
    return true;
  };
  if (!free(s.hex)) {
    std::optional<HexId> best;
    for (int h = 0; h < board.size(); ++h) {
      const HexId hex{static_cast<uint16_t>(h)};
      if (free(hex) && (!best || board.distance(hex, s.hex) < board.distance(*best, s.hex)))
        best = hex;
    }
    if (best) s.hex = *best;
  }
  s.where = Where::kOnMap;
  control_[s.hex.value] = static_cast<int8_t>(game_->unit(u).side);
}

void State::place(UnitId u, HexId h) {
  units_[u.value].hex = h;
  arrive(u);
}

void State::begin_turn() {
  for (size_t i = 0; i < units_.size(); ++i)
    if (units_[i].where == Where::kWaiting && game_->units()[i].arrives <= turn_)
      arrive(UnitId{static_cast<uint16_t>(i)});
  for (UnitState& u : units_) {
    if (u.sighting == Sighting::kPicketed)
      u.sighting = Sighting::kUnsighted;
    else if (u.sighting == Sighting::kSighted)
      u.sighting = Sighting::kPicketed;
  }
  for (size_t i = 0; i < units_.size(); ++i) check_communication(UnitId{static_cast<uint16_t>(i)});
}

bool State::enemy_brigade_within(UnitId hq, int hexes) const {
  const Side side = game_->unit(hq).side;
  for (size_t i = 0; i < units_.size(); ++i) {
    const UnitDef& d = game_->units()[i];
    if (d.hq || d.side == side || units_[i].where != Where::kOnMap) continue;
    if (game_->board().distance(units_[i].hex, units_[hq.value].hex) <= hexes) return true;
  }
  return false;
}

std::optional<int> State::communication_chance(UnitId u) const {
  const UnitDef& d = game_->unit(u);
  const UnitState& s = units_[u.value];
  // "Troops yet to arrive on the battlefield are always out of communication."
  if (s.where != Where::kOnMap) return std::nullopt;
  // "Army HQs are always considered in communication."
  if (!d.superior || game_->scenario().radio) return kAlways;
  const UnitDef& sup = game_->unit(*d.superior);
  const UnitState& ss = units_[d.superior->value];
  if (ss.where != Where::kOnMap) return std::nullopt;
  const Side side = d.side;
  CommCheck c;
  c.base = game_->rules().communication_base(game_->board().distance(s.hex, ss.hex));
  c.light = hour().light;
  c.weather = hour().weather;
  c.superior_staff = sup.staff;
  c.unit = comm_unit(d);
  c.superior = comm_superior(sup.kind);
  if (c.superior == CommSuperior::kArmy) {
    c.army_enemy_within_four = enemy_brigade_within(*d.superior, 4);
    c.army_moved_last_turn = ss.moved_last_turn;
    c.army_profile = sides_[static_cast<int>(side)].profile;
  } else if (c.superior == CommSuperior::kCorps) {
    c.corps_enemy_within_three = enemy_brigade_within(*d.superior, 3);
    c.corps_offensive = ss.command == Command::kOffensive;
  }
  return decisive::communication_chance(c);
}

bool State::check_communication(UnitId u) {
  const auto chance = communication_chance(u);
  bool in = false;
  if (chance) in = *chance >= kAlways || in_communication(*chance, rng_.roll(16).value - 1);
  units_[u.value].in_communication = in;
  return in;
}

std::optional<int> State::sighting_base(UnitId looker, UnitId target) const {
  const UnitState& a = units_[looker.value];
  const UnitState& b = units_[target.value];
  if (a.where != Where::kOnMap || b.where != Where::kOnMap) return std::nullopt;
  const HexBoard& board = game_->board();
  const int distance = board.distance(a.hex, b.hex);
  if (distance > sighting_range(hour().light, hour().weather)) return std::nullopt;
  auto cover = [&](HexId h) { return game_->terrain(h).cover; };
  // "including both the hex occupied by the friendly unit and the hex occupied by the enemy"
  int summed = cover(a.hex) + (distance > 0 ? cover(b.hex) : 0);
  for (const HexId h : board.line_between(a.hex, b.hex, 1)) summed += cover(h);
  return sighting_value(summed, game_->rules().sighting_points(hour().light, hour().weather),
                        std::max(distance - 1, 0), 0);
}

bool State::check_sighting(UnitId looker, UnitId target) {
  const auto base = sighting_base(looker, target);
  if (!base) return false;
  const bool seen = sighted(*base + rng_.roll(8).value - 1);
  if (seen) units_[target.value].sighting = Sighting::kSighted;
  return seen;
}

void State::check_sighting() {
  for (size_t t = 0; t < units_.size(); ++t) {
    const UnitId target{static_cast<uint16_t>(t)};
    for (size_t l = 0; l < units_.size() && units_[t].sighting != Sighting::kSighted; ++l) {
      if (game_->units()[l].side == game_->units()[t].side) continue;
      check_sighting(UnitId{static_cast<uint16_t>(l)}, target);
    }
  }
}

void State::end_turn() {
  check_sighting();
  for (UnitState& u : units_) {
    u.moved_last_turn = u.moved;
    u.moved = false;
  }
  if (turn_ + 1 < game_->turns()) ++turn_;
}

bool State::seen_by(UnitId u, Side viewer) const {
  if (game_->unit(u).side == viewer) return true;
  if (units_[u.value].where != Where::kOnMap) return false;
  return game_->scenario().exposed || units_[u.value].sighting != Sighting::kUnsighted;
}

}  // namespace grognard::decisive
