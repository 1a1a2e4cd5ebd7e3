// La Grande Armée scenarios that set the position (season, player, phase, fatigue) or change
// the map: each takes effect under the rules, and each bad field is refused, named.
#include <gtest/gtest.h>

#include "lga_fixture.h"

namespace grognard::lga::test {
namespace {

// The Danube battle (lga_fixture.h), the Austrians holding Munich, at `position`.
json danube_at(json position = nullptr) {
  json s = danube_battle();
  s["control"] = {{"1508", "allied"}};
  if (!position.is_null()) s["position"] = std::move(position);
  return s;
}

TEST(LgaScenarioPosition, SeasonPlayerAndPhaseAreWherePlayStarts) {
  const State s = position(danube_at({{"date", {{"season", "autumn"}, {"year", 1805}}},
                                      {"player", "allied"},
                                      {"phase", "movement"}}));
  EXPECT_EQ(s.date(), (Date{1805, Season::kAutumn}));
  EXPECT_EQ(s.player(), Side::kAllied);
  EXPECT_EQ(s.phase(), Phase::kMovement);
  const json view = s.to_json(std::nullopt);
  EXPECT_EQ(view["season"], "autumn");
  EXPECT_EQ(view["player"], "allied");
  EXPECT_EQ(view["phase"], "movement");
  // The Austrians move: their reserve may leave Innsbruck, the French corps may not.
  EXPECT_TRUE(s.may_move(id(s, "Reserve")));
  EXPECT_FALSE(s.may_move(id(s, "I Corps")));
}

TEST(LgaScenarioPosition, FatigueTellsInCombat) {
  // LGA 5.64: the defender's fatigue helps the attacker, one for one.
  State rested = position(danube_at());
  to_movement(rested);
  State tired = position(danube_at({{"fatigue", {{"Landwehr", 3}}}}));
  EXPECT_EQ(tired.unit(id(tired, "Landwehr")).fatigue, 3);
  to_movement(tired);
  const auto a = rested.plan_attack(id(rested, "I Corps"), hex(rested, "1508"));
  const auto b = tired.plan_attack(id(tired, "I Corps"), hex(tired, "1508"));
  ASSERT_TRUE(a && b);
  EXPECT_EQ(modifier(*a, "defender's fatigue"), 0);
  EXPECT_EQ(modifier(*b, "defender's fatigue"), 3);
  EXPECT_EQ(b->total_modifier(), a->total_modifier() + 3);
  EXPECT_TRUE(tired.broken_invariants().empty());
}

TEST(LgaScenarioPosition, EachBadFieldIsNamed) {
  const std::vector<std::pair<json, std::string>> cases = {
      {{{"date", {{"season", "autumn"}, {"year", 1807}}}},
       "scenario.position.date: autumn 1807 is outside the scenario's summer 1805 to winter 1806"},
      {{{"date", {{"season", "monsoon"}, {"year", 1805}}}},
       "scenario.position.date.season: expected spring"},
      {{{"player", "russian"}}, "scenario.position.player: expected \"french\""},
      {{{"phase", "defense"}}, "scenario.position.phase: 'defense': a position starts at"},
      {{{"fatigue", {{"Murat", 1}}}}, "scenario.position.fatigue.Murat: no unit 'Murat'"},
      {{{"fatigue", {{"Landwehr", 12}}}}, "scenario.position.fatigue.Landwehr: 12 is outside 0..9"},
      {{{"fatigue", {{"I Corps", 1}}}},
       "scenario.position.fatigue.I Corps: belongs to the french player, whose turn begins by "
       "setting fatigue to zero (LGA 5.1)"},
      {{{"season", "autumn"}}, "scenario.position.season: unknown field"},
  };
  for (const auto& [pos, message] : cases) {
    try {
      position(danube_at(pos));
      ADD_FAILURE() << "accepted " << pos.dump();
    } catch (const DataError& e) {
      EXPECT_NE(std::string(e.what()).find(message), std::string::npos)
          << pos.dump() << " gave: " << e.what();
    }
  }
}

TEST(LgaScenarioMap, ChangesTakeEffect) {
  State plain = position(danube_at());
  to_movement(plain);
  const auto side = plain.game().board().direction_to(hex(plain, "1507"), hex(plain, "1508"));
  ASSERT_TRUE(side);
  const std::string side_name(plain.game().board().side_name(*side));
  const auto across = plain.plan_attack(id(plain, "I Corps"), hex(plain, "1508"));
  ASSERT_TRUE(across);
  EXPECT_EQ(modifier(*across, "attacking across a river"), -1);

  json s = danube_at();
  s["map_changes"] = {{{"change", "remove_river"}, {"hex", "1507"}, {"side", side_name}},
                      {{"change", "terrain"}, {"hex", "1506"}, {"terrain", "marsh"}},
                      {{"change", "add_city"}, {"hex", "1406"}, {"name", "Ulm"}, {"kind", "major"}},
                      {{"change", "remove_city"}, {"hex", "1407"}}};
  State changed = position(s);
  to_movement(changed);
  const auto dry = changed.plan_attack(id(changed, "I Corps"), hex(changed, "1508"));
  ASSERT_TRUE(dry);
  EXPECT_EQ(modifier(*dry, "attacking across a river"), 0);
  const Game& g = changed.game();
  EXPECT_EQ(g.area(hex(changed, "1506")).terrain, Terrain::kMarsh);
  EXPECT_EQ(g.area(hex(changed, "1406")).city, CityKind::kMajor);
  EXPECT_EQ(g.area(hex(changed, "1406")).city_name, "Ulm");
  EXPECT_EQ(g.area(hex(changed, "1407")).city, CityKind::kNone);
  // A major city scores; a razed one no longer does (LGA 5.2).
  auto scores = [&](const std::string& label) {
    const auto& list = g.scoring_areas();
    return std::find(list.begin(), list.end(), hex(changed, label)) != list.end();
  };
  EXPECT_TRUE(scores("1406"));
  EXPECT_FALSE(scores("1407"));
  // Marsh costs two moves to enter (LGA 2.3), clear one: the step from 1507 costs one more.
  State::Step plain_step, marsh_step;
  EXPECT_FALSE(plain.step_violation(id(plain, "I Corps"), hex(plain, "1506"), &plain_step));
  EXPECT_FALSE(changed.step_violation(id(changed, "I Corps"), hex(changed, "1506"), &marsh_step));
  EXPECT_EQ(marsh_step.cost, plain_step.cost + 1);
}

TEST(LgaScenarioMap, BadChangesAreNamed) {
  const std::vector<std::pair<json, std::string>> cases = {
      {{{"change", "terrain"}, {"hex", "1506"}, {"terrain", "sea"}},
       "scenario.map_changes[0].terrain: expected clear, forest, mountains or marsh"},
      {{{"change", "add_city"}, {"hex", "1508"}, {"name", "Munich"}, {"kind", "major"}},
       "scenario.map_changes[0].hex: 1508 already has a city, Munich"},
      {{{"change", "remove_city"}, {"hex", "1506"}},
       "scenario.map_changes[0].hex: 1506 has no city"},
      {{{"change", "remove_river"}, {"hex", "0808"}, {"side", "E"}},
       "scenario.map_changes[0]: no river runs along the E side of 0808"},
      {{{"change", "add_river"}, {"hex", "0808"}, {"side", "N"}},
       "scenario.map_changes[0].side: expected"},
      {{{"change", "add_city"}, {"hex", "1506"}, {"name", "Ulm"}, {"kind", "village"}},
       "scenario.map_changes[0].kind: expected capital, major or minor"},
      {{{"change", "terrain"}, {"hex", "4040"}, {"terrain", "clear"}},
       "scenario.map_changes[0].hex: '4040' is not a hex"},
  };
  for (const auto& [change, message] : cases) {
    json s = danube_at();
    s["map_changes"] = json::array({change});
    try {
      position(s);
      ADD_FAILURE() << "accepted " << change.dump();
    } catch (const DataError& e) {
      EXPECT_NE(std::string(e.what()).find(message), std::string::npos)
          << change.dump() << " gave: " << e.what();
    }
  }
}

}  // namespace
}  // namespace grognard::lga::test
