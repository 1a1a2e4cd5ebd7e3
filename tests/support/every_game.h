// The registered games as a parameterized suite's values (INSTANTIATE_TEST_SUITE_P), each
// test named after its game.
#pragma once

#include <cctype>
#include <string>
#include <vector>

#include "core/registry.h"

namespace grognard::test {

inline std::vector<std::string> every_game_id() {
  std::vector<std::string> out;
  for (const GameEntry& g : registered_games()) out.push_back(g.id);
  return out;
}

// "napoleon-at-waterloo" -> "napoleon_at_waterloo": GoogleTest names take letters, digits, _.
struct GameTestName {
  template <class Info>
  std::string operator()(const Info& info) const {
    std::string name = info.param;
    for (char& c : name)
      if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
    return name;
  }
};

}  // namespace grognard::test
