#include "games/napoleon-at-waterloo/register.h"

#include "core/agent.h"
#include "games/napoleon-at-waterloo/heuristic_agent.h"
#include "io/board_json.h"
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
  e.choose = [](const Session& session, const std::string& seat, const std::string& agent,
                uint64_t seed) {
    const State& state = dynamic_cast<const TypedSession<State>&>(session).state();
    const int index = TypedSession<State>::seat_index(seat);
    const auto legal = state.legal_actions();
    if (legal.empty()) throw DataError("choose", "no legal action for " + seat);
    return state.action_json(make_agent(agent, seed)->choose(state.view_for(index), legal));
  };
  e.board = [](const json& scenario) {
    const auto game = Game::load(scenario, game_data_dir(State::kGameId));
    const HexBoard& board = game->board();
    json j = hex_board_json(board);
    json places = json::array();
    for (const Place& p : game->places())
      places.push_back({{"name", p.name}, {"hex", board.label_text(p.hex)}});
    j["places"] = places;
    auto labels = [&](const std::vector<HexId>& hexes) {
      json a = json::array();
      for (HexId h : hexes) a.push_back(board.label_text(h));
      return a;
    };
    j["marked"] = {{"french_exit_hexes", labels(game->exit_hexes())},
                   {"prussian_entry_hexes", labels(game->entry_hexes())}};
    return j;
  };
  e.check_invariants = [](const Session& session) {
    return dynamic_cast<const TypedSession<State>&>(session).state().broken_invariants();
  };
  return e;
}

}  // namespace grognard::naw
