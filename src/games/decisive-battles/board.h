// What a player needs to draw a Decisive Battles battlefield (docs/protocol.md, "Boards").
#pragma once

#include <nlohmann/json.hpp>

#include "games/decisive-battles/game.h"

namespace grognard::decisive {

nlohmann::json board_json(const Game& g);

}  // namespace grognard::decisive
