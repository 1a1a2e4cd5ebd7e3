#include "games/la-grande-armee/register.h"

#include "core/typed_entry.h"
#include "games/la-grande-armee/board.h"
#include "games/la-grande-armee/heuristic_agent.h"

namespace grognard::lga {

namespace {
std::unique_ptr<Agent<State>> make_agent(const std::string& name, uint64_t seed) {
  if (name == "random") return std::make_unique<RandomAgent<State>>(seed);
  if (name == "heuristic") return std::make_unique<HeuristicAgent>(seed);
  throw DataError("agents", "no computer player named '" + name + "' (random, heuristic)");
}
}  // namespace

GameEntry registry_entry() {
  GameEntry e = typed_game_entry<State>("La Grande Armée (SDJ, 1989)", {"random", "heuristic"},
                                        make_agent, Game::load);
  e.board = [](const json& scenario) {
    return board_json(*Game::load(scenario, game_data_dir(State::kGameId)));
  };
  // A campaign runs for years: 200 random games per scenario keep the battery in minutes.
  e.property_games = 200;
  return e;
}

}  // namespace grognard::lga
