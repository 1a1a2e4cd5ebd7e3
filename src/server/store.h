// Where the server keeps its games: one interface, so that SQLite (one file, the default)
// and a PostgreSQL backend for several server processes are interchangeable. Every method
// commits before it returns: an acknowledged action survives a killed server.
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include "core/session.h"

namespace grognard::server {

// Who plays a seat: a person, or a computer player by its agent name.
struct SeatPlayer {
  bool computer = false;
  std::string agent;  // computer seats only
};

// The JSON form of who plays each seat ({"french":{"player":"human"},...}), as stored and as
// sent in "joined" (docs/protocol.md).
json seats_json(const std::map<std::string, SeatPlayer>& seats);
std::map<std::string, SeatPlayer> seats_from(const json& j);  // throws json::exception

struct GameRecord {
  std::string id;
  std::string game;  // the registry id
  json scenario;     // embedded, as in a save file
  uint64_t seed = 0;
  std::map<std::string, SeatPlayer> seats;    // by seat name
  std::map<std::string, std::string> tokens;  // token -> seat name; "" is the spectator
  std::vector<LoggedAction> log;              // filled by load_all, and by create for a loaded save
  std::string created;                        // ISO 8601, UTC
};

class StoreError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

class GameStore {
 public:
  virtual ~GameStore() = default;
  // A new game with its tokens and any log it starts with. Throws StoreError.
  virtual void create(const GameRecord& record) = 0;
  // Log entry number `seq` (0-based) of a game. Throws StoreError.
  virtual void append(const std::string& game_id, int seq, const LoggedAction& entry) = 0;
  // Forgets the log entries from `seq` on (undo). Throws StoreError.
  virtual void truncate(const std::string& game_id, int seq) = 0;
  // Every game, with its log in order. Throws StoreError.
  virtual std::vector<GameRecord> load_all() = 0;
};

// SQLite in one file (":memory:" for tests). Throws StoreError if it cannot be opened.
std::unique_ptr<GameStore> open_sqlite_store(const std::string& path);

}  // namespace grognard::server
