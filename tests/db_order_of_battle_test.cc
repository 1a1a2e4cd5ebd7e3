// Decisive Battles: the orders of battle of First Bull Run and Shiloh read and checked whole,
// with the structure the manual's command chain needs (one army HQ a side, corps under it,
// divisions under a corps or the army, every brigade under an HQ), and a broken file refused
// with its place.
#include <gtest/gtest.h>

#include "core/rules_error.h"
#include "data_error_of.h"
#include "games/decisive-battles/order_of_battle.h"
#include "io/data_dir.h"
#include "io/json_read.h"

namespace grognard::decisive {
namespace {

json oob_json(const std::string& battle) {
  return read_json_file(game_data_dir("decisive-battles") / "oob" / (battle + ".json"));
}

int men(const Forces& f) {
  int sum = 0;
  for (const Brigade& b : f.brigades) sum += b.men;
  return sum;
}

TEST(DbOrderOfBattle, FirstBullRunAsTheSourcesGiveIt) {
  const OrderOfBattle oob = OrderOfBattle::load(oob_json("first-bull-run"), "first-bull-run.json");
  const Forces& u = oob.sides[static_cast<int>(Side::kUnion)];
  const Forces& c = oob.sides[static_cast<int>(Side::kConfederate)];
  EXPECT_EQ(u.hqs[u.army].commander, "Brig. Gen. Irvin McDowell");
  EXPECT_EQ(c.hqs[c.army].commander, "Gen. Joseph E. Johnston");
  // REFERENCES.md: McDowell's army 34,127 present for duty (Runyon's reserve division, which
  // never came near the field, left out); Beauregard's ~21,900 and Johnston's ~8,340.
  EXPECT_GT(men(u), 28000);
  EXPECT_LT(men(u), 34127);
  EXPECT_GT(men(c), 25000);
  EXPECT_LT(men(c), 32000);
  // Barry's report (OR vol. 2 p. 346): the Union army had 49 guns on the field.
  int guns = 0;
  for (const Brigade& b : u.brigades) guns += b.guns;
  EXPECT_EQ(guns, 49);
  // The brigades the REFERENCES name are there, under the divisions they name.
  auto parent_of = [](const Forces& f, const std::string& id) {
    for (const Brigade& b : f.brigades)
      if (b.id == id) return f.hqs[b.parent].commander;
    return std::string("(none)");
  };
  EXPECT_EQ(parent_of(u, "SHERMAN"), "Brig. Gen. Daniel Tyler");
  EXPECT_EQ(parent_of(u, "BURNSIDE"), "Col. David Hunter");
  EXPECT_EQ(parent_of(u, "HOWARD"), "Col. Samuel P. Heintzelman");
}

TEST(DbOrderOfBattle, ShilohAsReedGivesIt) {
  const OrderOfBattle oob = OrderOfBattle::load(oob_json("shiloh"), "shiloh.json");
  const Forces& u = oob.sides[static_cast<int>(Side::kUnion)];
  const Forces& c = oob.sides[static_cast<int>(Side::kConfederate)];
  EXPECT_EQ(u.hqs[u.army].commander, "Maj. Gen. Ulysses S. Grant");
  EXPECT_EQ(c.hqs[c.army].commander, "Gen. Albert Sidney Johnston");
  // Four Confederate corps: Polk, Bragg, Hardee and Breckinridge's reserve.
  int corps = 0;
  for (const Hq& h : c.hqs) corps += h.kind == HqKind::kCorps;
  EXPECT_EQ(corps, 4);
  // REFERENCES.md: ~40,300 Confederates present; Grant ~49,000 and Buell ~18,000-20,000 engaged.
  EXPECT_GT(men(c), 38000);
  EXPECT_LT(men(c), 42000);
  EXPECT_GT(men(u), 60000);
  EXPECT_LT(men(u), 70000);
  // Lew Wallace's division and Buell's army arrive; Sherman's and Prentiss' camps are there
  // at dawn.
  auto named = [](const Hq& h, const char* who) {
    return h.commander.find(who) != std::string::npos;
  };
  for (const Hq& h : u.hqs) {
    if (named(h, "Lew Wallace") || named(h, "Buell")) {
      EXPECT_FALSE(h.deployment.arrives.empty()) << h.id;
    }
    if (named(h, "Sherman") || named(h, "Prentiss")) {
      EXPECT_TRUE(h.deployment.arrives.empty()) << h.id;
    }
  }
}

TEST(DbOrderOfBattle, ABrokenFileIsRefusedWithItsPlace) {
  json j = oob_json("first-bull-run");
  auto refused = [](const json& broken) {
    return data_error_of([&] { OrderOfBattle::load(broken, "oob.json"); });
  };
  json wrong_parent = j;
  wrong_parent["sides"]["union"]["brigades"][0]["parent"] = "TYLR";
  EXPECT_EQ(refused(wrong_parent),
            "oob.json.sides.union.brigades[0].parent: no HQ 'TYLR' on this side");
  json long_id = j;
  long_id["sides"]["union"]["brigades"][0]["id"] = "KEYESBRIGADE";
  EXPECT_EQ(refused(long_id),
            "oob.json.sides.union.brigades[0].id: 'KEYESBRIGADE' is not an id (1 to 9 of A-Z, "
            "0-9 and -)");
  json both = j;
  both["sides"]["union"]["brigades"][0]["arrives"] = {
      {"time", "1861-07-21T10:00"}, {"place", "x"}, {"lat", 38.8}, {"lon", -77.5}};
  EXPECT_EQ(refused(both),
            "oob.json.sides.union.brigades[0]: give exactly one of 'start' and 'arrives'");
  json rating = j;
  rating["sides"]["confederate"]["brigades"][1]["experience"] = 10;
  EXPECT_NE(refused(rating).find("oob.json.sides.confederate.brigades[1].experience"),
            std::string::npos);
  json two_armies = j;
  two_armies["sides"]["union"]["hqs"][1]["kind"] = "army";
  EXPECT_EQ(refused(two_armies), "oob.json.sides.union.hqs: a side has one army HQ, not 2");
  json misspelt = j;
  misspelt["sides"]["union"]["brigades"][0]["gnus"] = 4;
  EXPECT_NE(refused(misspelt).find("gnus"), std::string::npos);
}

}  // namespace
}  // namespace grognard::decisive
