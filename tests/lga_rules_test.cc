// La Grande Armée supply, muster, movement, building, military points, victory and fog of
// war, each from its section of the rules.
#include <gtest/gtest.h>

#include "games/la-grande-armee/tables.h"
#include "io/json_read.h"
#include "lga_fixture.h"

namespace grognard::lga::test {
namespace {

TEST(LgaSupply, LGA_5_4_SupplyEntersAZocButNeverPassesThroughOne) {
  // 1808 (made French) touches French areas only through 1708 (made French), which touches
  // the Rhine's 1608 and is in the ZOC of Prague (1807).
  json sc = scenario({unit("Ney", "france", "infantry", "1708"),
                      unit("Soult", "france", "infantry", "1808"),
                      unit("Prague", "austria", "infantry", "1807")});
  sc["control"] = {{"1708", "french"}, {"1808", "french"}};
  State s = position(sc);
  const auto supplied = s.supplied_areas(Side::kFrench);
  EXPECT_TRUE(supplied[hex(s, "1708").value]);   // into the ZOC
  EXPECT_FALSE(supplied[hex(s, "1808").value]);  // not through it, though Ney stands there
  EXPECT_FALSE(s.in_supply(id(s, "Soult"), supplied));
  EXPECT_TRUE(s.unit(id(s, "Soult")).unsupplied);  // found so in Phase III
  // LGA 5.4: a garrison exerts no ZOC and blocks only its own area.
  sc["units"][2]["garrison"] = true;
  State g = position(sc);
  EXPECT_TRUE(g.supplied_areas(Side::kFrench)[hex(g, "1808").value]);
}

TEST(LgaSupply, LGA_2_3_ParisOnlyForTheFrenchMadridNeverForTheAllies) {
  json sc = scenario({unit("Junot", "france", "infantry", "1809"),
                      unit("Moore", "britain", "infantry", "0408"),
                      unit("Castanos", "spain", "infantry", "0408")});
  sc["control"] = {{"1809", "french"}};
  State s = position(sc);
  EXPECT_FALSE(s.supplied_areas(Side::kFrench)[hex(s, "1809").value]);  // Vienna is no source
  const auto allied = s.supplied_areas(Side::kAllied);
  EXPECT_FALSE(allied[hex(s, "0408").value]);
  EXPECT_FALSE(s.in_supply(id(s, "Moore"), allied));
  EXPECT_TRUE(s.in_supply(id(s, "Castanos"), allied));  // Spanish units always are
  // LGA 2.3: a port with a British garrison supplies the allies.
  sc["units"].push_back(unit("Lisbon", "britain", "militia", "0106", {{"garrison", true}}));
  State p = position(sc);
  EXPECT_TRUE(p.supplied_areas(Side::kAllied)[hex(p, "0408").value]);
}

TEST(LgaSupply, LGA_5_4_RussiansInTheHinterlandAreAlwaysSupplied) {
  json sc = scenario({unit("Cossacks", "russia", "cavalry", "3002")});
  State s = position(sc);
  const std::vector<bool> none(s.game().board().size(), false);
  EXPECT_TRUE(s.in_supply(id(s, "Cossacks"), none));
}

TEST(LgaSupply, LGA_5_7_SiegeTableAndDestructionOfUnsuppliedUnits) {
  const int loss[] = {5, 4, 4, 3, 3, 2};
  for (int roll = 1; roll <= 6; ++roll) EXPECT_EQ(siege_loss(roll), loss[roll - 1]);
  // Prague (1807) and 1808, made French, are cut off from Paris.
  json sc = scenario({unit("Prague", "france", "infantry", "1807", {{"garrison", true}}),
                      unit("Brunn", "france", "infantry", "1808")});
  sc["control"] = {{"1807", "french"}, {"1808", "french"}};
  State s = position(sc);
  to_movement(s);
  ASSERT_TRUE(s.unit(id(s, "Prague")).unsupplied);
  ASSERT_TRUE(s.unit(id(s, "Brunn")).unsupplied);
  EXPECT_EQ(broken_rule(s, Move{id(s, "Brunn"), hex(s, "1708")}), "LGA 5.4");
  play(s, EndPhase{}, {6});  // the siege roll: 6 costs 2 of 3 morale
  EXPECT_EQ(s.unit(id(s, "Brunn")).where, Where::kDead);
  EXPECT_EQ(s.unit(id(s, "Prague")).where, Where::kOnMap);
  EXPECT_EQ(s.unit(id(s, "Prague")).morale, 1);
}

TEST(LgaSupply, LGA_2_3_UnitsInsideACapitalAreNeverDestroyedForLackOfSupply) {
  // Vienna (1809), an enemy capital taken by the French, is no French source and is cut off.
  json sc = scenario({unit("Vienna", "france", "infantry", "1809", {{"garrison", true}}),
                      unit("Lannes", "france", "infantry", "1809"),
                      unit("Napoleon", "france", "hq", "1809"),
                      unit("Brunn", "france", "infantry", "1808")});
  sc["control"] = {{"1809", "french"}, {"1808", "french"}};
  State s = position(sc);
  to_movement(s);
  for (const char* u : {"Vienna", "Lannes", "Napoleon", "Brunn"})
    ASSERT_TRUE(s.unit(id(s, u)).unsupplied) << u;
  // Still out of supply (LGA 5.4): Lannes may neither move nor attack this season.
  EXPECT_EQ(broken_rule(s, Move{id(s, "Lannes"), hex(s, "1709")}), "LGA 5.4");
  const Events ev = play(s, EndPhase{});  // Phase VI: no siege roll inside the capital
  EXPECT_EQ(find_event(ev, "siege"), nullptr);
  EXPECT_EQ(s.unit(id(s, "Brunn")).where, Where::kDead);  // outside it
  for (const char* u : {"Vienna", "Lannes"}) {
    EXPECT_EQ(s.unit(id(s, u)).where, Where::kOnMap) << u;
    EXPECT_EQ(s.unit(id(s, u)).morale, 3) << u;
  }
  EXPECT_EQ(s.unit(id(s, "Napoleon")).where, Where::kOnMap);  // HQs too (SOURCES.md)
}

TEST(LgaMuster, LGA_5_4_MusterTableAndModifiers) {
  const int loss[] = {2, 2, 1, 1, 0, 0};
  for (int total = 1; total <= 6; ++total) EXPECT_EQ(two_one_nothing(total), loss[total - 1]);
  EXPECT_EQ(two_one_nothing(-2), 2);
  EXPECT_EQ(two_one_nothing(9), 0);
  json sc = scenario(
      {unit("Guard", "france", "infantry", "1104"), unit("Alps", "france", "militia", "1009"),
       unit("Andalusia", "france", "infantry", "0408"),
       unit("Pripet", "france", "militia", "2308")},
      "winter");
  sc["control"] = {{"0408", "french"}, {"2308", "french"}};
  State s = position(sc, {1, 1, 1, 1});
  auto terrain = [&](const std::string& u) {  // every modifier but the unit's morale
    int t = 0;
    for (const Modifier& m : s.muster_modifiers(id(s, u), true))
      if (m.why != "morale") t += m.value;
    return t;
  };
  EXPECT_EQ(terrain("Guard"), -2 + 3);          // winter, capital
  EXPECT_EQ(terrain("Alps"), -2 - 2);           // winter, mountains
  EXPECT_EQ(terrain("Andalusia"), -2 + 3 - 1);  // winter, capital, French in Spain
  EXPECT_EQ(terrain("Pripet"), -2 - 3 - 1);     // winter, marsh, French in Russia
  // The opening muster rolled 1 for each: Guard 1 + 3 + 1 = 5, no loss; Alps 1 + 2 - 4 = -1,
  // loses 2; Andalusia, cut off in Madrid, 1 + 3 + 0 - 2 = 2, loses 2.
  EXPECT_EQ(s.unit(id(s, "Guard")).morale, 3);
  EXPECT_EQ(s.unit(id(s, "Alps")).morale, 0);
  EXPECT_TRUE(s.unit(id(s, "Andalusia")).unsupplied);
  EXPECT_EQ(s.unit(id(s, "Andalusia")).morale, 1);
}

TEST(LgaMuster, LGA_5_4_EveryUnitButHqsMustersWithTheTablesModifiers) {
  json sc = scenario(
      {unit("Cuirassiers", "france", "cavalry", "1104"),
       unit("Foot Guard", "france", "guard", "1009"),
       unit("Grand Battery", "france", "artillery", "2308"), unit("Murat", "france", "hq", "1104"),
       unit("Royal Artillery", "britain", "artillery", "1001"),
       unit("Guards", "britain", "infantry", "1001")},
      "winter");
  sc["control"] = {{"2308", "french"}};
  State s = position(sc, std::vector<int>(40, 1));
  auto terrain = [&](const std::string& u) {  // every modifier but the unit's morale
    int t = 0;
    for (const Modifier& m : s.muster_modifiers(id(s, u), true))
      if (m.why != "morale") t += m.value;
    return t;
  };
  // The table's modifiers for cavalry, guard and artillery too, not only infantry and militia.
  EXPECT_EQ(terrain("Cuirassiers"), -2 + 3);        // winter, capital
  EXPECT_EQ(terrain("Foot Guard"), -2 - 2);         // winter, mountains
  EXPECT_EQ(terrain("Grand Battery"), -2 - 3 - 1);  // winter, marsh, French in Russia
  // The opening rolls were 1: Cuirassiers 1 + 2 - 2 + 3 = 4 loses 1; Foot Guard
  // 1 + 4 - 2 - 2 = 1 loses 2. Murat, an HQ, does not muster (LGA 3.3: HQs are not units).
  EXPECT_EQ(s.unit(id(s, "Cuirassiers")).morale, 1);
  EXPECT_EQ(s.unit(id(s, "Foot Guard")).morale, 2);
  EXPECT_EQ(s.unit(id(s, "Murat")).where, Where::kOnMap);
  // LGA 2.3 spares infantry and militia at sea, and only them: both British units put to sea
  // from Portsmouth (1001) into the Channel (1002); a season later only the artillery musters.
  to_movement(s);
  s.do_apply(EndPhase{});
  to_movement(s);
  ASSERT_EQ(s.player(), Side::kAllied);
  for (const char* u : {"Royal Artillery", "Guards"}) {
    ASSERT_FALSE(s.validate(Move{id(s, u), hex(s, "1002")})) << u;
    s.do_apply(Move{id(s, u), hex(s, "1002")});
  }
  while (s.player() != Side::kFrench || s.phase() != Phase::kMovement) s.do_apply(EndPhase{});
  const Events ev = play(s, EndPhase{}, {1});  // the one allied muster roll
  int musters = 0;
  for (const json& e : ev)
    if (e.value("type", "") == "muster") {
      ++musters;
      EXPECT_EQ(e["unit"], "Royal Artillery");
    }
  EXPECT_EQ(musters, 1);
}

TEST(LgaMovement, LGA_2_3_TerrainCitiesAndZoc) {
  json sc = scenario(
      {unit("Ney", "france", "infantry", "1507"), unit("Tyrol", "austria", "infantry", "1509")});
  State s = position(sc);
  to_movement(s);
  State::Step st;
  EXPECT_FALSE(s.step_violation(id(s, "Ney"), hex(s, "1408"), &st));
  EXPECT_EQ(st.cost, 2);  // mountains
  EXPECT_FALSE(s.step_violation(id(s, "Ney"), hex(s, "1407"), &st));
  EXPECT_EQ(st.cost, 1);                              // a city (Stuttgart)
  play(s, Move{id(s, "Ney"), hex(s, "1508")}, {99});  // Munich, next to Innsbruck
  EXPECT_FALSE(s.step_violation(id(s, "Ney"), hex(s, "1408"), &st));
  EXPECT_EQ(st.cost, 3);  // mountains 2 + leaving a ZOC 1 (LGA 3.2)
}

TEST(LgaMovement, LGA_5_63_FogOfWarLosesAllOrOneMove) {
  EXPECT_EQ(fog_of_war_loss(1, 4), 4);
  EXPECT_EQ(fog_of_war_loss(2, 4), 4);
  EXPECT_EQ(fog_of_war_loss(3, 4), 1);
  EXPECT_EQ(fog_of_war_loss(5, 4), 1);
  EXPECT_EQ(fog_of_war_loss(6, 4), 0);
  json sc = scenario({unit("Ney", "france", "infantry", "1104")});
  State s = position(sc);
  to_movement(s);
  play(s, Move{id(s, "Ney"), hex(s, "1004")}, {4});
  EXPECT_EQ(s.unit(id(s, "Ney")).moves, 3);  // 5 - 1 - 1
  play(s, Move{id(s, "Ney"), hex(s, "1003")}, {2});
  EXPECT_EQ(s.unit(id(s, "Ney")).moves, 0);
}

TEST(LgaMovement, LGA_5_62_LongMarchFatigue) {
  json sc = scenario({unit("Ney", "france", "infantry", "1104")});
  State s = position(sc);
  to_movement(s);
  const UnitId ney = id(s, "Ney");
  for (const char* to : {"1004", "1005", "1006", "1007"}) play(s, Move{ney, hex(s, to)}, {99});
  play(s, Move{ney, hex(s, "1107")}, {1});  // the whole allowance: roll 1 - 0 = 1: F2
  EXPECT_EQ(s.unit(ney).moves, 0);
  EXPECT_EQ(s.unit(ney).fatigue, 2);
}

TEST(LgaMovement, LGA_2_5_FrenchBarredFromTheHinterland) {
  // France holds everything from Paris to Moscow, so the corps at Moscow is supplied.
  json sc = scenario_france_to_moscow({unit("Grand", "france", "infantry", "3005")});
  State s = position(sc);
  to_movement(s);
  // Moscow (3005) stands in column 30 but is not part of the Hinterland.
  EXPECT_EQ(broken_rule(s, Move{id(s, "Grand"), hex(s, "3004")}), "LGA 2.5");
  EXPECT_EQ(broken_rule(s, Move{id(s, "Grand"), hex(s, "2905")}), "");
}

TEST(LgaMovement, LGA_2_5_SeaBalticMilitiaAndNeutrals) {
  json sc = scenario({unit("Marines", "britain", "infantry", "1201"),
                      unit("Baltic", "britain", "infantry", "2104"),
                      unit("Hamburg", "france", "infantry", "1602"),
                      unit("Guerrillas", "spain", "militia", "0707"),
                      unit("Calais", "france", "infantry", "1203")});
  sc["control"] = {{"1502", "french"}, {"1602", "french"}};  // Hamburg, supplied via Holland
  State s = position(sc);
  to_movement(s);
  EXPECT_EQ(broken_rule(s, Move{id(s, "Calais"), hex(s, "1102")}), "LGA 2.3");   // sea
  EXPECT_EQ(broken_rule(s, Move{id(s, "Hamburg"), hex(s, "1701")}), "LGA 2.2");  // Denmark
  while (s.player() != Side::kAllied) {
    s.do_apply(EndPhase{});
    to_movement(s);
  }
  EXPECT_EQ(broken_rule(s, Move{id(s, "Baltic"), hex(s, "2103")}), "LGA 2.5");
  EXPECT_EQ(broken_rule(s, Move{id(s, "Guerrillas"), hex(s, "0807")}), "LGA 2.5");
  State::Step st;
  EXPECT_FALSE(s.step_violation(id(s, "Marines"), hex(s, "1102"), &st));
  EXPECT_EQ(st.cost, 5);  // embarking takes every move left (LGA 2.3)
  play(s, Move{id(s, "Marines"), hex(s, "1102")}, {1});  // long march roll
  EXPECT_TRUE(s.at_sea(id(s, "Marines")));
}

TEST(LgaBuild, LGA_5_5_CostsHqAtFiveAndCapitals) {
  EXPECT_EQ(build_cost(UnitType::kInfantry), 9);
  EXPECT_EQ(build_cost(UnitType::kMilitia), 7);
  EXPECT_EQ(build_cost(UnitType::kCavalry), 7);
  EXPECT_EQ(build_cost(UnitType::kArtillery), 10);
  EXPECT_EQ(build_cost(UnitType::kGuard), 10);
  // The text says 3, the table and the BUILD menu's "at least five MP's" say 5.
  EXPECT_EQ(build_cost(UnitType::kHq), 5);
  json sc = scenario(
      {{{"id", "Berthier"},
        {"nation", "france"},
        {"type", "hq"},
        {"bonus", 1},
        {"available", 1805}},
       {{"id", "Conscripts"}, {"nation", "france"}, {"type", "militia"}, {"available", 1806}},
       {{"id", "Don Carlos"}, {"nation", "spain"}, {"type", "militia"}, {"available", 1805}},
       {{"id", "Tsar Guard"}, {"nation", "russia"}, {"type", "guard"}, {"available", 1805}}});
  State s = position(sc);
  ASSERT_EQ(s.phase(), Phase::kBuild);
  EXPECT_EQ(broken_rule(s, Build{id(s, "Conscripts"), hex(s, "1104")}), "LGA 5.5");  // 1806
  EXPECT_EQ(broken_rule(s, Build{id(s, "Berthier"), hex(s, "1303")}), "LGA 2.3");    // Brussels
  play(s, Build{id(s, "Berthier"), hex(s, "1104")});
  EXPECT_EQ(s.mp(*s.game().find_nation("france")), 15);
  EXPECT_EQ(s.build_sites(id(s, "Tsar Guard")).size(), 2u);  // St. Petersburg and Moscow
  EXPECT_GT(s.build_sites(id(s, "Don Carlos")).size(), 3u);  // any Spanish city
}

TEST(LgaBuild, LGA_5_5_RallyCostsByMoraleOncePerSeason) {
  EXPECT_EQ(rally_cost(0), 4);
  EXPECT_EQ(rally_cost(1), 3);
  EXPECT_EQ(rally_cost(2), 2);
  EXPECT_EQ(rally_cost(3), 1);
  json sc = scenario({unit("Ney", "france", "infantry", "1104", {{"morale", 0}}),
                      unit("Lannes", "france", "infantry", "1104", {{"morale", 0}})});
  State s = position(sc);
  play(s, Rally{id(s, "Ney")});
  EXPECT_EQ(s.unit(id(s, "Ney")).morale, 1);
  EXPECT_EQ(s.mp(*s.game().find_nation("france")), 16);
  EXPECT_EQ(broken_rule(s, Rally{id(s, "Ney")}), "LGA 5.5");  // UNIT ALREADY RALLIED
}

TEST(LgaBuild, LGA_5_5_BritishMilitaryAid) {
  json sc = scenario({});
  State s = position(sc);
  while (s.player() != Side::kAllied) s.do_apply(EndPhase{});
  const NationId britain = *s.game().find_nation("britain"),
                 austria = *s.game().find_nation("austria");
  play(s, Aid{austria, 4});
  EXPECT_EQ(s.mp(britain), 2);
  EXPECT_EQ(s.mp(austria), 14);
  EXPECT_EQ(broken_rule(s, Aid{austria, 3}), "LGA 5.5");
}

TEST(LgaVictory, LGA_5_2_VictoryPointsAndLevels) {
  json sc = scenario({});
  State s = position(sc);
  const Game& g = s.game();
  int capitals = 0, majors = 0, minor_country = 0;
  for (HexId h : g.scoring_areas())
    if (s.control(h) == Side::kFrench) {
      if (!g.is_nation(g.area(h).nation, "france"))
        ++minor_country;
      else
        (g.area(h).city == CityKind::kCapital ? capitals : majors) += 1;
    }
  EXPECT_GT(minor_country, 0);  // Amsterdam, Frankfurt, Milan...: 1 each
  EXPECT_EQ(s.victory_points(Side::kFrench), 4 * capitals + 2 * majors + minor_country);
  EXPECT_EQ(s.vp_value(hex(s, "1302"), Side::kFrench), 1);  // Amsterdam, Holland
  sc["control"] = {{"1809", "french"}};  // Vienna taken: 4 lost to Austria (and its MPs)
  State v = position(sc);
  EXPECT_EQ(v.victory_points(Side::kAllied), s.victory_points(Side::kAllied) - 4);
  const NationId austria = *g.find_nation("austria");
  EXPECT_EQ(v.vp_share(austria), s.vp_share(austria) - 4);
  // Thresholds SD TD TV SV AV = 13 15 18 20 22 (LGA 6.0, scenario 1).
  const int vp = s.victory_points(Side::kFrench);
  sc.erase("control");
  sc["victory"]["french"] = {vp - 3, vp - 1, vp, vp + 1, vp + 2};
  EXPECT_EQ(position(sc).victory_level(Side::kFrench), 3);  // exactly TV
  sc["victory"]["french"] = {vp + 1, vp + 2, vp + 3, vp + 4, vp + 5};
  EXPECT_EQ(position(sc).victory_level(Side::kFrench), 0);  // absolute defeat
}

TEST(LgaVictory, LGA_5_2_OccupiedEnemyCitiesAreWorthOneOnlyWhileOccupied) {
  // "Friendly capitals are worth 4 VP's each ... All occupied enemy capitals and major cities
  // are worth 1 VP each"; occupied: "contains any friendly units" (3.3), and HQs are not units.
  json sc = scenario({});
  const State base = position(sc);
  const int french = base.victory_points(Side::kFrench),
            allied = base.victory_points(Side::kAllied);
  sc["control"] = {{"1809", "french"}};  // Vienna taken, then left empty
  State held = position(sc);
  EXPECT_FALSE(held.scores_for(hex(held, "1809"), Side::kFrench));
  EXPECT_EQ(held.victory_points(Side::kFrench), french);      // nothing for an empty enemy city
  EXPECT_EQ(held.victory_points(Side::kAllied), allied - 4);  // Austria no longer holds it
  sc["units"] = json::array({unit("Napoleon", "france", "hq", "1809", {{"bonus", 2}})});
  EXPECT_EQ(position(sc).victory_points(Side::kFrench), french);  // an HQ does not occupy
  sc["units"].insert(sc["units"].begin(), unit("Ney", "france", "infantry", "1809"));  // under
  State occupied = position(sc);
  EXPECT_TRUE(occupied.scores_for(hex(occupied, "1809"), Side::kFrench));
  EXPECT_EQ(occupied.victory_points(Side::kFrench), french + 1);
  EXPECT_EQ(occupied.victory_points(Side::kAllied), allied - 4);
  // The Allies see Napoleon on top and not Ney under him, but still that Vienna is occupied.
  const State allied_view = occupied.view_for(index_of(Side::kAllied));
  EXPECT_EQ(allied_view.hidden_below(hex(occupied, "1809")), 1);
  EXPECT_EQ(allied_view.def(allied_view.units_in(hex(occupied, "1809")).front()).type,
            UnitType::kHq);
  EXPECT_EQ(allied_view.victory_points(Side::kFrench), french + 1);
  // A friendly capital counts while held, occupied or not: Paris is empty here.
  EXPECT_TRUE(base.units_in(hex(base, "1104")).empty());
  EXPECT_TRUE(base.scores_for(hex(base, "1104"), Side::kFrench));
  EXPECT_EQ(base.vp_value(hex(base, "1104"), Side::kFrench), 4);
  EXPECT_EQ(base.vp_value(hex(base, "1303"), Side::kFrench), 2);  // Brussels, a French major city
}

TEST(LgaVictory, LGA_5_2_TheStrongerSideStartsLowTheWeakerHigh) {
  // "The superior side usually starts at a lower level of victory ... an inferior military
  // force usually starts with enough VP's for an absolute or strategic victory." Each shipped
  // scenario's opening VP and levels (data/la-grande-armee/SOURCES.md 9.3).
  struct Start {
    const char* scenario;
    int french_vp, allied_vp;
    const char *french_level, *allied_level;
  };
  const Start starts[] = {
      {"1-austrian-challenge", 11, 18, "AD", "AV"},
      {"2-prussias-turn", 13, 17, "AD", "AV"},
      {"3-spanish-quagmire", 6, 13, "AD", "SV"},
      {"4-crisis-on-the-danube", 12, 10, "AD", "TV"},
      {"5-russian-campaign", 17, 11, "AD", "SV"},
      {"6-battle-of-nations", 14, 25, "TD", "TD"},
      {"7-waterloo", 4, 47, "AD", "TD"},
  };
  for (const Start& st : starts) {
    SCOPED_TRACE(st.scenario);
    const json sc = read_json_file(game_data_dir("la-grande-armee") / "scenarios" /
                                   (std::string(st.scenario) + ".json"));
    const State s(Game::load(sc, game_data_dir("la-grande-armee")), 1);
    EXPECT_EQ(s.victory_points(Side::kFrench), st.french_vp);
    EXPECT_EQ(s.victory_points(Side::kAllied), st.allied_vp);
    EXPECT_EQ(level_name(*s.victory_level(Side::kFrench)), st.french_level);
    EXPECT_EQ(level_name(*s.victory_level(Side::kAllied)), st.allied_level);
  }
}

TEST(LgaSupply, LGA_5_4_EveryShippedScenarioStartsWithEveryUnitInSupply) {
  // SOURCES.md 9.2 rule 5: a unit cut off at the start dies in its first Phase VI (LGA 5.7);
  // the Grande Armée of 1812 once stood beyond neutral East Prussia, Davout in 1813 in
  // Hamburg beyond Allied Frisia.
  for (const auto& entry :
       std::filesystem::directory_iterator(game_data_dir("la-grande-armee") / "scenarios")) {
    SCOPED_TRACE(entry.path().filename().string());
    const State s(Game::load(read_json_file(entry.path()), game_data_dir("la-grande-armee")), 1);
    for (Side side : {Side::kFrench, Side::kAllied}) {
      const auto supplied = s.supplied_areas(side);
      for (int i = 0; i < s.unit_count(); ++i) {
        const UnitId u{static_cast<uint16_t>(i)};
        if (!s.on_map(u) || s.side_of(u) != side) continue;
        EXPECT_TRUE(s.in_supply(u, supplied)) << s.def(u).id << " at " << label(s, s.unit(u).hex);
      }
    }
  }
}

TEST(LgaVictory, TheProgramVariantsDifferFromTheBookOnlyInPointsAndThresholds) {
  // Where the 1991 program and the book disagree, the book's scenario stands and the
  // program's numbers ship as "-program" (SOURCES.md 9.1): same map, sides and units.
  const std::filesystem::path dir = game_data_dir("la-grande-armee") / "scenarios";
  struct Variant {
    const char* book;
    json military_points, french, allied;
  };
  const Variant variants[] = {
      {"1-austrian-challenge",
       {{"france", 8}, {"austria", 6}, {"russia", 4}, {"britain", 2}},
       {14, 16, 18, 19, 20},
       {8, 10, 12, 14, 16}},
      {"3-spanish-quagmire",
       {{"france", 12}, {"spain", 8}, {"britain", 12}},
       {9, 10, 11, 12, 13},
       {8, 9, 10, 11, 12}},
  };
  for (const Variant& v : variants) {
    SCOPED_TRACE(v.book);
    json book = read_json_file(dir / (std::string(v.book) + ".json"));
    json program = read_json_file(dir / (std::string(v.book) + "-program.json"));
    EXPECT_EQ(program["id"], std::string(v.book) + "-program");
    EXPECT_EQ(program["military_points"], v.military_points);
    EXPECT_EQ(program["victory"]["french"], v.french);
    EXPECT_EQ(program["victory"]["allied"], v.allied);
    EXPECT_NE(book["victory"], program["victory"]);
    for (const char* key : {"id", "name", "situation", "military_points", "victory"}) {
      book.erase(key);
      program.erase(key);
    }
    EXPECT_EQ(book, program);
    EXPECT_NE(Game::load(read_json_file(dir / (std::string(v.book) + "-program.json")),
                         game_data_dir("la-grande-armee")),
              nullptr);
  }
}

TEST(LgaVictory, LGA_5_3_SpringMilitaryPointsAddToTheUnspentWithOneMoreForEveryFour) {
  json sc = scenario({}, "winter");
  State s = position(sc);
  const Game& g = s.game();
  const NationId france = *g.find_nation("france"), austria = *g.find_nation("austria"),
                 britain = *g.find_nation("britain");
  while (s.date().season == Season::kWinter) s.do_apply(EndPhase{});
  ASSERT_EQ(s.date().year, 1806);
  EXPECT_EQ(s.mp(france), 20 + s.vp_share(france) + 20 / 4);
  EXPECT_EQ(s.vp_share(france), s.victory_points(Side::kFrench));
  while (s.player() != Side::kAllied) s.do_apply(EndPhase{});
  EXPECT_EQ(s.mp(austria), 10 + s.vp_share(austria) + 10 / 4);
  // Britain gets the allied VP outside Austria, Prussia, Russia and Spain.
  int border = 0;
  for (const char* n : {"austria", "prussia", "russia", "spain"})
    border += s.vp_share(*g.find_nation(n));
  EXPECT_EQ(s.vp_share(britain), s.victory_points(Side::kAllied) - border);
}

TEST(LgaFog, LGA_3_5_CavalryOnTopScreensTheStack) {
  json sc = scenario({unit("Line", "austria", "infantry", "1809"),
                      unit("Grenadiers", "austria", "infantry", "1809"),
                      unit("Hussars", "austria", "cavalry", "1809")});
  State s = position(sc);
  json french = s.view_for(index_of(Side::kFrench)).to_json(index_of(Side::kFrench));
  int seen = 0;
  for (const json& u : french["units"])
    if (u["side"] == "allied") {
      ++seen;
      EXPECT_EQ(u["id"], "Hussars");
      EXPECT_TRUE(u["morale"].is_null());
    }
  EXPECT_EQ(seen, 1);
  EXPECT_TRUE(french["hidden_below"]["1809"].is_null());
  std::swap(sc["units"][0], sc["units"][2]);  // infantry on top
  State t = position(sc);
  json f2 = t.view_for(0).to_json(0);
  EXPECT_EQ(f2["hidden_below"]["1809"], 2);
  json allied = t.view_for(1).to_json(1);
  EXPECT_EQ(allied["units"].size(), 3u);
}

TEST(LgaFog, LGA_5_66_DefenderSeesNoMovementBeforeTheFirstAttack) {
  json sc = scenario(
      {unit("Ney", "france", "infantry", "1507"), unit("Mack", "austria", "infantry", "1509")});
  State s = position(sc);
  to_movement(s);
  const Events ev = play(s, Move{id(s, "Ney"), hex(s, "1508")}, {99});
  auto where_ney = [&](const State& st, int seat) {
    const json view = st.view_for(seat).to_json(seat);
    for (const json& u : view["units"])
      if (u["id"] == "Ney") return u.value("hex", std::string("off the map"));
    return "not in " + view["units"].dump();
  };
  EXPECT_EQ(where_ney(s, 1), "1507");
  EXPECT_EQ(where_ney(s, 0), "1508");
  EXPECT_TRUE(s.events_for(ev, 1).empty());
  EXPECT_FALSE(s.events_for(ev, 0).empty());
  play(s, Move{id(s, "Ney"), hex(s, "1509")}, {1});  // the first attack lifts the curtain
  EXPECT_EQ(where_ney(s, 1), "1508");
}

TEST(LgaScenario, LGA_6_0_NapoleonReturnsToParisInSpring1809) {
  json sc = scenario({unit("Napoleon", "france", "hq", "0807", {{"bonus", 2}}),
                      unit("Soult", "france", "infantry", "0807")},
                     "winter", 1808);
  sc["special"] = {{{"rule", "napoleon_returns_to_paris"},
                    {"unit", "Napoleon"},
                    {"season", "spring"},
                    {"year", 1809}}};
  State s = position(sc);
  while (s.date().season == Season::kWinter) s.do_apply(EndPhase{});
  EXPECT_EQ(label(s, s.unit(id(s, "Napoleon")).hex), "1104");
  to_movement(s);
  EXPECT_EQ(broken_rule(s, Move{id(s, "Napoleon"), hex(s, "1004")}), "LGA 6.0");
}

TEST(LgaScenario, LGA_2_2_AWindowProhibitsTheLandOutsideIt) {
  // The original program's scenarios 1 and 2 play in columns 10-27 only.
  json sc = scenario({});
  sc["window"] = {{"from_column", 10}, {"to_column", 27}};
  State s = position(sc);
  const Game& g = s.game();
  EXPECT_EQ(g.area(hex(s, "0408")).terrain, Terrain::kProhibited);  // Madrid
  EXPECT_EQ(g.area(hex(s, "3005")).terrain, Terrain::kProhibited);  // Moscow
  EXPECT_FALSE(s.control(hex(s, "0408")).has_value());
  EXPECT_TRUE(g.area(hex(s, "1104")).land());                // Paris
  EXPECT_TRUE(g.area(hex(s, "2701")).land());                // St. Petersburg, column 27
  EXPECT_EQ(g.area(hex(s, "0103")).terrain, Terrain::kSea);  // seas stay open
  EXPECT_LT(
      position(sc).victory_points(Side::kAllied),
      position(scenario({})).victory_points(Side::kAllied));  // Madrid, Moscow no longer count
  sc["window"]["to_column"] = 5;
  try {
    position(sc);
    FAIL() << "loaded";
  } catch (const DataError& e) {
    EXPECT_NE(std::string(e.what()).find("scenario.window"), std::string::npos) << e.what();
  }
  sc["units"] = json::array({unit("Ney", "france", "infantry", "0408")});
  sc["window"]["to_column"] = 27;
  sc["control"] = {{"0408", "french"}};
  EXPECT_THROW(position(sc), DataError);  // Madrid is closed: no control, no units
}

TEST(LgaScenario, BrokenScenarioFilesSayWhere) {
  json sc = scenario({unit("Ney", "france", "infantry", "1809")});
  try {
    position(sc);
    FAIL() << "loaded";
  } catch (const DataError& e) {
    EXPECT_NE(std::string(e.what()).find("scenario.units[0].hex"), std::string::npos) << e.what();
  }
  sc = scenario({});
  sc["sides"].erase("denmark");
  EXPECT_THROW(position(sc), DataError);
  sc = scenario({});
  sc["weather"] = "fine";
  EXPECT_THROW(position(sc), DataError);
}

TEST(LgaScenario, LGA_2_5_NoFrenchUnitStartsInTheHinterland) {
  // Found by the scenario fuzzer: Russia on the French side puts the Hinterland under French
  // control, and a French corps placed there broke the rule that none may enter it.
  json sc = scenario({unit("Jerome", "france", "militia", "3010")});
  sc["sides"]["russia"] = "french";
  sc["at_war"] = {"france", "austria"};
  sc["military_points"] = {{"france", 20}, {"austria", 10}};
  try {
    position(sc);
    FAIL() << "loaded";
  } catch (const DataError& e) {
    EXPECT_NE(std::string(e.what()).find("scenario.units[0].hex"), std::string::npos) << e.what();
    EXPECT_NE(std::string(e.what()).find("LGA 2.5"), std::string::npos) << e.what();
  }
  sc["units"][0]["hex"] = "3005";  // Moscow is no part of the Hinterland
  EXPECT_NO_THROW(position(sc));
}

TEST(LgaScenario, LGA_5_3_ACampaignIsShortEnoughForItsMilitaryPointsToGrow) {
  // Found by the scenario fuzzer: France alone at war from 1810 to 1889 plays itself out, and
  // a quarter more MPs every spring outgrew the counter ("france: negative MPs").
  json sc = scenario({}, "spring", 1810);
  sc["at_war"] = {"france"};
  sc["military_points"] = {{"france", 999}};
  sc["end"] = {{"season", "winter"}, {"year", 1810 + Game::kMaxCampaignYears}};
  State s = position(sc);  // the longest campaign, from the most MPs a scenario may give
  EXPECT_TRUE(s.over());
  const NationId france = *s.game().find_nation("france");
  EXPECT_GT(s.mp(france), 999 * 1000) << "fifty years of a quarter more";
  sc["end"]["year"] = 1811 + Game::kMaxCampaignYears;
  try {
    position(sc);
    FAIL() << "loaded";
  } catch (const DataError& e) {
    EXPECT_NE(std::string(e.what()).find("scenario.end"), std::string::npos) << e.what();
    EXPECT_NE(std::string(e.what()).find("at most 50 years"), std::string::npos) << e.what();
  }
}

}  // namespace
}  // namespace grognard::lga::test
