// SFC 5.6 made precise: when a team may ask a neutral to join (SOURCES.md, question 1, the
// test of the 1991 program). Integer arithmetic, so every platform decides alike.
#pragma once

#include <array>
#include <cstdint>

namespace grognard::sfc {

// A nation's weight per army, 1000 * attack^0.7, rounded (attack values 0-10).
constexpr std::array<int64_t, 11> kArmyWeight = {0,    1000, 1625, 2158, 2639, 3085,
                                                 3505, 3905, 4287, 4655, 5012};

// A team's strength in weighted armies: on the map now, and with the armies its nations may
// still mobilise (counted only while the nation's capital is held).
struct TeamStrength {
  int64_t on_map = 0;
  int64_t potential = 0;
};

// 5.6, first sentence: the asking team is "visibly stronger" when nine tenths of its
// potential exceed the enemy's and it has more on the map.
constexpr bool visibly_stronger(const TeamStrength& asking, const TeamStrength& enemy) {
  return 9 * asking.potential > 10 * enemy.potential && asking.on_map > enemy.on_map;
}

// 5.6, second sentence: a neutral of three or more armies in all is "overwhelmingly
// stronger" when it would lift nine tenths of the asking team's potential above the enemy's.
constexpr bool overwhelming(const TeamStrength& asking, const TeamStrength& enemy,
                            int neutral_total, int neutral_attack) {
  if (neutral_total < 3) return false;
  return 9 * asking.potential + 10 * neutral_total * kArmyWeight[neutral_attack] >
         10 * enemy.potential;
}

}  // namespace grognard::sfc
