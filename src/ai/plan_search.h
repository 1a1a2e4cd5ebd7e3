// The plan search: at the start of each side's turn it chooses how to play the whole turn, among
// the game's own player in several styles (SearchModel::styles), by playing each style out in
// worlds the seat's view could be, and keeps to the style chosen until the turn ends.
//
// - Rollouts: a rollout draws a world (SearchModel::sample), has the seat play the style and
//   every other seat the game's player as it is (style 0), to the end of the game or for
//   `horizon` side's turns, and judges where it stops (SearchModel::evaluate). Playing a style
//   to the end and switching to the best at every turn is policy switching (Chang, Givan and
//   Chong, "Parallel rollout for online solution of partially observable Markov decision
//   processes", Discrete Event Dynamic Systems 14, 2004): it plays at least as well as the best
//   single style, the game's own player among them, as far as the rollouts measure it.
// - Common random numbers: rollout i of every style plays in the same world with the same dice
//   and the same seeds for the players, so styles are compared on the same luck.
// - Ties go to the lower style: the game's own player unless another does better; or, where the
//   game asks (keep_margin), to the style of the seat's last turn, unless another is clearly
//   better.
// - Threads share the rollouts (rollout i goes to thread i mod threads); the same seed and
//   thread count give the same game on any machine: the budget is rollouts, not seconds.
// - It sees only the view it is given (Agent::choose); the true state never reaches it.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

#include "ai/search_model.h"
#include "ai/threads.h"
#include "core/agent.h"
#include "core/events.h"
#include "core/rng.h"

namespace grognard::ai {

struct PlanOptions {
  int rollouts = 16;  // per style and side's turn, all threads together
  int threads = 1;
  int horizon = 0;  // side's turns a rollout plays before it is judged; 0: to the game's end
  // How far another style's mean must pass that of the style the seat's last turn was played
  // in to replace it; 0: the best always. For a game whose styles undo each other's work (one
  // gathers units in fortresses, another sends them out again), so that rollouts' noise does not
  // switch it back and forth.
  double keep_margin = 0;
};

// The style to play, given each style's mean rollout value: the best (ties to the lower), unless
// the style played last turn (`last`, if any) comes within `keep_margin` of it.
inline int chosen_style(const std::vector<double>& values, std::optional<int> last,
                        double keep_margin) {
  int best = 0;
  for (int style = 1; style < static_cast<int>(values.size()); ++style)
    if (values[static_cast<size_t>(style)] > values[static_cast<size_t>(best)]) best = style;
  if (keep_margin > 0 && last && *last < static_cast<int>(values.size()) &&
      values[static_cast<size_t>(best)] <= values[static_cast<size_t>(*last)] + keep_margin)
    return *last;
  return best;
}

template <class S>
class PlanSearchAgent : public Agent<S> {
 public:
  using Action = typename S::Action;

  PlanSearchAgent(std::shared_ptr<const SearchModel<S>> model, PlanOptions options, uint64_t seed)
      : model_(std::move(model)), options_(options), rng_(seed) {}

  Action choose(const S& view, const std::vector<Action>& legal) override {
    const uint64_t key = model_->turn_key(view);
    if (!player_ || key != turn_) {
      turn_ = key;
      ++plans_;
      const uint64_t seed = rng_.below(UINT64_MAX);
      style_ = best_style(view, *view.to_move(), seed);
      player_ = model_->player(style_, seed);
    }
    return player_->choose(view, legal);
  }

  // The style the current side's turn is played in, each style's mean rollout value, and how
  // many side's turns have been planned (for tests and benchmarks).
  int style() const { return style_; }
  int plans() const { return plans_; }
  const std::vector<double>& values() const { return values_; }

 private:
  int best_style(const S& view, int seat, uint64_t seed) {
    const int styles = model_->seat_styles(seat);
    values_.assign(static_cast<size_t>(styles), 0.0);
    if (styles == 1) return 0;
    const int threads = std::max(1, options_.threads);
    // sums[t][style]: thread t's rollouts, added in a fixed order afterwards.
    std::vector<std::vector<double>> sums(static_cast<size_t>(threads),
                                          std::vector<double>(static_cast<size_t>(styles), 0));
    auto work = [&](int t) {
      for (int i = t; i < options_.rollouts; i += threads) {
        const uint64_t world_seed = Rng(seed ^ static_cast<uint64_t>(i)).below(UINT64_MAX);
        for (int style = 0; style < styles; ++style)
          sums[static_cast<size_t>(t)][static_cast<size_t>(style)] +=
              rollout(view, seat, style, world_seed);
      }
    };
    run_on_threads(threads, work);
    for (int style = 0; style < styles; ++style) {
      double total = 0;
      for (const auto& s : sums) total += s[static_cast<size_t>(style)];
      values_[static_cast<size_t>(style)] = total / std::max(1, options_.rollouts);
    }
    return chosen_style(values_, player_ ? std::optional<int>(style_) : std::nullopt,
                        options_.keep_margin);
  }

  // One world played out: the seat in `style`, every other seat as the game's player plays.
  double rollout(const S& view, int seat, int style, uint64_t world_seed) const {
    Rng seeds(world_seed);
    S world = model_->sample(view, seat, seeds.below(UINT64_MAX));
    std::vector<std::unique_ptr<Agent<S>>> players;
    for (size_t s = 0; s < view.seat_names().size(); ++s)
      players.push_back(
          model_->player(static_cast<int>(s) == seat ? style : 0, seeds.below(UINT64_MAX)));
    uint64_t turn = model_->turn_key(world);
    int turns_left = options_.horizon;
    while (!world.over()) {
      if (const uint64_t key = model_->turn_key(world); key != turn) {
        turn = key;
        if (options_.horizon > 0 && --turns_left == 0) break;
      }
      world.do_apply(mover_choice(world, players), EventMode::kSkip);  // no one reads them
    }
    return model_->evaluate(world, seat);
  }

  std::shared_ptr<const SearchModel<S>> model_;
  PlanOptions options_;
  Rng rng_;
  std::optional<uint64_t> turn_;
  int style_ = 0;
  int plans_ = 0;
  std::unique_ptr<Agent<S>> player_;
  std::vector<double> values_;
};

}  // namespace grognard::ai
