#include "games/blitzkrieg-ardennes/search_model.h"

namespace grognard::bka {

State SearchModel::sample(const State& view, int seat, uint64_t seed) const {
  return view.sampled_world(static_cast<Side>(seat), seed);
}

double SearchModel::evaluate(const State& s, int seat) const {
  // The rating runs from 0 (the Germans held everywhere) to 100 (a German victory); the Allies
  // read it the other way round. Engagements set count at their expected result: the battle is
  // fought several decisions later, deeper than most of the tree reaches.
  const double german = s.expected_german_rating() / 100.0;
  const double position = seat == index_of(Side::kGerman) ? german : 1 - german;
  return s.over() ? ai::result_with_margin(ai::finished_value(s, seat), position) : position;
}

uint64_t SearchModel::turn_key(const State& s) const {
  // The Allies' protective fire, set inside the German turn, belongs to it.
  return static_cast<uint64_t>(s.turn()) * kSides + static_cast<uint64_t>(index_of(s.phasing()));
}

}  // namespace grognard::bka
