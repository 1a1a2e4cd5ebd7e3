// A whole game a seat's view could be, for the search player. The view leaves out the enemy
// units it cannot see (revised: HIDDEN UNITS: "invisible unless ... next to an enemy unit", in
// ground that hides). Each is put back where it would still be hidden: a hex that hides, that
// the seat has not searched, with none of the seat's units in or beside it, within the stacking
// limit, and near the units of its side the seat sees, for a hidden unit keeps with its army.
// Its strength is its printed one: the seat knows no more.
#include <algorithm>
#include <array>
#include <optional>
#include <vector>

#include "games/blitzkrieg-ardennes/state.h"

namespace grognard::bka {
namespace {

// How many hexes beyond the nearest hiding place a unit may be put: some spread between worlds.
constexpr int kSpread = 2;

// Every step one hex, wherever it goes: the reachable-set search from several origins is then a
// breadth-first search, each hex's cost its distance to the nearest origin.
struct EveryHexOneStep {
  std::optional<int> step_cost(HexId, HexId, Direction) const { return 1; }
  bool may_leave(HexId) const { return true; }
};

}  // namespace

State State::sampled_world(Side viewer, uint64_t seed) const {
  State w = *this;
  w.rng_ = Rng(seed);
  if (!fogged_) return w;
  w.fogged_ = false;  // a whole game: what is hidden is hidden by the rules again
  Rng draw(seed ^ 0x9e3779b97f4a7c15ULL);
  const HexBoard& board = game_->board();
  // By side, each hex's distance to the nearest unit of that side the seat sees: a hidden unit
  // is put near them.
  std::array<bool, kSides> hides{};
  for (size_t i = 0; i < units_.size(); ++i)
    if (units_[i].where == Where::kUnseen)
      hides[index_of(def(UnitId{static_cast<uint16_t>(i)}).side)] = true;
  std::array<std::vector<int>, kSides> to_army;
  ReachableSet reach;
  for (Side side : {Side::kGerman, Side::kAllied}) {
    if (!hides[index_of(side)]) continue;
    std::vector<Origin> army;
    for (size_t j = 0; j < units_.size(); ++j)
      if (units_[j].where == Where::kOnMap && def(UnitId{static_cast<uint16_t>(j)}).side == side)
        army.push_back(Origin{units_[j].hex, 0});
    reach.search(board, army, board.size(), EveryHexOneStep{});
    std::vector<int>& d = to_army[index_of(side)];
    d.resize(static_cast<size_t>(board.size()));
    for (int h = 0; h < board.size(); ++h)
      d[static_cast<size_t>(h)] =
          reach.cost(HexId{static_cast<uint16_t>(h)}).value_or(board.size());
  }
  for (size_t i = 0; i < units_.size(); ++i) {
    if (units_[i].where != Where::kUnseen) continue;
    const UnitId u{static_cast<uint16_t>(i)};
    const Side side = def(u).side;
    const std::vector<int>& near = to_army[index_of(side)];
    std::vector<HexId> hiding;
    int best = board.size();
    for (int h = 0; h < board.size(); ++h) {
      const HexId x{static_cast<uint16_t>(h)};
      if (near[x.value] > best + kSpread || !w.concealed(x, viewer) ||
          w.stacked_[index_of(side)][x.value] >= game_->stacking_limit() ||
          (side == Side::kAllied && game_->terrain(x) == Terrain::kSiegfried))
        continue;
      best = std::min(best, near[x.value]);
      hiding.push_back(x);
    }
    std::erase_if(hiding, [&](HexId x) { return near[x.value] > best + kSpread; });
    if (hiding.empty()) {
      w.units_[i].where = Where::kEliminated;  // nowhere it could be hidden
      continue;
    }
    const HexId at = hiding[draw.below(hiding.size())];
    w.units_[i] = UnitState{};
    w.units_[i].strength = def(u).strength;
    w.put(u, at);
    w.units_[i].start = at;
  }
  return w;
}

}  // namespace grognard::bka
