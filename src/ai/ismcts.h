// The search player: single-observer information-set Monte Carlo tree search (Cowling, Powley
// and Whitehouse 2012). Each iteration draws a world the seat's view could be (the game's
// SearchModel::sample) and walks one tree of the seat's and everyone's moves in it; a move
// that the drawn world does not allow is passed over. Positions the search does not play to
// the end are judged by SearchModel::evaluate.
//
// - Large move lists: progressive widening. A node tries its moves in the game's order
//   (SearchModel::order: the game's own player's choice first) and admits one more for every
//   so many visits; among them it follows PUCT with the order as its prior, so the search
//   leaves the game's own choice only for a move whose worlds come out better.
// - A side's turn is planned once: after a move that rolls no die, the subtree under it is
//   kept for the next decision when that decision's view is the one the move led to.
// - Threads: each searches its own tree (root parallelism); their visits are added up at the
//   root. The same seed and thread count give the same moves, whatever the machine's speed:
//   the budget is counted in iterations, not in seconds.
// - It sees only the view it is given (Agent::choose); the true state never reaches it.
#pragma once

#include <cmath>
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

struct SearchOptions {
  int iterations = 1000;  // per decision and per thread
  int threads = 1;
  double exploration = 1.0;  // PUCT's constant, for values from 0 to 1
  double first_prior = 0.5;  // the prior of the game's own player's choice (the first in order)
  double widening = 1.0;     // a node admits widening * visits^widening_power moves
  double widening_power = 0.5;
};

template <class S>
class IsmctsAgent : public Agent<S> {
 public:
  using Action = typename S::Action;

  IsmctsAgent(std::shared_ptr<const SearchModel<S>> model, SearchOptions options, uint64_t seed)
      : model_(std::move(model)), options_(options), rng_(seed) {
    trees_.resize(static_cast<size_t>(std::max(1, options_.threads)));
  }

  Action choose(const S& view, const std::vector<Action>& legal) override {
    const int seat = *view.to_move();
    const uint64_t view_hash = view.hash();
    for (auto& tree : trees_) tree.reuse_or_clear(view_hash);
    const uint64_t decision_seed = rng_.below(UINT64_MAX);
    run_on_threads(static_cast<int>(trees_.size()), [&](int t) {
      trees_[static_cast<size_t>(t)].search(*model_, options_, view, seat, legal,
                                            decision_seed + static_cast<uint64_t>(t));
    });
    const Action chosen = most_visited(legal);
    last_iterations_ = 0;
    for (const auto& tree : trees_) last_iterations_ += tree.iterations_run;
    // The position after a move that rolls no die is known now: the next decision may be in it.
    // (Played in a world, not in the view: a view may lack what playing the move reads.)
    S next = model_->sample(view, seat, decision_seed);
    const uint64_t rolls_before = next.rng().rolls();
    next.do_apply(chosen, EventMode::kSkip);
    std::optional<uint64_t> expected;
    if (next.rng().rolls() == rolls_before && !next.over() && next.to_move() == seat)
      expected = next.view_for(seat).hash();
    for (auto& tree : trees_) tree.keep(chosen, expected);
    return chosen;
  }

  // Iterations the last decision ran, all threads together (for benchmarks and tests).
  int last_iterations() const { return last_iterations_; }
  // Whether the last decision started from the tree the one before it left.
  bool reused_tree() const { return trees_.front().reused; }

 private:
  struct Node {
    Action action{};  // the move into this node
    int mover = -1;   // the seat that made it
    int visits = 0;
    double reward = 0;  // summed, as the mover sees it
    bool expanded = false;
    // With a model that ranks its moves: the sum of 1/rank over the moves after the first, so
    // that their priors add up to what the first leaves; 0 when they share it evenly.
    double rank_sum = 0;
    std::vector<Action> moves;                    // in the order to try them
    std::vector<std::unique_ptr<Node>> children;  // children[i] follows moves[i]; null: untried
  };

  struct Tree {
    std::unique_ptr<Node> root;
    std::optional<uint64_t> root_view;  // the view hash the kept root stands for
    int iterations_run = 0;
    bool reused = false;

    void reuse_or_clear(uint64_t view_hash) {
      reused = root && root_view == view_hash;
      if (!reused) root = std::make_unique<Node>();
    }

    void keep(const Action& chosen, std::optional<uint64_t> expected) {
      std::unique_ptr<Node> child;
      if (expected)
        for (size_t i = 0; i < root->moves.size(); ++i)
          if (root->moves[i] == chosen && root->children[i]) child = std::move(root->children[i]);
      root = std::move(child);
      root_view = expected;
    }

    void search(const SearchModel<S>& model, const SearchOptions& options, const S& view, int seat,
                const std::vector<Action>& legal, uint64_t seed) {
      Rng rng(seed);
      if (!root->expanded) {
        // The root's moves are the seat's own legal list, whatever world is drawn.
        S world = model.sample(view, seat, rng.below(UINT64_MAX));
        expand(*root, model, world, legal, rng);
      }
      iterations_run = 0;
      const size_t seats = view.seat_names().size();
      for (int i = 0; i < options.iterations; ++i, ++iterations_run)
        iterate(model, options, model.sample(view, seat, rng.below(UINT64_MAX)), seats, rng);
    }

