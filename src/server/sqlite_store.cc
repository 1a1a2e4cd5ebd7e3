// The default store: SQLite in WAL mode with full synchronous commits, so an acknowledged
// action is on disk. One connection, guarded by a mutex: writes are small and short.
#include <sqlite3.h>

#include <mutex>

#include "server/store.h"

namespace grognard::server {

namespace {

constexpr int kSchemaVersion = 1;

constexpr const char* kSchema = R"sql(
CREATE TABLE IF NOT EXISTS meta(key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS games(
  id TEXT PRIMARY KEY, game TEXT NOT NULL, scenario TEXT NOT NULL, seed INTEGER NOT NULL,
  seats TEXT NOT NULL, created TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS tokens(
  token TEXT PRIMARY KEY, game_id TEXT NOT NULL REFERENCES games(id), seat TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS actions(
  game_id TEXT NOT NULL REFERENCES games(id), seq INTEGER NOT NULL, action TEXT NOT NULL,
  dice TEXT NOT NULL, PRIMARY KEY(game_id, seq));
)sql";

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
  // Steps once; true while a row is available.
  bool step() {
    const int rc = sqlite3_step(stmt_);
    if (rc == SQLITE_ROW) return true;
    if (rc == SQLITE_DONE) return false;
    throw StoreError(std::string("sqlite: ") + sqlite3_errmsg(db_));
  }
  void run() {
    while (step()) {
    }
  }
  std::string text(int col) const {
    const auto* p = sqlite3_column_text(stmt_, col);
    return p ? std::string(reinterpret_cast<const char*>(p)) : std::string();
  }
  int64_t integer(int col) const { return sqlite3_column_int64(stmt_, col); }

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
    if (sqlite3_open_v2(path.c_str(), &db_,
                        SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_FULLMUTEX,
                        nullptr) != SQLITE_OK) {
      const std::string why = db_ ? sqlite3_errmsg(db_) : "out of memory";
      sqlite3_close(db_);
      throw StoreError("cannot open database '" + path + "': " + why);
    }
    sqlite3_busy_timeout(db_, 5000);
    exec("PRAGMA journal_mode=WAL");
    exec("PRAGMA synchronous=FULL");
    exec("PRAGMA foreign_keys=ON");
    exec(kSchema);
    Statement version(db_, "SELECT value FROM meta WHERE key='schema'");
    if (version.step()) {
      if (version.text(0) != std::to_string(kSchemaVersion))
        throw StoreError("database '" + path + "' has schema version " + version.text(0) +
                         "; this server reads version " + std::to_string(kSchemaVersion));
    } else {
      Statement(db_, "INSERT INTO meta(key, value) VALUES('schema', ?)")
          .bind(1, std::to_string(kSchemaVersion))
          .run();
    }
  }
  ~SqliteStore() override { sqlite3_close(db_); }

  void create(const GameRecord& r) override {
    std::lock_guard lock(mutex_);
    Transaction tx(*this);
    Statement(db_,
              "INSERT INTO games(id, game, scenario, seed, seats, created) VALUES(?,?,?,?,?,?)")
        .bind(1, r.id)
        .bind(2, r.game)
        .bind(3, r.scenario.dump())
        .bind(4, static_cast<int64_t>(r.seed))
        .bind(5, seats_json(r.seats).dump())
        .bind(6, r.created)
        .run();
    for (const auto& [token, seat] : r.tokens)
      Statement(db_, "INSERT INTO tokens(token, game_id, seat) VALUES(?,?,?)")
          .bind(1, token)
          .bind(2, r.id)
          .bind(3, seat)
          .run();
    for (size_t i = 0; i < r.log.size(); ++i) insert_action(r.id, static_cast<int>(i), r.log[i]);
    tx.commit();
  }

  void append(const std::string& game_id, int seq, const LoggedAction& entry) override {
    std::lock_guard lock(mutex_);
    insert_action(game_id, seq, entry);
  }

  void truncate(const std::string& game_id, int seq) override {
    std::lock_guard lock(mutex_);
    Statement(db_, "DELETE FROM actions WHERE game_id=? AND seq>=?")
        .bind(1, game_id)
        .bind(2, int64_t{seq})
        .run();
  }

  std::vector<GameRecord> load_all() override {
    std::lock_guard lock(mutex_);
    std::vector<GameRecord> out;
    std::map<std::string, size_t> index;
    Statement games(db_,
                    "SELECT id, game, scenario, seed, seats, created FROM games ORDER BY rowid");
    while (games.step()) {
      GameRecord r;
      r.id = games.text(0);
      r.game = games.text(1);
      r.scenario = parse(games.text(2), "games.scenario of " + r.id);
      r.seed = static_cast<uint64_t>(games.integer(3));
      r.seats = seats_from(parse(games.text(4), "games.seats of " + r.id));
      r.created = games.text(5);
      index[r.id] = out.size();
      out.push_back(std::move(r));
    }
    Statement tokens(db_, "SELECT token, game_id, seat FROM tokens");
    while (tokens.step()) out.at(index.at(tokens.text(1))).tokens[tokens.text(0)] = tokens.text(2);
    Statement actions(db_, "SELECT game_id, seq, action, dice FROM actions ORDER BY game_id, seq");
    while (actions.step()) {
      GameRecord& r = out.at(index.at(actions.text(0)));
      if (actions.integer(1) != static_cast<int64_t>(r.log.size()))
        throw StoreError("game " + r.id + ": action " + std::to_string(actions.integer(1)) +
                         " follows " + std::to_string(r.log.size()) + " actions");
      const json dice = parse(actions.text(3), "actions.dice of " + r.id);
      r.log.push_back(LoggedAction{parse(actions.text(2), "actions.action of " + r.id),
                                   dice.get<std::vector<int>>()});
    }
    return out;
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

  void insert_action(const std::string& game_id, int seq, const LoggedAction& entry) {
    Statement(db_, "INSERT INTO actions(game_id, seq, action, dice) VALUES(?,?,?,?)")
        .bind(1, game_id)
        .bind(2, int64_t{seq})
        .bind(3, entry.action.dump())
        .bind(4, json(entry.forced_dice).dump())
        .run();
  }

  static json parse(const std::string& text, const std::string& where) {
    try {
      return json::parse(text);
    } catch (const json::exception& e) {
      throw StoreError(where + ": " + e.what());
    }
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
};

}  // namespace

std::unique_ptr<GameStore> open_sqlite_store(const std::string& path) {
  return std::make_unique<SqliteStore>(path);
}

}  // namespace grognard::server
