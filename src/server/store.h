// Where the server keeps its games: one interface, so that SQLite (one file, the default)
// and a PostgreSQL backend for several server processes are interchangeable. Every method
// commits before it returns: an acknowledged action survives a killed server.
#pragma once

#include <algorithm>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <span>
#include <stdexcept>
#include <string>
#include <vector>

#include "core/session.h"
#include "server/group_commit.h"

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
// Whether a person plays any of the seats (else computers play them all).
bool a_person_plays(const std::map<std::string, SeatPlayer>& seats);

// A human seat its game's creator did not take: whoever claims the invitation first gets the
// seat's token, once (docs/protocol.md, "claim").
struct Invitation {
  std::string seat;
  bool claimed = false;
};

// Entries of a game's log from some number on, with the state hash after each (nullopt in rows
// from before hashes were kept).
struct StoredLog {
  int from = 0;
  std::vector<LoggedAction> log;
  std::vector<std::optional<uint64_t>> hashes;
};

// Adds a stored row of the actions table to `log`, checking that it follows the entries before
// it. Throws StoreError naming the game and what is wrong.
void add_stored_entry(StoredLog& log, const std::string& game_id, int64_t seq,
                      const std::string& action, const std::string& dice,
                      const std::optional<std::string>& hash);

struct GameRecord {
  std::string id;
  std::string game;  // the registry id
  json scenario;     // embedded, as in a save file
  uint64_t seed = 0;
  SeedChooser seed_chosen_by = SeedChooser::kClient;  // said in every save the server hands out
  std::map<std::string, SeatPlayer> seats;            // by seat name
  std::map<std::string, std::string> tokens;          // token -> seat name; "" is the spectator
  std::map<std::string, Invitation> invitations;      // by code
  std::vector<LoggedAction> log;  // filled by load_game, and by create for a loaded save
  // The state hash after each action of `log` (as stored; nullopt in rows from before hashes
  // were kept). A restore that replays to another hash refuses the game.
  std::vector<std::optional<uint64_t>> hashes;
  std::string created;  // ISO 8601, UTC
};

// What a token opens, as stored.
struct StoredToken {
  std::string game_id;
  std::string seat;  // "" for the spectator
};

class StoreError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// A write refused because another writer (a second server process on one database) changed
// what it depends on first: an entry stored under the number appended, an entry stored after
// the one taken back, an invitation claimed. This writer's copy of the game is behind.
class StoreConflict : public StoreError {
 public:
  using StoreError::StoreError;
};

// How both stores keep an entry's dice and the state hash after it, as text.
std::string dice_text(const LoggedAction& entry);
std::string hash_text(uint64_t state_hash);
// Whether a stored row (its action, dice and hash texts) is `entry` with `state_hash`: the
// same entry appended again holds (GameStore::append).
bool stored_as(const std::string& action, const std::string& dice,
               const std::optional<std::string>& hash, const LoggedAction& entry,
               uint64_t state_hash);
// The refusal of an append that is neither the next entry nor the same one again.
StoreConflict conflicting_append(const std::string& game_id, int seq);
// One GameStore::append as a store's writer receives it (both stores batch appends made at
// the same time into one commit: group_commit.h).
struct AppendRequest {
  const std::string& game_id;
  int seq;
  const LoggedAction& entry;
  uint64_t state_hash;
};
using AppendBatch = GroupCommit<AppendRequest>::Batch;
// The requests GameStore::append_all makes of its entries, for a store's GroupCommit.
std::vector<AppendRequest> append_requests(const std::string& game_id, int first,
                                           std::span<const LoggedAction> entries,
                                           std::span<const uint64_t> state_hashes);
// Stores each append of a batch, inside the store's transaction, with `store_next(request)`
// (true: stored, or the same entry found stored already); each it could not store gets the
// refusal conflicting_append gives. A refusal stops its game: the game's later entries in the
// batch (the rest of an append_all) would follow another writer's entry, and are refused too.
template <class StoreNext>
void store_appends(const AppendBatch& batch, StoreNext&& store_next) {
  std::vector<const std::string*> stopped;  // games with an entry refused in this batch
  for (GroupCommit<AppendRequest>::Entry* e : batch) {
    const AppendRequest& a = *e->item;
    const bool after_refused = std::any_of(stopped.begin(), stopped.end(),
                                           [&](const std::string* g) { return *g == a.game_id; });
    if (after_refused || !store_next(a)) {
      e->error = std::make_exception_ptr(conflicting_append(a.game_id, a.seq));
      if (!after_refused) stopped.push_back(&a.game_id);
    }
  }
}
// Reads a JSON text a store kept; throws StoreError saying where it was when it is not JSON.
json parse_stored(const std::string& text, const std::string& where);
// What `read` reads of game `game_id`, a JSON value of the wrong kind in it (a JSON exception)
// turned into a StoreError that names the game.
template <class Read>
auto read_stored_game(const std::string& game_id, Read&& read) {
  try {
    return read();
  } catch (const json::exception& e) {
    throw StoreError("game " + game_id + ": " + e.what());
  }
}

