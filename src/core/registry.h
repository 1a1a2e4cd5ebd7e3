// The games Grognard knows. One registration line per game (registry.cc); the CLI, the
// server and the test batteries loop over this list and never name a game.
#pragma once

#include <functional>
#include <memory>
#include <ostream>
#include <string>
#include <string_view>
#include <vector>

#include "core/seating.h"
#include "core/session.h"

namespace grognard {

struct ScenarioInfo {
  std::string id;
  std::string name;
  std::string description;  // the situation, shown when the scenario is chosen; may be empty
};

struct GameEntry {
  std::string id;
  std::string title;
  // The seats of a game of this scenario (the nations of a team game, say). Throws DataError.
  std::function<Seating(const json& scenario)> seating;
  std::vector<std::string> agents;  // computer players by name, e.g. "random", "heuristic"
  std::function<std::vector<ScenarioInfo>()> scenarios;
  // A scenario shipped in data/<id>/scenarios, as JSON. Throws DataError.
  std::function<json(std::string_view scenario_id)> load_scenario;
  // A new game from a scenario's JSON (shipped or a designer's file). Throws DataError; with
  // `setup_dice` (forced results for the rolls of the set-up, in order) that the set-up does
  // not all roll, throws IllegalAction as apply does.
  std::unique_ptr<Session> start(const json& scenario, uint64_t seed,
                                 const std::vector<int>& setup_dice = {}) const {
    return start_game(scenario, seed, setup_dice);
  }
  std::function<std::unique_ptr<Session>(const json& scenario, uint64_t seed,
                                         const std::vector<int>& setup_dice)>
      start_game;
  // Plays the session to its end, agents[i] at seat i, seeded by agent_seed; calls
  // `observer` (if set) after every action. Returns the number of actions.
  std::function<int(Session&, const std::vector<std::string>& agents, uint64_t agent_seed,
                    std::ostream* narration, const std::function<void(const Session&)>& observer)>
      play_out;
  // A computer player's choice for `seat` in a marked position (Session::mark), made on that
  // seat's view only; agent_seed makes it repeatable. Throws DataError for an unknown agent.
  std::function<json(const SessionMark&, const std::string& seat, const std::string& agent,
                     uint64_t agent_seed)>
      choose;
  // What a player needs to draw the board of a scenario (docs/protocol.md, "Boards").
  std::function<json(const json& scenario)> board;
  // The game's invariants (stacking, no enemies sharing a hex, ...): what is broken, if any.
  std::function<std::vector<std::string>(const Session&)> check_invariants;
  // Random games per scenario that the property tests play by default: fewer for long games.
  int property_games = 1000;
  // The choices the game offers before play (docs/protocol.md, "Options"): each
  // {"key", "label", "kind": "choice" | "bool" | "int" | "ints", ...}, set in a scenario's
  // "options" object. Empty for a game that offers none.
  json options = json::array();
  // Whether a seat may see less than another (fog of war). False when every seat's view is
  // the same picture, as the battery checks; a hot-seat screen then passes without a cover.
  bool hidden_information = true;
};

const std::vector<GameEntry>& registered_games();
// The scenario with `options` (an object: the lobby's or the CLI's choices) set in its "options";
// the game checks them when it starts. Throws DataError if `options` is not an object.
json with_options(json scenario, const json& options);
// What the `games` command and the server's catalog say of a game: id, title, agents and its
// scenarios, each with its seats and teams.
json catalog_entry(const GameEntry& game);
// nullptr if no game has that id.
const GameEntry* find_game(std::string_view id);
// Whether `scenario_id` names a scenario shipped with the game (else it is a designer's own).
bool ships_scenario(const GameEntry& game, std::string_view scenario_id);

}  // namespace grognard
