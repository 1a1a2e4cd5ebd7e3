// What the search player (ismcts.h) needs of a game beyond its State: worlds consistent with a
// seat's view, a judgement of positions it cannot play to the end, and which moves to try
// first. Each game supplies one (src/games/<game>/search_model.h); the search knows no game.
#pragma once

#include <algorithm>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "core/agent.h"
#include "core/rng.h"
#include "core/typed_entry.h"

namespace grognard::ai {

template <class S>
class SearchModel {
 public:
  using Action = typename S::Action;
  virtual ~SearchModel() = default;

  // A whole state that `view` (S::view_for(seat)) could be, its dice to come drawn from `seed`.
  // It may hold nothing the view does not show or imply: the search plays in it.
  virtual S sample(const S& view, int seat, uint64_t seed) const = 0;
  // How `state` looks for `seat`: 0 lost, 1 won, 0.5 even; a finished game by its result.
  virtual double evaluate(const S& state, int seat) const = 0;
  // Puts the moves most worth trying first at the front of `legal` (a game's own player's
  // choice at least); `rng` breaks ties and picks among the rest.
  virtual void order(const S& state, std::vector<Action>& legal, Rng& rng) const = 0;
  // Whether `order` puts more than its first move in an order worth following: the tree search's
  // prior then falls with the rank (1/rank after the first), where otherwise the rest share it
  // evenly.
  virtual bool ranks_moves() const { return false; }

  // For the plan search (plan_search.h): the ways of playing a side's turn it chooses among,
  // each the game's own player in a style of its own; style 0 is that player as it is.
  virtual int styles() const { return 1; }
  // How many of them play differently from `seat` (the first that many): where a game's styles
  // are one side's own, the other side has 1, and `hard` plays it by the tree search.
  virtual int seat_styles(int seat) const {
    (void)seat;
    return styles();
  }
  virtual std::unique_ptr<Agent<S>> player(int style, uint64_t seed) const = 0;
  // The same for every decision of one side's turn (its own decisions and its opponents' answers
  // inside it), different from the next turn's: the plan search plans again when it changes.
  virtual uint64_t turn_key(const S& state) const = 0;
};

// The value of a finished game for `seat`: 1 if it or its team won, 0 if another did, 0.5 for
// a draw (no winner, or "none"). Reads the result's "winner" (a seat or a team id).
template <class S>
double finished_value(const S& state, int seat) {
  const json result = state.result();
  const auto winner = result.find("winner");
  if (winner == result.end() || !winner->is_string() || *winner == "none") return 0.5;
  const std::string seat_name = state.seat_names()[static_cast<size_t>(seat)];
  if (*winner == seat_name) return 1.0;
  if constexpr (requires { state.seat_teams(); })
    for (const auto& team : state.seat_teams())
      if (*winner == team.id)
        return std::find(team.seats.begin(), team.seats.end(), seat_name) != team.seats.end() ? 1.0
                                                                                              : 0.0;
  return 0.0;
}

// A finished game's value for a seat: its result first, a win above any draw and a draw above any
// loss, then how far it was won or lost (`position`, the game's judgement of the final position),
// so that among lost games, or drawn ones, the search still prefers the closer.
inline double result_with_margin(double result, double position) {
  return 0.8 * result + 0.2 * position;
}

// The model a game starts from: a world is the view with dice of its own (right for a game whose
// only secret is the dice to come; one that hides more overrides `sample`), and the moves are
// tried in the order of `Player`, the game's own computer player: its choice first, then the
// rest at random. A game adds only how it judges a position.
template <class S, class Player>
class PlayerGuidedModel : public SearchModel<S> {
 public:
  using Action = typename S::Action;

  S sample(const S& view, int, uint64_t seed) const override {
    S world = view;
    world.rng() = Rng(seed);
    return world;
  }

  void order(const S& state, std::vector<Action>& legal, Rng& rng) const override {
    if (legal.empty()) return;
    Player player(rng.below(UINT64_MAX));
    const Action chosen = player.choose(state, legal);
    for (size_t i = legal.size() - 1; i > 0; --i) std::swap(legal[i], legal[rng.below(i + 1)]);
    const auto it = std::find(legal.begin(), legal.end(), chosen);
    if (it != legal.end()) std::iter_swap(legal.begin(), it);
  }

  std::unique_ptr<Agent<S>> player(int, uint64_t seed) const override {
    return std::make_unique<Player>(seed);
  }
};

// 1 / (1 + e^-x): a score difference as a chance of winning.
double logistic(double x);

}  // namespace grognard::ai
