#include "games/struggle-for-the-continent/register.h"

#include "ai/computer_players.h"
#include "core/typed_entry.h"
#include "games/struggle-for-the-continent/board.h"
#include "games/struggle-for-the-continent/heuristic_agent.h"
#include "games/struggle-for-the-continent/search_model.h"
#include "games/struggle-for-the-continent/state.h"

namespace grognard::sfc {

GameEntry registry_entry() {
  // `hard` judges its rollouts two rounds on (40 nations' turns), not at the game's end: played
  // to the end, nearly every rollout of the Central Powers is the same loss, and their styles
  // could not be told apart (docs/ai.md).
  GameEntry e = typed_game_entry<State>(
      "Struggle for the Continent (1914)", ai::kComputerPlayers,
      ai::computer_players<State, HeuristicAgent, SearchModel>(
          {.normal = 600, .hard = 2000, .hard_rollouts = 24, .hard_horizon = 40}),
      Game::load);
  e.board = [](const json& scenario) {
    const auto dir = game_data_dir(State::kGameId);
    return board_json(*Game::load(scenario, dir), dir);
  };
  // Thirty rounds of nineteen nations: 200 random games per scenario keep the battery short.
  e.property_games = 200;
  e.hidden_information = false;  // every seat sees the public view
  return e;
}

}  // namespace grognard::sfc
