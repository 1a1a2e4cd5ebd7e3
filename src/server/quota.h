// How many games one creator may start on the server: caps on the games it has running (not
// over), per connection and per remote address, lower ones for games with no human seat,
// and a creation rate per address. A club's players run a handful of games each; whoever
// wants thousands of simulated games runs them with the grognard command line instead.
#pragma once

#include <chrono>
#include <map>
#include <string>

#include "server/token_bucket.h"

namespace grognard::server {

struct QuotaOptions {
  int games_per_connection = 5;
  int games_per_address = 20;             // several players may share an address (a club's router)
  int computer_games_per_connection = 1;  // games with no human seat
  int computer_games_per_address = 2;
  double games_per_minute = 20;  // new games per address, in bursts of as many
};

// The running games one creator (a connection, or an address) started.
struct RunningGames {
  int all = 0;
  int computer_only = 0;  // of them, those with no human seat
};

// Not thread-safe: the lobby calls it under its lock.
class CreationQuota {
 public:
  explicit CreationQuota(QuotaOptions options) : options_(options) {}
  // Lets `address` start one more game (`computer_only`: one with no human seat), given what
  // the connection and the address have running, and counts it against the address's rate.
  // Throws ProtocolError "quota" naming the limit and its value, counting nothing.
  void admit(const std::string& address, RunningGames by_connection, RunningGames by_address,
             bool computer_only, std::chrono::steady_clock::time_point now);
  // Forgets the rate of every address whose allowance is full again.
  void forget_refilled(std::chrono::steady_clock::time_point now);

 private:
  QuotaOptions options_;
  std::map<std::string, TokenBucket> creations_;  // by address
};

}  // namespace grognard::server
