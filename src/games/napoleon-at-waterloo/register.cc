#include "games/napoleon-at-waterloo/register.h"

#include "core/agent.h"
#include "games/napoleon-at-waterloo/heuristic_agent.h"
#include "io/data_dir.h"
#include "io/scenario_files.h"

namespace grognard::naw {

namespace {
std::unique_ptr<Agent<State>> make_agent(const std::string& name, uint64_t seed) {
  if (name == "random") return std::make_unique<RandomAgent<State>>(seed);
  if (name == "heuristic") return std::make_unique<HeuristicAgent>(seed);
  throw DataError("agents", "no computer player named '" + name + "' (random, heuristic)");
}
}  // namespace

GameEntry registry_entry() {
  GameEntry e;
  e.id = State::kGameId;
  e.title = "Napoleon at Waterloo (SPI, advanced game)";
  e.seats = State::seat_names();
  e.agents = {"random", "heuristic"};
  e.scenarios = [] { return list_scenario_files(State::kGameId); };
  e.load_scenario = [](std::string_view id) { return load_scenario_file(State::kGameId, id); };
  e.start = [](const json& scenario, uint64_t seed) -> std::unique_ptr<Session> {
    auto game = Game::load(scenario, game_data_dir(State::kGameId));
    return std::make_unique<TypedSession<State>>(State(game, seed), scenario, seed);
  };
  e.play_out = [](Session& session, const std::vector<std::string>& agents, uint64_t seed,
                  std::ostream* narration, const std::function<void(const Session&)>& observer) {
    auto& typed = dynamic_cast<TypedSession<State>&>(session);
    std::vector<std::unique_ptr<Agent<State>>> players;
    for (size_t i = 0; i < agents.size(); ++i)
      players.push_back(make_agent(agents[i], seed + 7919 * i));
    if (players.size() != State::seat_names().size())
      throw DataError("agents", "name one computer player per seat (french,allied)");
    return play_out(typed, players, narration, observer);
  };
  e.check_invariants = [](const Session& session) {
    return dynamic_cast<const TypedSession<State>&>(session).state().broken_invariants();
  };
  return e;
}

}  // namespace grognard::naw
