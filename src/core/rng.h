// The one random source of a game: seeded, portable (the same numbers on every platform and
// compiler, unlike std::uniform_int_distribution), copyable with the state, and able to
// take forced die results for tests and tutorials.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <deque>
#include <vector>

namespace grognard {

// SplitMix64 of x: a 64-bit value fixed by x and unrelated to its neighbours (how a seed is
// spread over the generator's state, and a game's way to draw a number from a key).
uint64_t mix64(uint64_t x);

struct DieRoll {
  int sides = 6;
  int value = 1;
  bool forced = false;
};

class Rng {
 public:
  explicit Rng(uint64_t seed = 0);

  // A fair roll of one die with `sides` faces (1..sides); a forced value first if queued.
  DieRoll roll(int sides);
  // Uniform integer in [0, bound); never forced. For agents, not for game results.
  uint64_t below(uint64_t bound);

  // Queue die results to be returned by the next rolls, in order.
  void force(const std::vector<int>& values);
  size_t forced_pending() const { return forced_.size(); }
  void clear_forced() { forced_.clear(); }

  // The generator state, for hashing and for saving.
  const std::array<uint64_t, 4>& words() const { return s_; }
  // Dice rolled so far (forced ones included): tells whether an action rolled any.
  uint64_t rolls() const { return rolls_; }
  // A rule says the last roll changed nothing (LGA 5.63: no move lost). Such a roll need not
  // stop a player from taking his action back: what it told him he may know anyway.
  void last_roll_changed_nothing() { ++harmless_; }
  // Rolls whose results changed the game: every roll but those said to change nothing.
  uint64_t telling_rolls() const { return rolls_ - harmless_; }

 private:
  uint64_t next();
  std::array<uint64_t, 4> s_;  // xoshiro256**
  std::deque<int> forced_;
  uint64_t rolls_ = 0;
  uint64_t harmless_ = 0;
};

}  // namespace grognard
