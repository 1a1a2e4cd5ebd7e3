// The hostile soak: honest clients play games while hostile ones send everything a server must
// refuse, for a while; then the server is stopped with SIGTERM and restarted, and every
// acknowledged action must be there.
#pragma once

#include <chrono>
#include <map>
#include <string>
#include <vector>

#include "setup.h"

namespace grognard::reliability {

struct SoakOptions {
  std::chrono::seconds duration{30};
  int honest = 4;
  int hostile = 6;
};

struct SoakFigures {
  double seconds = 0;
  std::map<std::string, long> sent_by_kind;       // hostile messages and connections
  std::map<std::string, long> answers_by_code;    // to hostile messages: error code, or type
  std::map<std::string, long> dropped_by_status;  // hostile connections the server closed
  long hostile_applied = 0;                       // hostile acts acknowledged, or that moved a game
  long unanswered = 0;            // hostile messages with no answer while the connection stayed
  long invalid_answers = 0;       // answers that are not JSON
  long hostile_failures = 0;      // hostile clients that met what they cannot handle (a bench bug?)
  long never_readers = 0;         // clients that never read
  long never_readers_closed = 0;  // ... that the server closed (1008, too slow)
  long honest_games = 0;
  long honest_acks = 0;
  long honest_refused = 0;   // honest acts refused (other than for the rate)
  long honest_failures = 0;  // honest connections that failed
  long seed_findings = 0;
  long rss_start_kib = 0, rss_end_kib = 0, rss_peak_kib = 0;
  long health_checks = 0, health_failures = 0;
  bool alive_throughout = true;
  bool stopped_cleanly = false;  // SIGTERM: exit status 0, "stopped" logged
  int games_checked_after_restart = 0;
  long lost_after_restart = 0;
  std::vector<std::string> problems;
};

SoakFigures run_hostile_soak(const BenchSetup& setup, const SoakOptions& options, GameSeeds& seeds);

}  // namespace grognard::reliability
