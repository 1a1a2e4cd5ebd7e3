// The drawable description of a hex board that the server sends the browser
// (docs/protocol.md, "Boards"): grid geometry, terrain per hex, features per hexside.
#pragma once

#include <nlohmann/json.hpp>

#include "core/hex_board.h"

namespace grognard {
nlohmann::json hex_board_json(const HexBoard& board);
}  // namespace grognard
