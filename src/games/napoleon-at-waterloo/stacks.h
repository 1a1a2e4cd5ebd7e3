// Who stands in each hex, tabled once for the many questions a listing asks about hexes:
// asking the State (a scan of every unit per question) for every hex of the board was most of
// the time of listing attacks and bombardments.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "games/napoleon-at-waterloo/state.h"

namespace grognard::naw {

class Stacks {
 public:
  explicit Stacks(const State& s);
  // The units on the map in h, in the order of battle (as State::units_in lists them).
  std::span<const UnitId> in(HexId h) const {
    return {units_.data() + first_[h.value], units_.data() + first_[h.value + 1]};
  }
  bool has_units_of(HexId h, Side side) const { return (sides_[h.value] >> index_of(side)) & 1; }

 private:
  std::vector<uint16_t> first_;  // by hex: where its units start in units_; one past the end last
  std::vector<UnitId> units_;
  std::vector<uint8_t> sides_;  // by hex: bit index_of(side) set if that side has a unit there
};

}  // namespace grognard::naw
