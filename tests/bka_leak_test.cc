// Blitzkrieg at the Ardennes' fog of war, checked from outside: three seeded games of the
// historical scenario (random and computer players) with every seat choosing on its own view, and
// everything each seat and a spectator is given (the view, the legal actions, the events) searched
// for what the revised rules hide from it (tests/hidden_facts.h, which reads the referee's raw
// state, never the views).
#include <gtest/gtest.h>

#include "bka_fixture.h"
#include "core/agent.h"
#include "games/blitzkrieg-ardennes/heuristic_agent.h"
#include "hidden_facts.h"
#include "io/scenario_files.h"
#include "property_games.h"

namespace grognard::bka::test {
namespace {

using Session = TypedSession<State>;

// Large seeds, so that the seed's digits never turn up in a message by chance.
constexpr uint64_t kSeeds[] = {9'300'000'000'000'000'041ULL, 9'300'000'000'000'000'277ULL,
                               9'300'000'000'000'000'619ULL};

// Actions checked in each game: 400 (25 per property game when the count is set).
int actions_to_check() {
  const auto cap = grognard::test::property_games_cap();
  return cap ? *cap * 25 / 3 + 1 : 400;
}

// Game g: both sides random (0), the computer player's Germans against random Allies (1), the
// computer player on both sides (2): the random player reaches what no sensible one would, the
// computer player pushes deep into the Allied rear, where units hide and are searched for.
std::unique_ptr<Agent<State>> player(int game, int seat, uint64_t seed) {
  const bool heuristic = game == 2 || (game == 1 && seat == 0);
  if (heuristic) return std::make_unique<HeuristicAgent>(seed);
  return std::make_unique<RandomAgent<State>>(seed);
}

TEST(BkaLeak, NoSeatIsEverToldWhatTheRevisedRulesHideFromIt) {
  const json scenario = load_scenario_file(State::kGameId, "wacht-am-rhein");
  const auto game = Game::load(scenario, game_data_dir(State::kGameId));
  const std::vector<std::optional<std::string>> readers = {"german", "allied", std::nullopt};
  for (int g = 0; g < 3; ++g) {
    const uint64_t seed = kSeeds[g];
    SCOPED_TRACE("game " + std::to_string(g) + ", seed " + std::to_string(seed));
    Session session(State(game, seed), scenario, seed);
    leak::HiddenFacts facts(session);
    std::vector<std::unique_ptr<Agent<State>>> agents;
    for (int i = 0; i < 2; ++i) agents.push_back(player(g, i, seed + i));
    size_t hidden = 0, ranged = 0;
    int actions = 0;
    for (; actions < actions_to_check() && !session.over(); ++actions) {
      const Events events = play_one(session, agents);
      facts.observe();
      for (const auto& reader : readers) {
        // A spectator is sent the public view (the referee's, view(nullopt), never leaves it).
        json message = {{"view", reader ? session.view(reader) : session.public_view()},
                        {"events", session.events_for(events, reader)}};
        // The legal lists are long in the movement phase: every tenth action's.
        if (reader && actions % 10 == 0) message["legal"] = session.legal_actions_for(*reader);
        for (const leak::Finding& f : facts.search(message, reader))
          ADD_FAILURE() << (reader ? *reader : "spectator") << " after action " << actions << ": "
                        << f.rule << ": " << f.what;
        hidden += facts.secrets(reader).names.size();
        ranged += facts.secrets(reader).ranged.size();
      }
      if (HasFailure()) return;
    }
    // A check that found nothing to check would prove nothing.
    EXPECT_GT(hidden, 100u) << "after " << actions << " actions";
    EXPECT_GT(ranged, 100u) << "after " << actions << " actions";
  }
}

}  // namespace
}  // namespace grognard::bka::test
