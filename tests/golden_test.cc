// Golden playthroughs: saved games under tests/golden/<game>/ whose replay must reach the
// recorded final hash, bit for bit. After a deliberate change of behaviour, regenerate them
// with GROGNARD_REGENERATE_GOLDEN=1 and explain the new hashes in the commit.
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>

#include "core/registry.h"
#include "core/state_hash.h"
#include "io/json_read.h"
#include "io/save_file.h"

namespace grognard {
namespace {

const std::filesystem::path kGolden = std::filesystem::path(GROGNARD_TEST_DIR) / "golden";

TEST(Golden, EveryRecordedGameReplaysToItsHash) {
  const bool regenerate = std::getenv("GROGNARD_REGENERATE_GOLDEN") != nullptr;
  int checked = 0;
  for (const auto& game : registered_games()) {
    const auto dir = kGolden / game.id;
    if (!std::filesystem::exists(dir / "manifest.json")) continue;
    for (const json& entry : read_json_file(dir / "manifest.json")) {
      const auto path = dir / entry["file"].get<std::string>();
      if (regenerate) {
        // "patch": a JSON merge patch on the shipped scenario (another rule set, say).
        json scenario = game.load_scenario(entry["scenario"].get<std::string>());
        if (entry.contains("patch")) scenario.merge_patch(entry["patch"]);
        auto session = game.start(scenario, entry["seed"].get<uint64_t>());
        game.play_out(*session, entry["agents"].get<std::vector<std::string>>(),
                      entry["seed"].get<uint64_t>(), nullptr, nullptr);
        write_save_file(path, *session);
      }
      SCOPED_TRACE(path.string());
      const json save = read_json_file(path);
      auto session = load_save(save, path.string());  // throws if the hash differs
      EXPECT_EQ(hash_text(session->hash()), save["hash"].get<std::string>());
      EXPECT_TRUE(session->over());
      EXPECT_GT(session->log().size(), 100u);
      ++checked;
    }
  }
  // Three for each of Napoleon at Waterloo, La Grande Armée and Struggle for the Continent;
  // four for Blitzkrieg at the Ardennes (both rule sets); four for Decisive Battles (both
  // battles, and First Bull Run under RADIO and EXPOSED).
  EXPECT_GE(checked, 17);
}

TEST(Golden, AChangedLogIsCaughtByTheHash) {
  for (const auto& path :
       {kGolden / "napoleon-at-waterloo" / "heuristic-vs-random-7.json",
        kGolden / "la-grande-armee" / "heuristic-vs-random-danube-7.json",
        kGolden / "struggle-for-the-continent" / "heuristic-central-vs-random-7.json",
        kGolden / "blitzkrieg-ardennes" / "heuristic-german-vs-random-7.json",
        kGolden / "decisive-battles" / "heuristic-union-vs-random-7.json"}) {
    SCOPED_TRACE(path.string());
    json save = read_json_file(path);
    save["seed"] = save["seed"].get<uint64_t>() + 1;  // other dice: the same actions diverge
    EXPECT_THROW(load_save(save, "tampered"), DataError);
  }
}

}  // namespace
}  // namespace grognard
