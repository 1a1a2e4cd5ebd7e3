// Work split over threads the same way by every search: the caller's thread is thread 0.
#pragma once

#include <thread>
#include <vector>

namespace grognard::ai {

// Runs work(t) for t in [0, threads) at once, work(0) on the calling thread; returns when all
// have. A budget split by t, not by time, keeps a search repeatable on any machine.
template <class Work>
void run_on_threads(int threads, const Work& work) {
  std::vector<std::thread> workers;
  for (int t = 1; t < threads; ++t) workers.emplace_back([&work, t] { work(t); });
  work(0);
  for (auto& w : workers) w.join();
}

}  // namespace grognard::ai
