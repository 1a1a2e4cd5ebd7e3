// The board La Grande Armée sends the browser: the generic fields every client reads and
// Europe's areas, seas and sea links (LGA 2.5: the arrows around Portugal).
#include <gtest/gtest.h>

#include <set>

#include "games/la-grande-armee/board.h"
#include "lga_fixture.h"

namespace grognard::lga::test {
namespace {

TEST(LgaBoard, NamesEveryCityAndCarriesTheGenericFields) {
  const State s = position(scenario({}));
  const json b = board_json(s.game());
  ASSERT_TRUE(b.at("marked").is_object());
  std::set<std::string> names;
  for (const json& p : b.at("places")) {
    const std::string hex = p.at("hex");
    EXPECT_EQ(b.at("areas").at(hex).at("city").at("name"), p.at("name")) << hex;
    names.insert(p.at("name"));
  }
  for (const char* capital : {"Paris", "Madrid", "Vienna", "Berlin", "London", "Moscow"})
    EXPECT_TRUE(names.count(capital)) << capital;
  int cities = 0;
  for (const auto& [hex, area] : b.at("areas").items()) cities += area.contains("city");
  EXPECT_EQ(cities, static_cast<int>(b.at("places").size()));
}

TEST(LgaBoard, LGA_2_5_TheArrowsAroundPortugalAreSeaLinks) {
  const State s = position(scenario({}));
  const json b = board_json(s.game());
  const json links = b.at("sea_links");
  auto linked = [&](const std::string& x, const std::string& y) {
    for (const json& l : links)
      if ((l[0] == x && l[1] == y) || (l[0] == y && l[1] == x)) return true;
    return false;
  };
  EXPECT_TRUE(linked("0107", "0210"));
  EXPECT_TRUE(linked("0210", "0410")) << "the Strait of Gibraltar";
  EXPECT_FALSE(linked("0107", "0410"));
  EXPECT_TRUE(b.at("seas").contains("baltic"));
}

}  // namespace
}  // namespace grognard::lga::test
