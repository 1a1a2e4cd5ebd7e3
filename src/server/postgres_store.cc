// The store for several server processes: PostgreSQL through libpq. One connection, guarded
// by a mutex, as the SQLite store has; every write commits (synchronous_commit on) before it
// returns, and actions appended at the same time share a commit (group_commit.h). Each game row
// keeps its log's length, and an append moves it from `seq` to `seq + 1` in the statement that
// inserts the entry, so two processes never both append one number (the key (game_id, seq) of
// actions holds that too); a trigger tells every listening process which game changed
// (LISTEN/NOTIFY), and a session's advisory lock says which process holds a game.
#include <fmt/format.h>
#include <libpq-fe.h>
#include <poll.h>

#include <atomic>
#include <chrono>
#include <cstdio>
#include <mutex>
#include <optional>
#include <random>
#include <set>
#include <thread>
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
  seed_chosen_by TEXT NOT NULL, length INTEGER NOT NULL DEFAULT 0);
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
CREATE OR REPLACE FUNCTION grognard_told() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  game TEXT;
BEGIN
  IF TG_OP = 'DELETE' THEN game := OLD.game_id; ELSE game := NEW.game_id; END IF;
  PERFORM pg_notify(left('grognard_' || current_schema(), 63),
                    current_setting('application_name') || ' ' || game);
  RETURN NULL;
END $$;
CREATE OR REPLACE TRIGGER actions_told AFTER INSERT OR DELETE ON actions
  FOR EACH ROW EXECUTE FUNCTION grognard_told();
)sql";

// The channel the trigger tells on: one a schema, so that tests in schemas of their own (and
// deployments sharing a database) hear only their own games.
constexpr const char* kChannel = "SELECT left('grognard_' || current_schema(), 63)";
// A game's advisory lock key, in the schema's name space.
constexpr const char* kHoldKey = "hashtextextended(current_schema() || '/' || $1, 0)";

// An arbitrary key for the advisory lock that lets one process at a time create the schema
// (CREATE TABLE IF NOT EXISTS races with itself in PostgreSQL).
constexpr const char* kSchemaLock = "SELECT pg_advisory_xact_lock(7142026)";

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

// Secrets and names come from the operating system's random source.
std::string random_name() {
  std::random_device device;
  return fmt::format("{:08x}{:08x}", device(), device());
}

std::string trimmed(std::string s) {
  while (!s.empty() && (s.back() == '\n' || s.back() == ' ')) s.pop_back();
  return s;
}

std::string first_line(const char* sql) {
  std::string s(sql);
  const size_t start = s.find_first_not_of('\n');
  s.erase(0, start == std::string::npos ? s.size() : start);
  return s.substr(0, s.find('\n'));
}

