#include "games/napoleon-at-waterloo/register.h"

#include "ai/computer_players.h"
#include "core/typed_entry.h"
#include "games/napoleon-at-waterloo/heuristic_agent.h"
#include "games/napoleon-at-waterloo/search_model.h"
#include "io/board_json.h"
#include "io/data_dir.h"

namespace grognard::naw {

GameEntry registry_entry() {
  GameEntry e = typed_game_entry<State>(
      "Napoleon at Waterloo (SPI, advanced game)", ai::kComputerPlayers,
      ai::computer_players<State, HeuristicAgent, SearchModel>({300, 1200, 48}), Game::load);
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
  e.hidden_information = false;  // every seat sees the public view
  return e;
}

}  // namespace grognard::naw
