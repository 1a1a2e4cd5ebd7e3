// Group commit: appends made at the same time from many threads share one transaction, so
// one disk flush makes a batch of actions durable instead of one each. The first caller to
// find no batch being written writes every append waiting, its own included; the others wait
// for the batch that holds theirs. Each caller returns only once its own append is committed,
// or throws its own refusal: "committed before acknowledged" holds as with one commit each.
#pragma once

#include <condition_variable>
#include <cstddef>
#include <exception>
#include <mutex>
#include <span>
#include <utility>
#include <vector>

namespace grognard::server {

template <class Item>
class GroupCommit {
 public:
  struct Entry {
    const Item* item;
    std::exception_ptr error;  // set by the writer for an append it refuses
    bool done = false;
  };
  using Batch = std::vector<Entry*>;

  // Writes `items` in a batch with the others waiting, in order and all in the same batch:
  // `write(batch)` stores the batch's items in one transaction, setting the error of each it
  // refuses; if it throws, the transaction is lost and every append of the batch fails with
  // that error. Throws the first error of `items`.
  template <class Write>
  void submit(std::span<const Item> items, Write&& write) {
    std::vector<Entry> mine;
    mine.reserve(items.size());
    for (const Item& item : items) mine.push_back(Entry{&item, nullptr, false});
    std::unique_lock lock(mutex_);
    for (Entry& e : mine) waiting_.push_back(&e);
    // Mine go into one batch together, so the last is done when all are.
    while (!mine.empty() && !mine.back().done) {
      if (writing_) {
        written_.wait(lock);
        continue;
      }
      writing_ = true;
      Batch batch = std::exchange(waiting_, {});
      lock.unlock();
      try {
        write(batch);
      } catch (...) {
        const std::exception_ptr lost = std::current_exception();
        for (Entry* e : batch) e->error = lost;
      }
      lock.lock();
      for (Entry* e : batch) e->done = true;
      writing_ = false;
      ++batches_;
      appends_ += batch.size();
      written_.notify_all();
    }
    for (const Entry& e : mine)
      if (e.error) std::rethrow_exception(e.error);
  }
  template <class Write>
  void submit(const Item& item, Write&& write) {
    submit(std::span<const Item>(&item, 1), std::forward<Write>(write));
  }

  // Appends waiting for a batch now (a test waits for them to queue up).
  size_t waiting() const {
    std::lock_guard lock(mutex_);
    return waiting_.size();
  }
  // Batches written so far, and the appends in them: their ratio is the mean batch.
  size_t batches() const {
    std::lock_guard lock(mutex_);
    return batches_;
  }
  size_t appends() const {
    std::lock_guard lock(mutex_);
    return appends_;
  }

 private:
  mutable std::mutex mutex_;
  std::condition_variable written_;
  Batch waiting_;
  bool writing_ = false;
  size_t batches_ = 0, appends_ = 0;
};

}  // namespace grognard::server
