#include "server_process.h"

#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>

#include <cstring>
#include <fstream>
#include <regex>
#include <sstream>
#include <stdexcept>
#include <thread>

extern char** environ;

namespace grognard::harness {

ServerProcess::ServerProcess(ServerProcessOptions options) : options_(std::move(options)) {
  std::vector<std::string> args = {
      options_.binary.string(), "--port", "0", "--db", options_.db, "--web", options_.web.string()};
  args.insert(args.end(), options_.extra_args.begin(), options_.extra_args.end());
  std::vector<char*> argv;
  for (auto& a : args) argv.push_back(a.data());
  argv.push_back(nullptr);
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_addopen(&actions, 2, options_.log.c_str(), O_WRONLY | O_CREAT | O_TRUNC,
                                   0644);
  posix_spawn_file_actions_adddup2(&actions, 2, 1);
  const auto started = std::chrono::steady_clock::now();
  const int spawned = posix_spawn(&pid_, argv[0], &actions, nullptr, argv.data(), environ);
  posix_spawn_file_actions_destroy(&actions);
  if (spawned != 0) {
    pid_ = -1;
    throw std::runtime_error("cannot start " + options_.binary.string() + ": " +
                             std::strerror(spawned));
  }
  // The server logs its address once it listens.
  const std::regex address(R"re("address":"http://127\.0\.0\.1:(\d+)/")re");
  while (port_ == 0) {
    std::smatch m;
    const std::string text = log_text();
    if (std::regex_search(text, m, address)) {
      port_ = std::stoi(m[1]);
      break;
    }
    const bool late = std::chrono::steady_clock::now() - started > options_.start_timeout;
    if (!running() || late) {
      std::string tail = text.substr(text.size() > 2000 ? text.size() - 2000 : 0);
      throw std::runtime_error(std::string("grognard-server ") +
                               (late ? "did not listen in time" : "ended before it listened") +
                               "; its log ends:\n" + tail);
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  }
  start_time_ = std::chrono::steady_clock::now() - started;
}

ServerProcess::~ServerProcess() {
  if (pid_ > 0) {
    ::kill(pid_, SIGKILL);
    ::waitpid(pid_, nullptr, 0);
  }
}

int ServerProcess::stop(int signal) {
  this->signal(signal);
  return wait();
}

void ServerProcess::signal(int signal) {
  if (pid_ > 0) ::kill(pid_, signal);
}

int ServerProcess::wait() {
  int status = 0;
  ::waitpid(pid_, &status, 0);
  pid_ = -1;
  return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
}

bool ServerProcess::running() const {
  if (pid_ <= 0) return false;
  siginfo_t info{};
  // WNOWAIT: look without reaping, so that wait() still gets the exit status.
  if (::waitid(P_PID, static_cast<id_t>(pid_), &info, WEXITED | WNOHANG | WNOWAIT) != 0)
    return false;
  return info.si_pid == 0;
}

std::optional<long> ServerProcess::status_field_kib(const std::string& field) const {
  if (pid_ <= 0) return std::nullopt;
  std::ifstream in("/proc/" + std::to_string(pid_) + "/status");
  std::string line;
  while (std::getline(in, line))
    if (line.rfind(field + ":", 0) == 0) return std::stol(line.substr(field.size() + 1));
  return std::nullopt;
}

std::optional<long> ServerProcess::rss_kib() const { return status_field_kib("VmRSS"); }
std::optional<long> ServerProcess::peak_rss_kib() const { return status_field_kib("VmHWM"); }

std::string ServerProcess::log_text() const {
  std::ifstream in(options_.log);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

}  // namespace grognard::harness
