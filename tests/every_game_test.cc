// The battery every registered game gets for free: load every scenario, play random games
// from many seeds checking the game's invariants after each action, round-trip saves,
// replay to the same hash, and check that a seat's view holds nothing it may not see.
#include <gtest/gtest.h>

#include <stdexcept>

#include "core/registry.h"
#include "core/rng.h"
#include "core/state_hash.h"
#include "io/save_file.h"
#include "property_games.h"

namespace grognard {
namespace {

struct Case {
  std::string game;
  std::string scenario;
  int shard;
};
constexpr int kShards = 8;
void PrintTo(const Case& c, std::ostream* os) {
  *os << c.game << "/" << c.scenario << "#" << c.shard;
}

// GROGNARD_PROPERTY_GAMES caps every game's count (the sanitizer build uses it).
int games_per_shard(const GameEntry& game) {
  const auto cap = test::property_games_cap();
  const int total = cap ? std::min(*cap, game.property_games) : game.property_games;
  return std::max(1, total / kShards);
}

std::vector<Case> all_cases(int shards) {
  std::vector<Case> out;
  for (const auto& g : registered_games())
    for (const auto& s : g.scenarios())
      for (int shard = 0; shard < shards; ++shard) out.push_back({g.id, s.id, shard});
  return out;
}

std::string case_name(const ::testing::TestParamInfo<Case>& info) {
  std::string name =
      info.param.game + "_" + info.param.scenario + "_" + std::to_string(info.param.shard);
  for (char& ch : name)
    if (!isalnum(static_cast<unsigned char>(ch))) ch = '_';
  return name;
}

class EveryGame : public ::testing::TestWithParam<Case> {};
class EveryScenario : public ::testing::TestWithParam<Case> {};

bool mentions_key(const json& j, const std::string& key) {
  if (j.is_object()) {
    for (auto it = j.begin(); it != j.end(); ++it)
      if (it.key() == key || mentions_key(it.value(), key)) return true;
  } else if (j.is_array()) {
    for (const auto& x : j)
      if (mentions_key(x, key)) return true;
  }
  return false;
}

// A seat's view without the field that only names its viewer ("seat": "french"). Other fields
// may name a seat too ("to_move": "england") and must then read the same for every viewer.
json seen_by_anyone(json view, const std::string& seat) {
  if (view.value("seat", json()) == json(seat)) view.erase("seat");
  return view;
}

// A game that declares no hidden information shows every seat the same picture.
void expect_same_picture(const GameEntry& game, const Session& s, uint64_t seed) {
  if (game.hidden_information) return;
  const auto seats = s.seats();
  const json first = seen_by_anyone(s.view(seats.front()), seats.front());
  for (const auto& seat : seats)
    ASSERT_EQ(seen_by_anyone(s.view(seat), seat), first)
        << "seed " << seed << " after action " << s.log().size() << ": " << seat
        << " sees otherwise";
}

TEST_P(EveryGame, RandomGamesKeepInvariantsAndReplayExactly) {
  const Case& c = GetParam();
  const GameEntry& game = *find_game(c.game);
  const json scenario = game.load_scenario(c.scenario);
  const int n = games_per_shard(game);
  for (int i = 0; i < n; ++i) {
    const uint64_t seed = 1000 + static_cast<uint64_t>(c.shard) * 100000 + i;
    auto session = game.start(scenario, seed);
    const std::vector<std::string> agents{"random"};
    // Every tenth game, the slower checks: every seat's picture along the way; save, reload by
    // replay, same hash; views. (Building each seat's view every 50 actions of every game was
    // most of the suite's time.)
    const bool slower_checks = i % 10 == 0;
    int checked = 0;
    game.play_out(*session, agents, seed, nullptr, [&](const Session& s) {
      const auto broken = game.check_invariants(s);
      ASSERT_TRUE(broken.empty()) << "seed " << seed << " after action " << s.log().size() << ": "
                                  << broken.front();
      if (slower_checks && s.log().size() % 50 == 0) expect_same_picture(game, s, seed);
      ++checked;
    });
    ASSERT_TRUE(session->over());
    ASSERT_FALSE(session->result().is_null()) << "seed " << seed;
    ASSERT_GT(checked, 0);
    if (slower_checks) {
      const json save = save_json(*session);
      auto replayed = load_save(save, "save");
      EXPECT_EQ(hash_text(replayed->hash()), hash_text(session->hash())) << "seed " << seed;
      for (const auto& seat : session->seats()) {
        const json view = session->view(seat);
        EXPECT_FALSE(mentions_key(view, "rng")) << seat;
        EXPECT_FALSE(mentions_key(view, "seed")) << seat;
      }
    }
  }
}

TEST_P(EveryScenario, IllegalActionsLeaveTheGameUntouched) {
  const Case& c = GetParam();
  const GameEntry& game = *find_game(c.game);
  auto session = game.start(game.load_scenario(c.scenario), 7);
  const uint64_t before = session->hash();
  for (const json& bad : {json::object(), json{{"type", "no-such-action"}}, json("move"),
                          json{{"type", "move"}, {"unit", 12}}}) {
    EXPECT_TRUE(session->validate(bad).has_value()) << bad.dump();
    EXPECT_THROW(session->apply(bad), IllegalAction) << bad.dump();
    EXPECT_EQ(session->hash(), before);
    EXPECT_TRUE(session->log().empty());
  }
  // Every listed action is legal.
  for (const json& a : session->legal_actions()) EXPECT_FALSE(session->validate(a)) << a.dump();
}

// A mark keeps a position without the log; rewinding to it restores that position (same hash,
// same view, same legal actions) and cuts the log back, and the game goes on from there as it
// would have: the same action rolls the same dice. A mark of another game, or one the log has
// not reached, is refused and changes nothing.
TEST_P(EveryScenario, RewindingToAMarkRestoresThePositionAndCutsTheLog) {
  const Case& c = GetParam();
  const GameEntry& game = *find_game(c.game);
  auto session = game.start(game.load_scenario(c.scenario), 11);
  Rng pick(5);
  auto play = [&](int actions) {
    for (int i = 0; i < actions && !session->over(); ++i) {
      const auto legal = session->legal_actions();
      session->apply(legal[pick.below(legal.size())]);
    }
  };
  play(10);
  const auto mark = session->mark();
  const size_t marked_at = session->log().size();
  ASSERT_EQ(mark->actions(), marked_at);
  const uint64_t marked_hash = session->hash();
  const json marked_view = session->view(std::nullopt);
  const auto marked_legal = session->legal_actions();
  ASSERT_FALSE(marked_legal.empty());
  session->apply(marked_legal.back());
  const uint64_t after_next = session->hash();
  play(15);
  ASSERT_GT(session->log().size(), marked_at);

  session->rewind(*mark);
  EXPECT_EQ(session->log().size(), marked_at);
  EXPECT_EQ(hash_text(session->hash()), hash_text(marked_hash));
  EXPECT_EQ(session->view(std::nullopt), marked_view);
  EXPECT_EQ(session->legal_actions(), marked_legal);
  session->apply(marked_legal.back());
  EXPECT_EQ(hash_text(session->hash()), hash_text(after_next));

  const uint64_t now = session->hash();
  auto fresh = game.start(game.load_scenario(c.scenario), 11);
  EXPECT_THROW(fresh->rewind(*session->mark()), std::invalid_argument);  // past its log's end
  EXPECT_TRUE(fresh->log().empty());
  for (const auto& other : registered_games()) {
    if (other.id == c.game) continue;
    const auto foreign = other.start(other.load_scenario(other.scenarios().front().id), 1)->mark();
    EXPECT_THROW(session->rewind(*foreign), std::invalid_argument) << other.id;
    EXPECT_EQ(session->hash(), now);
  }
}

INSTANTIATE_TEST_SUITE_P(Registry, EveryGame, ::testing::ValuesIn(all_cases(kShards)), case_name);
INSTANTIATE_TEST_SUITE_P(Registry, EveryScenario, ::testing::ValuesIn(all_cases(1)), case_name);

}  // namespace
}  // namespace grognard
