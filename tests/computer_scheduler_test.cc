// The order computer players think in (src/server/computer_scheduler.h): games a person plays
// first, then the creators in turn. FairQueue is checked without threads; the scheduler's
// threads with a gate that holds its one thread, never with a clock.
#include "server/computer_scheduler.h"

#include <gtest/gtest.h>

#include <future>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

namespace grognard::server {
namespace {

class FairQueueTest : public ::testing::Test {
 protected:
  void push(const std::string& creator, Attention attention, const std::string& label) {
    queue_.push(creator, attention, [this, label] { ran_.push_back(label); });
  }
  std::vector<std::string> run_all() {
    while (auto task = queue_.pop()) (*task)();
    return ran_;
  }
  FairQueue queue_;
  std::vector<std::string> ran_;
};

TEST_F(FairQueueTest, AGamePeoplePlayIsServedBeforeEveryUnattendedOne) {
  for (int i = 0; i < 3; ++i) push("bot-farm", Attention::kUnattended, "bot" + std::to_string(i));
  push("alice", Attention::kPersonWaiting, "alice");
  EXPECT_EQ(queue_.size(), 4u);
  EXPECT_EQ(run_all(), (std::vector<std::string>{"alice", "bot0", "bot1", "bot2"}));
  EXPECT_EQ(queue_.size(), 0u);
  EXPECT_FALSE(queue_.pop());
}

TEST_F(FairQueueTest, CreatorsTakeTurnsWhateverHowManyGamesEachHas) {
  for (int i = 0; i < 4; ++i) push("many", Attention::kPersonWaiting, "many" + std::to_string(i));
  push("one", Attention::kPersonWaiting, "one");
  push("two", Attention::kPersonWaiting, "two0");
  push("two", Attention::kPersonWaiting, "two1");
  // A FIFO would run one's task fifth; in turn it runs second.
  EXPECT_EQ(run_all(),
            (std::vector<std::string>{"many0", "one", "two0", "many1", "two1", "many2", "many3"}));
}

TEST_F(FairQueueTest, UnattendedGamesTakeTurnsByCreatorToo) {
  for (int i = 0; i < 3; ++i) push("farm", Attention::kUnattended, "farm" + std::to_string(i));
  push("analyst", Attention::kUnattended, "analyst");
  EXPECT_EQ(run_all(), (std::vector<std::string>{"farm0", "analyst", "farm1", "farm2"}));
}

TEST_F(FairQueueTest, ACreatorThatComesBackJoinsTheEndOfTheTurn) {
  push("a", Attention::kPersonWaiting, "a0");
  push("b", Attention::kPersonWaiting, "b0");
  (*queue_.pop())();                           // a0: a has nothing more waiting
  push("a", Attention::kPersonWaiting, "a1");  // a's next move, asked once a0 is made
  push("c", Attention::kPersonWaiting, "c0");
  EXPECT_EQ(run_all(), (std::vector<std::string>{"a0", "b0", "a1", "c0"}));
}

// The threads follow the queue's order: with the one thread held by a gate, the tasks queued
// meanwhile run in FairQueue's order once it opens.
TEST(ComputerSchedulerTest, ItsThreadsRunTheQueuedTasksInTheFairOrder) {
  ComputerScheduler scheduler(1);
  std::promise<void> gate, entered;
  scheduler.submit("farm", Attention::kUnattended, [&] {
    entered.set_value();
    gate.get_future().wait();
  });
  entered.get_future().wait();  // the thread is busy: what follows waits in the queue
  std::mutex mutex;
  std::vector<std::string> ran;
  std::promise<void> all_ran;
  auto task = [&](std::string label, bool last) {
    return [&, label, last] {
      {
        std::lock_guard lock(mutex);
        ran.push_back(label);
      }
      if (last) all_ran.set_value();
    };
  };
  for (int i = 0; i < 3; ++i)
    scheduler.submit("farm", Attention::kUnattended, task("farm" + std::to_string(i), i == 2));
  scheduler.submit("alice", Attention::kPersonWaiting, task("alice", false));
  gate.set_value();
  all_ran.get_future().wait();
  EXPECT_EQ(ran, (std::vector<std::string>{"alice", "farm0", "farm1", "farm2"}));
}

// Stopping lets the running task finish and drops those waiting, without running them.
TEST(ComputerSchedulerTest, StopFinishesTheRunningTaskAndDropsTheWaitingOnes) {
  auto scheduler = std::make_unique<ComputerScheduler>(1);
  std::promise<void> gate, entered;
  bool finished = false, ran_after_stop = false;
  scheduler->submit("a", Attention::kPersonWaiting, [&] {
    entered.set_value();
    gate.get_future().wait();
    finished = true;
  });
  entered.get_future().wait();
  auto kept = std::make_shared<int>(0);
  scheduler->submit("a", Attention::kPersonWaiting, [&, kept] { ran_after_stop = true; });
  std::thread stopper([&] { scheduler->stop(); });
  // The waiting task is dropped (and freed) before the running one is let finish.
  while (kept.use_count() > 1) std::this_thread::yield();
  gate.set_value();
  stopper.join();
  EXPECT_TRUE(finished);
  EXPECT_FALSE(ran_after_stop);
  EXPECT_EQ(kept.use_count(), 1) << "a dropped task still holds what it captured";
  scheduler->submit("a", Attention::kPersonWaiting, [&] { ran_after_stop = true; });
  scheduler.reset();
  EXPECT_FALSE(ran_after_stop);
}

}  // namespace
}  // namespace grognard::server
