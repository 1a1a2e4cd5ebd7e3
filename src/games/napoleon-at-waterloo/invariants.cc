// Properties every reachable state keeps, checked after each action by the property tests.
#include <fmt/format.h>

#include "games/napoleon-at-waterloo/state.h"

namespace grognard::naw {

std::vector<std::string> State::broken_invariants() const {
  std::vector<std::string> out;
  const HexBoard& board = game_->board();
  std::vector<int> count[kSides];
  for (auto& c : count) c.assign(board.size(), 0);
  int lost[kSides] = {0, 0};
  for (int i = 0; i < unit_count(); ++i) {
    const UnitState& us = units_[i];
    const UnitDef& d = game_->units()[i];
    if (us.where == Where::kEliminated) lost[index_of(d.side)] += d.strength;
    if (us.where != Where::kOnMap) continue;
    if (us.hex.value >= board.size()) out.push_back(fmt::format("{} is off the board", d.id));
    if (d.arm != Arm::kLeader) ++count[index_of(d.side)][us.hex.value];
    if (has_enemy(us.hex, d.side))
      out.push_back(fmt::format("{} shares {} with the enemy", d.id, board.label_text(us.hex)));
  }
  // A bump-out briefly puts a fourth unit in a hex until the bumped unit retreats; the
  // moving side may overstack until its movement phase ends (NAW Movement (2)).
  if (!combat_)
    for (int side = 0; side < kSides; ++side)
      for (int h = 0; h < board.size(); ++h)
        if (count[side][h] > game_->stacking_limit() &&
            !(phase_ == Phase::kMovement && side == index_of(phasing_)))
          out.push_back(fmt::format("{} units in {}", count[side][h],
                                    board.label_text(HexId{static_cast<uint16_t>(h)})));
  for (int side = 0; side < kSides; ++side)
    if (lost[side] != losses_[side])
      out.push_back(
          fmt::format("losses {} but eliminated units total {}", losses_[side], lost[side]));
  if (turn_ < 1 || turn_ > game_->turns()) out.push_back(fmt::format("turn {}", turn_));
  if (demoralized_ && losses_[index_of(*demoralized_)] < game_->victory().demoralization)
    out.push_back("demoralized below the threshold");
  return out;
}

}  // namespace grognard::naw
