// Runs the built grognard command as scripts do, on saves in a temporary directory of its own.
#pragma once

#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

namespace grognard {

struct CommandRun {
  int status;
  std::string out;  // stdout and stderr together
};

// A shell command line, its stdout and stderr together.
inline CommandRun run_shell(const std::string& cmd) {
  FILE* p = popen((cmd + " 2>&1").c_str(), "r");
  std::string out;
  char buf[4096];
  while (size_t n = fread(buf, 1, sizeof buf, p)) out.append(buf, n);
  const int status = pclose(p);
  return {WIFEXITED(status) ? WEXITSTATUS(status) : -1, out};
}

inline CommandRun run(const std::string& args) {
  return run_shell(std::string(GROGNARD_CLI) + " " + args);
}

inline std::string slurp(const std::filesystem::path& p) {
  std::ifstream in(p);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

// A JSON argument quoted for the shell (no JSON text here holds a single quote).
inline std::string quoted(const std::string& text) { return "'" + text + "'"; }

class CliFixture : public ::testing::Test {
 protected:
  void SetUp() override {
    const auto* test = ::testing::UnitTest::GetInstance()->current_test_info();
    dir_ = std::filesystem::temp_directory_path() /
           ("grognard-cli-" + std::to_string(::getpid()) + "-" + test->test_suite_name() + "-" +
            test->name());
    std::filesystem::create_directories(dir_);
    save_ = (dir_ / "game.json").string();
  }
  void TearDown() override { std::filesystem::remove_all(dir_); }
  std::filesystem::path dir_;
  std::string save_;
};

}  // namespace grognard
