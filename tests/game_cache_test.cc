// GameCache: one Game per scenario text, rebuilt for an edited scenario, nothing kept from a
// build that throws.
#include "core/game_cache.h"

#include <gtest/gtest.h>

#include <stdexcept>

namespace grognard {
namespace {

struct Built {
  int serial;
};

TEST(GameCache, OneGamePerScenarioText) {
  GameCache<Built> cache(2);
  int builds = 0;
  auto build = [&](const nlohmann::json&, const std::filesystem::path&) {
    return std::make_shared<const Built>(Built{++builds});
  };
  const auto a = cache.get({{"turn", 1}}, "data", build);
  EXPECT_EQ(cache.get({{"turn", 1}}, "data", build), a);
  EXPECT_NE(cache.get({{"turn", 2}}, "data", build), a);   // an edited scenario
  EXPECT_NE(cache.get({{"turn", 1}}, "other", build), a);  // another data folder
  EXPECT_EQ(builds, 3);
  // Capacity 2: the least recently used ("turn":1 in "data") has gone.
  EXPECT_NE(cache.get({{"turn", 1}}, "data", build), a);
  EXPECT_EQ(builds, 4);
}

TEST(GameCache, ABuildThatThrowsKeepsNothing) {
  GameCache<Built> cache(4);
  bool fail = true;
  auto build = [&](const nlohmann::json&, const std::filesystem::path&) {
    if (fail) throw std::runtime_error("broken scenario");
    return std::make_shared<const Built>(Built{1});
  };
  EXPECT_THROW(cache.get({{"turn", 1}}, "data", build), std::runtime_error);
  fail = false;
  EXPECT_EQ(cache.get({{"turn", 1}}, "data", build)->serial, 1);
}

}  // namespace
}  // namespace grognard
