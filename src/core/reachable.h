// One least-cost search for every ruleset and every kind of board: the hexes (or areas) a
// unit can reach with its movement allowance, and the cheapest path to each. The ruleset
// supplies the costs (a "step rules" object, see below); the search knows nothing of
// terrain, roads or zones of control.
//
// A board is any type with `Id` (a dense index with a uint16_t `value`), `Edge` (what lies
// between two neighbours: a Direction on a hex board, a border kind on an area board),
// `size()` and `for_each_neighbour(id, f(neighbour, edge))`: HexBoard and AreaBoard.
//
// Step rules are any type with
//   std::optional<int> step_cost(Id from, Id to, Edge e) const;
//       movement points (never negative) to step from `from` into neighbour `to`;
//       nullopt: may not enter
//   bool may_leave(Id h) const;
//       false where the unit must stop on entering (and cannot leave if it starts there)
// The search is a bucket queue (Dial's algorithm): costs are small whole numbers.
#pragma once

#include <algorithm>
#include <cstdint>
#include <optional>
#include <span>
#include <vector>

#include "core/area_board.h"
#include "core/hex_board.h"

namespace grognard {

// Where a search starts: a hex (or area) and what it already cost to be there (zero for a
// unit on the map; the entry cost for a reinforcement placed on an entry hex).
template <class Id>
struct BasicOrigin {
  Id at;
  int spent = 0;
};

template <class B>
concept SearchBoard = requires(const B& b, typename B::Id id) {
  { b.size() } -> std::convertible_to<int>;
  { id.value } -> std::convertible_to<uint16_t>;
};

template <class R, class B>
concept StepRules = requires(const R& r, typename B::Id h, typename B::Edge e) {
  { r.step_cost(h, h, e) } -> std::same_as<std::optional<int>>;
  { r.may_leave(h) } -> std::same_as<bool>;
};

template <class Id>
class BasicReachableSet {
 public:
  bool reached(Id h) const {
    return h.value < places_.size() && places_[h.value].key - base_ <= kMaxCost;
  }
  // Movement points spent to reach h, if reached.
  std::optional<int> cost(Id h) const {
    if (!reached(h)) return std::nullopt;
    return static_cast<int>(places_[h.value].key - base_);
  }
  // Reached places in the order the search settled them (cheapest first), origins included.
  const std::vector<Id>& hexes() const { return settled_; }
  // The cheapest path from an origin to h, both ends included; empty if h was not reached.
  std::vector<Id> path_to(Id h) const {
    std::vector<Id> path;
    if (!reached(h)) return path;
    for (uint16_t at = h.value; at != kNoParent; at = places_[at].parent) path.push_back(Id{at});
    std::reverse(path.begin(), path.end());
    return path;
  }

  // The search itself.
  template <SearchBoard B, StepRules<B> R>
  requires std::same_as<typename B::Id, Id>
  void search(const B& board, std::span<const BasicOrigin<Id>> origins, int allowance,
              const R& rules);

 private:
  static constexpr uint16_t kNoParent = UINT16_MAX;
  static constexpr uint32_t kMaxCost = UINT16_MAX;
  // A place reached in this search has key = base_ + its cost; keys of earlier searches are
  // below base_, so `key - base_` (unsigned) is its cost, or huge: "reached at no more than c"
  // is one comparison.
  bool improve(Id h, int cost, uint16_t parent) {
    Place& p = places_[h.value];
    if (p.key - base_ <= static_cast<uint32_t>(cost)) return false;
    p = Place{base_ + static_cast<uint32_t>(cost), parent};
    buckets_[cost].push_back(h);
    return true;
  }

  uint32_t base_ = 0;  // the search's number times 2^16
  struct Place {
    uint32_t key = 0;
    uint16_t parent = kNoParent;
  };
  std::vector<Place> places_;
  std::vector<std::vector<Id>> buckets_;
  std::vector<Id> settled_;
};

using Origin = BasicOrigin<HexId>;
using ReachableSet = BasicReachableSet<HexId>;
using AreaOrigin = BasicOrigin<AreaId>;
using AreaReachableSet = BasicReachableSet<AreaId>;

template <class Id>
template <SearchBoard B, StepRules<B> R>
requires std::same_as<typename B::Id, Id>
void BasicReachableSet<Id>::search(const B& board, std::span<const BasicOrigin<Id>> origins,
                                   int allowance, const R& rules) {
  if (places_.size() != static_cast<size_t>(board.size())) {
    places_.assign(board.size(), Place{});
    base_ = 0;
  }
  base_ += kMaxCost + 1;
  if (base_ == 0) {  // after 65,535 searches: old keys could alias
    for (Place& p : places_) p.key = 0;
    base_ = kMaxCost + 1;
  }
  allowance = std::clamp(allowance, 0, static_cast<int>(kMaxCost));
  if (buckets_.size() < static_cast<size_t>(allowance) + 1) buckets_.resize(allowance + 1);
  settled_.clear();
  for (const BasicOrigin<Id>& o : origins)
    if (o.spent >= 0 && o.spent <= allowance) improve(o.at, o.spent, kNoParent);

  for (int c = 0; c <= allowance; ++c) {
    auto& bucket = buckets_[c];
    for (size_t i = 0; i < bucket.size(); ++i) {
      const Id h = bucket[i];
      if (places_[h.value].key != base_ + c) continue;  // superseded by a cheaper entry
      settled_.push_back(h);
      if (!rules.may_leave(h)) continue;
      board.for_each_neighbour(h, [&](Id n, typename B::Edge e) {
        // Step costs are never negative: a place already as cheap cannot improve.
        if (places_[n.value].key - base_ <= static_cast<uint32_t>(c)) return;
        const std::optional<int> step = rules.step_cost(h, n, e);
        if (!step) return;
        const int total = c + *step;
        if (total <= allowance) improve(n, total, h.value);
      });
    }
    bucket.clear();
  }
}

}  // namespace grognard
