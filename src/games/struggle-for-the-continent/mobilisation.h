// Mobilisation and defeat (SFC 1.4, 3.2-3.5), as pure rules over one nation's numbers.
#pragma once

#include <algorithm>

#include "games/struggle-for-the-continent/game.h"

namespace grognard::sfc {

// Where a nation stands when its turn begins.
struct NationStanding {
  int mobilised = 0;         // armies it has ever had, the start included (3.3)
  int on_board = 0;          // armies it has now
  bool capital_held = true;  // its capital is not occupied by the enemy (3.4)
};

// Armies mobilised at the capital at the start of the nation's turn: its rate, never past
// its total (3.2, 3.3); none while the capital is occupied (3.4), and none on the first
// team's first turn (1.4).
constexpr int armies_to_mobilise(const Nation& n, const NationStanding& s,
                                 bool first_turn_of_first_team) {
  if (first_turn_of_first_team || !s.capital_held) return 0;
  return std::clamp(n.total - s.mobilised, 0, n.per_turn);
}

// 3.5: out of the war once it has mobilised its whole total and lost every army, or once
// its capital is occupied and it has no army left.
constexpr bool out_of_war(const Nation& n, const NationStanding& s) {
  if (s.on_board > 0) return false;
  return s.mobilised >= n.total || !s.capital_held;
}

}  // namespace grognard::sfc
