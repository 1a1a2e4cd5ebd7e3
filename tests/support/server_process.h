// A grognard-server child process on loopback, its log in a file: the one way the process tests
// and grognard-reliabilitybench run the real server binary.
#pragma once

#include <sys/types.h>

#include <chrono>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace grognard::harness {

struct ServerProcessOptions {
  std::filesystem::path binary;  // grognard-server
  std::string db;                // what --db takes: a SQLite file or a PostgreSQL URL
  std::filesystem::path log;     // the server's stdout and stderr; truncated at start
  std::filesystem::path web;
  std::vector<std::string> extra_args;  // e.g. {"--max-messages-per-second", "1000"}
  // How long the server may take to log the address it listens on (it restores every stored
  // game first).
  std::chrono::milliseconds start_timeout = std::chrono::seconds(60);
};

class ServerProcess {
 public:
  // Starts the server on a free port and waits until it listens. Throws std::runtime_error, with
  // the end of its log, when it cannot be started or does not listen in time.
  explicit ServerProcess(ServerProcessOptions options);
  ~ServerProcess();  // kills it (SIGKILL) if it still runs
  ServerProcess(const ServerProcess&) = delete;
  ServerProcess& operator=(const ServerProcess&) = delete;

  int port() const { return port_; }
  pid_t pid() const { return pid_; }
  // The time from the start until the server logged its address (restoring every game).
  std::chrono::duration<double> start_time() const { return start_time_; }

  // Sends the signal and returns the exit status (or 128 + signal).
  int stop(int signal);
  void signal(int signal);
  // Waits for the process to end; returns its exit status (or 128 + signal).
  int wait();
  // True while the process has not ended (it is not reaped here).
  bool running() const;
  // The resident set size and its peak, in KiB, from /proc/PID/status; nullopt once it ended.
  std::optional<long> rss_kib() const;
  std::optional<long> peak_rss_kib() const;
  std::string log_text() const;

 private:
  std::optional<long> status_field_kib(const std::string& field) const;

  ServerProcessOptions options_;
  pid_t pid_ = -1;
  int port_ = 0;
  std::chrono::duration<double> start_time_{};
};

}  // namespace grognard::harness
