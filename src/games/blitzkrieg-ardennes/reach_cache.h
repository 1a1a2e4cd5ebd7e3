// The hexes each unit of the moving side can reach, kept between one listing of the legal moves
// and the next. Every decision of a movement phase lists every unit's moves, and between two
// decisions what a unit's reach depends on rarely changes: the enemy hexes the side knows of and
// those it does not (a unit coming next to a hidden unit sees it), the bridges blown, the hex
// the unit began the phase in and its allowance. The key holds all of them exactly, so a kept
// set is used only where a new search would find the same hexes.
#pragma once

#include <atomic>
#include <cstdint>
#include <memory>
#include <vector>

#include "core/hex_board.h"
#include "games/blitzkrieg-ardennes/types.h"

namespace grognard::bka {

// What every unit's reach depends on besides its own start and allowance.
struct ReachKey {
  Side side = Side::kGerman;
  // Every hex holding enemy units that stop movement, as (hex << 1 | known to `side`), in
  // ascending order; and the bridge ends blown, in the game's order of bridges.
  std::vector<uint32_t> enemy;
  std::vector<HexId> blown;
  bool operator==(const ReachKey&) const = default;
};

struct ReachCache {
  ReachKey key;
  struct Entry {
    HexId start;
    int allowance = -1;           // in halves; -1: not searched
    uint32_t begin = 0, end = 0;  // its hexes (and their costs) in `hexes`, `costs`
  };
  std::vector<Entry> units;     // by unit
  std::vector<HexId> hexes;     // in the order the search settled them
  std::vector<uint16_t> costs;  // in halves
};

// A copyable holder for the cache a State keeps. States are copied freely (views, clones for
// the search) and a const State may be listed from several threads at once, so the cache is
// immutable once made and swapped in whole, atomically.
class ReachCacheSlot {
 public:
  ReachCacheSlot() = default;
  ReachCacheSlot(const ReachCacheSlot& o) : cache_(o.cache_.load()) {}
  ReachCacheSlot& operator=(const ReachCacheSlot& o) {
    cache_.store(o.cache_.load());
    return *this;
  }
  std::shared_ptr<const ReachCache> load() const { return cache_.load(); }
  void store(std::shared_ptr<const ReachCache> c) const { cache_.store(std::move(c)); }

 private:
  mutable std::atomic<std::shared_ptr<const ReachCache>> cache_;
};

}  // namespace grognard::bka
