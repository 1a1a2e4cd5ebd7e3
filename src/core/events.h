// What happened, as a ruleset tells it while it applies an action.
#pragma once

#include <concepts>
#include <nlohmann/json.hpp>
#include <utility>
#include <vector>

namespace grognard {

using json = nlohmann::json;
// What happened: one JSON object per event, with a "type" field. Shown, logged, never diffed.
using Events = std::vector<json>;

// Whether applying an action tells what happened. Play records every event; a search applies
// thousands of actions that no one reads, and skips them.
enum class EventMode : bool { kRecord, kSkip };

// Where a ruleset's apply writes its events. Each event is made by a function that runs only
// when events are recorded, so a skipped one costs nothing; making an event must never change
// the state (no die is rolled inside one).
class EventSink {
 public:
  explicit EventSink(EventMode mode = EventMode::kRecord)
      : recording_(mode == EventMode::kRecord) {}
  bool recording() const { return recording_; }
  template <std::invocable Make>
  void add(Make&& make) {
    if (recording_) events_.push_back(std::forward<Make>(make)());
  }
  Events take() { return std::move(events_); }

 private:
  bool recording_;
  Events events_;
};

}  // namespace grognard
