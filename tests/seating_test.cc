// Seats and the computer players the CLI puts in them (core/seating.h), and the catalogue
// entry that tells the lobby each scenario's seats.
#include "core/seating.h"

#include <gtest/gtest.h>

#include "core/registry.h"
#include "core/rules_error.h"

namespace grognard {
namespace {

const Seating kTeamGame{{"germany", "austria", "france", "russia", "spain"},
                        {{"central", "Central Powers", {"germany", "austria"}},
                         {"entente", "Entente", {"france", "russia"}},
                         {"neutral", "Neutral", {"spain"}}}};

using Names = std::vector<std::string>;

TEST(Seating, OneNameServesEverySeat) {
  EXPECT_EQ(agents_per_seat({"random"}, kTeamGame), Names(5, "random"));
}

TEST(Seating, OneNamePerSeatInOrder) {
  const Names names{"heuristic", "random", "random", "heuristic", "random"};
  EXPECT_EQ(agents_per_seat(names, kTeamGame), names);
}

TEST(Seating, TeamsAndSeatsByNameLaterOnesOverride) {
  EXPECT_EQ(
      agents_per_seat({"central=heuristic", "entente=random", "neutral=random", "russia=heuristic"},
                      kTeamGame),
      (Names{"heuristic", "heuristic", "random", "heuristic", "random"}));
}

TEST(Seating, ErrorsSayWhatIsWrong) {
  try {
    agents_per_seat({"random", "random"}, kTeamGame);
    FAIL();
  } catch (const DataError& e) {
    EXPECT_NE(std::string(e.what()).find("germany,austria,france,russia,spain"), std::string::npos)
        << e.what();
  }
  try {
    agents_per_seat({"central=heuristic", "entente=random"}, kTeamGame);
    FAIL();
  } catch (const DataError& e) {
    EXPECT_NE(std::string(e.what()).find("no computer player for seat 'spain'"), std::string::npos)
        << e.what();
  }
  try {
    agents_per_seat({"ottoman=random"}, kTeamGame);
    FAIL();
  } catch (const DataError& e) {
    EXPECT_NE(std::string(e.what()).find("no seat or team named 'ottoman'"), std::string::npos)
        << e.what();
  }
  EXPECT_THROW(agents_per_seat({"=random"}, kTeamGame), DataError);
}

TEST(Seating, TheCatalogueGivesEachScenarioItsSeats) {
  const json entry = catalog_entry(*find_game("napoleon-at-waterloo"));
  ASSERT_FALSE(entry["scenarios"].empty());
  EXPECT_EQ(entry["scenarios"][0]["seats"], json::array({"french", "allied"}));
  EXPECT_TRUE(entry["scenarios"][0]["teams"].empty());
  EXPECT_EQ(entry["agents"], json::array({"random", "heuristic", "easy", "normal", "hard"}));
}

// Whether one seat may see less than another: the browser covers a hot-seat screen only then.
TEST(Seating, TheCatalogueSaysWhichGamesHideSomethingFromASeat) {
  EXPECT_FALSE(catalog_entry(*find_game("napoleon-at-waterloo"))["hidden_information"]);
  EXPECT_FALSE(catalog_entry(*find_game("struggle-for-the-continent"))["hidden_information"]);
  EXPECT_TRUE(catalog_entry(*find_game("la-grande-armee"))["hidden_information"]);
}

// LGA 1.3: "New" loads and briefly describes a scenario; the catalogue carries each
// scenario's situation for the browser to show when it is chosen.
TEST(Seating, TheCatalogueDescribesTheScenariosThatHaveADescription) {
  const json lga = catalog_entry(*find_game("la-grande-armee"));
  // The book's seven, and the 1991 program's numbers for scenarios 1 and 3 (SOURCES.md 9.1).
  ASSERT_EQ(lga["scenarios"].size(), 9u);
  for (const json& s : lga["scenarios"]) {
    ASSERT_TRUE(s.contains("description")) << s["id"];
    EXPECT_GT(s["description"].get<std::string>().size(), 40u) << s["id"];
  }
  EXPECT_NE(lga["scenarios"][0]["description"].get<std::string>().find("Austria"),
            std::string::npos);
  const json naw = catalog_entry(*find_game("napoleon-at-waterloo"));
  EXPECT_FALSE(naw["scenarios"][0].contains("description"));  // its file has none
}

}  // namespace
}  // namespace grognard
