// Kill-and-restart trials: clients play games, the server is killed with SIGKILL at a random
// moment and restarted on the same database, and every acknowledged action must be there.
#pragma once

#include <chrono>
#include <string>
#include <vector>

#include "setup.h"

namespace grognard::reliability {

struct TrialOptions {
  int trials = 30;
  int clients = 4;                                          // games played at once
  std::chrono::milliseconds min_play{200}, max_play{2000};  // before the kill
};

struct TrialFigures {
  int trials = 0;
  int games = 0;
  int games_over_restarts = 0;  // played in two trials or more: restored after a restore
  long acknowledged = 0;
  long lost = 0;                   // acknowledged, then missing after the restart
  long stored_unacknowledged = 0;  // sent, stored, but the kill came before the ack
  long views_differ = 0;           // the same seq, another view after the restart
  long continued = 0;              // games that took an action after their restart
  long refused = 0;                // acts at the game's seq refused (not counting rate limits)
  long unexplained = 0;            // updates no act of the bench explains
  long client_failures = 0;        // connections that failed before the kill
  long seed_findings = 0;
  std::vector<double> restart_seconds;
  int last_games_restored = 0;
  bool stopped_cleanly = false;       // SIGTERM at the end: exit status 0
  std::vector<std::string> problems;  // the first few, for the report
};

TrialFigures run_kill_trials(const BenchSetup& setup, const TrialOptions& options,
                             GameSeeds& seeds);

}  // namespace grognard::reliability
