// Movement (the manual's Manoeuvre and the picket mechanism of Sighting).
#include <algorithm>
#include <functional>
#include <limits>

#include "games/decisive-battles/state.h"

namespace grognard::decisive {
namespace {

// What a hex is to a moving unit, as bits: an enemy unit stands there, one stands beside it,
// the enemy holds it (an HQ keeps off such ground).
enum : uint8_t { kEnemy = 1, kBesideEnemy = 2, kEnemyGround = 4 };

// The core search's step rules for one unit: the ground's costs, never into an enemy's hex
// (nor, for an HQ, onto the enemy's ground), stopping next to one.
class Steps {
 public:
  Steps(const Game& g, HexId start, const std::vector<uint8_t>& marks, uint8_t barred)
      : g_(g), start_(start), marks_(marks), barred_(barred) {}
  std::optional<int> step_cost(HexId from, HexId to, Direction d) const {
    if (marks_[to.value] & barred_) return std::nullopt;
    return g_.step_cost(from, d);
  }
  bool may_leave(HexId h) const { return h == start_ || !(marks_[h.value] & kBesideEnemy); }

 private:
  const Game& g_;
  HexId start_;
  const std::vector<uint8_t>& marks_;
  uint8_t barred_;
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
  return game_->step_cost(from, d);
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
  ReachableSet reach;
  reachable(u, points, reach);
  return reach;
}

void State::reachable(UnitId u, int points, ReachableSet& out) const {
  const HexBoard& board = game_->board();
  const UnitDef& d = game_->unit(u);
  // One buffer a thread, kept between searches: the marks are drawn afresh each time.
  thread_local std::vector<uint8_t> marks;
  marks.assign(board.size(), 0);
  for (size_t i = 0; i < units_.size(); ++i) {
    if (units_[i].where != Where::kOnMap || game_->units()[i].side == d.side) continue;
    marks[units_[i].hex.value] |= kEnemy;
    board.for_each_neighbour(units_[i].hex,
                             [&](HexId n, Direction) { marks[n.value] |= kBesideEnemy; });
  }
  if (d.hq)
    for (int h = 0; h < board.size(); ++h)
      if (control_[h] >= 0 && control_[h] != static_cast<int8_t>(d.side)) marks[h] |= kEnemyGround;
  const Origin origin{units_[u.value].hex, 0};
  out.search(board, std::span<const Origin>(&origin, 1), points,
             Steps(*game_, origin.at, marks, d.hq ? kEnemy | kEnemyGround : kEnemy));
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
    // "The entrenchment will disappear as soon as the brigade leaves the hex."; a camp is struck.
    s.entrenchment = 0;
    s.encamped = false;
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
      if (enemy_at[n.value] || !game_->step_cost(from, d)) return;
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
    s.encamped = false;
  }
  return path;
}

}  // namespace grognard::decisive
