// A CCRR hex label read from JSON, checked against a board; errors name the place.
#pragma once

#include <nlohmann/json.hpp>
#include <string>

#include "core/hex_board.h"

namespace grognard {
HexId read_hex_label(const HexBoard& board, const nlohmann::json& value, const std::string& where);
}  // namespace grognard
