// The computer players every game offers, by name (the lobby's and the CLI's `--agents`):
//   random     uniformly random legal moves (a baseline, and the rules' fuzzer);
//   heuristic  the game's own hand-written player, at once;
//   easy       the same as heuristic: for a player learning the game;
//   normal     the tree search (ismcts.h), one thread, a budget that plans a side's turn in
//              about 2 s or less on a 2-core machine (docs/ai.md);
//   hard       on both cores within about 10 s a side's turn: the plan search (plan_search.h)
//              for a seat whose player has styles to choose among, the tree search elsewhere;
//   heuristic/N  (the CLI's, not the lobby's) the game's player in its style N all game long,
//              for an analyst comparing styles (docs/ai.md); heuristic/0 is heuristic.
// Budgets are iterations and rollouts, so a seed gives the same game on any machine; each game
// sets its own.
#pragma once

#include <fmt/format.h>

#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "ai/ismcts.h"
#include "ai/plan_search.h"
#include "ai/search_model.h"
#include "core/typed_entry.h"

namespace grognard::ai {

inline const std::vector<std::string> kComputerPlayers = {"random", "heuristic", "easy", "normal",
                                                          "hard"};

// The search levels' budgets, for one game.
struct SearchBudget {
  int normal = 100;        // tree search: iterations per decision
  int hard = 400;          // tree search: iterations per decision and thread
  int hard_rollouts = 16;  // plan search: rollouts per style and side's turn, threads together
  int hard_horizon = 0;    // plan search: side's turns a rollout plays before it is judged; 0: all
  double hard_keep_margin = 0;  // plan search: PlanOptions::keep_margin
};

// A player made at its first decision, when the seat it plays is known.
template <class S>
class PlayerForSeat : public Agent<S> {
 public:
  using Action = typename S::Action;
  using Make = std::function<std::unique_ptr<Agent<S>>(int seat)>;
  explicit PlayerForSeat(Make make) : make_(std::move(make)) {}
  Action choose(const S& view, const std::vector<Action>& legal) override {
    if (!player_) player_ = make_(*view.to_move());
    return player_->choose(view, legal);
  }

 private:
  Make make_;
  std::unique_ptr<Agent<S>> player_;
};

template <class S, class Heuristic, class Model>
AgentFactory<S> computer_players(SearchBudget budget) {
  const auto model = std::make_shared<const Model>();
  auto tree_search = [model](int iterations, int threads, uint64_t seed) {
    SearchOptions options;
    options.iterations = iterations;
    options.threads = threads;
    return std::make_unique<IsmctsAgent<S>>(model, options, seed);
  };
  return [model, budget, tree_search](const std::string& name,
                                      uint64_t seed) -> std::unique_ptr<Agent<S>> {
    if (name == "hard" && model->styles() > 1) {
      // The plan search where the seat has styles to choose among (seat_styles).
      return std::make_unique<PlayerForSeat<S>>(
          [model, budget, tree_search, seed](int seat) -> std::unique_ptr<Agent<S>> {
            if (model->seat_styles(seat) == 1) return tree_search(budget.hard, 2, seed);
            PlanOptions options;
            options.rollouts = budget.hard_rollouts;
            options.horizon = budget.hard_horizon;
            options.keep_margin = budget.hard_keep_margin;
            options.threads = 2;
            return std::make_unique<PlanSearchAgent<S>>(model, options, seed);
          });
    }
    if (name == "hard") return tree_search(budget.hard, 2, seed);
    if (name == "normal") return tree_search(budget.normal, 1, seed);
    if (constexpr std::string_view kStyled = "heuristic/"; name.starts_with(kStyled)) {
      const std::string number = name.substr(kStyled.size());
      const bool numeric = !number.empty() && number.size() <= 3 &&
                           number.find_first_not_of("0123456789") == std::string::npos;
      const int style = numeric ? std::stoi(number) : -1;
      if (style < 0 || style >= model->styles())
        throw DataError("agents", fmt::format("'{}': this game's player has styles 0 to {}", name,
                                              model->styles() - 1));
      return model->player(style, seed);
    }
    if (name == "random" || name == "heuristic" || name == "easy")
      return random_or_heuristic<S, Heuristic>(name == "easy" ? "heuristic" : name, seed);
    throw DataError("agents", fmt::format("no computer player named '{}' ({})", name,
                                          fmt::join(kComputerPlayers, ", ")));
  };
}

}  // namespace grognard::ai
