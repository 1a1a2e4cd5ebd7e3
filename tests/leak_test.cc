// Fog of war, checked from outside: whole games played through the server with a client on
// every seat and a spectator, and every message each one receives (updates, events, legal
// lists, inspect answers, refusals) searched for what the rules hide from it
// (tests/hidden_facts.h). The computer players' input is searched the same way.
#include <gtest/gtest.h>

#include <random>

#include "core/agent.h"
#include "core/registry.h"
#include "games/blitzkrieg-ardennes/state.h"
#include "games/decisive-battles/state.h"
#include "games/la-grande-armee/state.h"
#include "games/napoleon-at-waterloo/state.h"
#include "games/struggle-for-the-continent/state.h"
#include "hidden_facts.h"
#include "property_games.h"
#include "server/lobby.h"
#include "update_streams.h"

namespace grognard::leak {
namespace {

using server::Client;
using server::Lobby;

// Keeps every message it is sent, in order, as the network would deliver them.
class Recorder : public Client {
 public:
  void send(const json& message) override {
    std::lock_guard lock(mutex_);
    inbox_.push_back(message);
  }
  std::vector<json> take() {
    std::lock_guard lock(mutex_);
    return std::exchange(inbox_, {});
  }
  const json& latest_update() const { return latest_; }
  // Rebuilds an update's whole view from its patch, as a client does: the search then sees both
  // what was sent and what the seat holds.
  void note(json& m) {
    if (const auto gap = streams_.complete(m)) ADD_FAILURE() << *gap;
    if (m.value("type", "") == "update" || m.value("type", "") == "joined") latest_ = m;
  }

 private:
  std::mutex mutex_;
  std::vector<json> inbox_;
  json latest_;
  harness::UpdateStreams streams_;
};

struct Play {
  std::string game, scenario, agent;
  uint64_t seed;
};
void PrintTo(const Play& p, std::ostream* os) {
  *os << p.game << "/" << p.scenario << " " << p.agent << " seed " << p.seed;
}

// Large seeds, so that the seed's digits never turn up in a message by chance.
constexpr uint64_t kSeeds[] = {9'100'000'000'000'000'017ULL, 8'200'000'000'000'000'029ULL};

std::vector<Play> plays() {
  std::vector<Play> out;
  for (const GameEntry& g : registered_games())
    for (const ScenarioInfo& s : g.scenarios()) {
      out.push_back({g.id, s.id, "heuristic", kSeeds[0]});
      // A random game reaches positions no sensible player would: one scenario per game, where
      // it stays short (every seat's client gets every update: SFC's nineteen would take minutes).
      if (s.id == g.scenarios().front().id && g.seating(g.load_scenario(s.id)).seats.size() <= 3)
        out.push_back({g.id, s.id, "random", kSeeds[1]});
    }
  return out;
}

std::string play_name(const ::testing::TestParamInfo<Play>& info) {
  std::string name = info.param.game + "_" + info.param.scenario + "_" + info.param.agent;
  for (char& c : name)
    if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
  return name;
}

class FogOfWar : public ::testing::TestWithParam<Play> {
 protected:
  struct Seat {
    std::optional<std::string> name;  // nullopt: the spectator
    std::string token;
    std::shared_ptr<Recorder> client = std::make_shared<Recorder>();
  };

  json request(const std::shared_ptr<Recorder>& client, json message) {
    message["v"] = 1;
    message["id"] = ++next_id_;
    lobby_->handle(client, message.dump());
    json reply;
    for (json& m : client->take()) {
      client->note(m);
      pending_[client.get()].push_back(m);
      if (m.value("id", -1) == next_id_) reply = m;
    }
    return reply;
  }

  // Searches every message each seat has received since the last call.
  void check_messages(const HiddenFacts& facts, std::vector<Seat>& seats) {
    for (Seat& seat : seats) {
      for (json& m : seat.client->take()) {
        seat.client->note(m);
        pending_[seat.client.get()].push_back(std::move(m));
      }
      for (const json& m : pending_[seat.client.get()]) {
        ++messages_;
        for (const Finding& f : facts.search(m, seat.name))
          ADD_FAILURE() << "seat " << seat.name.value_or("spectator") << " received a "
                        << m.value("type", "?") << " message with " << f.rule << ": " << f.what
                        << " (after " << referee_->log().size() << " actions)";
      }
      pending_[seat.client.get()].clear();
      facts_hidden_ += facts.count(seat.name);
      most_hidden_ = std::max(most_hidden_, facts.count(seat.name));
    }
  }

