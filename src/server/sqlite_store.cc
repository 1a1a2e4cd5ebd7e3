// The default store: SQLite in WAL mode with full synchronous commits, so an acknowledged
// action is on disk. One connection, guarded by a mutex: writes are small and short, and
// actions appended at the same time share a commit (group_commit.h).
#include <fmt/format.h>
#include <sqlite3.h>
#include <sys/stat.h>

#include <cstdio>
#include <mutex>
#include <optional>

#include "server/store.h"

namespace grognard::server {

namespace {

// 2: actions.hash, the state hash after each action, checked when a game is restored.
// 3: games.seed_chosen_by ("server" or "client"; games of version 2 say "client": no one can
//    vouch for their seeds), and invitations: the human seats a game's creator did not take.
constexpr int kSchemaVersion = 3;

constexpr const char* kSchema = R"sql(
CREATE TABLE IF NOT EXISTS meta(key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS games(
  id TEXT PRIMARY KEY, game TEXT NOT NULL, scenario TEXT NOT NULL, seed INTEGER NOT NULL,
  seats TEXT NOT NULL, created TEXT NOT NULL, seed_chosen_by TEXT NOT NULL DEFAULT 'client');
CREATE TABLE IF NOT EXISTS tokens(
  token TEXT PRIMARY KEY, game_id TEXT NOT NULL REFERENCES games(id), seat TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS invitations(
  code TEXT PRIMARY KEY, game_id TEXT NOT NULL REFERENCES games(id), seat TEXT NOT NULL,
  claimed INTEGER NOT NULL DEFAULT 0);
CREATE TABLE IF NOT EXISTS actions(
  game_id TEXT NOT NULL REFERENCES games(id), seq INTEGER NOT NULL, action TEXT NOT NULL,
  dice TEXT NOT NULL, hash TEXT, PRIMARY KEY(game_id, seq));
)sql";

// A row refused by its table's primary key.
struct DuplicateKey : StoreError {
  using StoreError::StoreError;
};

// A prepared statement that finalizes itself.
class Statement {
 public:
  Statement(sqlite3* db, const char* sql) : db_(db) {
    if (sqlite3_prepare_v2(db, sql, -1, &stmt_, nullptr) != SQLITE_OK)
      throw StoreError(std::string("sqlite: ") + sqlite3_errmsg(db));
  }
  ~Statement() { sqlite3_finalize(stmt_); }
  Statement(const Statement&) = delete;
  Statement& operator=(const Statement&) = delete;

  Statement& bind(int i, const std::string& text) {
    check(
        sqlite3_bind_text(stmt_, i, text.data(), static_cast<int>(text.size()), SQLITE_TRANSIENT));
    return *this;
  }
  Statement& bind(int i, int64_t value) {
    check(sqlite3_bind_int64(stmt_, i, value));
    return *this;
  }
  Statement& bind_null(int i) {
    check(sqlite3_bind_null(stmt_, i));
    return *this;
  }
  // Steps once; true while a row is available.
  bool step() {
    const int rc = sqlite3_step(stmt_);
    if (rc == SQLITE_ROW) return true;
    if (rc == SQLITE_DONE) return false;
    if (sqlite3_extended_errcode(db_) == SQLITE_CONSTRAINT_PRIMARYKEY)
      throw DuplicateKey(std::string("sqlite: ") + sqlite3_errmsg(db_));
    throw StoreError(std::string("sqlite: ") + sqlite3_errmsg(db_));
  }
  void run() {
    while (step()) {
    }
  }
  // Ready to be bound and run again (a statement kept prepared).
  Statement& reset() {
    sqlite3_reset(stmt_);
    sqlite3_clear_bindings(stmt_);
    return *this;
  }
  std::string text(int col) const {
    const auto* p = sqlite3_column_text(stmt_, col);
    return p ? std::string(reinterpret_cast<const char*>(p)) : std::string();
  }
  int64_t integer(int col) const { return sqlite3_column_int64(stmt_, col); }
  bool null(int col) const { return sqlite3_column_type(stmt_, col) == SQLITE_NULL; }

 private:
  void check(int rc) const {
    if (rc != SQLITE_OK) throw StoreError(std::string("sqlite: ") + sqlite3_errmsg(db_));
  }
  sqlite3* db_;
  sqlite3_stmt* stmt_ = nullptr;
};

class SqliteStore : public GameStore {
 public:
  explicit SqliteStore(const std::string& path) {
    if (sqlite3_open_v2(
            path.c_str(), &db_,
            SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_FULLMUTEX | SQLITE_OPEN_URI,
            nullptr) != SQLITE_OK) {
      const std::string why = db_ ? sqlite3_errmsg(db_) : "out of memory";
      sqlite3_close(db_);
      throw StoreError("cannot open database '" + path + "': " + why);
    }
    try {
      // SQLite opens a file it may not write read-only without a word; such a server would
      // answer every action with an error, so it does not start.
      if (sqlite3_db_readonly(db_, "main") == 1)
        throw StoreError("database '" + path + "' is read-only: the server could store nothing");
      sqlite3_busy_timeout(db_, 5000);
      exec("PRAGMA journal_mode=WAL");
      exec("PRAGMA synchronous=FULL");
      exec("PRAGMA foreign_keys=ON");
      exec(kSchema);
      migrate(path);
      // A write now, so that a database that cannot be written refuses to start.
      exec("INSERT OR REPLACE INTO meta(key, value) VALUES('opened', datetime('now'))");
    } catch (const StoreError& e) {
      sqlite3_close(db_);
      db_ = nullptr;
      throw StoreError("database '" + path + "': " + e.what());
    }
    if (const char* file = sqlite3_db_filename(db_, "main"); file && *file) {
      file_ = file;
      identity_ = identity(file_);
    }
  }
  ~SqliteStore() override {
    insert_next_.reset();  // a statement left prepared would keep the database open
    sqlite3_close(db_);
  }

  void create(const GameRecord& r) override {
    std::lock_guard lock(mutex_);
    Transaction tx(*this);
    Statement(db_,
              "INSERT INTO games(id, game, scenario, seed, seats, created, seed_chosen_by) "
              "VALUES(?,?,?,?,?,?,?)")
        .bind(1, r.id)
        .bind(2, r.game)
        .bind(3, r.scenario.dump())
        .bind(4, static_cast<int64_t>(r.seed))
        .bind(5, seats_json(r.seats).dump())
        .bind(6, r.created)
        .bind(7, seed_chooser_name(r.seed_chosen_by))
        .run();
    for (const auto& [token, seat] : r.tokens)
      Statement(db_, "INSERT INTO tokens(token, game_id, seat) VALUES(?,?,?)")
          .bind(1, token)
          .bind(2, r.id)
          .bind(3, seat)
          .run();
    for (const auto& [code, invitation] : r.invitations)
      Statement(db_, "INSERT INTO invitations(code, game_id, seat, claimed) VALUES(?,?,?,?)")
          .bind(1, code)
          .bind(2, r.id)
          .bind(3, invitation.seat)
          .bind(4, int64_t{invitation.claimed})
          .run();
    for (size_t i = 0; i < r.log.size(); ++i)
      insert_action(r.id, static_cast<int>(i), r.log[i],
                    i < r.hashes.size() ? r.hashes[i] : std::nullopt);
    tx.commit();
    check_still_there();
  }

  void append_all(const std::string& game_id, int first, std::span<const LoggedAction> entries,
                  std::span<const uint64_t> state_hashes) override {
    const auto requests = append_requests(game_id, first, entries, state_hashes);
    appends_.submit(std::span<const AppendRequest>(requests),
                    [this](const AppendBatch& batch) { write_appends(batch); });
  }

  void claim(const std::string& game_id, const std::string& code,
             const std::string& token) override {
    std::lock_guard lock(mutex_);
    Transaction tx(*this);
    Statement(db_, "UPDATE invitations SET claimed=1 WHERE code=? AND game_id=? AND claimed=0")
        .bind(1, code)
        .bind(2, game_id)
        .run();
    if (sqlite3_changes(db_) != 1)
      throw StoreConflict("game " + game_id + " has no open invitation " + code);
    Statement(db_,
              "INSERT INTO tokens(token, game_id, seat) "
              "SELECT ?, game_id, seat FROM invitations WHERE code=?")
        .bind(1, token)
        .bind(2, code)
        .run();
    tx.commit();
    check_still_there();
  }

  void truncate(const std::string& game_id, int seq) override {
    std::lock_guard lock(mutex_);
    Statement(db_,
              "DELETE FROM actions WHERE game_id=?1 AND seq=?2 AND NOT EXISTS "
              "(SELECT 1 FROM actions WHERE game_id=?1 AND seq>?2)")
        .bind(1, game_id)
        .bind(2, int64_t{seq})
        .run();
    if (sqlite3_changes(db_) != 1)
      throw StoreConflict(fmt::format("game {}: action {} is not the last stored", game_id, seq));
    check_still_there();
  }

  StoredLog load_log(const std::string& game_id, int from) override {
    std::lock_guard lock(mutex_);
    return read_stored_game(game_id, [&] { return read_log(game_id, from); });
  }

  std::vector<std::string> game_ids() override {
    std::lock_guard lock(mutex_);
    std::vector<std::string> ids;
    Statement games(db_, "SELECT id FROM games ORDER BY rowid");
    while (games.step()) ids.push_back(games.text(0));
    return ids;
  }

  GameRecord load_game(const std::string& game_id) override {
    std::lock_guard lock(mutex_);
    return read_stored_game(game_id, [&] { return read_game(game_id); });
  }

  std::optional<StoredToken> find_token(const std::string& token) override {
    std::lock_guard lock(mutex_);
    Statement found(db_, "SELECT game_id, seat FROM tokens WHERE token=?");
    found.bind(1, token);
    if (!found.step()) return std::nullopt;
    return StoredToken{found.text(0), found.text(1)};
  }

  std::optional<std::string> find_invitation(const std::string& code) override {
    std::lock_guard lock(mutex_);
    Statement found(db_, "SELECT game_id FROM invitations WHERE code=?");
    found.bind(1, code);
    if (!found.step()) return std::nullopt;
    return found.text(0);
  }

  void backup(const std::string& to) override {
    std::lock_guard lock(mutex_);
    const std::string partial = to + ".partial";
    std::remove(partial.c_str());
    sqlite3* copy = nullptr;
    if (sqlite3_open(partial.c_str(), &copy) != SQLITE_OK) {
      const std::string why = copy ? sqlite3_errmsg(copy) : "out of memory";
      sqlite3_close(copy);
      throw StoreError("cannot write backup '" + partial + "': " + why);
    }
    sqlite3_backup* b = sqlite3_backup_init(copy, "main", db_, "main");
    const int rc = b ? sqlite3_backup_step(b, -1) : sqlite3_errcode(copy);
    sqlite3_backup_finish(b);
    const std::string why = sqlite3_errmsg(copy);
    sqlite3_close(copy);
    // Renamed into place only when whole: a failed backup never replaces a good one.
    if (rc != SQLITE_DONE || std::rename(partial.c_str(), to.c_str()) != 0) {
      std::remove(partial.c_str());
      throw StoreError("backup to '" + to + "' failed: " + why);
    }
  }

 private:
  GameRecord read_game(const std::string& id) {
    GameRecord r;
    Statement game(
        db_, "SELECT game, scenario, seed, seats, created, seed_chosen_by FROM games WHERE id=?");
    game.bind(1, id);
    if (!game.step()) throw StoreError("game " + id + " has no row");
    r.id = id;
    r.game = game.text(0);
    r.scenario = parse_stored(game.text(1), "games.scenario of " + id);
    r.seed = static_cast<uint64_t>(game.integer(2));
    r.seats = seats_from(parse_stored(game.text(3), "games.seats of " + id));
    r.created = game.text(4);
    const auto chosen_by = seed_chooser_from(game.text(5));
    if (!chosen_by)
      throw StoreError("games.seed_chosen_by of " + id + ": '" + game.text(5) +
                       "' is neither 'server' nor 'client'");
    r.seed_chosen_by = *chosen_by;
    Statement tokens(db_, "SELECT token, seat FROM tokens WHERE game_id=?");
    tokens.bind(1, id);
    while (tokens.step()) r.tokens[tokens.text(0)] = tokens.text(1);
    Statement invitations(db_, "SELECT code, seat, claimed FROM invitations WHERE game_id=?");
    invitations.bind(1, id);
    while (invitations.step())
      r.invitations[invitations.text(0)] =
          Invitation{invitations.text(1), invitations.integer(2) != 0};
    StoredLog stored = read_log(id, 0);
    r.log = std::move(stored.log);
    r.hashes = std::move(stored.hashes);
    return r;
  }

 private:
  class Transaction {
   public:
    explicit Transaction(SqliteStore& s) : s_(s) { s_.exec("BEGIN IMMEDIATE"); }
    ~Transaction() {
      if (!done_) sqlite3_exec(s_.db_, "ROLLBACK", nullptr, nullptr, nullptr);
    }
    void commit() {
      s_.exec("COMMIT");
      done_ = true;
    }

   private:
    SqliteStore& s_;
    bool done_ = false;
  };

  // The appends of a batch, in one transaction: one flush makes them all durable.
  void write_appends(const AppendBatch& batch) {
    std::lock_guard lock(mutex_);
    Transaction tx(*this);
    store_appends(batch, [this](const AppendRequest& a) { return insert_next(a); });
    tx.commit();
    check_still_there();
  }

  // Whether the entry is stored now: added onto a log `seq` entries long, or found there as
  // the same entry again (see GameStore::append).
  bool insert_next(const AppendRequest& a) {
    try {
      if (!insert_next_) {
        insert_next_.emplace(db_,
                             "INSERT INTO actions(game_id, seq, action, dice, hash) "
                             "SELECT ?1, ?2, ?3, ?4, ?5 WHERE ?2 = 0 OR EXISTS "
                             "(SELECT 1 FROM actions WHERE game_id = ?1 AND seq = ?2 - 1)");
      }
      insert_next_->reset()
          .bind(1, a.game_id)
          .bind(2, int64_t{a.seq})
          .bind(3, a.entry.action.dump())
          .bind(4, dice_text(a.entry))
          .bind(5, hash_text(a.state_hash))
          .run();
      return sqlite3_changes(db_) == 1;
    } catch (const DuplicateKey&) {
      Statement row(db_, "SELECT action, dice, hash FROM actions WHERE game_id=? AND seq=?");
      row.bind(1, a.game_id).bind(2, int64_t{a.seq});
      return row.step() && stored_as(row.text(0), row.text(1),
                                     row.null(2) ? std::nullopt : std::optional(row.text(2)),
                                     a.entry, a.state_hash);
    }
  }

  StoredLog read_log(const std::string& id, int from) {
    StoredLog out;
    out.from = from;
    Statement actions(
        db_, "SELECT seq, action, dice, hash FROM actions WHERE game_id=? AND seq>=? ORDER BY seq");
    actions.bind(1, id).bind(2, int64_t{from});
    while (actions.step())
      add_stored_entry(out, id, actions.integer(0), actions.text(1), actions.text(2),
                       actions.null(3) ? std::nullopt : std::optional(actions.text(3)));
    return out;
  }

  void insert_action(const std::string& game_id, int seq, const LoggedAction& entry,
                     std::optional<uint64_t> state_hash) {
    Statement insert(db_,
                     "INSERT INTO actions(game_id, seq, action, dice, hash) VALUES(?,?,?,?,?)");
    insert.bind(1, game_id)
        .bind(2, int64_t{seq})
        .bind(3, entry.action.dump())
        .bind(4, dice_text(entry));
    if (state_hash)
      insert.bind(5, hash_text(*state_hash));
    else
      insert.bind_null(5);
    insert.run();
  }

  // Brings a database of an older schema up to this one.
  void migrate(const std::string& path) {
    std::optional<std::string> stored;
    {
      Statement version(db_, "SELECT value FROM meta WHERE key='schema'");
      if (version.step()) stored = version.text(0);
    }
    if (!stored) {
      Statement(db_, "INSERT INTO meta(key, value) VALUES('schema', ?)")
          .bind(1, std::to_string(kSchemaVersion))
          .run();
      return;
    }
    std::string found = *stored;
    if (found == "1") {  // version 1 kept no hashes: its rows restore unchecked
      exec("ALTER TABLE actions ADD COLUMN hash TEXT");
      exec("UPDATE meta SET value='2' WHERE key='schema'");
      found = "2";
    }
    if (found == "2") {  // each step whole or not at all: a failed one is tried again
      Transaction tx(*this);
      exec("ALTER TABLE games ADD COLUMN seed_chosen_by TEXT NOT NULL DEFAULT 'client'");
      exec("UPDATE meta SET value='3' WHERE key='schema'");
      tx.commit();
      found = "3";
    }
    if (found != std::to_string(kSchemaVersion)) {
      throw StoreError("database '" + path + "' has schema version " + found +
                       "; this server reads version " + std::to_string(kSchemaVersion));
    }
  }

  struct FileIdentity {
    dev_t device = 0;
    ino_t inode = 0;
    bool operator==(const FileIdentity&) const = default;
  };
  static std::optional<FileIdentity> identity(const std::string& file) {
    struct stat st {};
    if (::stat(file.c_str(), &st) != 0) return std::nullopt;
    return FileIdentity{st.st_dev, st.st_ino};
  }
  // A database file deleted or replaced under a running server takes every later write into
  // a file no one will read again: stop acknowledging at once.
  void check_still_there() const {
    if (file_.empty()) return;
    if (identity(file_) != identity_)
      throw StoreError("the database file '" + file_ +
                       "' was removed or replaced while the server ran; nothing can be stored");
  }

  void exec(const char* sql) {
    char* err = nullptr;
    if (sqlite3_exec(db_, sql, nullptr, nullptr, &err) != SQLITE_OK) {
      const std::string why = err ? err : "unknown error";
      sqlite3_free(err);
      throw StoreError("sqlite: " + why);
    }
  }

  sqlite3* db_ = nullptr;
  std::mutex mutex_;
  GroupCommit<AppendRequest> appends_;
  std::optional<Statement> insert_next_;  // prepared once: every action runs it
  std::string file_;                      // "" for a database in memory
  std::optional<FileIdentity> identity_;
};

}  // namespace

std::unique_ptr<GameStore> open_sqlite_store(const std::string& path) {
  return std::make_unique<SqliteStore>(path);
}

}  // namespace grognard::server
