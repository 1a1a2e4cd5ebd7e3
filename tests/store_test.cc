// The GameStore contract, on SQLite and (under GROGNARD_TEST_STORE=postgres) on PostgreSQL
// (issue 19): what is appended comes back in order, one sequence number has one writer even
// when two stores on one database race for it, and a --db value opens the store it names.
#include "server/store.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <atomic>
#include <condition_variable>
#include <filesystem>
#include <mutex>
#include <thread>

#include "test_database.h"

namespace grognard::server {
namespace {

class StoreContract : public ::testing::Test {
 protected:
  void SetUp() override {
    if (const auto why = harness::TestDatabase::unavailable()) GTEST_SKIP() << *why;
    db_ = std::make_unique<harness::TestDatabase>(
        std::string("store-") + ::testing::UnitTest::GetInstance()->current_test_info()->name());
    store_ = open_store(db_->url());
  }

  static GameRecord game(const std::string& id) {
    GameRecord r;
    r.id = id;
    r.game = "napoleon-at-waterloo";
    r.scenario = {{"id", "waterloo"}};
    r.seed = 0xfedcba9876543210ULL;  // past INT64_MAX: stored as a signed 64-bit integer
    r.seed_chosen_by = SeedChooser::kServer;
    r.seats = {{"french", SeatPlayer{}}, {"allied", SeatPlayer{true, "heuristic"}}};
    r.tokens = {{"tok-" + id + "-french", "french"}, {"tok-" + id + "-spectator", ""}};
    r.invitations = {{"inv-" + id, Invitation{"allied"}}};
    r.created = "2026-11-29T03:00:00Z";
    return r;
  }
  static LoggedAction action(int n, std::vector<int> dice = {}) {
    return LoggedAction{json{{"type", "move"}, {"n", n}}, std::move(dice)};
  }

