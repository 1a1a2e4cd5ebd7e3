// Target selection (the manual's Combat): who fires at whom this hour.
#include <algorithm>

#include "games/decisive-battles/state.h"

namespace grognard::decisive {

int State::fire_range(UnitId brigade) const {
  const UnitDef& d = game_->unit(brigade);
  const UnitState& s = units_[brigade.value];
  if (d.hq) return 0;
  int range = d.type == BrigadeType::kArtillery ? 0 : d.arms.range;
  // "Artillery brigades which moved in the preceding turn cannot fire", nor the guns of other
  // brigades but cavalry.
  const bool guns_fire = s.guns > 0 && (!s.moved_last_turn || d.type == BrigadeType::kCavalry);
  if (guns_fire) range = std::max(range, d.artillery.range);
  return range;
}

void State::select_targets() {
  std::fill(targets_.begin(), targets_.end(), std::nullopt);
  const HexBoard& board = game_->board();
  struct Candidate {
    UnitId unit;
    int distance;
  };
  // Each brigade's eligible targets, nearest first.
  std::vector<std::pair<UnitId, std::vector<Candidate>>> firers;
  for (size_t i = 0; i < units_.size(); ++i) {
    const UnitId b{static_cast<uint16_t>(i)};
    const UnitDef& d = game_->unit(b);
    if (d.hq || units_[i].where != Where::kOnMap) continue;
    const int range = fire_range(b);
    std::vector<Candidate> in_reach;
    for (size_t j = 0; j < units_.size(); ++j) {
      const UnitId e{static_cast<uint16_t>(j)};
      if (game_->unit(e).side == d.side || units_[j].where != Where::kOnMap) continue;
      const int distance = board.distance(units_[i].hex, units_[j].hex);
      if (distance > range || (distance > 1 && !seen_by(e, d.side))) continue;
      in_reach.push_back({e, distance});
    }
    if (!in_reach.empty()) firers.emplace_back(b, std::move(in_reach));
  }
  // The brigades closest to the enemy choose first, so that "adjacent enemy units will almost
  // always be chosen in preference to more distant enemy units".
  auto nearest = [](const std::vector<Candidate>& c) {
    return std::min_element(c.begin(), c.end(),
                            [](auto& a, auto& b) { return a.distance < b.distance; })
        ->distance;
  };
  std::stable_sort(firers.begin(), firers.end(), [&](const auto& a, const auto& b) {
    return nearest(a.second) < nearest(b.second);
  });
  std::vector<int> picked(units_.size(), 0);
  for (auto& [b, candidates] : firers) {
    auto rank = [&](const Candidate& c) {
      const UnitDef& e = game_->unit(c.unit);
      // The closest; a brigade before an HQ; untargeted before targeted; deployed before column.
      return std::tuple(c.distance, e.hq, picked[c.unit.value] > 0,
                        !e.hq && formation_of(units_[c.unit.value].order) == Formation::kColumn,
                        c.unit.value);
    };
    std::sort(candidates.begin(), candidates.end(),
              [&](const Candidate& x, const Candidate& y) { return rank(x) < rank(y); });
    const bool astray = candidates.size() > 1 && rng_.roll(8).value == 1;
    const UnitId t = candidates[astray ? 1 : 0].unit;
    targets_[b.value] = t;
    ++picked[t.value];
  }
}

}  // namespace grognard::decisive