class PostgresStore : public GameStore {
 public:
  explicit PostgresStore(const std::string& url)
      : url_(url), shown_(redact_database_url(url)), name_("grognard-" + random_name()) {
    conn_ = connect(url_);
    try {
      start_session();
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
  ~PostgresStore() override {
    stop_watching();
    PQfinish(conn_);
  }

  void create(const GameRecord& r) override {
    std::lock_guard lock(mutex_);
    Transaction tx(*this);
    run("INSERT INTO games(id, game, scenario, seed, seats, created, seed_chosen_by, length) "
        "VALUES($1,$2,$3,$4,$5,$6,$7,$8)",
        {r.id, r.game, r.scenario.dump(), std::to_string(static_cast<int64_t>(r.seed)),
         seats_json(r.seats).dump(), r.created, std::string(seed_chooser_name(r.seed_chosen_by)),
         std::to_string(r.log.size())});
    for (const auto& [token, seat] : r.tokens)
      run("INSERT INTO tokens(token, game_id, seat) VALUES($1,$2,$3)", {token, r.id, seat});
    for (const auto& [code, invitation] : r.invitations)
      run("INSERT INTO invitations(code, game_id, seat, claimed) VALUES($1,$2,$3,$4)",
          {code, r.id, invitation.seat, invitation.claimed ? "true" : "false"});
    for (size_t i = 0; i < r.log.size(); ++i)
      run("INSERT INTO actions(game_id, seq, action, dice, hash) VALUES($1,$2,$3,$4,$5)",
          {r.id, std::to_string(i), r.log[i].action.dump(), dice_text(r.log[i]),
           i < r.hashes.size() && r.hashes[i] ? Param(hash_text(*r.hashes[i])) : std::nullopt});
    tx.commit();
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
    if (run("UPDATE invitations SET claimed=TRUE WHERE code=$1 AND game_id=$2 AND NOT claimed",
            {code, game_id})
            .changed() != 1)
      throw StoreConflict("game " + game_id + " has no open invitation " + code);
    run("INSERT INTO tokens(token, game_id, seat) "
        "SELECT $1, game_id, seat FROM invitations WHERE code=$2",
        {token, code});
    tx.commit();
  }

  void truncate(const std::string& game_id, int seq) override {
    std::lock_guard lock(mutex_);
    if (run("WITH cut AS (UPDATE games SET length = $2::integer "
            "WHERE id = $1 AND length = $2::integer + 1 RETURNING id) "
            "DELETE FROM actions WHERE game_id IN (SELECT id FROM cut) AND seq = $2::integer",
            {game_id, std::to_string(seq)})
            .changed() != 1)
      throw StoreConflict(fmt::format("game {}: action {} is not the last stored", game_id, seq));
  }

  StoredLog load_log(const std::string& game_id, int from) override {
    std::lock_guard lock(mutex_);
    return read_stored_game(game_id, [&] { return read_log(game_id, from); });
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
    return read_stored_game(game_id, [&] { return read_game(game_id); });
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
  // file: a copy any server opens with --db sqlite:FILE.
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

  bool shared() const override { return true; }

  // Listening when it returns: no write made after it goes untold. Throws StoreError when the
  // database cannot be reached.
  void watch(std::function<void(const std::string& game_id)> changed) override {
    stop_watching();
    if (!changed) return;
    PGconn* c = listening_connection();
    watching_ = true;
    watcher_ = std::thread([this, c, changed = std::move(changed)] { listen(c, changed); });
  }

  bool hold(const std::string& game_id) override {
    std::lock_guard lock(mutex_);
    if (held_.count(game_id)) return true;
    const std::string sql = std::string("SELECT pg_try_advisory_lock(") + kHoldKey + ")";
    if (run(sql.c_str(), {game_id}).text(0, 0) != "t") return false;
    held_.insert(game_id);
    return true;
  }

  void release(const std::string& game_id) override {
    std::lock_guard lock(mutex_);
    if (!held_.erase(game_id)) return;
    const std::string sql = std::string("SELECT pg_advisory_unlock(") + kHoldKey + ")";
    try {
      run(sql.c_str(), {game_id});
    } catch (const StoreError&) {
      // A lost connection let go of every lock already.
    }
  }

 private:
  // The appends of a batch, in one transaction: one commit makes them all durable.
  void write_appends(const AppendBatch& batch) {
    std::lock_guard lock(mutex_);
    Transaction tx(*this);
    store_appends(batch, [this](const AppendRequest& a) { return append_next(a); });
    tx.commit();
  }

  // Whether the entry is stored now: added onto a log `seq` entries long, or found there as
  // the same entry again (an append whose commit reached the database though its answer did
  // not: the same state, so it holds). A key violation (a row without its log length, never
  // written by this store) ends the transaction: the whole batch fails.
  bool append_next(const AppendRequest& a) {
    const std::string number = std::to_string(a.seq);
    // The log's length moves from seq to seq + 1 in the statement that adds the entry.
    if (run("WITH claimed AS (UPDATE games SET length = $2::integer + 1 "
            "WHERE id = $1 AND length = $2::integer RETURNING id) "
            "INSERT INTO actions(game_id, seq, action, dice, hash) "
            "SELECT id, $2::integer, $3, $4, $5 FROM claimed",
            {a.game_id, number, a.entry.action.dump(), dice_text(a.entry), hash_text(a.state_hash)})
            .changed() == 1)
      return true;
    const Result row = run("SELECT action, dice, hash FROM actions WHERE game_id=$1 AND seq=$2",
                           {a.game_id, number});
    return row.rows() == 1 &&
           stored_as(row.text(0, 0), row.text(0, 1),
                     row.null(0, 2) ? std::nullopt : Param(row.text(0, 2)), a.entry, a.state_hash);
  }

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

  PGconn* connect(const std::string& url) const {
    PGconn* c = PQconnectdb(url.c_str());
    if (PQstatus(c) != CONNECTION_OK) {
      const std::string why = c ? PQerrorMessage(c) : "out of memory";
      PQfinish(c);
      throw StoreError("cannot open database '" + shown_ + "': " + trimmed(why));
    }
    return c;
  }

  // What every session of this store says first: acknowledged means on disk, whatever the
  // server's default; and its name, which the trigger puts in each notice so that this process
  // does not catch up with its own writes.
  void start_session() {
    exec("SET synchronous_commit = on");
    exec("SET client_min_messages = warning");
    const std::string name = "SET application_name = '" + name_ + "'";
    exec(name.c_str());
  }

  // A connection of its own that LISTENs on the schema's channel. Throws StoreError.
  PGconn* listening_connection() const {
    PGconn* c = connect(url_);
    try {
      const Result channel(PQexec(c, kChannel));
      if (PQresultStatus(channel.raw()) != PGRES_TUPLES_OK)
        throw StoreError("cannot name the channel: " + trimmed(PQerrorMessage(c)));
      const std::string name = channel.text(0, 0);
      char* quoted = PQescapeIdentifier(c, name.c_str(), name.size());
      const std::string sql = std::string("LISTEN ") + (quoted ? quoted : "grognard");
      PQfreemem(quoted);
      const Result listening(PQexec(c, sql.c_str()));
      if (PQresultStatus(listening.raw()) != PGRES_COMMAND_OK)
        throw StoreError("cannot LISTEN: " + trimmed(PQerrorMessage(c)));
    } catch (const StoreError&) {
      PQfinish(c);
      throw;
    }
    return c;
  }

  // The watcher, on `c` (listening already), until stop_watching: calls `changed` with the game
  // of each notice another process's write sent. A lost connection is made again, and then
  // `changed("")` says that notices may have been missed meanwhile.
  void listen(PGconn* c, const std::function<void(const std::string&)>& changed) {
    while (watching_) {
      if (!c || PQstatus(c) != CONNECTION_OK) {
        PQfinish(c);
        c = nullptr;
        try {
          c = listening_connection();
        } catch (const StoreError&) {
          std::this_thread::sleep_for(std::chrono::milliseconds(500));
          continue;
        }
        changed("");
      }
      pollfd fd{PQsocket(c), POLLIN, 0};
      ::poll(&fd, 1, 200);  // a timeout or an interruption: look again, and at watching_
      if (!PQconsumeInput(c)) {
        PQfinish(c);
        c = nullptr;
        continue;
      }
      while (PGnotify* notice = PQnotifies(c)) {
        const std::string payload = notice->extra;
        PQfreemem(notice);
        const size_t space = payload.find(' ');
        if (space == std::string::npos || payload.compare(0, space, name_) == 0) continue;
        changed(payload.substr(space + 1));
      }
    }
    PQfinish(c);
  }

  void stop_watching() {
    watching_ = false;
    if (watcher_.joinable()) watcher_.join();
  }

  GameRecord read_game(const std::string& id) {
    GameRecord r;
    const Result game = run(
        "SELECT game, scenario, seed, seats, created, seed_chosen_by FROM games WHERE id=$1", {id});
    if (game.rows() == 0) throw StoreError("game " + id + " has no row");
    r.id = id;
    r.game = game.text(0, 0);
    r.scenario = parse_stored(game.text(0, 1), "games.scenario of " + id);
    r.seed = static_cast<uint64_t>(game.integer(0, 2));
    r.seats = seats_from(parse_stored(game.text(0, 3), "games.seats of " + id));
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
    StoredLog stored = read_log(id, 0);
    r.log = std::move(stored.log);
    r.hashes = std::move(stored.hashes);
    return r;
  }

  StoredLog read_log(const std::string& id, int from) {
    StoredLog out;
    out.from = from;
    const Result actions =
        run("SELECT seq, action, dice, hash FROM actions WHERE game_id=$1 AND seq>=$2 ORDER BY seq",
            {id, std::to_string(from)});
    out.log.reserve(actions.rows());
    for (int i = 0; i < actions.rows(); ++i)
      add_stored_entry(out, id, actions.integer(i, 0), actions.text(i, 1), actions.text(i, 2),
                       actions.null(i, 3) ? std::nullopt : Param(actions.text(i, 3)));
    return out;
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

  // One statement with its parameters as text. Throws StoreError with PostgreSQL's message.
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
    std::string why = trimmed(raw ? PQresultErrorMessage(raw) : "");
    if (why.empty()) why = trimmed(PQerrorMessage(conn_));
    if (PQstatus(conn_) == CONNECTION_BAD) reconnect();
    throw StoreError("postgresql: " + why + " (in: " + first_line(sql) + ")");
  }

  // A connection lost (the database restarted) is made again for the next call; the call that
  // found it lost fails, as its outcome is not known. The games it held are held no more.
  void reconnect() {
    held_.clear();
    PQreset(conn_);
    if (PQstatus(conn_) != CONNECTION_OK) return;
    try {
      start_session();
    } catch (const StoreError&) {
      // The next call finds out.
    }
  }

  const std::string url_;
  const std::string shown_;  // the URL with any password hidden, for messages
  const std::string name_;   // this store's application_name
  PGconn* conn_ = nullptr;
  std::mutex mutex_;
  GroupCommit<AppendRequest> appends_;
  std::set<std::string> held_;  // the games whose advisory lock this session holds
  std::atomic<bool> watching_{false};
  std::thread watcher_;
};

}  // namespace

std::unique_ptr<GameStore> open_postgres_store(const std::string& url) {
  return std::make_unique<PostgresStore>(url);
}

}  // namespace grognard::server
