// The database a server test or benchmark runs on, made for it and removed after it: a SQLite
// file (the default), or, under GROGNARD_TEST_STORE=postgres, a schema of its own in the
// PostgreSQL database GROGNARD_TEST_POSTGRES names (a URL; scripts/postgres.sh starts one).
// ctest runs the server's suites once on each (tests/CMakeLists.txt).
#pragma once

#include <optional>
#include <string>

namespace grognard::harness {

class TestDatabase {
 public:
  // `name` tells one test's database from another's (the test's name will do).
  explicit TestDatabase(const std::string& name);
  ~TestDatabase();  // drops the schema, or removes the file with its -wal and -shm
  TestDatabase(const TestDatabase&) = delete;
  TestDatabase& operator=(const TestDatabase&) = delete;

  // Whether this run asks for PostgreSQL (GROGNARD_TEST_STORE=postgres).
  static bool postgres_asked();
  // Why the store asked for cannot be had here (PostgreSQL asked for, no URL given); nullopt
  // when it can. The suites skip with this message: a machine without PostgreSQL still runs
  // every SQLite test, and scripts/test.sh sets GROGNARD_TEST_POSTGRES_REQUIRED so that CI
  // fails instead.
  static std::optional<std::string> unavailable();

  bool postgres() const { return postgres_; }
  // What --db and open_store take.
  const std::string& url() const { return url_; }
  // The SQLite file (empty on PostgreSQL).
  const std::string& file() const { return file_; }
  // Runs SQL on the database behind the server's back (to damage it, or to read it).
  void execute(const std::string& sql) const;
  // The first column of the first row a query returns; nullopt when it returns none.
  std::optional<std::string> query_text(const std::string& sql) const;

 private:
  bool postgres_ = false;
  std::string url_, file_, schema_;
};

}  // namespace grognard::harness
