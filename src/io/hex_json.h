// Hex map data read from JSON: a board's layout, CCRR labels and hexside names, checked
// against the board; errors name the place.
#pragma once

#include <nlohmann/json.hpp>
#include <string>

#include "core/hex_board.h"

namespace grognard {
HexId read_hex_label(const HexBoard& board, const nlohmann::json& value, const std::string& where);
// A map's optional "hex_orientation" ("flat-top", the default, or "pointy-top") with its offset
// rule: "low_columns" for flat tops, "left_rows" for pointy tops ("odd", the default, or "even").
HexLayout read_hex_layout(const nlohmann::json& map, const std::string& where);
// An empty board as a map.json describes it: "columns", "rows", "default_terrain" and the
// layout above.
HexBoard read_hex_board(const nlohmann::json& map, const std::string& where);
// A hexside name in the board's orientation (N.. on flat tops, E.. on pointy tops).
Direction read_hex_side(const HexBoard& board, const nlohmann::json& value,
                        const std::string& where);
// A hexside of `h` that it shares with another hex (where a river or a road may run): "is the
// map edge" otherwise.
Direction read_shared_side(const HexBoard& board, const nlohmann::json& value, HexId h,
                           const std::string& where);
}  // namespace grognard
