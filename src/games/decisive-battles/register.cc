#include "games/decisive-battles/register.h"

#include "ai/computer_players.h"
#include "core/typed_entry.h"
#include "games/decisive-battles/board.h"
#include "games/decisive-battles/heuristic_agent.h"
#include "games/decisive-battles/search_model.h"

namespace grognard::decisive {

GameEntry registry_entry() {
  // Besides the computer players every game has, the passive commander who never changes an
  // order: the yardstick the computer must beat (docs/decisive-battles.md), and an analyst's
  // check that a scenario does not pay a side for standing still.
  std::vector<std::string> players = ai::kComputerPlayers;
  players.push_back("passive");
  auto computer = ai::computer_players<State, HeuristicAgent, SearchModel>({48, 200, 16});
  AgentFactory<State> make_agent = [computer](const std::string& name,
                                              uint64_t seed) -> std::unique_ptr<Agent<State>> {
    if (name == "passive") return std::make_unique<PassiveAgent>();
    return computer(name, seed);
  };
  GameEntry e = typed_game_entry<State>("Decisive Battles of the American Civil War (SSG, 1988)",
                                        players, make_agent, Game::load);
  e.board = [](const json& scenario) {
    return board_json(*Game::load(scenario, game_data_dir(State::kGameId)));
  };
  // A random battle is a few hundred actions and well under a second.
  e.property_games = 100;
  return e;
}

}  // namespace grognard::decisive
