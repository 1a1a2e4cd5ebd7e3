// Blitzkrieg at the Ardennes' fog of war, checked from outside: seeded games of the historical
// scenario with every seat choosing on its own view, and everything each seat and a spectator
// is given (the view, the legal actions, the events) searched for what the revised rules hide
// from it (tests/hidden_facts.h, which reads the referee's raw state, never the views).
#include <gtest/gtest.h>

#include <cstdlib>

#include "bka_fixture.h"
#include "core/agent.h"
#include "hidden_facts.h"
#include "io/scenario_files.h"

namespace grognard::bka::test {
namespace {

using Session = TypedSession<State>;

// Large seeds, so that the seed's digits never turn up in a message by chance.
constexpr uint64_t kSeed = 9'300'000'000'000'000'041ULL;

int actions_to_check() {
  const char* env = std::getenv("GROGNARD_PROPERTY_GAMES");
  return env ? std::max(1, std::atoi(env)) * 25 : 1200;
}

TEST(BkaLeak, NoSeatIsEverToldWhatTheRevisedRulesHideFromIt) {
  const json scenario = load_scenario_file(State::kGameId, "wacht-am-rhein");
  Session session(State(Game::load(scenario, game_data_dir(State::kGameId)), kSeed), scenario,
                  kSeed);
  leak::HiddenFacts facts(session);
  std::vector<std::unique_ptr<Agent<State>>> agents;
  for (int i = 0; i < 2; ++i) agents.push_back(std::make_unique<RandomAgent<State>>(kSeed + i));
  const std::vector<std::optional<std::string>> readers = {"german", "allied", std::nullopt};
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
    if (HasFailure()) break;
  }
  // A check that found nothing to check would prove nothing.
  EXPECT_GT(hidden, 100u) << "after " << actions << " actions";
  EXPECT_GT(ranged, 100u) << "after " << actions << " actions";
}

}  // namespace
}  // namespace grognard::bka::test
