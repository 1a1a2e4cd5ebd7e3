// Movement (the manual's Manoeuvre and the picket mechanism of Sighting).
#include <algorithm>
#include <functional>
#include <limits>

#include "games/decisive-battles/state.h"

namespace grognard::decisive {
namespace {

// The core search's step rules for one unit: the ground's costs, never into an enemy's hex,
// stopping next to one.
class Steps {
 public:
  Steps(const State& s, HexId start, std::vector<bool> enemy_at, std::vector<bool> next_to_enemy,
        std::optional<Side> keep_to)
      : s_(s),
        start_(start),
        enemy_at_(std::move(enemy_at)),
        next_to_enemy_(std::move(next_to_enemy)),
        keep_to_(keep_to) {}
  std::optional<int> step_cost(HexId from, HexId to, Direction d) const {
    if (enemy_at_[to.value]) return std::nullopt;
    // "the HQ icon is not allowed to enter enemy controlled territory"
    if (keep_to_) {
      const auto held = s_.control(to);
      if (held && *held != *keep_to_) return std::nullopt;
    }
    return s_.ground_cost(from, to, d);
  }
  bool may_leave(HexId h) const { return h == start_ || !next_to_enemy_[h.value]; }

 private:
  const State& s_;
  HexId start_;
  std::vector<bool> enemy_at_, next_to_enemy_;
  std::optional<Side> keep_to_;  // an HQ's side: it stays on its own ground
};

}  // namespace

std::vector<bool> State::enemy_hexes(Side side) const {
  std::vector<bool> at(game_->board().size(), false);
  for (size_t i = 0; i < units_.size(); ++i)
    if (units_[i].where == Where::kOnMap && game_->units()[i].side != side)
      at[units_[i].hex.value] = true;
  return at;
}

std::optional<int> State::step_cost(Side side, HexId from, HexId to, Direction d) const {
  if (enemy_hexes(side)[to.value]) return std::nullopt;
  return ground_cost(from, to, d);
}

std::optional<int> State::ground_cost(HexId from, HexId to, Direction d) const {
  const Battlefield& field = game_->battlefield();
  const Rules& rules = game_->rules();
  const TerrainRule& terrain = game_->terrain(to);
  if (!terrain.move) return std::nullopt;
  int cost = *terrain.move;
  switch (field.road(from, d)) {
    case RoadKind::kPike:
      cost = *rules.road_cost("pike");
      break;
    case RoadKind::kRoad:
      cost = *rules.road_cost("road");
      break;
    case RoadKind::kTrail:
      cost = *rules.road_cost("trail");
      break;
    case RoadKind::kNone:
      // A railroad's bed is a way through the woods where no road runs.
      if (field.railroad(from, d)) cost = std::min(cost, *rules.road_cost("railroad"));
      break;
  }
  switch (field.stream(from, d)) {
    case StreamKind::kRun:
      if (field.bridge(from, d)) return cost + *rules.crossing_cost("bridge");
      if (field.ford(from, d)) return cost + *rules.crossing_cost("ford");
      return std::nullopt;
    case StreamKind::kCreek:
      if (field.bridge(from, d)) return cost + *rules.crossing_cost("bridge");
      return cost + *rules.crossing_cost(field.ford(from, d) ? "ford" : "creek");
    case StreamKind::kNone:
      break;
  }
  return cost;
}

int State::movement_points(UnitId u) const {
  const UnitDef& d = game_->unit(u);
  if (d.hq)
    return game_->rules().movement_points(
        d.cavalry_hq ? BrigadeType::kCavalry : BrigadeType::kInfantry, Formation::kColumn);
  return game_->rules().movement_points(d.type, formation_of(units_[u.value].order));
}

ReachableSet State::reachable(UnitId u) const { return reachable(u, movement_points(u)); }

ReachableSet State::reachable(UnitId u, int points) const {
  const HexBoard& board = game_->board();
  const UnitDef& d = game_->unit(u);
  std::vector<bool> enemy_at = enemy_hexes(d.side);
  std::vector<bool> next_to_enemy(board.size(), false);
  for (int h = 0; h < board.size(); ++h)
    if (enemy_at[h])
      board.for_each_neighbour(HexId{static_cast<uint16_t>(h)},
                               [&](HexId n, Direction) { next_to_enemy[n.value] = true; });
  ReachableSet reach;
  const Origin origin{units_[u.value].hex, 0};
  reach.search(board, std::span<const Origin>(&origin, 1), points,
               Steps(*this, origin.at, std::move(enemy_at), std::move(next_to_enemy),
                     d.hq ? std::optional<Side>(d.side) : std::nullopt));
  return reach;
}

std::vector<HexId> State::move_toward(UnitId u, HexId goal) {
  const HexBoard& board = game_->board();
  const Formation formation =
      game_->unit(u).hq ? Formation::kColumn : formation_of(units_[u.value].order);
  return march(u, movement_points(u), game_->rules().max_hexes(formation),
               [&](HexId h) { return board.distance(h, goal); })
      .path;
}

State::March State::march(UnitId u, int points, int hexes,
                          const std::function<int(HexId)>& distance_left) {
  const ReachableSet reach = reachable(u, points);
  const UnitDef& d = game_->unit(u);
  // A brigade ends its move where no other brigade stands; it may pass through one.
  std::vector<bool> taken(game_->board().size(), false);
  if (!d.hq)
    for (size_t i = 0; i < units_.size(); ++i)
      if (i != u.value && units_[i].where == Where::kOnMap && !game_->units()[i].hq)
        taken[units_[i].hex.value] = true;
  const HexId start = units_[u.value].hex;
  auto key = [&](HexId h) { return std::pair(distance_left(h), *reach.cost(h)); };
  HexId best = start, ideal = start;
  for (const HexId h : reach.hexes()) {
    if (key(h) < key(ideal)) ideal = h;
    if (!taken[h.value] && key(h) < key(best)) best = h;
  }
  March m;
  m.blocked = key(ideal) < key(best);
  std::vector<HexId> path = reach.path_to(best);
  if (path.size() > static_cast<size_t>(hexes) + 1) path.resize(static_cast<size_t>(hexes) + 1);
  while (path.size() > 1 && taken[path.back().value]) path.pop_back();
  m.cost = *reach.cost(path.back());
  walk(u, path);
  m.path = std::move(path);
  return m;
}

void State::walk(UnitId u, const std::vector<HexId>& path) {
  const HexBoard& board = game_->board();
  const UnitDef& d = game_->unit(u);
  const int side = static_cast<int>(d.side);
  const std::vector<bool> enemy_at = enemy_hexes(d.side);
  // An enemy unit's hex, or one beside it: its pickets keep it.
  auto enemy_held = [&](HexId h) {
    bool found = enemy_at[h.value];
    board.for_each_neighbour(h, [&](HexId n, Direction) { found = found || enemy_at[n.value]; });
    return found;
  };
  UnitState& s = units_[u.value];
  for (size_t i = 1; i < path.size(); ++i) {
    const HexId h = path[i];
    // "Whenever a friendly unit moves adjacent to an enemy control icon, it is flagged as
    // picketed and immediately becomes visible."
    board.for_each_neighbour(h, [&](HexId n, Direction) {
      if (control_[n.value] >= 0 && control_[n.value] != side && s.sighting == Sighting::kUnsighted)
        s.sighting = Sighting::kPicketed;
    });
    control_[h.value] = static_cast<int8_t>(side);
    board.for_each_neighbour(h, [&](HexId n, Direction dir) {
      if (game_->battlefield().stream(h, dir) == StreamKind::kNone && !enemy_held(n))
        control_[n.value] = static_cast<int8_t>(side);
    });
    s.hex = h;
    s.moved = true;
    // "The entrenchment will disappear as soon as the brigade leaves the hex."
    s.entrenchment = 0;
  }
}

std::vector<HexId> State::fall_back(UnitId u) {
  const HexBoard& board = game_->board();
  const Side side = game_->unit(u).side;
  UnitState& s = units_[u.value];
  const std::vector<bool> enemy_at = enemy_hexes(side);
  auto enemy_distance = [&](HexId h) {
    int nearest = std::numeric_limits<int>::max();
    for (size_t i = 0; i < units_.size(); ++i)
      if (units_[i].where == Where::kOnMap && game_->units()[i].side != side)
        nearest = std::min(nearest, board.distance(h, units_[i].hex));
    return nearest;
  };
  std::vector<HexId> path{s.hex};
  for (int step = 0; step < s.flee; ++step) {
    const HexId from = path.back();
    std::optional<HexId> best;
    int best_distance = enemy_distance(from);
    board.for_each_neighbour(from, [&](HexId n, Direction d) {
      if (enemy_at[n.value] || !ground_cost(from, n, d)) return;
      const int distance = enemy_distance(n);
      if (distance > best_distance || (!best && distance == best_distance)) {
        best = n;
        best_distance = distance;
      }
    });
    if (!best) break;
    path.push_back(*best);
  }
  // It ends where no other brigade stands, and that hex is its side's.
  if (!game_->unit(u).hq)
    while (path.size() > 1 && [&] {
      for (size_t i = 0; i < units_.size(); ++i)
        if (i != u.value && units_[i].where == Where::kOnMap && !game_->units()[i].hq &&
            units_[i].hex == path.back())
          return true;
      return false;
    }())
      path.pop_back();
  s.hex = path.back();
  s.flee = 0;
  control_[s.hex.value] = static_cast<int8_t>(side);
  if (path.size() > 1) {
    s.moved = true;
    s.entrenchment = 0;
  }
  return path;
}

}  // namespace grognard::decisive
