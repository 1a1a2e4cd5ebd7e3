// What the browser needs to draw Blitzkrieg at the Ardennes' map (docs/protocol.md, "Boards";
// docs/blitzkrieg-ardennes.md, "Board"): the hexes and hexsides, then the places, bridges,
// rivers, dumps, starting zones and reinforcement areas by name.
#pragma once

#include <nlohmann/json.hpp>

#include "games/blitzkrieg-ardennes/game.h"

namespace grognard::bka {
nlohmann::json board_json(const Game& game);
}
