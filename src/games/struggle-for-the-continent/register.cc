#include "games/struggle-for-the-continent/register.h"

#include "core/typed_entry.h"
#include "games/struggle-for-the-continent/board.h"
#include "games/struggle-for-the-continent/state.h"

namespace grognard::sfc {

GameEntry registry_entry() {
  AgentFactory<State> random_only = [](const std::string& name,
                                       uint64_t seed) -> std::unique_ptr<Agent<State>> {
    if (name == "random") return std::make_unique<RandomAgent<State>>(seed);
    throw DataError("agents", "no computer player named '" + name + "' (random)");
  };
  GameEntry e = typed_game_entry<State>("Struggle for the Continent (1914)", {"random"},
                                        random_only, Game::load);
  e.board = [](const json& scenario) {
    const auto dir = game_data_dir(State::kGameId);
    return board_json(*Game::load(scenario, dir), dir);
  };
  // Thirty rounds of nineteen nations: 200 random games per scenario keep the battery short.
  e.property_games = 200;
  return e;
}

}  // namespace grognard::sfc
