// Who sits at a game: its seats (one per side, or per nation in team games) and, for team
// games, which seats play together. Seats may depend on the scenario.
#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace grognard {

// Seats that play as one side; one person may hold them all.
struct SeatTeam {
  std::string id, name;
  std::vector<std::string> seats;
};

struct Seating {
  std::vector<std::string> seats;  // in the game's order
  std::vector<SeatTeam> teams;     // empty for a game of single seats
};

// The computer player of every seat, from a list as the CLI takes it: one name for every
// seat ("random"), one name per seat in order ("heuristic,random"), or assignments by seat
// or team ("central=heuristic,entente=random"), later ones overriding earlier ones; every
// seat must end with a player. Throws DataError naming what is wrong.
// The teams as the catalog and the server's "joined" message give them:
// [{"id", "name", "seats"}], empty for a game of single seats.
nlohmann::json teams_json(const Seating& seating);

std::vector<std::string> agents_per_seat(const std::vector<std::string>& names,
                                         const Seating& seating);

}  // namespace grognard
