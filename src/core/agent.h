// One interface for every computer player: it sees a seat's view and the legal actions,
// never the full state, and returns one of the legal actions.
#pragma once

#include <functional>
#include <memory>
#include <ostream>
#include <string>
#include <vector>

#include "core/rng.h"
#include "core/session.h"

namespace grognard {

template <class S>
class Agent {
 public:
  virtual ~Agent() = default;
  // `view` is S::view_for(seat): what that seat may know, with no dice to predict; `legal` is
  // what that view lists (the seat's input holds nothing the seat may not see).
  virtual typename S::Action choose(const S& view,
                                    const std::vector<typename S::Action>& legal) = 0;
};

// Uniformly random among the legal actions: the baseline, and the fuzzer of the rules.
template <class S>
class RandomAgent : public Agent<S> {
 public:
  explicit RandomAgent(uint64_t seed) : rng_(seed) {}
  typename S::Action choose(const S&, const std::vector<typename S::Action>& legal) override {
    return legal[rng_.below(legal.size())];
  }

 private:
  Rng rng_;
};

// What the seat to move in `state` decides, on its own view, with its agent.
template <class S>
typename S::Action mover_choice(const S& state, std::vector<std::unique_ptr<Agent<S>>>& agents) {
  const int seat = *state.to_move();
  const S view = state.view_for(seat);
  const auto legal = view.legal_actions();  // as the seat sees them; the referee checks each
  if (legal.empty()) throw std::logic_error("no legal action for the seat to move");
  return agents.at(static_cast<size_t>(seat))->choose(view, legal);
}

// One action: the seat to move chooses on its own view, and the session applies it.
template <class S>
Events play_one(TypedSession<S>& session, std::vector<std::unique_ptr<Agent<S>>>& agents) {
  return session.apply_typed(mover_choice(session.state(), agents));
}

// Plays a session to its end with one agent per seat; narrates each event if asked.
// Returns the number of actions applied.
template <class S>
int play_out(TypedSession<S>& session, std::vector<std::unique_ptr<Agent<S>>>& agents,
             std::ostream* narration,
             const std::function<void(const Session&)>& observer = nullptr) {
  int actions = 0;
  while (!session.over()) {
    const Events events = play_one(session, agents);
    ++actions;
    if (observer) observer(session);
    if (narration)
      for (const auto& e : events) {
        const std::string line = session.state().narrate(e);
        if (!line.empty()) *narration << line << '\n';
      }
  }
  return actions;
}

}  // namespace grognard
