#include "games/decisive-battles/register.h"

#include "ai/computer_players.h"
#include "core/typed_entry.h"
#include "games/decisive-battles/board.h"
#include "games/decisive-battles/heuristic_agent.h"
#include "games/decisive-battles/search_model.h"

namespace grognard::decisive {

GameEntry registry_entry() {
  GameEntry e = typed_game_entry<State>(
      "Decisive Battles of the American Civil War (SSG, 1988)", ai::kComputerPlayers,
      ai::computer_players<State, HeuristicAgent, SearchModel>({48, 200, 4}), Game::load);
  e.board = [](const json& scenario) {
    return board_json(*Game::load(scenario, game_data_dir(State::kGameId)));
  };
  // A random battle is a few hundred actions and well under a second.
  e.property_games = 100;
  return e;
}

}  // namespace grognard::decisive
