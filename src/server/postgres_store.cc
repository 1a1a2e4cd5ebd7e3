// The store for several server processes: PostgreSQL through libpq. One connection, guarded
// by a mutex, as the SQLite store has; every write commits (synchronous_commit on) before it
// returns. The key (game_id, seq) of actions is what keeps two processes from both appending
// one sequence number.
#include <libpq-fe.h>

#include <cstdio>
#include <mutex>
#include <optional>
#include <utility>
#include <vector>

#include "server/store.h"

namespace grognard::server {

namespace {

constexpr int kSchemaVersion = 3;  // the SQLite store's version 3, the first kept here

// `ordinal` keeps the order games were created in (game_ids: oldest first). Every JSON text is
// kept as text, byte for byte what the server wrote, as the SQLite store keeps it.
constexpr const char* kSchema = R"sql(
CREATE TABLE IF NOT EXISTS meta(key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS games(
  id TEXT PRIMARY KEY, ordinal BIGSERIAL NOT NULL, game TEXT NOT NULL, scenario TEXT NOT NULL,
  seed BIGINT NOT NULL, seats TEXT NOT NULL, created TEXT NOT NULL,
  seed_chosen_by TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS tokens(
  token TEXT PRIMARY KEY, game_id TEXT NOT NULL REFERENCES games(id), seat TEXT NOT NULL);
CREATE INDEX IF NOT EXISTS tokens_game ON tokens(game_id);
CREATE TABLE IF NOT EXISTS invitations(
  code TEXT PRIMARY KEY, game_id TEXT NOT NULL REFERENCES games(id), seat TEXT NOT NULL,
  claimed BOOLEAN NOT NULL DEFAULT FALSE);
CREATE INDEX IF NOT EXISTS invitations_game ON invitations(game_id);
CREATE TABLE IF NOT EXISTS actions(
  game_id TEXT NOT NULL REFERENCES games(id), seq INTEGER NOT NULL, action TEXT NOT NULL,
  dice TEXT NOT NULL, hash TEXT, PRIMARY KEY(game_id, seq));
)sql";

// An arbitrary key for the advisory lock that lets one process at a time create the schema
// (CREATE TABLE IF NOT EXISTS races with itself in PostgreSQL).
constexpr const char* kSchemaLock = "SELECT pg_advisory_xact_lock(7142026)";

constexpr const char* kUniqueViolation = "23505";

// A query's result, cleared when it goes.
class Result {
 public:
  explicit Result(PGresult* r) : r_(r) {}
  ~Result() { PQclear(r_); }
  Result(const Result&) = delete;
  Result& operator=(const Result&) = delete;
  Result(Result&& o) noexcept : r_(std::exchange(o.r_, nullptr)) {}

  const PGresult* raw() const { return r_; }
  int rows() const { return PQntuples(r_); }
  std::string text(int row, int col) const { return PQgetvalue(r_, row, col); }
  bool null(int row, int col) const { return PQgetisnull(r_, row, col) != 0; }
  int64_t integer(int row, int col) const { return std::stoll(text(row, col)); }
  int changed() const {
    const char* n = PQcmdTuples(r_);
    return *n ? std::stoi(n) : 0;
  }

 private:
  PGresult* r_;
};

// A parameter: text, or SQL NULL.
using Param = std::optional<std::string>;

class PostgresStore : public GameStore {
 public:
  explicit PostgresStore(const std::string& url) : shown_(redact_database_url(url)) {
    conn_ = PQconnectdb(url.c_str());
    if (PQstatus(conn_) != CONNECTION_OK) {
      const std::string why = conn_ ? PQerrorMessage(conn_) : "out of memory";
      PQfinish(conn_);
      throw StoreError("cannot open database '" + shown_ + "': " + trimmed(why));
    }
    try {
      // Acknowledged means on disk, whatever the server's default says.
      exec("SET synchronous_commit = on");
      exec("SET client_min_messages = warning");
      Transaction tx(*this);
      exec(kSchemaLock);
      exec(kSchema);
      migrate();
      // A write now, so that a database that cannot be written refuses to start.
      exec(
          "INSERT INTO meta(key, value) VALUES('opened', now()::text) "
          "ON CONFLICT(key) DO UPDATE SET value = excluded.value");
      tx.commit();
    } catch (const StoreError& e) {
      PQfinish(conn_);
      conn_ = nullptr;
      throw StoreError("database '" + shown_ + "': " + e.what());
    }
  }
  ~PostgresStore() override { PQfinish(conn_); }

  void create(const GameRecord& r) override {
    std::lock_guard lock(mutex_);
    Transaction tx(*this);
    run("INSERT INTO games(id, game, scenario, seed, seats, created, seed_chosen_by) "
        "VALUES($1,$2,$3,$4,$5,$6,$7)",
        {r.id, r.game, r.scenario.dump(), std::to_string(static_cast<int64_t>(r.seed)),
         seats_json(r.seats).dump(), r.created, std::string(seed_chooser_name(r.seed_chosen_by))});
    for (const auto& [token, seat] : r.tokens)
      run("INSERT INTO tokens(token, game_id, seat) VALUES($1,$2,$3)", {token, r.id, seat});
    for (const auto& [code, invitation] : r.invitations)
      run("INSERT INTO invitations(code, game_id, seat, claimed) VALUES($1,$2,$3,$4)",
          {code, r.id, invitation.seat, invitation.claimed ? "true" : "false"});
    for (size_t i = 0; i < r.log.size(); ++i)
      insert_action(r.id, static_cast<int>(i), r.log[i],
                    i < r.hashes.size() ? r.hashes[i] : std::nullopt);
    tx.commit();
  }

  void append(const std::string& game_id, int seq, const LoggedAction& entry,
              uint64_t state_hash) override {
    std::lock_guard lock(mutex_);
    try {
      insert_action(game_id, seq, entry, state_hash);
    } catch (const DuplicateKey&) {
      // Stored already with the same action, dice and hash (an append whose commit reached the
      // database though its answer did not): the same state, so the append holds.
      const Result row = run("SELECT action, dice, hash FROM actions WHERE game_id=$1 AND seq=$2",
                             {game_id, std::to_string(seq)});
      if (row.rows() == 1 && row.text(0, 0) == entry.action.dump() &&
          row.text(0, 1) == dice_text(entry) && !row.null(0, 2) &&
          row.text(0, 2) == hash_text(state_hash))
        return;
      throw ConflictingAppend("game " + game_id + ": another entry is stored as action " +
                              std::to_string(seq));
    }
  }

  void claim(const std::string& game_id, const std::string& code,
             const std::string& token) override {
    std::lock_guard lock(mutex_);
    Transaction tx(*this);
    if (run("UPDATE invitations SET claimed=TRUE WHERE code=$1 AND game_id=$2 AND NOT claimed",
            {code, game_id})
            .changed() != 1)
      throw StoreError("game " + game_id + " has no open invitation " + code);
    run("INSERT INTO tokens(token, game_id, seat) "
        "SELECT $1, game_id, seat FROM invitations WHERE code=$2",
        {token, code});
    tx.commit();
  }

  void truncate(const std::string& game_id, int seq) override {
    std::lock_guard lock(mutex_);
    run("DELETE FROM actions WHERE game_id=$1 AND seq>=$2", {game_id, std::to_string(seq)});
  }

  std::vector<std::string> game_ids() override {
    std::lock_guard lock(mutex_);
    const Result games = run("SELECT id FROM games ORDER BY ordinal", {});
    std::vector<std::string> ids;
    ids.reserve(games.rows());
    for (int i = 0; i < games.rows(); ++i) ids.push_back(games.text(i, 0));
    return ids;
  }

  GameRecord load_game(const std::string& game_id) override {
    std::lock_guard lock(mutex_);
    try {
      return read_game(game_id);
    } catch (const json::exception& e) {
      throw StoreError("game " + game_id + ": " + e.what());
    }
  }

  std::optional<StoredToken> find_token(const std::string& token) override {
    std::lock_guard lock(mutex_);
    const Result found = run("SELECT game_id, seat FROM tokens WHERE token=$1", {token});
    if (found.rows() == 0) return std::nullopt;
    return StoredToken{found.text(0, 0), found.text(0, 1)};
  }

  std::optional<std::string> find_invitation(const std::string& code) override {
    std::lock_guard lock(mutex_);
    const Result found = run("SELECT game_id FROM invitations WHERE code=$1", {code});
    if (found.rows() == 0) return std::nullopt;
    return found.text(0, 0);
  }

  // Every game as one snapshot (a repeatable-read transaction), written into a new SQLite
  // file: a copy any server opens with --db sqlite:FILE, and one a later import can read.
  void backup(const std::string& to) override {
    const std::string partial = to + ".partial";
    std::remove(partial.c_str());
    try {
      auto copy = open_sqlite_store(partial);
      std::lock_guard lock(mutex_);
      exec("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY");
      Transaction tx(*this, Transaction::kBegun);
      const Result games = run("SELECT id FROM games ORDER BY ordinal", {});
      for (int i = 0; i < games.rows(); ++i) copy->create(read_game(games.text(i, 0)));
      tx.commit();
    } catch (const std::exception& e) {
      std::remove(partial.c_str());
      throw StoreError("backup to '" + to + "' failed: " + e.what());
    }
    for (const char* suffix : {"-wal", "-shm"}) std::remove((partial + suffix).c_str());
    if (std::rename(partial.c_str(), to.c_str()) != 0) {
      std::remove(partial.c_str());
      throw StoreError("backup to '" + to + "' failed: cannot rename '" + partial + "'");
    }
  }

 private:
  struct DuplicateKey : StoreError {
    using StoreError::StoreError;
  };

  class Transaction {
   public:
    enum Begun { kBegun };
    explicit Transaction(PostgresStore& s) : s_(s) { s_.exec("BEGIN"); }
    Transaction(PostgresStore& s, Begun) : s_(s) {}
    ~Transaction() {
      if (!done_) PQclear(PQexec(s_.conn_, "ROLLBACK"));
    }
    void commit() {
      s_.exec("COMMIT");
      done_ = true;
    }

   private:
    PostgresStore& s_;
    bool done_ = false;
  };

  GameRecord read_game(const std::string& id) {
    GameRecord r;
    const Result game = run(
        "SELECT game, scenario, seed, seats, created, seed_chosen_by FROM games WHERE id=$1", {id});
    if (game.rows() == 0) throw StoreError("game " + id + " has no row");
    r.id = id;
    r.game = game.text(0, 0);
    r.scenario = parse(game.text(0, 1), "games.scenario of " + id);
    r.seed = static_cast<uint64_t>(game.integer(0, 2));
    r.seats = seats_from(parse(game.text(0, 3), "games.seats of " + id));
    r.created = game.text(0, 4);
    const auto chosen_by = seed_chooser_from(game.text(0, 5));
    if (!chosen_by)
      throw StoreError("games.seed_chosen_by of " + id + ": '" + game.text(0, 5) +
                       "' is neither 'server' nor 'client'");
    r.seed_chosen_by = *chosen_by;
    const Result tokens = run("SELECT token, seat FROM tokens WHERE game_id=$1", {id});
    for (int i = 0; i < tokens.rows(); ++i) r.tokens[tokens.text(i, 0)] = tokens.text(i, 1);
    const Result invitations =
        run("SELECT code, seat, claimed FROM invitations WHERE game_id=$1", {id});
    for (int i = 0; i < invitations.rows(); ++i)
      r.invitations[invitations.text(i, 0)] =
          Invitation{invitations.text(i, 1), invitations.text(i, 2) == "t"};
    const Result actions =
        run("SELECT seq, action, dice, hash FROM actions WHERE game_id=$1 ORDER BY seq", {id});
    r.log.reserve(actions.rows());
    for (int i = 0; i < actions.rows(); ++i) {
      const int64_t seq = actions.integer(i, 0);
      if (seq != static_cast<int64_t>(r.log.size()))
        throw StoreError("game " + id + ": action " + std::to_string(seq) + " follows " +
                         std::to_string(r.log.size()) + " actions");
      const json dice = parse(actions.text(i, 2), "actions.dice of " + id);
      r.log.push_back(LoggedAction{parse(actions.text(i, 1), "actions.action of " + id),
                                   dice.get<std::vector<int>>()});
      if (actions.null(i, 3)) {
        r.hashes.push_back(std::nullopt);
        continue;
      }
      try {
        r.hashes.push_back(std::stoull(actions.text(i, 3), nullptr, 16));
      } catch (const std::exception&) {
        throw StoreError("game " + id + ": action " + std::to_string(seq) +
                         " has a malformed hash '" + actions.text(i, 3) + "'");
      }
    }
    return r;
  }

  void insert_action(const std::string& game_id, int seq, const LoggedAction& entry,
                     std::optional<uint64_t> state_hash) {
    run("INSERT INTO actions(game_id, seq, action, dice, hash) VALUES($1,$2,$3,$4,$5)",
        {game_id, std::to_string(seq), entry.action.dump(), dice_text(entry),
         state_hash ? Param(hash_text(*state_hash)) : std::nullopt});
  }

  void migrate() {
    const Result version = run("SELECT value FROM meta WHERE key='schema'", {});
    if (version.rows() == 0) {
      run("INSERT INTO meta(key, value) VALUES('schema', $1)", {std::to_string(kSchemaVersion)});
      return;
    }
    if (version.text(0, 0) != std::to_string(kSchemaVersion))
      throw StoreError("schema version " + version.text(0, 0) + "; this server reads version " +
                       std::to_string(kSchemaVersion));
  }

  // One statement with its parameters as text. Throws StoreError with PostgreSQL's message;
  // DuplicateKey when a unique key refused the row.
  Result run(const char* sql, const std::vector<Param>& params) {
    std::vector<const char*> values;
    values.reserve(params.size());
    for (const Param& p : params) values.push_back(p ? p->c_str() : nullptr);
    Result r(PQexecParams(conn_, sql, static_cast<int>(values.size()), nullptr, values.data(),
                          nullptr, nullptr, 0));
    check(r, sql);
    return r;
  }
  void exec(const char* sql) { check(Result(PQexec(conn_, sql)), sql); }

  void check(const Result& r, const char* sql) {
    const PGresult* raw = r.raw();
    const ExecStatusType status = raw ? PQresultStatus(raw) : PGRES_FATAL_ERROR;
    if (status == PGRES_COMMAND_OK || status == PGRES_TUPLES_OK) return;
    const char* state = raw ? PQresultErrorField(raw, PG_DIAG_SQLSTATE) : nullptr;
    std::string why = trimmed(raw ? PQresultErrorMessage(raw) : PQerrorMessage(conn_));
    if (why.empty()) why = trimmed(PQerrorMessage(conn_));
    // A connection lost (the database restarted) is tried again on the next call; this one
    // fails, as its outcome is not known.
    if (PQstatus(conn_) == CONNECTION_BAD) PQreset(conn_);
    if (state && std::string(state) == kUniqueViolation) throw DuplicateKey("postgresql: " + why);
    throw StoreError("postgresql: " + why + " (in: " + first_line(sql) + ")");
  }

  static std::string trimmed(std::string s) {
    while (!s.empty() && (s.back() == '\n' || s.back() == ' ')) s.pop_back();
    return s;
  }
  static std::string first_line(const char* sql) {
    std::string s(sql);
    s = s.substr(s.find_first_not_of('\n') == std::string::npos ? 0 : s.find_first_not_of('\n'));
    return s.substr(0, s.find('\n'));
  }

  static json parse(const std::string& text, const std::string& where) {
    try {
      return json::parse(text);
    } catch (const json::exception& e) {
      throw StoreError(where + ": " + e.what());
    }
  }

  PGconn* conn_ = nullptr;
  std::mutex mutex_;
  std::string shown_;  // the URL with any password hidden, for messages
};

}  // namespace

std::unique_ptr<GameStore> open_postgres_store(const std::string& url) {
  return std::make_unique<PostgresStore>(url);
}

}  // namespace grognard::server
