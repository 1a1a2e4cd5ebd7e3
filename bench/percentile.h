// The p-th percentile (0-100) of a bench's samples by nearest rank; 0 for none.
#pragma once

#include <algorithm>
#include <vector>

namespace grognard::bench {

inline double percentile(std::vector<double> v, double p) {
  if (v.empty()) return 0;
  const size_t k = std::min(v.size() - 1, static_cast<size_t>(p / 100.0 * v.size()));
  std::nth_element(v.begin(), v.begin() + static_cast<long>(k), v.end());
  return v[k];
}

}  // namespace grognard::bench
