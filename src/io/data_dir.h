#pragma once

#include <filesystem>
#include <string_view>

namespace grognard {
// Where data/<game-id>/ lives: $GROGNARD_DATA if set, else the source tree's data folder.
std::filesystem::path data_dir();
std::filesystem::path game_data_dir(std::string_view game_id);
}  // namespace grognard
