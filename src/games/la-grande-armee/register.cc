#include "games/la-grande-armee/register.h"

#include "ai/computer_players.h"
#include "core/typed_entry.h"
#include "games/la-grande-armee/board.h"
#include "games/la-grande-armee/heuristic_agent.h"
#include "games/la-grande-armee/search_model.h"

namespace grognard::lga {

GameEntry registry_entry() {
  GameEntry e = typed_game_entry<State>(
      "La Grande Armée (SDJ, 1989)", ai::kComputerPlayers,
      ai::computer_players<State, HeuristicAgent, SearchModel>({600, 1500, 48}), Game::load);
  e.board = [](const json& scenario) {
    return board_json(*Game::load(scenario, game_data_dir(State::kGameId)));
  };
  // A campaign runs for years: 200 random games per scenario keep the battery in minutes.
  e.property_games = 200;
  return e;
}

}  // namespace grognard::lga
