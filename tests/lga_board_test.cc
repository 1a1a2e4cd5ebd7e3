// The board La Grande Armée sends the browser: the generic fields every client reads and
// Europe's areas, seas and sea links (LGA 2.5: the arrows around Portugal).
#include <gtest/gtest.h>

#include <map>
#include <set>
#include <string>
#include <utility>

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

// The original program's map (SOURCES.md): pointy tops, odd rows half a hex left; its hex
// (row r, column c) is label ccrr; its 7 capitals, 21 major and 29 minor cities.
TEST(LgaBoard, LGA_2_3_TheOriginalsGridAndCities) {
  const State s = position(scenario({}));
  const json b = board_json(s.game());
  EXPECT_EQ(b.at("grid").at("orientation"), "pointy");
  EXPECT_EQ(b.at("grid").at("left_rows"), "odd");
  const std::pair<const char*, const char*> capitals[] = {
      {"1201", "London"},         {"1104", "Paris"},  {"1704", "Berlin"}, {"3005", "Moscow"},
      {"2701", "St. Petersburg"}, {"0408", "Madrid"}, {"1809", "Vienna"}};
  for (const auto& [hex, name] : capitals) {
    EXPECT_EQ(b.at("areas").at(hex).at("city").at("name"), name) << hex;
    EXPECT_EQ(b.at("areas").at(hex).at("city").at("kind"), "capital") << hex;
  }
  std::map<std::string, int> kinds;
  for (const auto& [hex, area] : b.at("areas").items())
    if (area.contains("city")) ++kinds[area.at("city").at("kind")];
  EXPECT_EQ(kinds["capital"], 7);
  EXPECT_EQ(kinds["major"], 21);
  EXPECT_EQ(kinds["minor"], 29);
  // LGA 2.5: column 30 is the Hinterland, Moscow excepted.
  EXPECT_FALSE(b.at("areas").at("3005").contains("hinterland"));
  EXPECT_TRUE(b.at("areas").at("3004").at("hinterland"));
  // Rivers are named by the pointy-top sides: the Danube between Munich (1508) and 1507,
  // listed once, from Munich's north-west face.
  bool danube = false;
  for (const json& side : b.at("hexsides"))
    danube = danube || (side.at("hex") == "1508" && side.at("side") == "NW");
  EXPECT_TRUE(danube);
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
  // The original's arrows: "To Gibr" off Portugal (0103) and "To Atl" by Gibraltar (0109),
  // the one sea hex there, which touches no other sea hex.
  EXPECT_TRUE(linked("0103", "0109"));
  EXPECT_EQ(links.size(), 1u);
  EXPECT_EQ(b.at("seas").at("atlantic").size(), 38u);
  EXPECT_TRUE(b.at("seas").contains("baltic"));
}

}  // namespace
}  // namespace grognard::lga::test
