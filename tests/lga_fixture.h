// Builds small La Grande Armée positions on the real map of Europe for rule tests.
#pragma once

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "games/la-grande-armee/state.h"
#include "io/data_dir.h"

namespace grognard::lga::test {

// A scenario skeleton: France (with the Rhine, Italy, Holland, Switzerland) against Austria,
// Russia, Britain, Prussia, Spain, Portugal and Sweden; Denmark neutral.
inline json scenario(const std::vector<json>& units, const std::string& season = "summer",
                     int year = 1805) {
  return {{"game", "la-grande-armee"},
          {"id", "test"},
          {"name", "rule test"},
          {"start", {{"season", season}, {"year", year}}},
          {"end", {{"season", "winter"}, {"year", year + 1}}},
          {"sides",
           {{"france", "french"},
            {"rhine", "french"},
            {"italy", "french"},
            {"holland", "french"},
            {"switzerland", "french"},
            {"austria", "allied"},
            {"russia", "allied"},
            {"britain", "allied"},
            {"prussia", "allied"},
            {"spain", "allied"},
            {"portugal", "allied"},
            {"sweden", "allied"},
            {"denmark", "neutral"}}},
          {"at_war", {"france", "austria", "russia", "britain", "prussia", "spain"}},
          {"military_points",
           {{"france", 20}, {"austria", 10}, {"russia", 5}, {"britain", 6}, {"spain", 0}}},
          {"victory", {{"french", {13, 15, 18, 20, 22}}, {"allied", {8, 10, 14, 15, 18}}}},
          {"units", units}};
}

// The skeleton with Prussia and Russia on the French side and at peace: France holds every area
// from Paris to Moscow, the Russian Hinterland included.
inline json scenario_france_to_moscow(const std::vector<json>& units) {
  json sc = scenario(units);
  sc["sides"]["prussia"] = "french";
  sc["sides"]["russia"] = "french";
  sc["at_war"] = {"france", "austria", "britain", "spain"};
  sc["military_points"].erase("russia");
  return sc;
}

inline json unit(const std::string& id, const std::string& nation, const std::string& type,
                 const std::string& hex, json extra = json::object()) {
  json u = {{"id", id}, {"nation", nation}, {"type", type}, {"hex", hex}};
  if (type == "hq" && !extra.contains("bonus")) u["bonus"] = 1;
  u.update(extra);
  return u;
}

// Every muster roll of the opening turn is a 6 unless `opening` says otherwise.
inline State position(const json& scenario, std::vector<int> opening = std::vector<int>(40, 6),
                      uint64_t seed = 1) {
  return State(Game::load(scenario, game_data_dir("la-grande-armee")), seed, opening);
}

inline UnitId id(const State& s, const std::string& name) { return *s.game().find_unit(name); }
inline HexId hex(const State& s, const std::string& label) { return *s.game().board().find(label); }
inline std::string label(const State& s, HexId h) { return s.game().board().label_text(h); }

// Applies a legal action with forced dice (failing the test if it is illegal).
inline Events play(State& s, const Action& a, const std::vector<int>& dice = {}) {
  auto v = s.validate(a);
  EXPECT_FALSE(v.has_value()) << (v ? v->text() : "");
  if (v) return {};
  s.rng().clear_forced();
  s.rng().force(dice);
  Events ev = s.do_apply(a);
  EXPECT_EQ(s.rng().forced_pending(), 0u) << "forced dice left over";
  s.rng().clear_forced();
  return ev;
}

inline std::string broken_rule(const State& s, const Action& a) {
  auto v = s.validate(a);
  return v ? v->rule : "";
}

inline const json* find_event(const Events& ev, const std::string& type) {
  for (const json& e : ev)
    if (e.value("type", "") == type) return &e;
  return nullptr;
}

// The value of the first of a combat's modifiers whose reason starts with `why_prefix`; 0 when
// none does.
inline int modifier(const CombatPlan& p, const std::string& why_prefix) {
  for (const Modifier& m : p.modifiers)
    if (m.why.rfind(why_prefix, 0) == 0) return m.value;
  return 0;
}
inline bool has_modifier(const CombatPlan& p, const std::string& why_prefix) {
  for (const Modifier& m : p.modifiers)
    if (m.why.rfind(why_prefix, 0) == 0) return true;
  return false;
}

// 1507, north of the Danube, faces Munich (1508); Innsbruck (1509) holds the reserve.
inline json danube_battle() {
  return scenario({unit("I Corps", "france", "infantry", "1507"),
                   unit("Napoleon", "france", "hq", "1507", {{"bonus", 2}}),
                   unit("Landwehr", "austria", "militia", "1508"),
                   unit("Charles", "austria", "hq", "1508"),
                   unit("Reserve", "austria", "infantry", "1509")});
}

// Ends phases until it is `side`'s movement phase (or the game ends).
inline void to_movement(State& s) {
  while (!s.over() && s.phase() != Phase::kMovement) s.do_apply(EndPhase{});
}

}  // namespace grognard::lga::test
