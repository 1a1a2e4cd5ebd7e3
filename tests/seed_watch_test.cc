// The search grognard-reliabilitybench runs over every message for the seeds of games.
#include "seed_watch.h"

#include <gtest/gtest.h>

#include <stdexcept>

namespace {

using grognard::harness::SeedWatch;

constexpr uint64_t kSeed = 0x5a17c0ffee15900dULL;  // 6491869593321443341

TEST(SeedWatchTest, FindsAWatchedSeedInDecimalAndInHexOfEitherCase) {
  SeedWatch watch;
  watch.watch(kSeed);
  EXPECT_EQ(watch.count_in(R"({"seed":6491869593321443341})"), 1);
  EXPECT_EQ(watch.count_in("rng 5a17c0ffee15900d"), 1);
  EXPECT_EQ(watch.count_in("RNG 0x5A17C0FFEE15900D"), 1);
  // Inside longer runs of digits too, and once per occurrence.
  EXPECT_EQ(watch.count_in("16491869593321443341016491869593321443341"), 2);
  EXPECT_EQ(watch.count_in("token 005a17c0ffee15900dff"), 1);
}

TEST(SeedWatchTest, FindsNothingInTextWithoutAWatchedSeed) {
  SeedWatch watch;
  watch.watch(kSeed);
  EXPECT_EQ(watch.count_in(""), 0);
  EXPECT_EQ(watch.count_in("6491869593321443340 5a17c0ffee15900e 649186959332144334"), 0);
  EXPECT_EQ(watch.count_in("5a17c0ffee15900 d"), 0);  // cut in two
  SeedWatch empty;
  EXPECT_EQ(empty.count_in("6491869593321443341 5a17c0ffee15900d"), 0);
}

TEST(SeedWatchTest, RefusesASeedTooShortToSearchFor) {
  SeedWatch watch;
  EXPECT_THROW(watch.watch(42), std::invalid_argument);
  EXPECT_THROW(watch.watch(SeedWatch::kHighest + 1), std::invalid_argument);
  EXPECT_NO_THROW(watch.watch(SeedWatch::kLowest));
}

}  // namespace