class GameStore {
 public:
  virtual ~GameStore() = default;
  // A new game with its tokens and any log it starts with (record.hashes beside it). Throws
  // StoreError.
  virtual void create(const GameRecord& record) = 0;
  // Log entry number `seq` (0-based) of a game and the state hash after it. Returns only once
  // the entry is durable; throws StoreError otherwise. The same entry stored again under its
  // number holds (an append retried after its answer was lost); another entry there, or a log
  // that is not `seq` entries long, throws StoreConflict and changes nothing.
  void append(const std::string& game_id, int seq, const LoggedAction& entry, uint64_t state_hash) {
    append_all(game_id, seq, std::span(&entry, 1), std::span(&state_hash, 1));
  }
  // Log entries `first`, `first` + 1, ... of a game, each with the state hash after it, in one
  // commit (a computer's moves in one turn), each as `append` stores it. Throws the refusal
  // of the first entry refused; the entries after it are not stored either (they would follow
  // another writer's entry, or a gap), those before it are.
  virtual void append_all(const std::string& game_id, int first,
                          std::span<const LoggedAction> entries,
                          std::span<const uint64_t> state_hashes) = 0;
  // Marks the game's open invitation `code` claimed and stores `token` for its seat, both or
  // neither. Throws StoreConflict when the invitation is not open, StoreError otherwise.
  virtual void claim(const std::string& game_id, const std::string& code,
                     const std::string& token) = 0;
  // Forgets log entry `seq`, the last (undo). Throws StoreConflict when it is not the last
  // (another writer stored after it), StoreError otherwise.
  virtual void truncate(const std::string& game_id, int seq) = 0;
  // The log entries from number `from` on, in order, with the state hash after each: what a
  // process catches up with when another stored actions of a game it has in memory.
  virtual StoredLog load_log(const std::string& game_id, int from) = 0;
  // The id of every stored game, oldest first. Throws StoreError.
  virtual std::vector<std::string> game_ids() = 0;
  // One game with its log in order. Throws StoreError naming the game and what is wrong when
  // it cannot be read back (a missing row, a field that is not JSON).
  virtual GameRecord load_game(const std::string& game_id) = 0;
  // The game and seat a token opens; nullopt for a token no game has. Throws StoreError.
  virtual std::optional<StoredToken> find_token(const std::string& token) = 0;
  // The game an invitation belongs to, claimed or not; nullopt for a code no game has. Throws
  // StoreError.
  virtual std::optional<std::string> find_invitation(const std::string& code) = 0;
  // A consistent copy of the whole store in a new file, written while the server runs.
  virtual void backup(const std::string& to) = 0;

  // Several server processes on one store (PostgreSQL). A store that one process alone opens
  // (SQLite) says false, and the rest below is then trivial.
  virtual bool shared() const { return false; }
  // Calls `changed(game_id)`, on a thread of the store's own, each time another process
  // stores or takes back an action of a game; `changed("")` when some changes may have gone
  // untold (the store's connection was lost). Listening once it returns (throws StoreError if
  // it cannot); an empty function stops the watching, and returns once no call is under way.
  virtual void watch(std::function<void(const std::string& game_id)> changed) { (void)changed; }
  // Whether this process holds the game now, taking it if no other process does: the holder
  // alone moves its computer seats. A process that ends lets go of its games.
  virtual bool hold(const std::string& game_id) {
    (void)game_id;
    return true;
  }
  virtual void release(const std::string& game_id) { (void)game_id; }
};

// SQLite in one file (":memory:" for tests; a "file:" URI is accepted). Throws StoreError if it
// cannot be opened for writing: a server that cannot store must not start.
std::unique_ptr<GameStore> open_sqlite_store(const std::string& path);
// PostgreSQL, for several server processes on one database: a libpq URL
// (postgresql://user:password@host:port/database?options, or the key=value form). Throws
// StoreError if it cannot connect or write.
std::unique_ptr<GameStore> open_postgres_store(const std::string& url);

// The store a --db value names: "postgresql://..." or "postgres://..." opens PostgreSQL;
// "sqlite:FILE" or a plain file name opens SQLite. Throws StoreError, naming the value (its
// password hidden), when it cannot be opened.
std::unique_ptr<GameStore> open_store(const std::string& database);
// The value with any password in it replaced by "***", fit for a log line or a message.
std::string redact_database_url(const std::string& database);

}  // namespace grognard::server
