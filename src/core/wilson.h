// How sure a share measured on a sample is: the Wilson score interval, which, unlike the
// textbook p ± z·sqrt(p(1-p)/n), stays inside [0, 1] and does not shrink to nothing when a side
// won none or all of a few games (docs/balance.md).
#pragma once

#include <cstdint>

namespace grognard {

struct ShareInterval {
  double low = 0;
  double high = 0;
};

// The interval around `successes` out of `trials` (trials > 0) at z standard deviations;
// z = 1.96 gives 95%.
ShareInterval wilson_interval(int64_t successes, int64_t trials, double z = 1.96);

}  // namespace grognard
