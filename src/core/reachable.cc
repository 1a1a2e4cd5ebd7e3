#include "core/reachable.h"

#include <algorithm>

namespace grognard {

std::vector<HexId> ReachableSet::path_to(HexId h) const {
  std::vector<HexId> path;
  if (!reached(h)) return path;
  for (uint16_t at = h.value; at != kNoParent; at = parent_[at]) path.push_back(HexId{at});
  std::reverse(path.begin(), path.end());
  return path;
}

}  // namespace grognard
