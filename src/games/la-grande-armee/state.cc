#include "games/la-grande-armee/state.h"

#include <algorithm>
#include <deque>

#include "core/state_hash.h"

namespace grognard::lga {

std::string_view phase_name(Phase p) {
  constexpr std::string_view kNames[] = {"build", "movement", "defense", "over"};
  return kNames[static_cast<int>(p)];
}

State::State(std::shared_ptr<const Game> game, uint64_t seed, const std::vector<int>& opening_dice)
    : game_(std::move(game)),
      date_(game_->opening().date),
      player_(game_->opening().player),
      rng_(seed) {
  const Game& g = *game_;
  mp_.assign(g.nation_count(), 0);
  for (int n = 0; n < g.nation_count(); ++n) mp_[n] = g.starting_mp(NationId{uint8_t(n)});
  control_.assign(g.board().size(), -1);
  for (HexId h : g.land_areas())
    if (auto s = g.start_control(h)) control_[h.value] = static_cast<int8_t>(index_of(*s));
  units_.resize(g.units().size());
  for (size_t i = 0; i < units_.size(); ++i) {
    const UnitDef& d = g.units()[i];
    UnitState& u = units_[i];
    u.morale = static_cast<int8_t>(d.morale);
    u.fatigue = static_cast<int8_t>(g.opening().fatigue[i]);
    if (d.start) {
      u.where = Where::kOnMap;
      u.hex = *d.start;
      u.garrison = d.garrison;
      // Garrisons go under the field units of their area (LGA 3.5).
      u.stack = ++stack_counter_ + (d.garrison ? 0 : 1u << 20);
    }
  }
  EventSink ignored(EventMode::kSkip);
  rng_.force(opening_dice);
  start_turn(ignored);
  if (g.opening().skip_build) begin_movement(ignored);
  settle(ignored);
  rng_.clear_forced();
}

std::optional<Side> State::control(HexId h) const {
  if (control_[h.value] < 0) return std::nullopt;
  return static_cast<Side>(control_[h.value]);
}

std::vector<UnitId> State::units_in(HexId h) const {
  std::vector<UnitId> out;
  for (size_t i = 0; i < units_.size(); ++i)
    if (units_[i].where == Where::kOnMap && units_[i].hex == h)
      out.push_back(UnitId{static_cast<uint16_t>(i)});
  std::sort(out.begin(), out.end(),
            [&](UnitId a, UnitId b) { return units_[a.value].stack > units_[b.value].stack; });
  return out;
}

bool State::has_units_of(HexId h, Side s) const {
  for (size_t i = 0; i < units_.size(); ++i)
    if (units_[i].where == Where::kOnMap && units_[i].hex == h &&
        side_of(UnitId{static_cast<uint16_t>(i)}) == s)
      return true;
  return false;
}

std::optional<UnitId> State::defending_unit(HexId h, Side defender) const {
  std::optional<UnitId> garrison, hq;
  for (UnitId u : units_in(h)) {
    if (side_of(u) != defender) continue;
    if (def(u).type == UnitType::kHq) {
      if (!hq) hq = u;
    } else if (unit(u).garrison) {
      if (!garrison) garrison = u;
    } else {
      return u;
    }
  }
  return garrison ? garrison : hq;
}

std::vector<bool> State::zoc_of(Side s, const std::vector<bool>& without) const {
  const HexBoard& board = game_->board();
  std::vector<bool> zoc(board.size(), false);
  auto exert_from = [&](HexId h) {
    if (!without.empty() && without[h.value]) return;
    board.for_each_neighbour(h, [&](HexId n, Direction) {
      if (game_->area(n).land()) zoc[n.value] = true;
    });
  };
  for (size_t i = 0; i < units_.size(); ++i) {
    const UnitId id{static_cast<uint16_t>(i)};
    if (side_of(id) == s && exerts_zoc(id)) exert_from(units_[i].hex);
  }
  // In a view: units the viewer cannot see still exert theirs, as on the table.
  for (size_t h = 0; h < unseen_.size(); ++h)
    if (unseen_[h].zoc_side == index_of(s)) exert_from(HexId{static_cast<uint16_t>(h)});
  return zoc;
}

bool State::in_zoc_of(Side s, HexId h) const {
  const HexBoard& board = game_->board();
  if (!game_->area(h).land()) return false;
  for (size_t i = 0; i < units_.size(); ++i) {
    const UnitId id{static_cast<uint16_t>(i)};
    if (side_of(id) == s && exerts_zoc(id) && board.distance(units_[i].hex, h) == 1) return true;
  }
  bool unseen = false;
  board.for_each_neighbour(h, [&](HexId n, Direction) {
    if (n.value < unseen_.size() && unseen_[n.value].zoc_side == index_of(s)) unseen = true;
  });
  return unseen;
}

bool State::exerts_zoc(UnitId u) const {
  const UnitState& s = units_[u.value];
  // Garrisons and HQs exert none (LGA 3.2, 3.3); nor do units at sea.
  return s.where == Where::kOnMap && !s.garrison && def(u).type != UnitType::kHq &&
         game_->area(s.hex).land();
}

std::vector<bool> State::supplied_areas(Side s, const std::vector<bool>& lost,
                                        const std::vector<bool>& cleared) const {
  const Game& g = *game_;
  const HexBoard& board = g.board();
  std::vector<bool> supplied(board.size(), false);
  const std::optional<Side> enemy = enemy_of(s);
  const std::vector<bool> enemy_zoc =
      enemy ? zoc_of(*enemy, cleared) : std::vector<bool>(board.size());
  std::vector<bool> enemy_units(board.size(), false);
  std::vector<bool> british_garrison(board.size(), false);
  for (size_t i = 0; i < units_.size(); ++i) {
    const UnitState& u = units_[i];
    if (u.where != Where::kOnMap) continue;
    const UnitId id{static_cast<uint16_t>(i)};
    if (enemy && side_of(id) == *enemy && (cleared.empty() || !cleared[u.hex.value]))
      enemy_units[u.hex.value] = true;
    if (u.garrison && g.is_nation(def(id).nation, "britain")) british_garrison[u.hex.value] = true;
  }
  auto open = [&](HexId h) {
    return control(h) == s && !enemy_units[h.value] && (lost.empty() || !lost[h.value]);
  };

  // LGA 2.3, 5.4: Paris only for the French; any capital of the side's own countries for
  // the others, but never Madrid for the allies; ports with a British garrison for the allies.
  std::deque<HexId> frontier;
  std::vector<bool> source_area(board.size(), false);
  for (HexId h : g.land_areas()) {
    const Area& a = g.area(h);
    if (!open(h)) continue;
    bool source = false;
    if (a.city == CityKind::kCapital && g.home_side(*a.nation) == s) {
      if (s == Side::kFrench)
        source = g.is_nation(a.nation, "france");
      else if (s == Side::kAllied)
        source = !g.is_nation(a.nation, "spain");
      else
        source = true;
    }
    if (s == Side::kAllied && a.port && a.city != CityKind::kNone && british_garrison[h.value])
      source = true;
    if (source) {
      source_area[h.value] = true;
      supplied[h.value] = true;
      frontier.push_back(h);
    }
  }
  // Supply enters an enemy ZOC but never passes through one, friendly units or not. A line
  // runs from the unit back to its source: both ends may lie in a ZOC (SOURCES.md).
  while (!frontier.empty()) {
    const HexId h = frontier.front();
    frontier.pop_front();
    if (enemy_zoc[h.value] && !source_area[h.value]) continue;
    board.for_each_neighbour(h, [&](HexId n, Direction) {
      if (supplied[n.value] || !open(n)) return;
      supplied[n.value] = true;
      frontier.push_back(n);
    });
  }
  return supplied;
}

bool State::in_supply(UnitId u, const std::vector<bool>& supplied) const {
  const UnitState& s = unit(u);
  if (s.where != Where::kOnMap) return true;
  const Area& a = game_->area(s.hex);
  if (game_->is_nation(def(u).nation, "spain")) return true;                   // LGA 2.3
  if (game_->is_nation(def(u).nation, "russia") && a.hinterland) return true;  // LGA 5.4
  if (!a.land()) return true;  // at sea: the fleet carries its supply (SOURCES.md)
  return supplied[s.hex.value];
}

int State::victory_points(Side s) const {
  int vp = 0;
  for (HexId h : game_->scoring_areas())
    if (scores_for(h, s)) vp += vp_value(h, s);
  return vp;
}

bool State::friendly_city(HexId h, Side s) const {
  return game_->home_side(*game_->area(h).nation) == s;
}

bool State::occupied_by(HexId h, Side s) const {
  // LGA 3.3: "an area is considered occupied if it contains any friendly units"; HQs are not
  // units.
  for (UnitId u : units_in(h))
    if (side_of(u) == s && def(u).type != UnitType::kHq) return true;
  return !unseen_.empty() && unseen_[h.value].occupier == static_cast<int8_t>(index_of(s));
}

bool State::scores_for(HexId h, Side s) const {
  // LGA 5.2 "awarded by occupying capitals and major cities": a side's own city scores while
  // the side holds it; any other only while the side's units occupy it (SOURCES.md 10).
  if (control(h) != s) return false;
  return friendly_city(h, s) || occupied_by(h, s);
}

int State::vp_value(HexId h, Side s) const {
  // LGA 5.2: a side's own capitals 4 and major cities 2; any other 1. "Own" means a major
  // power of the side: a minor country's cities count 1 to whoever holds them (SOURCES.md).
  const Area& a = game_->area(h);
  if (!friendly_city(h, s) || !game_->is_major(*a.nation)) return 1;
  return a.city == CityKind::kCapital ? 4 : 2;
}

std::optional<int> State::victory_level(Side s) const {
  const auto& t = game_->thresholds(s);
  if (!t) return std::nullopt;
  const int vp = victory_points(s);
  return static_cast<int>(std::count_if(t->begin(), t->end(), [&](int x) { return vp >= x; }));
}

namespace {
// LGA 5.3: these countries get only the VP inside their own borders.
bool border_bound(const Game& g, NationId n) {
  const std::string& name = g.nation_name(n);
  return name == "austria" || name == "prussia" || name == "russia" || name == "spain";
}
}  // namespace

int State::vp_share(NationId n) const {
  const Game& g = *game_;
  const Side side = g.home_side(n);
  if (!g.at_war(n)) return 0;
  auto inside = [&](NationId m) {
    int vp = 0;
    for (HexId h : g.scoring_areas()) {
      const Area& a = g.area(h);
      if (a.nation != m || !scores_for(h, side)) continue;
      vp += vp_value(h, side);
    }
    return vp;
  };
  if (border_bound(g, n)) return inside(n);
  // The side's leading country (France; Britain for the allies) gets the rest: minor
  // countries and occupied cities included. With two such countries, the first takes it.
  std::optional<NationId> leader;
  for (int m = 0; m < g.nation_count() && !leader; ++m) {
    const NationId other{static_cast<uint8_t>(m)};
    if (g.at_war(other) && g.home_side(other) == side && !border_bound(g, other)) leader = other;
  }
  if (leader != n) return 0;
  int rest = victory_points(side);
  for (int m = 0; m < g.nation_count(); ++m) {
    const NationId other{static_cast<uint8_t>(m)};
    if (g.at_war(other) && g.home_side(other) == side && border_bound(g, other))
      rest -= inside(other);
  }
  return std::max(rest, 0);
}

bool State::buildable(UnitId u) const {
  const UnitState& s = unit(u);
  if (s.where == Where::kDead) return true;
  return s.where == Where::kLater && def(u).available <= date_.year;
}

std::vector<HexId> State::build_sites(UnitId u) const {
  const Game& g = *game_;
  const NationId n = def(u).nation;
  const Side side = side_of(u);
  std::vector<HexId> out;
  const bool spanish = g.is_nation(n, "spain");
  for (HexId h : g.land_areas()) {
    const Area& a = g.area(h);
    if (a.nation != n || control(h) != side) continue;
    if (a.city == CityKind::kCapital || (spanish && a.city != CityKind::kNone))
      if (!enemy_of(side) || !has_units_of(h, *enemy_of(side))) out.push_back(h);
  }
  return out;
}

bool State::fixed(UnitId u) const {
  const auto& r = game_->napoleon_returns();
  return r && date_ >= r->date && def(u).id == r->unit;
}

bool State::may_move(UnitId u) const {
  const UnitState& s = unit(u);
  return phase_ == Phase::kMovement && s.where == Where::kOnMap && side_of(u) == player_ &&
         !s.halted && s.moves > 0 && !s.unsupplied && !fixed(u);
}

void State::place_on_top(UnitId u, HexId h) {
  UnitState& s = units_[u.value];
  s.where = Where::kOnMap;
  s.hex = h;
  s.stack = ++stack_counter_ + (1u << 20);
}

uint64_t State::hash() const {
  StateHasher h;
  h.add(static_cast<uint64_t>(date_.index()));
  h.add(static_cast<uint64_t>(player_) | static_cast<uint64_t>(phase_) << 4 |
        static_cast<uint64_t>(first_turn_) << 8 | static_cast<uint64_t>(first_attack_) << 9);
  h.add(last_attack_ ? 1 + static_cast<uint64_t>(last_attack_->value) : 0);
  for (int v : mp_) h.add(static_cast<uint64_t>(v));
  for (int8_t c : control_) h.add(static_cast<uint64_t>(c + 1));
  for (const UnitState& u : units_) {
    h.add(static_cast<uint64_t>(u.where) | static_cast<uint64_t>(u.hex.value) << 8 |
          static_cast<uint64_t>(static_cast<uint8_t>(u.morale)) << 24 |
          static_cast<uint64_t>(static_cast<uint8_t>(u.fatigue)) << 32 |
          static_cast<uint64_t>(static_cast<uint8_t>(u.moves)) << 40 |
          static_cast<uint64_t>(u.halted) << 48 | static_cast<uint64_t>(u.garrison) << 49 |
          static_cast<uint64_t>(u.rallied) << 50 | static_cast<uint64_t>(u.defended) << 51 |
          static_cast<uint64_t>(u.withdrew) << 52 | static_cast<uint64_t>(u.unsupplied) << 53);
    h.add(u.stack);
    h.add(u.voyage.size());
    for (uint16_t v : u.voyage) h.add(v);
  }
  for (uint64_t w : rng_.words()) h.add(w);
  return h.value();
}

}  // namespace grognard::lga