    static void expand(Node& node, const SearchModel<S>& model, const S& world,
                       std::vector<Action> moves, Rng& rng) {
      model.order(world, moves, rng);
      if (model.ranks_moves())
        for (size_t rank = 1; rank < moves.size(); ++rank) node.rank_sum += 1.0 / rank;
      node.moves = std::move(moves);
      node.children.resize(node.moves.size());
      node.expanded = true;
    }

    void iterate(const SearchModel<S>& model, const SearchOptions& options, S world, size_t seats,
                 Rng& rng) {
      std::vector<Node*> path{root.get()};
      Node* node = root.get();
      while (!world.over()) {
        if (!node->expanded) expand(*node, model, world, world.legal_actions(), rng);
        const auto pick = select(*node, options, world);
        if (!pick) break;  // nothing this node has tried is allowed in this world
        auto& child = node->children[*pick];
        const bool is_new = !child;
        if (is_new) {
          child = std::make_unique<Node>();
          child->action = node->moves[*pick];
          child->mover = *world.to_move();
        }
        world.do_apply(child->action, EventMode::kSkip);  // no one reads a search's events
        node = child.get();
        path.push_back(node);
        if (is_new) break;
      }
      // One judgement per seat that moved on the path.
      std::vector<std::optional<double>> value(seats);
      for (Node* n : path) {
        ++n->visits;
        if (n->mover < 0) continue;
        auto& v = value[static_cast<size_t>(n->mover)];
        if (!v) v = model.evaluate(world, n->mover);
        n->reward += *v;
      }
    }

    // The move to follow from `node` in `world`, by PUCT (Silver et al. 2017) among the moves
    // admitted so far: a move's mean value plus exploration * prior * sqrt(node visits) /
    // (1 + its visits). The prior is the game's order: its own player's choice holds
    // `first_prior`, the rest share what is left (evenly, or by 1/rank where the game ranks
    // them all). Where the judgement cannot tell moves apart
    // (a march far from the enemy), the visits stay with the game's choice; a move is preferred
    // only when the worlds played after it come out better. An untried move is valued at the
    // mean of the tried ones. Moves `world` does not allow are passed over; nullopt if it
    // allows none of the admitted ones.
    static std::optional<size_t> select(Node& node, const SearchOptions& options, const S& world) {
      const size_t admitted = std::min(
          node.moves.size(),
          static_cast<size_t>(1 + options.widening * std::pow(static_cast<double>(node.visits),
                                                              options.widening_power)));
      double tried_reward = 0;
      int tried_visits = 0;
      for (size_t i = 0; i < admitted; ++i)
        if (const auto& c = node.children[i]) tried_reward += c->reward, tried_visits += c->visits;
      const double untried_value = tried_visits > 0 ? tried_reward / tried_visits : 0.5;
      const double rest_prior =
          node.moves.size() > 1
              ? (1 - options.first_prior) / static_cast<double>(node.moves.size() - 1)
              : 0;
      const double reach = options.exploration * std::sqrt(static_cast<double>(node.visits + 1));
      std::vector<bool> refused;  // by this world; allocated only if a move is refused
      for (;;) {
        std::optional<size_t> best;
        double best_score = 0;
        for (size_t i = 0; i < admitted; ++i) {
          if (!refused.empty() && refused[i]) continue;
          const auto& c = node.children[i];
          const double prior = node.moves.size() == 1 ? 1
                               : i == 0               ? options.first_prior
                               : node.rank_sum > 0    ? (1 - options.first_prior) /
                                                         (static_cast<double>(i) * node.rank_sum)
                                                   : rest_prior;
          const double value = c ? c->reward / c->visits : untried_value;
          const double score = value + reach * prior / (1 + (c ? c->visits : 0));
          if (!best || score > best_score) best = i, best_score = score;
        }
        if (!best || !world.validate(node.moves[*best])) return best;
        if (refused.empty()) refused.assign(admitted, false);
        refused[*best] = true;
      }
    }
  };

  // The legal move the trees visited most, all threads together (ties to the move the game
  // orders first); the game's first choice if none was visited.
  Action most_visited(const std::vector<Action>& legal) const {
    std::vector<std::pair<Action, int>> visits;  // few: the moves the roots admitted
    for (const auto& tree : trees_)
      for (size_t i = 0; i < tree.root->moves.size(); ++i) {
        const auto& child = tree.root->children[i];
        if (!child) continue;
        auto it = std::find_if(visits.begin(), visits.end(),
                               [&](const auto& v) { return v.first == child->action; });
        if (it == visits.end())
          visits.emplace_back(child->action, child->visits);
        else
          it->second += child->visits;
      }
    std::optional<Action> best;
    int best_visits = 0;
    for (const auto& [action, n] : visits)
      if (n > best_visits && std::find(legal.begin(), legal.end(), action) != legal.end())
        best = action, best_visits = n;
    if (best) return *best;
    const auto& ordered = trees_.front().root->moves;
    if (!ordered.empty() && std::find(legal.begin(), legal.end(), ordered.front()) != legal.end())
      return ordered.front();
    return legal.front();
  }

  std::shared_ptr<const SearchModel<S>> model_;
  SearchOptions options_;
  Rng rng_;
  std::vector<Tree> trees_;
  int last_iterations_ = 0;
};

}  // namespace grognard::ai
