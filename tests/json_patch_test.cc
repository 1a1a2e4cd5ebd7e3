// core/json_patch.h: the patch an update carries from the view a seat holds to its view now.
// It must be a JSON Patch (RFC 6902) that turns the one into the other, and it is meant to be
// the very patch nlohmann's json::diff gives, only built faster: both are checked on values
// made at random and on hand-made edge cases (keys needing escapes, arrays that shrink and
// grow, values changing kind).
#include "core/json_patch.h"

#include <gtest/gtest.h>

#include <string>

#include "core/rng.h"

namespace grognard {
namespace {

// A value of a few levels, most of it shared by the two values a test compares.
json random_value(Rng& rng, int depth) {
  const uint64_t kind = depth <= 0 ? rng.below(4) : rng.below(6);
  switch (kind) {
    case 0:
      return nullptr;
    case 1:
      return static_cast<int>(rng.below(5));
    case 2:
      return std::string(1, static_cast<char>('a' + rng.below(3)));
    case 3:
      return rng.below(2) == 0;
    case 4: {
      json a = json::array();
      for (uint64_t i = rng.below(5); i > 0; --i) a.push_back(random_value(rng, depth - 1));
      return a;
    }
    default: {
      // Keys that need escaping in a JSON Pointer among plain ones.
      static const char* const kKeys[] = {"a", "b", "unit", "a/b", "~", "x~1", ""};
      json o = json::object();
      for (uint64_t i = rng.below(5); i > 0; --i)
        o[kKeys[rng.below(std::size(kKeys))]] = random_value(rng, depth - 1);
      return o;
    }
  }
}

// `v` with a few of its parts changed, removed or added.
json mutate(json v, Rng& rng, int depth) {
  if (rng.below(6) == 0 || !(v.is_array() || v.is_object())) return random_value(rng, depth);
  if (v.is_array()) {
    if (!v.empty() && rng.below(3) == 0) v.erase(v.size() - 1 - rng.below(v.size()));
    if (rng.below(3) == 0) v.push_back(random_value(rng, depth - 1));
    for (json& e : v)
      if (rng.below(3) == 0) e = mutate(e, rng, depth - 1);
    return v;
  }
  if (!v.empty() && rng.below(3) == 0) v.erase(v.begin());
  if (rng.below(3) == 0) v["new/~key"] = random_value(rng, depth - 1);
  for (auto& [key, e] : v.items())
    if (rng.below(3) == 0) e = mutate(e, rng, depth - 1);
  return v;
}

TEST(JsonPatch, GivesJsonDiffsPatchAndTurnsTheOneValueIntoTheOther) {
  Rng rng(20261129);
  int nonempty = 0;
  for (int round = 0; round < 5000; ++round) {
    const json from = random_value(rng, 4);
    const json to = mutate(from, rng, 4);
    const json patch = json_patch(from, to);
    ASSERT_EQ(patch, json::diff(from, to)) << "from " << from << "\nto " << to;
    ASSERT_EQ(from.patch(patch), to) << "from " << from << "\nto " << to;
    if (!patch.empty()) ++nonempty;
  }
  EXPECT_GT(nonempty, 2500) << "the values made at random were mostly the same";
}

TEST(JsonPatch, EscapesKeysAndTakesElementsFromTheEndFirst) {
  const json from = {{"a/b", 1}, {"~x", {1, 2, 3, 4}}, {"gone", true}};
  const json to = {{"a/b", 2}, {"~x", {1}}, {"new", nullptr}};
  const json expected = json::parse(R"([
    {"op":"replace","path":"/a~1b","value":2},
    {"op":"remove","path":"/gone"},
    {"op":"remove","path":"/~0x/3"},
    {"op":"remove","path":"/~0x/2"},
    {"op":"remove","path":"/~0x/1"},
    {"op":"add","path":"/new","value":null}
  ])");
  EXPECT_EQ(json_patch(from, to), expected);
  EXPECT_EQ(json_patch(to, to), json::array());
  EXPECT_EQ(json_patch(json(1), json("1")),
            json::parse(R"([{"op":"replace","path":"","value":"1"}])"));
}

// Each element's JSON text, as array_patch takes them.
std::vector<std::string> texts_of(const json& list) {
  std::vector<std::string> texts;
  for (const json& e : list) texts.push_back(e.dump());
  return texts;
}

// A list of runs as a legal list has them, some of them taken out, changed or put in anywhere.
// `edits` counts the removals and insertions made (a change is one of each).
json edited_list(const json& from, Rng& rng, size_t& edits) {
  json to = json::array();
  edits = 0;
  for (const json& e : from) {
    const uint64_t what = rng.below(8);
    if (what == 0) {  // taken out
      ++edits;
      continue;
    }
    if (what == 1) to.push_back(random_value(rng, 2)), ++edits;  // put in before it
    if (what == 2) edits += 2;
    to.push_back(what == 2 ? mutate(e, rng, 2) : e);  // changed or kept
  }
  if (rng.below(3) == 0) to.push_back(random_value(rng, 2)), ++edits;
  return to;
}

TEST(ArrayPatch, TurnsTheOneListIntoTheOtherWithAsFewOperationsAsItsEdits) {
  Rng rng(20261202);
  for (int round = 0; round < 3000; ++round) {
    json from = json::array();
    for (uint64_t i = rng.below(40); i > 0; --i) from.push_back(random_value(rng, 2));
    size_t edits = 0;
    const json to = edited_list(from, rng, edits);
    const ArrayPatch written = array_patch(texts_of(from), texts_of(to));
    const json patch = json::parse(written.text);
    ASSERT_EQ(written.operations, patch.size()) << written.text;
    ASSERT_EQ(from.patch(patch), to) << "from " << from << "\nto " << to << "\npatch " << patch;
    // The shortest edit is no longer than the edits made, and a replacement counts once.
    ASSERT_LE(patch.size(), edits) << "from " << from << "\nto " << to << "\npatch " << patch;
    for (const json& op : patch) ASSERT_EQ(op["path"].get<std::string>().rfind('/'), 0u) << op;
  }
}

TEST(ArrayPatch, OneElementTakenFromTheMiddleIsOneRemoval) {
  json from = json::array();
  for (int i = 0; i < 50; ++i)
    from.push_back({{"unit", "U" + std::to_string(i)}, {"of", {i, i + 1}}});
  json to = from;
  to.erase(20);
  to[40]["of"].push_back(99);  // another unit's moves change further on
  const json expected = json::parse(R"([
    {"op":"remove","path":"/20"},
    {"op":"replace","path":"/40","value":{"unit":"U41","of":[41,42,99]}}
  ])");
  const ArrayPatch patch = array_patch(texts_of(from), texts_of(to));
  EXPECT_EQ(json::parse(patch.text), expected);
  EXPECT_EQ(patch.operations, 2u);
  EXPECT_EQ(json::parse(array_patch(texts_of(from), texts_of(from)).text), json::array());
  EXPECT_EQ(array_patch({}, texts_of(from)).operations, from.size());
  EXPECT_EQ(array_patch(texts_of(from), {}).operations, from.size());
}

}  // namespace
}  // namespace grognard
