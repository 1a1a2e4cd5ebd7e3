// The parts of a GameEntry that are the same for every ruleset with a typed State: starting
// a session, computer players, playing out, invariants. A game's register.cc adds its title,
// its agents and how to draw its board.
#pragma once

#include <functional>
#include <memory>
#include <string>
#include <type_traits>

#include "core/agent.h"
#include "core/game_cache.h"
#include "core/registry.h"
#include "io/data_dir.h"
#include "io/scenario_files.h"

namespace grognard {

template <class S>
using AgentFactory = std::function<std::unique_ptr<Agent<S>>(const std::string& name, uint64_t)>;

// The two computer players every game offers: "random", and the game's own "heuristic".
template <class S, class Heuristic>
std::unique_ptr<Agent<S>> random_or_heuristic(const std::string& name, uint64_t seed) {
  if (name == "random") return std::make_unique<RandomAgent<S>>(seed);
  if (name == "heuristic") return std::make_unique<Heuristic>(seed);
  throw DataError("agents", "no computer player named '" + name + "' (random, heuristic)");
}

// The seats of a game in this state, and its teams if the ruleset has them.
template <class S>
Seating seating_of(const S& state) {
  Seating out{state.seat_names(), {}};
  if constexpr (requires { state.seat_teams(); }) out.teams = state.seat_teams();
  return out;
}

// A game's opening position. A ruleset whose set-up rolls dice takes forced results for them
// as S(game, seed, dice); forced dice the set-up does not roll are refused as apply refuses them.
template <class S, class Game>
S opening_state(std::shared_ptr<const Game> game, uint64_t seed, const std::vector<int>& dice) {
  if constexpr (std::is_constructible_v<S, std::shared_ptr<const Game>, uint64_t,
                                        const std::vector<int>&>) {
    S state(std::move(game), seed, dice);
    const uint64_t rolled = state.rng().rolls();
    if (rolled < dice.size())
      throw unused_dice(dice.size() - rolled,
                        " (this scenario's set-up rolled " + std::to_string(rolled) + ")");
    return state;
  } else {
    S state(std::move(game), seed);
    if (!dice.empty())
      throw unused_dice(dice.size(),
                        state.rng().rolls() == 0
                            ? std::string(" (") + S::kGameId + " rolls no dice at set-up)"
                            : std::string(" (") + S::kGameId + " cannot force its set-up dice)");
    return state;
  }
}

// `load_game(scenario, data_dir)` builds the State's immutable Game; throws DataError.
template <class S, class LoadGame>
GameEntry typed_game_entry(std::string title, std::vector<std::string> agents,
                           AgentFactory<S> make_agent, LoadGame load_game) {
  GameEntry e;
  e.id = S::kGameId;
  e.title = std::move(title);
  // Enough for every shipped scenario of a game and a few of a designer's.
  using Game = std::remove_const_t<typename std::invoke_result_t<
      LoadGame, const json&, const std::filesystem::path&>::element_type>;
  // The seating is kept with the Game: asking it builds a whole opening position (Napoleon at
  // Waterloo's lists every move of its first phase), and the server asks at every game's start.
  struct Built {
    std::shared_ptr<const Game> game;
    Seating seating;
  };
  auto built = std::make_shared<GameCache<Built>>(16);
  auto built_for = [built, load_game](const json& scenario) {
    return built->get(scenario, game_data_dir(S::kGameId),
                      [&load_game](const json& text, const std::filesystem::path& data) {
                        std::shared_ptr<const Game> game = load_game(text, data);
                        Seating seating = seating_of(S(game, 0));
                        return std::make_shared<const Built>(Built{game, std::move(seating)});
                      });
  };
  auto game_for = [built_for](const json& scenario) { return built_for(scenario)->game; };
  e.seating = [built_for](const json& scenario) { return built_for(scenario)->seating; };
  e.agents = std::move(agents);
  e.scenarios = [] { return list_scenario_files(S::kGameId); };
  e.load_scenario = [](std::string_view id) { return load_scenario_file(S::kGameId, id); };
  e.start_game = [game_for](const json& scenario, uint64_t seed,
                            const std::vector<int>& setup_dice) -> std::unique_ptr<Session> {
    return std::make_unique<TypedSession<S>>(opening_state<S>(game_for(scenario), seed, setup_dice),
                                             scenario, seed, setup_dice);
  };
  e.play_out = [make_agent](Session& session, const std::vector<std::string>& names, uint64_t seed,
                            std::ostream* narration,
                            const std::function<void(const Session&)>& observer) {
    auto& typed = dynamic_cast<TypedSession<S>&>(session);
    const auto per_seat = agents_per_seat(names, seating_of(typed.state()));
    std::vector<std::unique_ptr<Agent<S>>> players;
    for (size_t i = 0; i < per_seat.size(); ++i)
      players.push_back(make_agent(per_seat[i], seed + 7919 * i));
    return play_out(typed, players, narration, observer);
  };
  e.choose = [make_agent](const SessionMark& position, const std::string& seat,
                          const std::string& agent, uint64_t seed) {
    const S& state = dynamic_cast<const typename TypedSession<S>::Mark&>(position).state;
    const S view = state.view_for(TypedSession<S>::seat_index_in(state, seat));
    const auto legal = view.legal_actions();
    if (legal.empty()) throw DataError("choose", "no legal action for " + seat);
    return view.action_json(make_agent(agent, seed)->choose(view, legal));
  };
  e.check_invariants = [](const Session& session) {
    return dynamic_cast<const TypedSession<S>&>(session).state().broken_invariants();
  };
  return e;
}

}  // namespace grognard
