#include "test_database.h"

#include <libpq-fe.h>
#include <sqlite3.h>
#include <unistd.h>

#include <atomic>
#include <cctype>
#include <cstdlib>
#include <filesystem>
#include <memory>
#include <stdexcept>

namespace grognard::harness {

namespace {

std::string env(const char* name) {
  const char* v = std::getenv(name);
  return v ? v : "";
}

using Connection = std::unique_ptr<PGconn, decltype(&PQfinish)>;

Connection connect(const std::string& url) {
  Connection c(PQconnectdb(url.c_str()), &PQfinish);
  if (PQstatus(c.get()) != CONNECTION_OK)
    throw std::runtime_error("test database: cannot connect to " + url + ": " +
                             PQerrorMessage(c.get()));
  return c;
}

// Runs SQL; the first column of the first row, if any.
std::optional<std::string> pg_run(const std::string& url, const std::string& sql) {
  const Connection c = connect(url);
  std::unique_ptr<PGresult, decltype(&PQclear)> r(PQexec(c.get(), sql.c_str()), &PQclear);
  const auto status = PQresultStatus(r.get());
  if (status != PGRES_COMMAND_OK && status != PGRES_TUPLES_OK)
    throw std::runtime_error("test database: " + sql + ": " + PQresultErrorMessage(r.get()));
  if (status != PGRES_TUPLES_OK || PQntuples(r.get()) == 0) return std::nullopt;
  return std::string(PQgetvalue(r.get(), 0, 0));
}

std::optional<std::string> sqlite_run(const std::string& file, const std::string& sql) {
  sqlite3* db = nullptr;
  if (sqlite3_open(file.c_str(), &db) != SQLITE_OK) {
    sqlite3_close(db);
    throw std::runtime_error("test database: cannot open " + file);
  }
  std::optional<std::string> first;
  char* err = nullptr;
  const int rc = sqlite3_exec(
      db, sql.c_str(),
      [](void* out, int columns, char** values, char**) {
        auto& first = *static_cast<std::optional<std::string>*>(out);
        if (!first && columns > 0 && values[0]) first = values[0];
        return 0;
      },
      &first, &err);
  const std::string why = err ? err : "";
  sqlite3_free(err);
  sqlite3_close(db);
  if (rc != SQLITE_OK) throw std::runtime_error("test database: " + sql + ": " + why);
  return first;
}

// PostgreSQL names: lower-case letters, digits and _, at most 63 bytes.
std::string schema_name(const std::string& name) {
  static std::atomic<int> made{0};
  std::string s = "t" + std::to_string(::getpid()) + "_" + std::to_string(++made) + "_";
  for (char c : name) {
    if (s.size() >= 50) break;  // the store's channel is "grognard_" and the schema
    s += std::isalnum(static_cast<unsigned char>(c))
             ? static_cast<char>(std::tolower(static_cast<unsigned char>(c)))
             : '_';
  }
  return s;
}

}  // namespace

bool TestDatabase::postgres_asked() { return env("GROGNARD_TEST_STORE") == "postgres"; }

std::optional<std::string> TestDatabase::unavailable() {
  if (!postgres_asked() || !env("GROGNARD_TEST_POSTGRES").empty() ||
      !env("GROGNARD_TEST_POSTGRES_REQUIRED").empty())
    return std::nullopt;
  return "GROGNARD_TEST_STORE=postgres, but GROGNARD_TEST_POSTGRES names no database "
         "(url=$(bash scripts/postgres.sh start DIR))";
}

TestDatabase::TestDatabase(const std::string& name) : postgres_(postgres_asked()) {
  if (!postgres_) {
    file_ = (std::filesystem::temp_directory_path() /
             ("grognard-test-" + std::to_string(::getpid()) + "-" + name + ".db"))
                .string();
    for (const char* suffix : {"", "-wal", "-shm"}) std::filesystem::remove(file_ + suffix);
    url_ = file_;
    return;
  }
  const std::string base = env("GROGNARD_TEST_POSTGRES");
  if (base.empty())
    throw std::runtime_error("GROGNARD_TEST_STORE=postgres needs GROGNARD_TEST_POSTGRES");
  schema_ = schema_name(name);
  pg_run(base, "SET client_min_messages = warning; DROP SCHEMA IF EXISTS " + schema_ +
                   " CASCADE; CREATE SCHEMA " + schema_);
  url_ = base + (base.find('?') == std::string::npos ? "?" : "&") + "options=-csearch_path%3D" +
         schema_;
}

TestDatabase::~TestDatabase() {
  try {
    if (postgres_)
      pg_run(env("GROGNARD_TEST_POSTGRES"),
             "SET client_min_messages = warning; DROP SCHEMA IF EXISTS " + schema_ + " CASCADE");
    else
      for (const char* suffix : {"", "-wal", "-shm"}) std::filesystem::remove(file_ + suffix);
  } catch (const std::exception&) {
    // Left behind: a schema or file of a finished test harms no other.
  }
}

void TestDatabase::execute(const std::string& sql) const { query_text(sql); }

std::optional<std::string> TestDatabase::query_text(const std::string& sql) const {
  return postgres_ ? pg_run(url_, sql) : sqlite_run(file_, sql);
}

}  // namespace grognard::harness
