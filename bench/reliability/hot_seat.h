// A game played by one connection holding every seat (hot-seat), the way the reliability bench's
// honest clients play: a random legal action of the seat to move, made at the game's `seq`, one
// at a time. It remembers what the server acknowledged, to be checked after a restart.
#pragma once

#include <chrono>
#include <cstdint>
#include <map>
#include <nlohmann/json.hpp>
#include <random>
#include <string>
#include <vector>

#include "ws_client.h"

namespace grognard::reliability {

using nlohmann::json;

struct GameChoice {
  std::string game;
  std::string scenario;
  std::vector<std::string> seats;  // from the catalogue
};

// One game as the bench knows it: what the server acknowledged of it.
struct TrackedGame {
  std::string id;
  GameChoice choice;
  uint64_t seed = 0;
  std::map<std::string, std::string> tokens;  // seat -> token, every seat
  std::string spectator;
  int acked_seq = 0;  // the highest seq acknowledged (or seen since a restart)
  long acks = 0;      // actions acknowledged
  // The first seat's view after the last acknowledged action, and its seq.
  int view_seq = -1;
  json view;
  bool over = false;
};

// What an honest client met, over every game it played.
struct PlayCounts {
  long acks = 0;
  long rate_limited = 0;  // acts refused for going too fast, then sent again
  long refused = 0;       // any other refusal of an act the bench made at the game's seq
  long unexplained = 0;   // updates that advanced a game past the bench's own acknowledged acts
  std::string last_refusal;
};

class HotSeatPlayer {
 public:
  // `pace`: the least time between two messages sent, to stay under a rate limit.
  HotSeatPlayer(harness::WsClient& client, TrackedGame& game, std::mt19937_64& rng,
                PlayCounts& counts, std::chrono::milliseconds pace = std::chrono::milliseconds(0));

  // Creates a game with every seat a person's. Throws std::runtime_error when it is refused.
  static TrackedGame create(harness::WsClient& client, const GameChoice& choice, uint64_t seed);

  // Joins every seat; returns the seq the server has the game at.
  int join_every_seat();
  // Makes one action and waits for what follows it; false once the game is over.
  bool act_once();
  // The act the game's seat to move could send now (its first legal action), or null.
  json next_act() const;
  // The last act the server acknowledged, as sent (null before the first).
  const json& last_acked_act() const { return last_acked_act_; }

 private:
  json request(json message);
  void take(const json& message);
  int current_seq() const;
  // The seat to move once every seat has the latest update, else "".
  std::string actor() const;

  harness::WsClient& client_;
  TrackedGame& game_;
  std::mt19937_64& rng_;
  PlayCounts& counts_;
  std::chrono::milliseconds pace_;
  std::chrono::steady_clock::time_point last_sent_{};
  int next_id_ = 0;
  std::map<std::string, json> latest_;  // seat -> its latest update
  json last_acked_act_;
};

}  // namespace grognard::reliability
