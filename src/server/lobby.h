// The server's protocol, without the network: every game room, the tokens that open them,
// and the handling of each WebSocket message (docs/protocol.md). Tests drive it directly.
#pragma once

#include <atomic>
#include <boost/asio/executor_work_guard.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/asio/steady_timer.hpp>
#include <chrono>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <set>
#include <string>
#include <string_view>
#include <thread>
#include <unordered_map>

#include "server/balance_jobs.h"
#include "server/client.h"
#include "server/computer_scheduler.h"
#include "server/quota.h"
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
  QuotaOptions quotas = {};
  BalanceJobOptions balance = {};  // the balance page's jobs
  // A game no connection is attached to leaves memory once over, or after this long untouched
  // (it stays in the store and is loaded again when a token of it is used).
  std::chrono::seconds idle_game_lifetime = std::chrono::minutes(30);
  // The order computer players think in: kFair (FairQueue), or kFifo, first asked first
  // served, as the server had it (kept for the fairness bench to compare).
  enum class ComputerOrder { kFair, kFifo } computer_order = ComputerOrder::kFair;
  // In a game a person plays, how long a computer player's task goes on moving before other
  // games' turns; the watchers get one update for the moves of each such stretch.
  std::chrono::milliseconds computer_slice{100};
};

class Lobby {
 public:
  Lobby(GameStore& store, LobbyOptions options);
  ~Lobby();

  // Checks every stored game by replaying its log and checking each stored state hash; a
  // game that cannot be read or no longer replays is quarantined (logged, left out, untouched
  // on disk). The running games stay in memory, their computer seats awake; the games that
  // are over are loaded again when a token of theirs is used. Returns the number of games
  // that replayed.
  int restore();
  // One message from a client; every reply and update goes through client->send.
  void handle(const std::shared_ptr<Client>& client, std::string_view text);
  void disconnect(const Client* client);

  json catalog() const;
  // Throws ProtocolError (no_game, no_scenario).
  json board(const std::string& game, const std::string& scenario);
  // The games in memory: running, watched, or over but still joined. The others are in the
  // store only.
  size_t game_count() const;
  // Lets every game leave memory that no one holds (no connection joined, no computer
  // thinking or waiting to) and that is over or untouched since `now` -
  // idle_game_lifetime. Runs every minute by itself; returns how many left.
  size_t release_idle_games(std::chrono::steady_clock::time_point now);
  // Stops the computer players after their current thought; no new work starts.
  void stop();

 private:
  struct Grant {
    std::shared_ptr<Room> room;
    std::string seat;  // "" for the spectator
  };
  struct OpenSeat {  // an invitation, by its code
    std::string game_id;
    std::string seat;
    bool claimed = false;
  };
  json dispatch(const std::shared_ptr<Client>& client, const json& request, const json& reply_id);
  // Who started a running game (in memory only: a restored game counts for no one).
  struct Creation {
    std::string address;
    const Client* connection = nullptr;  // null once it disconnected
    bool computer_only = false;
    std::weak_ptr<Room> room;
    bool built = false;  // counted as running while it is built, before `room` is set
  };
  json claim(const json& request);
  json create(const std::shared_ptr<Client>& client, const json& request,
              std::vector<LoggedAction> initial_log, const json& scenario, const GameEntry& entry,
              uint64_t seed, SeedChooser seed_chosen_by);
  // What the token opens, the game loaded from the store if it is not in memory; nullopt when
  // no game has the token (or its game cannot be restored).
  std::optional<Grant> find_grant(const std::string& token);
  Grant grant(const json& request);
  std::shared_ptr<Room> load_stored(const std::string& game_id);
  void quarantine(const std::string& game_id, const std::string& why);
  enum class RecordIs { kNew, kStored };
  // Builds the room (replaying its log) and keeps it, unless a room of that game is already
  // in memory (loaded meanwhile by another request): then that one is returned.
  std::shared_ptr<Room> add_room(GameRecord record, RecordIs origin, const std::string& creator);
  RoomServices services(std::string creator, Attention attention);
  // Called with mutex_ held: the room and its tokens are forgotten (the store keeps them).
  void leave_memory(const Room& room);
  // Called with mutex_ held. What `client` and its address started and is still running.
  std::pair<RunningGames, RunningGames> running_games(const Client& client);
  void release_idle_games_every_minute();
  // Several server processes on one store (GameStore::shared).
  void follow_elsewhere(const std::string& game_id);
  void wake_held_elsewhere_every_second();
  void log(const json& fields) const {
    if (options_.log) options_.log(fields);
  }

  GameStore& store_;
  LobbyOptions options_;
  ComputerScheduler computers_;
  BalanceJobs balance_;
  // Timers for work that waits (a computer player's retry, the release of idle games), run on
  // a thread of their own.
  boost::asio::io_context timers_;
  boost::asio::executor_work_guard<boost::asio::io_context::executor_type> timers_work_;
  boost::asio::steady_timer release_timer_;
  boost::asio::steady_timer wake_timer_;  // several processes: takes over their games
  std::thread timer_thread_;
  std::atomic<bool> stopping_{false};
  mutable std::mutex mutex_;
  std::map<std::string, std::shared_ptr<Room>> rooms_;
  // Each token and invitation of a game in memory. By game id, not by room: rooms_ holds the
  // lobby's only reference, so a room no one else holds may leave memory.
  std::unordered_map<std::string, StoredToken> tokens_;
  std::unordered_map<std::string, OpenSeat> invitations_;
  std::map<const Client*, std::vector<Grant>> joined_;  // the seats each connection holds
  std::map<std::string, Creation> creations_;           // by game id, running games only
  CreationQuota quota_;
  std::set<std::string> quarantined_;  // games found damaged: not loaded again
  std::map<std::string, json> boards_;
  mutable json catalog_;  // made on first request
};

}  // namespace grognard::server
