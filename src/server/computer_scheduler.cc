#include "server/computer_scheduler.h"

namespace grognard::server {

void FairQueue::push(const std::string& creator, Attention attention, std::function<void()> task) {
  Lane& lane = lanes_[static_cast<size_t>(attention)];
  auto& tasks = lane.tasks[creator];
  if (tasks.empty()) lane.turns.push_back(creator);
  tasks.push_back(std::move(task));
  ++size_;
}

std::optional<std::function<void()>> FairQueue::pop() {
  for (Lane& lane : lanes_) {
    if (lane.turns.empty()) continue;
    const std::string creator = std::move(lane.turns.front());
    lane.turns.pop_front();
    auto it = lane.tasks.find(creator);
    std::function<void()> task = std::move(it->second.front());
    it->second.pop_front();
    if (it->second.empty())
      lane.tasks.erase(it);
    else
      lane.turns.push_back(creator);
    --size_;
    return task;
  }
  return std::nullopt;
}

ComputerScheduler::ComputerScheduler(int threads) {
  for (int i = 0; i < threads; ++i) threads_.emplace_back([this] { work(); });
}

ComputerScheduler::~ComputerScheduler() { stop(); }

void ComputerScheduler::submit(const std::string& creator, Attention attention,
                               std::function<void()> task) {
  {
    std::lock_guard lock(mutex_);
    if (stopping_) return;
    queue_.push(creator, attention, std::move(task));
  }
  ready_.notify_one();
}

void ComputerScheduler::stop() {
  {
    FairQueue dropped;  // freed outside the lock: a task may own what takes it
    {
      std::lock_guard lock(mutex_);
      stopping_ = true;
      std::swap(dropped, queue_);
    }
    ready_.notify_all();
  }
  for (std::thread& t : threads_)
    if (t.joinable()) t.join();
}

void ComputerScheduler::work() {
  while (true) {
    std::function<void()> task;
    {
      std::unique_lock lock(mutex_);
      ready_.wait(lock, [this] { return stopping_ || queue_.size() > 0; });
      if (stopping_) return;
      task = std::move(*queue_.pop());
    }
    task();
  }
}

}  // namespace grognard::server
