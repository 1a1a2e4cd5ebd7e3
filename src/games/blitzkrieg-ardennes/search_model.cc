#include "games/blitzkrieg-ardennes/search_model.h"

#include <algorithm>

namespace grognard::bka {

namespace {
constexpr double kEvenRating = 15, kRatingScale = 5;
}  // namespace

State SearchModel::sample(const State& view, int seat, uint64_t seed) const {
  return view.sampled_world(static_cast<Side>(seat), seed);
}

double SearchModel::evaluate(const State& s, int seat) const {
  // The Germans win by a level of victory (BKA Victory conditions), which only objectives held
  // lead to: Liège and three major cities count 18 in the rating, all six 24, and a level reached
  // adds 25. So the rating is read as an even chance at 15, a major city (4) moving it a good
  // step; the Allies read it the other way round. (Read as a share of 100, positions short of a
  // level differed by hundredths, Bastogne held 0.04 and Liège with its dump 0.09, where a
  // finished win counts 0.8 or more.) Engagements set count at their expected result: the
  // battle is fought several decisions later, deeper than most of the tree reaches.
  const double german = ai::logistic((s.expected_german_rating() - kEvenRating) / kRatingScale);
  const double position = seat == index_of(Side::kGerman) ? german : 1 - german;
  return s.over() ? ai::result_with_margin(ai::finished_value(s, seat), position) : position;
}

void SearchModel::order(const State& state, std::vector<Action>& legal, Rng& rng) const {
  ai::PlayerGuidedModel<State, HeuristicAgent>::order(state, legal, rng);
  if (legal.size() < 2 || !state.to_move()) return;
  // After the heuristic's choice: the moves into an objective of the side's (a city, a dump, and
  // for the Allies a river-line bridge's west end), the rest as drawn. A phase lists a move for
  // every hex each unit reaches, and the search admits a few at a time: drawn at random, the one
  // into Liège was often never tried.
  const auto wanted = objectives(state.game(), static_cast<Side>(*state.to_move()));
  std::stable_partition(legal.begin() + 1, legal.end(), [&](const Action& a) {
    const auto* m = std::get_if<Move>(&a);
    return m && std::any_of(wanted.begin(), wanted.end(),
                            [&](const auto& objective) { return objective.first == m->to; });
  });
}

std::unique_ptr<Agent<State>> SearchModel::player(int style, uint64_t seed) const {
  return std::make_unique<HeuristicAgent>(seed, bka::styles().at(static_cast<size_t>(style)));
}

uint64_t SearchModel::turn_key(const State& s) const {
  // The Allies' protective fire, set inside the German turn, belongs to it.
  return static_cast<uint64_t>(s.turn()) * kSides + static_cast<uint64_t>(index_of(s.phasing()));
}

}  // namespace grognard::bka
