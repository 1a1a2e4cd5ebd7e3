#include "io/data_dir.h"

#include <cstdlib>

namespace grognard {

std::filesystem::path data_dir() {
  if (const char* env = std::getenv("GROGNARD_DATA"); env && *env) return env;
  return GROGNARD_DEFAULT_DATA_DIR;
}

std::filesystem::path game_data_dir(std::string_view game_id) { return data_dir() / game_id; }

}  // namespace grognard
