// One game on the server: its session (the whole truth, never sent), who plays each seat,
// the connections watching it, the undo snapshots and the recent events. Every operation
// takes the room's lock, so games run side by side and a game's actions stay in order.
#pragma once

#include <atomic>
#include <chrono>
#include <deque>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

#include "core/registry.h"
#include "server/client.h"
#include "server/store.h"

namespace grognard::server {

// What a room needs from the server around it.
struct RoomServices {
  GameStore* store = nullptr;
  // Runs a task off the caller's thread (computer players think there).
  std::function<void(std::function<void()>)> run_later;
  // The same, after a delay (a computer player's retry); may be empty.
  std::function<void(std::chrono::milliseconds, std::function<void()>)> run_after;
  std::function<void(const json& fields)> log;
  // How long a computer's task goes on moving, in a game a person plays (LobbyOptions).
  std::chrono::milliseconds computer_slice{100};
};

class Room : public std::enable_shared_from_this<Room> {
 public:
  // Starts the game and replays `record.log` (a restart, or a loaded save). Throws
  // DataError or IllegalAction when the log does not replay.
  Room(GameRecord record, const GameEntry& entry, RoomServices services);

  const std::string& id() const { return record_.id; }
  const GameRecord& record() const { return record_; }  // tokens and seats never change
  // The state hash after each action so far (stored with each action, checked on restore).
  std::vector<uint64_t> hashes() const {
    std::lock_guard lock(mutex_);
    return hashes_;
  }

  // Attaches a client to a seat (nullopt: spectator) and sends it "joined".
  void join(const std::shared_ptr<Client>& client, const std::optional<std::string>& seat,
            const json& reply_id);
  void leave(const Client* client);
  // The seat's action, made on the game as it was after `made_at` actions: stored,
  // acknowledged to `client`, then an update to everyone. Refused as stale when the game has
  // moved on since, so an act sent twice is applied once.
  void act(const std::shared_ptr<Client>& client, const std::string& seat, const json& action,
           uint64_t made_at, const json& reply_id);
  // Takes back the seat's last action, when made on the game as it is now (else stale, like act).
  void undo(const std::shared_ptr<Client>& client, const std::string& seat, uint64_t made_at,
            const json& reply_id);
  json inspect(const std::string& seat, const json& query) const;
  // The save file; `all_humans_here` when the asker holds every human seat.
  json save(bool all_humans_here) const;
  json summary(const std::string& token, const std::string& seat) const;
  // Lets a computer seat that is to move think (after creation or a restart). Whether a
  // computer seat is to move (here, or in the process holding the game): if not, the game waits
  // for a person, and needs no memory until one comes.
  bool wake();
  // Brings the game up to what the store holds, after another server process on the same
  // database stored or took back actions of it; every watcher gets an update. Throws
  // StoreError when the store cannot be read, DataError when what it holds does not replay.
  void catch_up();
  // Both without the room's lock, which a slow store may hold: the lobby asks them under its own.
  bool over() const { return over_; }
  // When it was last joined or last changed: a game no one has touched for a while may leave
  // memory (it stays in the store).
  std::chrono::steady_clock::time_point last_activity() const { return last_activity_; }

 private:
  struct Subscriber {
    std::weak_ptr<Client> client;
    std::optional<std::string> seat;
  };
  struct PastEvent {
    int seq;
    std::string actor;
    json event;
  };

  Events commit(const json& action, const std::string& actor);
  void rebuild(const std::vector<LoggedAction>& log,
               const std::vector<std::optional<uint64_t>>& hashes);
  std::string apply_stored(size_t entry, const LoggedAction& stored, std::optional<uint64_t> hash,
                           bool undoable, Events* events = nullptr);
  void follow_store();
  void remember(int seq, const std::string& actor, const Events& events);
  void broadcast(const std::vector<PastEvent>& fresh);
  // Drops the connections that closed, and the held views of seats no one watches any more.
  void forget_unwatched_views();
  // The whole view, or the one without what never changes in the game
  // (Session::changing_view), which the connections' held views are compared with.
  enum class ViewPart { kWhole, kChanging };
  // The seat's view now: the whole state for nobody, what a spectator may see otherwise.
  json view_of(const std::optional<std::string>& seat, ViewPart part) const;
  // An update for the seat's connections: the patch from the view they hold to the view now
  // (with the whole view when they hold none), the legal actions (as runs), and `events`.
  // The legal list comes as text (its runs are written once: legal_runs.h), added to the
  // message's own members as it is sent.
  struct Update {
    json message;
    std::string legal_members;
    std::string text() const { return wire_text(message, legal_members); }
  };
  Update update_for(const std::optional<std::string>& seat, const std::vector<PastEvent>& events);
  json events_json(const std::optional<std::string>& seat,
                   const std::vector<PastEvent>& events) const;
  bool can_undo(const std::string& seat) const;
  void refuse_if_stale(uint64_t made_at, const char* what) const;
  bool is_computer(const std::string& seat) const;
  bool computer_is_to_move() const;
  void schedule_computer();
  void computer_turn(uint64_t seq);
  // A computer seat that could not move tries again later, and every watcher is told.
  void computer_failed(const std::string& seat, const std::string& what, const std::string& why);
  std::unique_ptr<Session> replay(size_t actions) const;
  void note_action(const std::string& actor, std::unique_ptr<SessionMark> before,
                   const Events& events);

  mutable std::mutex mutex_;
  GameRecord record_;
  std::unique_ptr<Session> session_;
  const GameEntry& entry_;
  RoomServices services_;
  json teams_;                                      // teams_json of the game's seating
  std::vector<std::string> actors_;                 // the seat behind each log entry
  std::vector<uint64_t> hashes_;                    // the state hash after each log entry
  std::vector<std::unique_ptr<SessionMark>> undo_;  // before each undoable trailing action
  std::deque<PastEvent> history_;                   // the most recent events, for "joined"
  std::vector<Subscriber> subscribers_;
  // The board of a scenario not shipped with the game (GET /api/board cannot serve it), made
  // at the first join.
  json designer_board_;
  // The view each seat's connections hold (every connection of a seat gets the same messages)
  // and the seq it is at; a spectator's under nullopt. Dropped when a seat has no connection.
  // What a seat's connections hold at `seq`, which the next update patches: its view (without
  // what never changes, which they got on joining) and legal list.
  struct HeldView {
    uint64_t seq = 0;
    json view;
    RunTexts legal_runs;
  };
  std::map<std::optional<std::string>, HeldView> held_;
  bool computer_pending_ = false;
  int computer_failures_ = 0;       // in a row: the retry waits longer each time
  std::atomic<bool> over_ = false;  // session_->over(), set as the session changes
  std::atomic<std::chrono::steady_clock::time_point> last_activity_ =
      std::chrono::steady_clock::now();
};

}  // namespace grognard::server
