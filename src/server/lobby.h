// The server's protocol, without the network: every game room, the tokens that open them,
// and the handling of each WebSocket message (docs/protocol.md). Tests drive it directly.
#pragma once

#include <atomic>
#include <boost/asio/executor_work_guard.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/asio/thread_pool.hpp>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <string_view>
#include <thread>
#include <unordered_map>

#include "server/client.h"
#include "server/room.h"
#include "server/store.h"

namespace grognard::server {

inline constexpr size_t kMaxMessageBytes = 256 * 1024;
inline constexpr int kMaxMessageDepth = 64;

struct LobbyOptions {
  int computer_threads = 2;
  std::function<void(const json& fields)> log;  // structured log lines; may be empty
  double messages_per_second = 50;              // per connection, in bursts of up to
  double message_burst = 100;
};

class Lobby {
 public:
  Lobby(GameStore& store, LobbyOptions options);
  ~Lobby();

  // Rebuilds every stored game by replaying its log and checking each stored state hash; a
  // game that cannot be read or no longer replays is quarantined (logged, left out, untouched
  // on disk). Returns the number of games restored.
  int restore();
  // One message from a client; every reply and update goes through client->send.
  void handle(const std::shared_ptr<Client>& client, std::string_view text);
  void disconnect(const Client* client);

  json catalog() const;
  // Throws ProtocolError (no_game, no_scenario).
  json board(const std::string& game, const std::string& scenario);
  size_t game_count() const;
  // Stops the computer players after their current thought; no new work starts.
  void stop();

 private:
  struct Grant {
    std::shared_ptr<Room> room;
    std::string seat;  // "" for the spectator
  };
  struct OpenSeat {  // an invitation, by its code
    std::shared_ptr<Room> room;
    std::string seat;
    bool claimed = false;
  };
  json dispatch(const std::shared_ptr<Client>& client, const json& request, const json& reply_id);
  json claim(const json& request);
  json create(const json& request, std::vector<LoggedAction> initial_log, const json& scenario,
              const GameEntry& entry, uint64_t seed, SeedChooser seed_chosen_by);
  Grant grant(const json& request) const;
  enum class RecordIs { kNew, kStored };
  std::shared_ptr<Room> add_room(GameRecord record, RecordIs origin);
  RoomServices services();
  void log(const json& fields) const {
    if (options_.log) options_.log(fields);
  }

  GameStore& store_;
  LobbyOptions options_;
  boost::asio::thread_pool computers_;
  // Timers for work that waits (a computer player's retry), run on a thread of their own.
  boost::asio::io_context timers_;
  boost::asio::executor_work_guard<boost::asio::io_context::executor_type> timers_work_;
  std::thread timer_thread_;
  std::atomic<bool> stopping_{false};
  mutable std::mutex mutex_;
  std::map<std::string, std::shared_ptr<Room>> rooms_;
  std::unordered_map<std::string, Grant> tokens_;
  std::unordered_map<std::string, OpenSeat> invitations_;
  std::map<const Client*, std::vector<Grant>> joined_;  // the seats each connection holds
  std::map<std::string, json> boards_;
  mutable json catalog_;  // made on first request
};

}  // namespace grognard::server
