// A whole state a view could be, for the search player: the view's unknown units placed where
// the view says units are hidden (LGA 3.5: under the top unit of a stack; a cavalry screen
// hides how many).
#include <algorithm>
#include <array>

#include "games/la-grande-armee/state.h"

namespace grognard::lga {

State State::sampled_world(uint64_t seed) const {
  State w = *this;
  w.rng_ = Rng(seed);
  Rng draw(seed ^ 0x9e3779b97f4a7c15ull);
  std::array<std::vector<UnitId>, kSides> unplaced;
  for (size_t i = 0; i < w.units_.size(); ++i)
    if (w.units_[i].where == Where::kUnknown)
      unplaced[index_of(side_of(UnitId{static_cast<uint16_t>(i)}))].push_back(
          UnitId{static_cast<uint16_t>(i)});
  for (auto& pool : unplaced)
    for (size_t i = pool.size(); i > 1; --i) std::swap(pool[i - 1], pool[draw.below(i)]);

  // The side whose units hide in an area: the one the view says occupies it unseen, else
  // the top unit's.
  auto hidden_side = [&](size_t h) -> int {
    if (!unseen_.empty() && unseen_[h].occupier >= 0) return unseen_[h].occupier;
    if (!unseen_.empty() && unseen_[h].zoc_side >= 0) return unseen_[h].zoc_side;
    const auto top = units_in(HexId{static_cast<uint16_t>(h)});
    return top.empty() ? -1 : index_of(side_of(top.front()));
  };
  auto place = [&](int side, size_t h) {
    if (side < 0 || unplaced[side].empty()) return false;
    const UnitId u = unplaced[side].back();
    unplaced[side].pop_back();
    UnitState& s = w.units_[u.value];
    s = UnitState{};
    s.where = Where::kOnMap;
    s.hex = HexId{static_cast<uint16_t>(h)};
    s.morale = static_cast<int8_t>(max_morale(def(u).type));
    s.stack = 0;  // under every unit already there; raised below
    for (size_t i = 0; i < w.units_.size(); ++i)
      if (i != u.value && w.units_[i].where == Where::kOnMap && w.units_[i].hex == s.hex)
        ++w.units_[i].stack;
    return true;
  };
  std::vector<size_t> screened;
  for (size_t h = 0; h < hidden_below_.size(); ++h) {
    if (hidden_below_[h] < 0) screened.push_back(h);
    for (int k = 0; k < hidden_below_[h]; ++k) place(hidden_side(h), h);
  }
  // Under a cavalry screen: one unit where the view knows some occupy the area, then the rest
  // at random among the screens of their side.
  for (size_t h : screened)
    if (!unseen_.empty() && unseen_[h].occupier >= 0) place(unseen_[h].occupier, h);
  for (int side = 0; side < kSides; ++side) {
    std::vector<size_t> theirs;
    for (size_t h : screened)
      if (hidden_side(h) == side) theirs.push_back(h);
    if (theirs.empty()) theirs = screened;
    while (!unplaced[side].empty() && !theirs.empty())
      place(side, theirs[draw.below(theirs.size())]);
  }
  // More hidden units than hiding places (none screened): with any stack of their side.
  for (int side = 0; side < kSides; ++side) {
    std::vector<size_t> theirs;
    for (size_t i = 0; i < units_.size(); ++i)
      if (units_[i].where == Where::kOnMap &&
          index_of(side_of(UnitId{static_cast<uint16_t>(i)})) == side)
        theirs.push_back(units_[i].hex.value);
    while (!unplaced[side].empty() && !theirs.empty())
      place(side, theirs[draw.below(theirs.size())]);
    for (UnitId u : unplaced[side]) w.units_[u.value].where = Where::kLater;
  }
  for (UnitState& s : w.units_) s.masked = false;
  w.hidden_below_.clear();
  w.unseen_.clear();
  return w;
}

}  // namespace grognard::lga
