// Decisive Battles' fog of war, checked from outside (tests/hidden_facts.h reads the referee's raw
// state, never the views): seeded battles with every seat choosing on its own view, and all each
// seat and a spectator is given searched for what the manual hides from it; and a planted leak,
// to show the search finds one.
#include <gtest/gtest.h>

#include "core/agent.h"
#include "db_fixture.h"
#include "games/decisive-battles/heuristic_agent.h"
#include "hidden_facts.h"
#include "property_games.h"

namespace grognard::decisive {
namespace {

using DbSession = TypedSession<State>;

// Large seeds, so that the seed's digits never turn up in a message by chance.
constexpr uint64_t kSeeds[] = {9'300'000'000'000'000'071ULL, 9'300'000'000'000'000'313ULL,
                               9'300'000'000'000'000'677ULL};

json scenario_of(const std::string& id) {
  return read_json_file(game_data_dir(Game::kGameId) / "scenarios" / (id + ".json"));
}

TEST(DbLeak, DB_Sighting_NoSeatIsEverToldWhatItHasNotSighted) {
  const int most = grognard::test::property_games_cap() ? 200 : 2000;
  const std::vector<std::optional<std::string>> readers = {"union", "confederate", std::nullopt};
  for (int g = 0; g < 3; ++g) {
    const std::string battle = g == 1 ? "shiloh" : "first-bull-run";
    const json scenario = scenario_of(battle);
    const uint64_t seed = kSeeds[g];
    SCOPED_TRACE(battle + ", seed " + std::to_string(seed));
    DbSession session(State(test::db_battle(battle), seed), scenario, seed);
    leak::HiddenFacts facts(session);
    // Random on both sides (0), the computer against random (1), the computer on both (2).
    std::vector<std::unique_ptr<Agent<State>>> agents;
    for (int i = 0; i < 2; ++i)
      if (g == 2 || (g == 1 && i == 1))
        agents.push_back(std::make_unique<HeuristicAgent>(seed + i));
      else
        agents.push_back(std::make_unique<RandomAgent<State>>(seed + i));
    size_t hidden_names = 0, masked = 0;
    for (int n = 0; n < most && !session.over(); ++n) {
      const std::string mover = session.seats()[*session.state().to_move()];
      const json legal = session.legal_actions_for(mover);
      const Events events = play_one(session, agents);
      facts.observe();
      for (const auto& reader : readers) {
        json message = {{"view", reader ? session.view(reader) : session.public_view()},
                        {"events", session.events_for(events, reader)}};
        if (reader == mover) message["legal"] = legal;
        for (const leak::Finding& f : facts.search(message, reader))
          ADD_FAILURE() << reader.value_or("spectator") << " was told " << f.rule << ": " << f.what
                        << " (action " << n << ")";
        hidden_names += facts.secrets(reader).names.size();
        masked += facts.secrets(reader).masked_units.size();
      }
    }
    // A check that checks nothing is no check: units went unseen and orders unknown throughout.
    EXPECT_GT(hidden_names, 100u);
    EXPECT_GT(masked, 100u);
  }
}

TEST(DbLeak, DB_SimultaneousOrders_NeitherSideSeesTheOthersOrdersAndTheCheckWouldSayIfItDid) {
  const json scenario = scenario_of("first-bull-run");
  DbSession session(State(test::db_battle("first-bull-run"), kSeeds[0]), scenario, kSeeds[0]);
  leak::HiddenFacts facts(session);
  // The Union sends Tyler's division at Henry Hill and ends its orders.
  session.apply(
      {{"type", "command"}, {"hq", "TYLER"}, {"command", "offensive"}, {"objectives", {"1014"}}});
  facts.observe();
  const json union_view = session.view("union");
  const json confederate_view = session.view("confederate");
  auto tyler = [](const json& view) {
    for (const json& u : view["units"])
      if (u["id"] == "TYLER") return u;
    return json();
  };
  EXPECT_EQ(tyler(union_view)["new_command"]["command"], "offensive");
  EXPECT_FALSE(tyler(confederate_view).contains("new_command"));
  EXPECT_TRUE(facts.search({{"view", confederate_view}}, "confederate").empty());
  // The referee's whole state handed to the Confederates would leak the order, and every Union
  // unit they have not sighted: the search says so.
  const auto planted = facts.search({{"view", session.view(std::nullopt)}}, "confederate");
  bool order_found = false, unsighted_found = false;
  for (const leak::Finding& f : planted) {
    order_found = order_found ||
                  (f.rule == "DB Simultaneous orders" && f.what.find("TYLER") != std::string::npos);
    unsighted_found = unsighted_found || f.rule == "DB Sighting";
  }
  EXPECT_TRUE(order_found);
  EXPECT_TRUE(unsighted_found);
  // The event of the order reaches its own side only.
  const Events events = session.apply({{"type", "end_orders"}});
  EXPECT_TRUE(session.events_for(events, "confederate").size() == 1u);
  EXPECT_EQ(session.events_for(events, "confederate")[0]["type"], "orders_given");
}

}  // namespace
}  // namespace grognard::decisive
