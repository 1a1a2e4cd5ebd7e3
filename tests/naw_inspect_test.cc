// What the browser shows before a player commits (docs/protocol.md, "inspect") must be what
// the rules then do: the reachable hexes are the legal moves, and the combat preview's odds,
// modifier and result for a face are those of the resolved combat with that die forced.
#include "naw_fixture.h"

namespace grognard::naw::test {
namespace {

TEST(NawInspect, ReachableHexesAreExactlyTheLegalMovesWithTheirCosts) {
  // NAW Movement and ZOC: the 3-MP cavalry of the seed's example, next to an enemy.
  State s = position({unit("F1", "cavalry", 4, 5, "1213"), unit("A1", "infantry", 4, 4, "1211"),
                      unit("F2", "infantry", 4, 4, "1313")});
  const json answer = s.inspect({{"type", "reachable"}, {"unit", "F1"}});
  std::set<std::string> shown, legal;
  for (const json& h : answer["hexes"]) {
    shown.insert(h["hex"]);
    EXPECT_EQ(h["cost"], move_cost(s, "F1", h["hex"])) << h.dump();
    EXPECT_EQ(h["path"].front(), "1213");
    EXPECT_EQ(h["path"].back(), h["hex"]);
  }
  for (const Action& a : s.legal_actions())
    if (auto* m = std::get_if<Move>(&a); m && m->unit == id(s, "F1"))
      legal.insert(s.game().board().label_text(m->to));
  EXPECT_FALSE(shown.empty());
  EXPECT_EQ(shown, legal);
  EXPECT_FALSE(shown.count("1211"));  // the enemy's hex
}

TEST(NawInspect, CombatPreviewIsWhatTheCombatResolutionTableThenGives) {
  // NAW Combat Resolution Table with the capability chart: cavalry against infantry, +2.
  State s = position({unit("F1", "cavalry", 4, 5, "0513"), unit("A1", "infantry", 4, 4, "0614")});
  advance_to(s, Side::kFrench, Phase::kAssault);
  const Attack attack{{id(s, "F1")}, {hex(s, "0614")}, std::nullopt};
  const json preview = s.inspect({{"type", "preview"}, {"action", s.action_json(attack)}});
  ASSERT_TRUE(preview["legal"]);
  const json& d = preview["details"];
  EXPECT_EQ(d["odds"], "1-1");
  EXPECT_EQ(d["attack"], 4);
  EXPECT_EQ(d["defense"], 4);
  ASSERT_EQ(d["defenses"].size(), 1u);
  EXPECT_EQ(d["defenses"][0]["modifier"], 2);
  for (int face = 1; face <= 6; ++face) {
    State t = s;
    t.rng().force({face});
    const Events ev = play(t, attack);
    int combats = 0;
    for (const json& e : ev) {
      if (e["type"] != "combat") continue;
      ++combats;
      EXPECT_EQ(e["result"], d["defenses"][0]["results"][std::to_string(face)]) << face;
    }
    EXPECT_EQ(combats, 1);
  }
}

// NAW Artillery (7): bombarding guns never suffer an adverse result, and only DE and Dr
// apply. The preview's effects say, face by face, what the bombardment then does.
TEST(NawInspect, BombardmentPreviewEffectsAreWhatHappensToEachSide) {
  State s = position({unit("F1", "artillery", 4, 3, "0513"), unit("A1", "infantry", 4, 4, "0614")});
  advance_to(s, Side::kFrench, Phase::kBombardment);
  const Bombard fire{{id(s, "F1")}, hex(s, "0614")};
  const json preview = s.inspect({{"type", "preview"}, {"action", s.action_json(fire)}});
  ASSERT_TRUE(preview["legal"]) << preview.dump();
  const json& d = preview["details"];
  EXPECT_TRUE(d["bombardment"]);
  std::set<std::string> crt_results;
  for (int face = 1; face <= 6; ++face) {
    const json& effect = d["defenses"][0]["effects"][std::to_string(face)];
    crt_results.insert(d["defenses"][0]["results"][std::to_string(face)].get<std::string>());
    EXPECT_NE(effect["attackers"], "eliminated") << face;
    EXPECT_NE(effect["attackers"], "retreat") << face;
    State t = s;
    t.rng().force({face});
    play(t, fire);
    EXPECT_TRUE(t.on_map(id(t, "F1"))) << face;
    EXPECT_EQ(t.unit(id(t, "F1")).hex, hex(t, "0513")) << face;
    const std::string defenders = effect["defenders"];
    if (defenders == "eliminated") {
      EXPECT_FALSE(t.on_map(id(t, "A1"))) << face;
    }
    if (defenders == "none") {
      EXPECT_EQ(t.unit(id(t, "A1")).hex, hex(t, "0614")) << face;
    }
    if (defenders == "retreat") {
      const bool moved = t.on_map(id(t, "A1")) && t.unit(id(t, "A1")).hex != hex(t, "0614");
      EXPECT_TRUE(moved || (t.combat() && t.combat()->stage == Combat::Stage::kRetreat)) << face;
    }
  }
  // The column used has results that would hurt attackers in a ground attack.
  EXPECT_TRUE(crt_results.count("AE") || crt_results.count("Ar") || crt_results.count("EX"));
}

TEST(NawInspect, PreviewOfAnIllegalActionNamesTheRuleAndBadQueriesAreRefused) {
  State s = position({unit("F1", "infantry", 4, 4, "1213"), unit("A1", "infantry", 4, 4, "1211")});
  const json preview = s.inspect(
      {{"type", "preview"}, {"action", {{"type", "move"}, {"unit", "F1"}, {"to", "0101"}}}});
  EXPECT_FALSE(preview["legal"]);
  EXPECT_EQ(preview["rule"], "NAW Movement (1)");  // beyond its allowance
  EXPECT_FALSE(preview.value("reason", "").empty());
  EXPECT_THROW(s.inspect({{"type", "reachable"}, {"unit", "Z9"}}), DataError);
  EXPECT_THROW(s.inspect({{"type", "telescope"}}), DataError);
  EXPECT_THROW(s.inspect(json::array()), DataError);
  EXPECT_THROW(s.inspect({{"type", "preview"}, {"action", {{"type", "fly"}}}}), DataError);
}

}  // namespace
}  // namespace grognard::naw::test
