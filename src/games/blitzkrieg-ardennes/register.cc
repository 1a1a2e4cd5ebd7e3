#include "games/blitzkrieg-ardennes/register.h"

#include "ai/computer_players.h"
#include "core/typed_entry.h"
#include "games/blitzkrieg-ardennes/board.h"
#include "games/blitzkrieg-ardennes/customisation.h"
#include "games/blitzkrieg-ardennes/heuristic_agent.h"
#include "games/blitzkrieg-ardennes/search_model.h"

namespace grognard::bka {

GameEntry registry_entry() {
  // A decision is one unit's move, a German turn some eighty of them, and an iteration costs about
  // a millisecond (it lists the moves of a 1,716-hex map): "normal" plans a turn in about 2 s.
  // The Allies' plan keeps its style unless another comes out better by more than one rollout
  // in four won: a turn in the default style empties the fortresses the other filled.
  GameEntry e = typed_game_entry<State>(
      "Blitzkrieg at the Ardennes (1944)", ai::kComputerPlayers,
      ai::computer_players<State, HeuristicAgent, SearchModel>(
          {.normal = 48, .hard = 200, .hard_rollouts = 4, .hard_keep_margin = 0.25}),
      Game::load);
  e.board = [](const json& scenario) {
    return board_json(*Game::load(scenario, game_data_dir(State::kGameId)));
  };
  e.options = customisation_options();
  // Thirty-two turns of some four thousand actions a random game: 16 a run (two a shard) keep
  // the battery to seconds here and under a minute a shard under the sanitizers.
  e.property_games = 16;
  return e;
}

}  // namespace grognard::bka
