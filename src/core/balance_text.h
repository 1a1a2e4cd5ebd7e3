// A balance summary as people read it on a terminal (`grognard balance` without --json), and
// the progress line shown while a run plays.
#pragma once

#include <string>

#include "core/balance_summary.h"

namespace grognard {

// The run's identity, then one table per outcome field (`winner` first): outcome, games,
// share and 95% interval; then the numbers' mean, minimum and maximum.
std::string balance_table(const BalanceSummary& summary);

// "37/200 games · 12.3 games/s · ETA 13 s"; the rate and ETA once a game is done.
std::string progress_line(int done, int total, double seconds);

}  // namespace grognard
