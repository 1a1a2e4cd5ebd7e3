// Group commit (src/server/group_commit.h): appends that arrive while a batch is being
// written share the next batch, each caller hears its own verdict, and none returns before
// the batch holding its append is written.
#include "server/group_commit.h"

#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <functional>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

namespace grognard::server {
namespace {

using Commit = GroupCommit<int>;

void wait_until(const std::function<bool()>& ready) {
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(10);
  while (!ready()) {
    ASSERT_LT(std::chrono::steady_clock::now(), deadline) << "timed out";
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
  }
}

TEST(GroupCommit, AppendsArrivingDuringAWriteShareTheNextBatch) {
  Commit commit;
  std::vector<std::vector<int>> batches;  // written only by the one writer at a time
  std::atomic<bool> first_writing = false, first_may_finish = false;
  std::atomic<int> returned = 0;
  auto write = [&](const Commit::Batch& batch) {
    std::vector<int> items;
    for (const Commit::Entry* e : batch) items.push_back(*e->item);
    batches.push_back(items);
    // The first batch holds until the others are queued behind it.
    if (items != std::vector<int>{0}) return;
    first_writing = true;
    while (!first_may_finish) std::this_thread::yield();
  };
  std::vector<int> items = {0, 1, 2, 3, 4, 5, 6, 7};
  std::vector<std::thread> threads;
  threads.emplace_back([&] {
    commit.submit(items[0], write);
    ++returned;
  });
  wait_until([&] { return first_writing.load(); });
  for (int i = 1; i < 8; ++i)
    threads.emplace_back([&, i] {
      commit.submit(items[static_cast<size_t>(i)], write);
      ++returned;
    });
  wait_until([&] { return commit.waiting() == 7; });
  EXPECT_EQ(returned, 0) << "no append returns before its batch is written";
  first_may_finish = true;
  for (auto& t : threads) t.join();
  EXPECT_EQ(returned, 8);
  ASSERT_EQ(batches.size(), 2u);
  EXPECT_EQ(batches[0], std::vector<int>{0});
  EXPECT_EQ(batches[1].size(), 7u) << "the seven waiting appends share one batch";
  EXPECT_EQ(commit.batches(), 2u);
  EXPECT_EQ(commit.appends(), 8u);
}

// A computer's turn submits its moves together: they go into one batch, in order, and the
// caller hears the first refusal among them.
TEST(GroupCommit, ItemsSubmittedTogetherShareOneBatchInOrder) {
  Commit commit;
  std::vector<std::vector<int>> batches;
  auto write = [&](const Commit::Batch& batch) {
    std::vector<int> items;
    for (Commit::Entry* e : batch) {
      items.push_back(*e->item);
      if (*e->item >= 12)
        e->error = std::make_exception_ptr(std::runtime_error(std::to_string(*e->item)));
    }
    batches.push_back(items);
  };
  const std::vector<int> turn = {7, 8, 9};
  commit.submit(std::span<const int>(turn), write);
  ASSERT_EQ(batches.size(), 1u);
  EXPECT_EQ(batches[0], turn);
  const std::vector<int> refused = {11, 12, 13};
  try {
    commit.submit(std::span<const int>(refused), write);
    FAIL() << "a refused item returned";
  } catch (const std::runtime_error& e) {
    EXPECT_EQ(std::string(e.what()), "12") << "the first refusal";
  }
  EXPECT_EQ(commit.batches(), 2u);
  EXPECT_EQ(commit.appends(), 6u);
}

TEST(GroupCommit, EachCallerHearsItsOwnRefusal) {
  Commit commit;
  const int refused = 3, accepted = 4;
  auto write = [](const Commit::Batch& batch) {
    for (Commit::Entry* e : batch)
      if (*e->item == 3) e->error = std::make_exception_ptr(std::runtime_error("three refused"));
  };
  EXPECT_NO_THROW(commit.submit(accepted, write));
  try {
    commit.submit(refused, write);
    FAIL() << "the refused append returned";
  } catch (const std::runtime_error& e) {
    EXPECT_EQ(std::string(e.what()), "three refused");
  }
}

TEST(GroupCommit, ALostTransactionFailsEveryAppendOfItsBatch) {
  Commit commit;
  std::atomic<bool> holding = false, release = false;
  std::atomic<int> failed = 0;
  int first = 0;
  std::thread holder([&] {
    commit.submit(first, [&](const Commit::Batch&) {
      holding = true;
      while (!release) std::this_thread::yield();
    });
  });
  wait_until([&] { return holding.load(); });
  std::vector<int> items = {1, 2, 3};
  std::vector<std::thread> threads;
  for (int& item : items)
    threads.emplace_back([&] {
      try {
        commit.submit(item, [](const Commit::Batch&) { throw std::runtime_error("disk full"); });
      } catch (const std::runtime_error& e) {
        if (std::string(e.what()) == "disk full") ++failed;
      }
    });
  wait_until([&] { return commit.waiting() == 3; });
  release = true;
  holder.join();
  for (auto& t : threads) t.join();
  EXPECT_EQ(failed, 3);
  EXPECT_EQ(commit.batches(), 2u);
  // The writer goes on after a lost transaction.
  EXPECT_NO_THROW(commit.submit(first, [](const Commit::Batch&) {}));
}

}  // namespace
}  // namespace grognard::server
