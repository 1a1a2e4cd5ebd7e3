#include "core/wilson.h"

#include <algorithm>
#include <cmath>

namespace grognard {

// Wilson (1927), "Probable inference, the law of succession, and statistical inference",
// JASA 22:209-212; in the form of Newcombe (1998), Statistics in Medicine 17:857-872, method 3.
ShareInterval wilson_interval(int64_t successes, int64_t trials, double z) {
  const double n = static_cast<double>(trials);
  const double p = static_cast<double>(successes) / n;
  const double z2 = z * z;
  const double centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const double half = z / (1 + z2 / n) * std::sqrt(p * (1 - p) / n + z2 / (4 * n * n));
  // At a share of 0 or 1 the bound is exactly 0 or 1; rounding would leave it a hair off
  // (0.9999999999999999 for 6 of 6), which a table would print as below 100%.
  return {successes == 0 ? 0.0 : std::max(0.0, centre - half),
          successes == trials ? 1.0 : std::min(1.0, centre + half)};
}

}  // namespace grognard
