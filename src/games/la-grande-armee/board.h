// What the browser needs to draw La Grande Armée's map (docs/la-grande-armee.md, "Board").
#pragma once

#include <nlohmann/json.hpp>

#include "games/la-grande-armee/game.h"

namespace grognard::lga {
nlohmann::json board_json(const Game& game);
}
