// The die tables of La Grande Armée that share one shape: a modified roll of 1-2 costs two,
// 3-4 costs one, 5-6 costs nothing (muster LGA 5.4, long march LGA 5.62, rout LGA 5.67).
#pragma once

#include <algorithm>
#include <vector>

namespace grognard::lga {

constexpr int two_one_nothing(int modified_roll) {
  const int r = std::clamp(modified_roll, 1, 6);
  return r <= 2 ? 2 : r <= 4 ? 1 : 0;
}

// LGA 5.7 siege table: morale lost by an unsupplied garrison, by die roll.
constexpr int siege_loss(int roll) {
  constexpr int kLoss[] = {5, 4, 4, 3, 3, 2};
  return kLoss[std::clamp(roll, 1, 6) - 1];
}

// LGA 5.67 reinforcement fog of war table: the table prints X (fails) under five of its
// six faces; we read it as failing on 1-5 and arriving on 6 or more (SOURCES.md).
constexpr bool reinforcement_arrives(int modified_roll) { return modified_roll >= 6; }

// LGA 5.63: per move, 2 in 100 lose every remaining move and 3 in 100 lose one.
constexpr int fog_of_war_loss(int percentile, int moves_left) {
  if (percentile <= 2) return moves_left;
  if (percentile <= 5) return std::min(1, moves_left);
  return 0;
}

}  // namespace grognard::lga
