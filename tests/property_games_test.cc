// tests/support/property_games.h: how the tests read GROGNARD_PROPERTY_GAMES, the cap the
// sanitized pass of scripts/test.sh puts on their games.
#include "property_games.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <optional>
#include <stdexcept>
#include <string>

namespace grognard::test {
namespace {

// Sets the variable for one test and puts back what it was: the tests of a shard share a process.
class PropertyGamesVariable {
 public:
  PropertyGamesVariable() {
    if (const char* now = std::getenv(kName)) before_ = now;
  }
  ~PropertyGamesVariable() {
    if (before_)
      ::setenv(kName, before_->c_str(), 1);
    else
      ::unsetenv(kName);
  }
  void set(const char* value) const { ::setenv(kName, value, 1); }
  void unset() const { ::unsetenv(kName); }

 private:
  static constexpr const char* kName = "GROGNARD_PROPERTY_GAMES";
  std::optional<std::string> before_;
};

TEST(PropertyGames, UnsetMeansEachTestsFullCountAndANumberIsTheCap) {
  PropertyGamesVariable variable;
  variable.unset();
  EXPECT_EQ(property_games_cap(), std::nullopt);
  variable.set("8");
  EXPECT_EQ(property_games_cap(), 8);
  variable.set("0");
  EXPECT_EQ(property_games_cap(), 1) << "a cap plays at least one game";
}

TEST(PropertyGames, AValueThatIsNotAWholeNumberIsAnErrorNamingIt) {
  PropertyGamesVariable variable;
  for (const char* bad : {"", "eight", "8 games", "-", "2.5"}) {
    variable.set(bad);
    try {
      property_games_cap();
      ADD_FAILURE() << "'" << bad << "' was taken";
    } catch (const std::invalid_argument& e) {
      EXPECT_NE(std::string(e.what()).find("GROGNARD_PROPERTY_GAMES"), std::string::npos);
    }
  }
}

}  // namespace
}  // namespace grognard::test
