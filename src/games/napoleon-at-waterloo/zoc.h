// Zones of control as seen by one side's units: which hexes are next to an enemy, which of
// those lock a unit in (NAW ZOC (2); lost by demoralized British and French units,
// Demoralization (2)), and which hold enemy units.
#pragma once

#include <cstdint>
#include <vector>

#include "games/napoleon-at-waterloo/state.h"

namespace grognard::naw {

struct ZocMap {
  std::vector<uint8_t> zoc;       // adjacent to an enemy combat unit
  std::vector<uint8_t> locks;     // ... one that still holds units in its zone
  std::vector<uint8_t> occupied;  // holds an enemy unit

  // The enemy zones for `side`'s units; units in `ignore` exert none (retreated units, for
  // the advance after combat).
  static ZocMap against(const State& s, Side side, const std::vector<UnitId>& ignore = {});
};

}  // namespace grognard::naw