  std::unique_ptr<harness::TestDatabase> db_;
  std::unique_ptr<GameStore> store_;
};

TEST_F(StoreContract, AGameComesBackAsItWasStored) {
  store_->create(game("g1"));
  store_->create(game("g2"));
  store_->append("g1", 0, action(0, {3, 5}), 0x1111);
  store_->append("g1", 1, action(1), 0xffffffffffffffffULL);
  EXPECT_EQ(store_->game_ids(), (std::vector<std::string>{"g1", "g2"}));

  const GameRecord back = store_->load_game("g1");
  const GameRecord sent = game("g1");
  EXPECT_EQ(back.game, sent.game);
  EXPECT_EQ(back.scenario, sent.scenario);
  EXPECT_EQ(back.seed, sent.seed);
  EXPECT_EQ(back.seed_chosen_by, SeedChooser::kServer);
  EXPECT_EQ(seats_json(back.seats), seats_json(sent.seats));
  EXPECT_EQ(back.tokens, sent.tokens);
  ASSERT_EQ(back.invitations.size(), 1u);
  EXPECT_EQ(back.invitations.at("inv-g1").seat, "allied");
  EXPECT_FALSE(back.invitations.at("inv-g1").claimed);
  EXPECT_EQ(back.created, sent.created);
  ASSERT_EQ(back.log.size(), 2u);
  EXPECT_EQ(back.log[0].action, action(0).action);
  EXPECT_EQ(back.log[0].forced_dice, (std::vector<int>{3, 5}));
  ASSERT_EQ(back.hashes.size(), 2u);
  EXPECT_EQ(back.hashes[0], 0x1111u);
  EXPECT_EQ(back.hashes[1], 0xffffffffffffffffULL);

  const auto token = store_->find_token("tok-g2-spectator");
  ASSERT_TRUE(token);
  EXPECT_EQ(token->game_id, "g2");
  EXPECT_EQ(token->seat, "");
  EXPECT_FALSE(store_->find_token("tok-g3-french"));
  EXPECT_EQ(store_->find_invitation("inv-g2"), "g2");
  EXPECT_FALSE(store_->find_invitation("inv-g3"));
  EXPECT_THROW(store_->load_game("g3"), StoreError);
}

// An undo takes back the last entry, never one another process has stored after it.
TEST_F(StoreContract, TruncateTakesBackOnlyTheLastEntry) {
  store_->create(game("g"));
  for (int i = 0; i < 4; ++i) store_->append("g", i, action(i), i);
  EXPECT_THROW(store_->truncate("g", 2), StoreConflict);
  EXPECT_EQ(store_->load_game("g").log.size(), 4u);
  store_->truncate("g", 3);
  EXPECT_EQ(store_->load_game("g").log.size(), 3u);
  EXPECT_THROW(store_->truncate("g", 3), StoreConflict);
  store_->append("g", 3, action(30), 30);
  EXPECT_EQ(store_->load_game("g").log[3].action, action(30).action);
  // No entry lands past the end of the log.
  EXPECT_THROW(store_->append("g", 5, action(5), 5), StoreConflict);
  const StoredLog tail = store_->load_log("g", 2);
  EXPECT_EQ(tail.from, 2);
  ASSERT_EQ(tail.log.size(), 2u);
  EXPECT_EQ(tail.log[1].action, action(30).action);
  EXPECT_EQ(tail.hashes[1], 30u);
}

TEST_F(StoreContract, AnInvitationIsClaimedOnceAndItsTokenOpensTheSeat) {
  store_->create(game("g"));
  store_->claim("g", "inv-g", "tok-claimed");
  EXPECT_TRUE(store_->load_game("g").invitations.at("inv-g").claimed);
  const auto token = store_->find_token("tok-claimed");
  ASSERT_TRUE(token);
  EXPECT_EQ(token->seat, "allied");
  EXPECT_THROW(store_->claim("g", "inv-g", "tok-again"), StoreConflict);
  EXPECT_FALSE(store_->find_token("tok-again"));
}

// The same entry stored twice (an append whose answer was lost and that is made again) holds;
// another entry under a number already stored is refused and changes nothing.
TEST_F(StoreContract, ANumberStoredAlreadyTakesOnlyTheSameEntryAgain) {
  store_->create(game("g"));
  store_->append("g", 0, action(0, {4}), 7);
  EXPECT_NO_THROW(store_->append("g", 0, action(0, {4}), 7));
  EXPECT_THROW(store_->append("g", 0, action(1, {4}), 7), StoreConflict);
  EXPECT_THROW(store_->append("g", 0, action(0, {4}), 8), StoreConflict);
  const GameRecord back = store_->load_game("g");
  ASSERT_EQ(back.log.size(), 1u);
  EXPECT_EQ(back.log[0].action, action(0).action);
}

// A computer's turn: several entries in one call, stored in order with their hashes. An entry
// refused stops the call there: those before it are stored, none after it (a gap).
TEST_F(StoreContract, EntriesAppendedTogetherAreStoredInOrderUpToTheFirstRefused) {
  store_->create(game("g"));
  const std::vector<LoggedAction> turn = {action(0, {3}), action(1), action(2, {6, 1})};
  const std::vector<uint64_t> hashes = {10, 11, 12};
  store_->append_all("g", 0, turn, hashes);
  GameRecord back = store_->load_game("g");
  ASSERT_EQ(back.log.size(), 3u);
  for (size_t i = 0; i < 3; ++i) {
    EXPECT_EQ(back.log[i].action, turn[i].action);
    EXPECT_EQ(back.log[i].forced_dice, turn[i].forced_dice);
    EXPECT_EQ(back.hashes[i], hashes[i]);
  }
  // Another entry stored under 3 first (another process's move): the call is refused at its
  // first entry, and its second, which would follow a gap, is not stored either.
  store_->append("g", 3, action(30), 30);
  const std::vector<LoggedAction> late = {action(3), action(4)};
  const std::vector<uint64_t> late_hashes = {13, 14};
  EXPECT_THROW(store_->append_all("g", 3, late, late_hashes), StoreConflict);
  back = store_->load_game("g");
  ASSERT_EQ(back.log.size(), 4u);
  EXPECT_EQ(back.log[3].action, action(30).action);
  // The entry stored already, given again, holds and the next is stored after it; entries
  // past the end of the log are refused.
  const std::vector<LoggedAction> mixed = {action(30), action(4)};
  store_->append_all("g", 3, mixed, std::vector<uint64_t>{30, 14});
  EXPECT_EQ(store_->load_game("g").log.size(), 5u);
  EXPECT_THROW(store_->append_all("g", 6, late, late_hashes), StoreConflict);
  EXPECT_EQ(store_->load_game("g").log.size(), 5u);
  // Entries and hashes that do not pair up are a caller's mistake, refused before any write.
  EXPECT_THROW(store_->append_all("g", 5, late, std::vector<uint64_t>{15}), std::invalid_argument);
  EXPECT_EQ(store_->load_game("g").log.size(), 5u);
}

// Many rooms appending at once (a server's network and computer threads): appends made at
// the same moment may share a commit, yet each is stored in its game's order, and one that
// is refused (a number taken, a gap) fails alone without taking the others of its batch down.
TEST_F(StoreContract, AppendsFromManyThreadsAtOnceEachGetTheirOwnVerdict) {
  constexpr int kGames = 8, kActions = 40;
  for (int g = 0; g < kGames; ++g) store_->create(game("g" + std::to_string(g)));
  std::atomic<bool> go{false};
  std::atomic<int> wrongly_refused{0}, wrongly_taken{0};
  std::vector<std::thread> rooms;
  for (int g = 0; g < kGames; ++g)
    rooms.emplace_back([&, g] {
      const std::string id = "g" + std::to_string(g);
      while (!go) std::this_thread::yield();
      for (int i = 0; i < kActions; ++i) {
        try {
          store_->append(id, i, action(g * 1000 + i), static_cast<uint64_t>(i));
        } catch (const StoreError&) {
          ++wrongly_refused;
        }
        // Past the end of the log, and another entry under a number taken: both refused.
        for (int wrong : {i + 2, i}) try {
            store_->append(id, wrong, action(-1), 0);
            ++wrongly_taken;
          } catch (const StoreConflict&) {
          }
      }
    });
  go = true;
  for (auto& t : rooms) t.join();
  EXPECT_EQ(wrongly_refused, 0);
  EXPECT_EQ(wrongly_taken, 0);
  for (int g = 0; g < kGames; ++g) {
    const GameRecord back = store_->load_game("g" + std::to_string(g));
    ASSERT_EQ(back.log.size(), static_cast<size_t>(kActions)) << "game " << g;
    for (int i = 0; i < kActions; ++i) {
      EXPECT_EQ(back.log[static_cast<size_t>(i)].action, action(g * 1000 + i).action);
      EXPECT_EQ(back.hashes[static_cast<size_t>(i)], static_cast<uint64_t>(i));
    }
  }
}

// Two stores on one database (as two server processes have), each appending its own actions
// to one game as fast as it can: every number is taken by exactly one of them, and the log
// read back has no gap.
TEST_F(StoreContract, TwoStoresRacingForOneGameNeverBothAppendANumber) {
  store_->create(game("g"));
  auto other = open_store(db_->url());
  constexpr int kNumbers = 200;
  std::atomic<bool> go{false};
  std::vector<int> won[2];
  auto race = [&](GameStore& store, int writer) {
    while (!go) std::this_thread::yield();
    for (int seq = 0; seq < kNumbers; ++seq) {
      try {
        store.append("g", seq, action(1000 * writer + seq), 1000 * writer + seq);
        won[writer].push_back(seq);
      } catch (const StoreConflict&) {
        // The other writer has this number; go on with the next, as a process catching up does.
      }
    }
  };
  std::thread a(race, std::ref(*store_), 0), b(race, std::ref(*other), 1);
  go = true;
  a.join();
  b.join();
  EXPECT_EQ(won[0].size() + won[1].size(), static_cast<size_t>(kNumbers));
  const GameRecord back = store_->load_game("g");
  ASSERT_EQ(back.log.size(), static_cast<size_t>(kNumbers));
  for (int writer = 0; writer < 2; ++writer)
    for (int seq : won[writer])
      EXPECT_EQ(back.log[seq].action, action(1000 * writer + seq).action) << "number " << seq;
}

// Several processes on one store: each hears of the others' writes, not of its own, and one at a
// time holds a game, until it lets go or its connection ends.
TEST_F(StoreContract, ASharedStoreTellsOfOtherWritersAndHoldsAGameForOneAtATime) {
  if (!store_->shared()) GTEST_SKIP() << "one process alone opens this store";
  auto other = open_store(db_->url());
  std::mutex mutex;
  std::condition_variable told;
  std::vector<std::string> heard;
  store_->watch([&](const std::string& game_id) {
    std::lock_guard lock(mutex);
    heard.push_back(game_id);
    told.notify_all();
  });
  store_->create(game("g"));
  store_->append("g", 0, action(0), 0);  // its own: not told
  other->append("g", 1, action(1), 1);
  other->truncate("g", 1);
  {
    std::unique_lock lock(mutex);
    ASSERT_TRUE(told.wait_for(lock, std::chrono::seconds(10), [&] { return heard.size() >= 2; }))
        << "the other store's writes were not told";
  }
  store_->watch({});
  EXPECT_EQ(heard, (std::vector<std::string>{"g", "g"}));

  EXPECT_TRUE(store_->hold("g"));
  EXPECT_TRUE(store_->hold("g"));  // held already
  EXPECT_FALSE(other->hold("g"));
  EXPECT_TRUE(other->hold("h"));  // another game
  store_->release("g");
  EXPECT_TRUE(other->hold("g"));
  EXPECT_FALSE(store_->hold("g"));
  // A process that ends lets go of what it held, once its database session is over (a moment
  // after its connection closes: the servers try again each second).
  other.reset();
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(10);
  while (!store_->hold("g") && std::chrono::steady_clock::now() < deadline)
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  EXPECT_TRUE(store_->hold("g"));
  EXPECT_TRUE(store_->hold("h"));
}

TEST(OpenStore, ADatabaseValueNamesItsStoreAndHidesItsPassword) {
  EXPECT_EQ(redact_database_url("postgresql://grognard:s3cret@db.example.org:5432/games"),
            "postgresql://grognard:***@db.example.org:5432/games");
  EXPECT_EQ(redact_database_url("postgres://db/games?user=g&password=s3cret&sslmode=require"),
            "postgres://db/games?user=g&password=***&sslmode=require");
  EXPECT_EQ(redact_database_url("host=db password=s3cret dbname=games"),
            "host=db password=*** dbname=games");
  EXPECT_EQ(redact_database_url("grognard.db"), "grognard.db");
  try {
    // Port 1 on loopback: nothing listens there.
    open_store("postgresql://grognard:s3cret@127.0.0.1:1/games?connect_timeout=2");
    FAIL() << "a database no one serves opened";
  } catch (const StoreError& e) {
    const std::string what = e.what();
    EXPECT_NE(what.find("postgresql://grognard:***@127.0.0.1:1/games"), std::string::npos) << what;
    EXPECT_EQ(what.find("s3cret"), std::string::npos) << what;
  }
  const auto dir = std::filesystem::temp_directory_path() /
                   ("grognard-open-store-" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  // "sqlite:" says the file outright; a plain name is a file too.
  open_store("sqlite:" + (dir / "a.db").string());
  open_store((dir / "b.db").string());
  EXPECT_TRUE(std::filesystem::exists(dir / "a.db"));
  EXPECT_TRUE(std::filesystem::exists(dir / "b.db"));
  std::filesystem::remove_all(dir);
}

}  // namespace
}  // namespace grognard::server
