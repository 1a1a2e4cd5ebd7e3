// Napoleon at Waterloo, advanced game: the components and "Setting up the Game" as the shipped
// scenario (data/napoleon-at-waterloo/scenarios/waterloo.json) carries them.
#include <map>
#include <optional>
#include <set>
#include <string>

#include "io/json_read.h"
#include "naw_fixture.h"

namespace grognard::naw::test {
namespace {

std::shared_ptr<const Game> waterloo() {
  return Game::load(
      read_json_file(game_data_dir("napoleon-at-waterloo") / "scenarios" / "waterloo.json"),
      game_data_dir("napoleon-at-waterloo"));
}

// Rules of Play, components: brigades are the combat units, of the basic game's "three basic
// types" (horse artillery is artillery); the Napoleon unit the victory conditions name is the
// one counter of another kind. Totals are those SOURCES.md §2 derives at 450 men a point.
TEST(NawSetup, Components_BrigadesOfTheThreeArmsAndTheNapoleonCounter) {
  const auto game = waterloo();
  struct Totals {
    int units = 0, points = 0;
    bool operator==(const Totals&) const = default;
  };
  std::map<Nation, Totals> totals;
  int leaders = 0;
  for (const UnitDef& d : game->units()) {
    if (d.arm == Arm::kLeader) {
      ++leaders;
      EXPECT_EQ(d.id, "FR-NAP");
      EXPECT_EQ(d.strength, 0);
      continue;
    }
    EXPECT_GT(d.strength, 0) << d.id;
    ++totals[d.nation].units;
    totals[d.nation].points += d.strength;
  }
  EXPECT_EQ(leaders, 1);
  EXPECT_EQ(totals[Nation::kFrench], (Totals{54, 169}));
  EXPECT_EQ(totals[Nation::kBritish], (Totals{41, 153}));
  EXPECT_EQ(totals[Nation::kPrussian], (Totals{36, 198}));
}

// Setting up the Game: the Advanced Initial Deployment Chart is not public, so the placement is
// reconstructed (SOURCES.md §2, "Placement rules"): every basic set-up hex is used by its own
// side, only two hexes are added (1308, 1512), no hex starts over the stacking limit (Napoleon
// does not count), and only the Hougoumont garrison starts in woods.
TEST(NawSetup, AdvancedDeploymentUsesEveryBasicSetUpHex) {
  const auto game = waterloo();
  const std::set<std::string> french = {"0614", "0914", "1015", "1016", "1114", "1115", "1116",
                                        "1414", "1415", "1416", "1417", "1511", "1514", "1515",
                                        "1516", "1517", "1611", "1613", "1615", "1712", "1812",
                                        "1814", "1912", "1913", "1914", "2111", "1512"};
  const std::set<std::string> allied = {"0410", "0609", "0811", "0907", "0910", "1014", "1110",
                                        "1209", "1210", "1307", "1309", "1410", "1507", "1509",
                                        "1609", "1708", "1807", "1808", "1308"};
  std::map<std::string, int> stacked;
  std::map<std::string, Side> side_in;
  for (const UnitDef& d : game->units()) {
    if (!d.start) {
      EXPECT_EQ(d.nation, Nation::kPrussian) << d.id << " has no hex and is no Prussian";
      continue;
    }
    const std::string label = game->board().label_text(*d.start);
    side_in[label] = d.side;
    if (d.arm != Arm::kLeader) ++stacked[label];
    if (game->terrain(*d.start).blocks_fire) {
      EXPECT_EQ(label, "1014") << d.id << " starts in woods";
    }
  }
  EXPECT_EQ(side_in.size(), french.size() + allied.size());
  auto side_at = [&](const std::string& hex) -> std::optional<Side> {
    const auto it = side_in.find(hex);
    return it == side_in.end() ? std::nullopt : std::optional<Side>(it->second);
  };
  for (const auto& hex : french) EXPECT_EQ(side_at(hex), Side::kFrench) << hex;
  for (const auto& hex : allied) EXPECT_EQ(side_at(hex), Side::kAllied) << hex;
  for (const auto& [hex, count] : stacked) EXPECT_LE(count, game->stacking_limit()) << hex;
}

}  // namespace
}  // namespace grognard::naw::test