  std::unique_ptr<server::GameStore> store_ = server::open_sqlite_store(":memory:");
  std::unique_ptr<Lobby> lobby_ =
      std::make_unique<Lobby>(*store_, server::LobbyOptions{1, nullptr, 1e9, 1e9});
  std::unique_ptr<Session> referee_;
  std::map<const Client*, std::vector<json>> pending_;
  int next_id_ = 0;
  size_t messages_ = 0, facts_hidden_ = 0, most_hidden_ = 0;
};

TEST_P(FogOfWar, NoSeatOrSpectatorReceivesWhatTheRulesHideFromIt) {
  const Play& p = GetParam();
  const GameEntry& entry = *find_game(p.game);
  // The sanitizer build (which caps the property games) plays each game's first scenario only.
  if (test::property_games_cap() &&
      (p.agent != "heuristic" || p.scenario != entry.scenarios().front().id))
    GTEST_SKIP() << "one game per ruleset under the sanitizers";
  const json scenario = entry.load_scenario(p.scenario);
  const auto seat_names = entry.seating(scenario).seats;

  json seats_spec = json::object();
  for (const auto& s : seat_names) seats_spec[s] = {{"player", "human"}};
  auto creator = std::make_shared<Recorder>();
  const json created = request(creator, {{"type", "create"},
                                         {"game", p.game},
                                         {"scenario", p.scenario},
                                         {"seed", p.seed},
                                         {"seats", seats_spec}});
  ASSERT_EQ(created.value("type", ""), "created") << created.dump();
  referee_ = entry.start(scenario, p.seed);
  HiddenFacts facts(*referee_);

  std::vector<Seat> seats;
  for (const auto& s : seat_names) seats.push_back({s, created["tokens"][s]});
  seats.push_back({std::nullopt, created["spectator"]});
  for (Seat& s : seats)
    ASSERT_EQ(request(s.client, {{"type", "join"}, {"token", s.token}})["type"], "joined");
  check_messages(facts, seats);

  std::mt19937_64 rng(p.seed);
  auto seat_of = [&](const std::string& name) -> Seat& {
    return *std::find_if(seats.begin(), seats.end(), [&](const Seat& s) { return s.name == name; });
  };
  // Places to ask about and to send units to: the board's hex labels, where it has them.
  std::vector<std::string> places;
  const json board = lobby_->board(p.game, p.scenario);
  if (board.contains("hexes") && board["hexes"].is_object())
    for (const auto& [label, terrain] : board["hexes"].items()) places.push_back(label);
  // A random game's first 1,500 actions reach the positions no sensible player would (Napoleon at
  // Waterloo's whole game); Blitzkrieg at the Ardennes' 4,000 would take minutes, each update
  // carrying thousands of legal moves. The sanitizer build (which caps the property games) checks
  // each game's first 150 actions.
  const int most = test::property_games_cap() ? 150 : p.agent == "random" ? 1'500 : 1'000'000;
  int actions = 0;
  while (!referee_->over() && actions < most) {
    ASSERT_LT(actions, 20000) << "the game does not end";
    const std::string to_move = *referee_->to_move();
    Seat& mover = seat_of(to_move);
    const json& legal = mover.client->latest_update()["legal"];
    ASSERT_FALSE(legal.empty()) << to_move << " has nothing to do";
    const json action = p.agent == "random"
                            ? legal[rng() % legal.size()]
                            : entry.choose(*referee_->mark(), to_move, p.agent, rng());

    // What a player asks before acting: a preview, where a unit can go, an area's details.
    if (actions % 3 == 0) {
      request(mover.client, {{"type", "inspect"},
                             {"token", mover.token},
                             {"query", {{"type", "preview"}, {"action", action}}}});
      if (action.contains("unit"))
        request(mover.client, {{"type", "inspect"},
                               {"token", mover.token},
                               {"query", {{"type", "reachable"}, {"unit", action["unit"]}}}});
      if (!places.empty())
        for (Seat& s : seats)
          if (s.name)
            request(s.client,
                    {{"type", "inspect"},
                     {"token", s.token},
                     {"query", {{"type", "area"}, {"hex", places[rng() % places.size()]}}}});
      // A move that is not on the list: the refusal may only say what the seat can see.
      json wrong = action;
      if (wrong.contains("to") && !places.empty()) wrong["to"] = places[rng() % places.size()];
      if (std::find(legal.begin(), legal.end(), wrong) == legal.end() &&
          request(mover.client, {{"type", "act"},
                                 {"token", mover.token},
                                 {"seq", referee_->log().size()},
                                 {"action", wrong}})
                  .value("type", "") == "ack") {
        referee_->apply(wrong);  // legal after all (not every legal action is listed)
        facts.observe();
        check_messages(facts, seats);
        ++actions;
        continue;
      }
      check_messages(facts, seats);
    }

    const json reply = request(mover.client, {{"type", "act"},
                                              {"token", mover.token},
                                              {"seq", referee_->log().size()},
                                              {"action", action}});
    ASSERT_EQ(reply.value("type", ""), "ack") << reply.dump() << " for " << action.dump();
    referee_->apply(action);
    facts.observe();
    check_messages(facts, seats);
    ++actions;
  }
  EXPECT_GT(messages_, static_cast<size_t>(actions) * seats.size());
  // Every game hides its seed; La Grande Armée hides far more (a check must have something
  // to find, or it would pass anything).
  EXPECT_GE(facts_hidden_, static_cast<size_t>(actions));
  if (p.game == lga::State::kGameId) {
    EXPECT_GT(most_hidden_, 10u);
  }
  RecordProperty("actions", actions);
}

INSTANTIATE_TEST_SUITE_P(Server, FogOfWar, ::testing::ValuesIn(plays()), play_name);

// A computer player receives S::view_for(seat) and the legal list; the complete content of
// that view (its referee form) holds nothing the rules hide from the seat.
template <class S>
void check_agent_inputs(const GameEntry& entry, const std::string& scenario, uint64_t seed,
                        int* checked) {
  auto session = entry.start(entry.load_scenario(scenario), seed);
  auto& typed = dynamic_cast<TypedSession<S>&>(*session);
  HiddenFacts facts(*session);
  RandomAgent<S> agent(seed);
  // The sanitizer build (which caps the property games) checks each game's first 150 actions.
  const int most = test::property_games_cap() ? 150 : 1'000'000;
  for (int n = 0; !session->over() && n < most; ++n) {
    const int seat = *typed.state().to_move();
    const std::string name = session->seats()[seat];
    const S view = typed.state().view_for(seat);
    const auto legal = view.legal_actions();
    json input = {{"view", view.to_json(std::nullopt)}, {"legal", json::array()}};
    for (const auto& a : legal) input["legal"].push_back(view.action_json(a));
    for (const Finding& f : facts.search(input, name))
      ADD_FAILURE() << name << "'s computer player would see " << f.rule << ": " << f.what
                    << " (after " << session->log().size() << " actions)";
    typed.apply_typed(agent.choose(view, legal));
    facts.observe();
    ++*checked;
  }
}

TEST(FogOfWarForComputers, AComputerPlayersInputHoldsNothingItsSeatMayNotSee) {
  int checked = 0;
  for (const GameEntry& g : registered_games()) {
    const std::string scenario = g.scenarios().front().id;
    if (g.id == lga::State::kGameId)
      check_agent_inputs<lga::State>(g, scenario, kSeeds[0], &checked);
    else if (g.id == naw::State::kGameId)
      check_agent_inputs<naw::State>(g, scenario, kSeeds[0], &checked);
    else if (g.id == sfc::State::kGameId)
      check_agent_inputs<sfc::State>(g, scenario, kSeeds[0], &checked);
    else if (g.id == bka::State::kGameId)
      check_agent_inputs<bka::State>(g, scenario, kSeeds[0], &checked);
    else if (g.id == decisive::State::kGameId)
      check_agent_inputs<decisive::State>(g, scenario, kSeeds[0], &checked);
    else
      ADD_FAILURE() << g.id << ": add its State here";
  }
  EXPECT_GT(checked, 100);
}

}  // namespace
}  // namespace grognard::leak
