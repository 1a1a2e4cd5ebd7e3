// What the browser needs to draw Europe (docs/protocol.md, "Boards"): the provinces with
// their shapes (data/struggle-for-the-continent/shapes.json, made by web/tools/sfc-map), the
// borders, the backdrop land and the nations of the scenario.
#pragma once

#include <filesystem>

#include "games/struggle-for-the-continent/game.h"

namespace grognard::sfc {

// Throws DataError naming the file and field at fault.
json board_json(const Game& game, const std::filesystem::path& data);

}  // namespace grognard::sfc
