// Which computer player thinks next when several wait for a thread. Games a person plays come
// before games of computers alone, and within each the creators take turns, so that one
// creator's many games cannot starve another's: the order is FairQueue's, the threads are
// ComputerScheduler's.
#pragma once

#include <array>
#include <condition_variable>
#include <cstddef>
#include <deque>
#include <functional>
#include <map>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <vector>

namespace grognard::server {

// Whether a person waits for the game's computer moves (the game has a human seat).
enum class Attention { kPersonWaiting, kUnattended };

// The waiting tasks in the order they run, without threads (so its order can be tested). Each
// task belongs to a creator: the tasks of one creator run in the order they came.
class FairQueue {
 public:
  void push(const std::string& creator, Attention attention, std::function<void()> task);
  // The next task: the first creator in turn among those with a game a person waits on, else
  // among the unattended; that creator goes to the back of the turn. nullopt when none waits.
  std::optional<std::function<void()>> pop();
  size_t size() const { return size_; }

 private:
  struct Lane {
    std::deque<std::string> turns;  // the creators with tasks waiting, the next to serve first
    std::map<std::string, std::deque<std::function<void()>>> tasks;
  };
  std::array<Lane, 2> lanes_;  // by Attention
  size_t size_ = 0;
};

// Threads running FairQueue's tasks in its order.
class ComputerScheduler {
 public:
  explicit ComputerScheduler(int threads);
  ~ComputerScheduler();
  void submit(const std::string& creator, Attention attention, std::function<void()> task);
  // The tasks running finish; those waiting are dropped unrun; nothing starts after.
  void stop();

 private:
  void work();

  std::mutex mutex_;
  std::condition_variable ready_;
  FairQueue queue_;
  bool stopping_ = false;
  std::vector<std::thread> threads_;
};

}  // namespace grognard::server
