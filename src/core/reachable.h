// One least-cost search for every ruleset: the hexes a unit can reach with its movement
// allowance, and the cheapest path to each. The ruleset supplies the costs (a "step rules"
// object, see below); the search knows nothing of terrain, roads or zones of control.
//
// Step rules are any type with
//   std::optional<int> step_cost(HexId from, HexId to, Direction d) const;
//       movement points (never negative) to step from `from` into neighbour `to`;
//       nullopt: may not enter
//   bool may_leave(HexId h) const;
//       false where the unit must stop on entering (and cannot leave if it starts there)
// The search is a bucket queue (Dial's algorithm): costs are small whole numbers.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <vector>

#include "core/hex_board.h"

namespace grognard {

// Where a search starts: a hex and what it already cost to be there (zero for a unit on
// the map; the entry cost for a reinforcement placed on an entry hex).
struct Origin {
  HexId hex;
  int spent = 0;
};

template <class R>
concept StepRules = requires(const R& r, HexId h, Direction d) {
  { r.step_cost(h, h, d) } -> std::same_as<std::optional<int>>;
  { r.may_leave(h) } -> std::same_as<bool>;
};

class ReachableSet {
 public:
  bool reached(HexId h) const { return h.value < stamp_.size() && stamp_[h.value] == generation_; }
  // Movement points spent to reach h, if reached.
  std::optional<int> cost(HexId h) const {
    if (!reached(h)) return std::nullopt;
    return cost_[h.value];
  }
  // Reached hexes in the order the search settled them (cheapest first), origins included.
  const std::vector<HexId>& hexes() const { return settled_; }
  // The cheapest path from an origin to h, both ends included; empty if h was not reached.
  std::vector<HexId> path_to(HexId h) const;

  // The search itself.
  template <StepRules R>
  void search(const HexBoard& board, std::span<const Origin> origins, int allowance,
              const R& rules);

 private:
  static constexpr uint16_t kNoParent = UINT16_MAX;
  bool improve(HexId h, int cost, uint16_t parent) {
    if (reached(h) && cost_[h.value] <= cost) return false;
    stamp_[h.value] = generation_;
    cost_[h.value] = static_cast<int16_t>(cost);
    parent_[h.value] = parent;
    buckets_[cost].push_back(h);
    return true;
  }

  uint32_t generation_ = 0;
  std::vector<uint32_t> stamp_;  // a hex is reached when its stamp equals generation_
  std::vector<int16_t> cost_;
  std::vector<uint16_t> parent_;
  std::vector<std::vector<HexId>> buckets_;
  std::vector<HexId> settled_;
};

template <StepRules R>
void ReachableSet::search(const HexBoard& board, std::span<const Origin> origins, int allowance,
                          const R& rules) {
  if (stamp_.size() != static_cast<size_t>(board.size())) {
    stamp_.assign(board.size(), 0);
    cost_.assign(board.size(), 0);
    parent_.assign(board.size(), kNoParent);
    generation_ = 0;
  }
  if (++generation_ == 0) {  // wrapped: old stamps could alias
    std::fill(stamp_.begin(), stamp_.end(), 0);
    generation_ = 1;
  }
  if (allowance < 0) allowance = 0;
  if (buckets_.size() < static_cast<size_t>(allowance) + 1) buckets_.resize(allowance + 1);
  settled_.clear();
  for (const Origin& o : origins)
    if (o.spent >= 0 && o.spent <= allowance) improve(o.hex, o.spent, kNoParent);

  for (int c = 0; c <= allowance; ++c) {
    auto& bucket = buckets_[c];
    for (size_t i = 0; i < bucket.size(); ++i) {
      const HexId h = bucket[i];
      if (cost_[h.value] != c) continue;  // superseded by a cheaper entry
      settled_.push_back(h);
      if (!rules.may_leave(h)) continue;
      board.for_each_neighbour(h, [&](HexId n, Direction d) {
        // Step costs are never negative: a hex already as cheap cannot improve.
        if (stamp_[n.value] == generation_ && cost_[n.value] <= c) return;
        const std::optional<int> step = rules.step_cost(h, n, d);
        if (!step) return;
        const int total = c + *step;
        if (total <= allowance) improve(n, total, h.value);
      });
    }
    bucket.clear();
  }
}

}  // namespace grognard
