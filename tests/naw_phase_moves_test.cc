// Napoleon at Waterloo lists every unit's moves once, at the start of a movement phase
// (PhaseMoves, movement.cc), because the enemy does not move during it. That list must change
// no answer: here a state that has it and a copy that must search afresh (forget_phase_moves)
// are asked the same questions at every decision of random games.
#include <optional>
#include <string>

#include "core/registry.h"
#include "core/rng.h"
#include "naw_fixture.h"

namespace grognard::naw::test {
namespace {

std::optional<std::string> verdict(const State& s, const Action& a) {
  const auto v = s.validate(a);
  if (!v) return std::nullopt;
  return v->text();
}

State waterloo(uint64_t seed) {
  const json scenario = find_game("napoleon-at-waterloo")->load_scenario("waterloo");
  return State(Game::load(scenario, game_data_dir("napoleon-at-waterloo")), seed);
}

// Asks both states the same questions: the legal actions, ending the phase, and moves of
// units picked at random (phasing or not, moved or not) to hexes near them or anywhere.
void expect_same_answers(const State& listed, const State& fresh, Rng& pick) {
  ASSERT_EQ(listed.legal_actions(), fresh.legal_actions());
  EXPECT_EQ(verdict(listed, Pass{}), verdict(fresh, Pass{}));
  const HexBoard& board = listed.game().board();
  for (int q = 0; q < 12; ++q) {
    const UnitId u{static_cast<uint16_t>(pick.below(listed.unit_count()))};
    HexId to{static_cast<uint16_t>(pick.below(board.size()))};
    if (listed.on_map(u) && q % 2 == 0) {  // half of them next to the unit or two hexes off
      std::vector<HexId> near;
      board.for_each_neighbour(listed.unit(u).hex, [&](HexId n, Direction) {
        near.push_back(n);
        board.for_each_neighbour(n, [&](HexId m, Direction) { near.push_back(m); });
      });
      to = near[pick.below(near.size())];
    }
    EXPECT_EQ(verdict(listed, Move{u, to}), verdict(fresh, Move{u, to}));
    EXPECT_EQ(verdict(listed, Exit{u}), verdict(fresh, Exit{u}));
  }
}

TEST(NawPhaseMoves, AnswerAsAFreshSearchInRandomGames) {
  int asked = 0;
  for (uint64_t seed = 1; seed <= 4; ++seed) {
    State s = waterloo(seed);
    Rng pick(seed);
    while (!s.over()) {
      const auto legal = s.legal_actions();
      if (s.phase() == Phase::kMovement && !s.combat()) {
        State fresh = s;
        fresh.forget_phase_moves();
        expect_same_answers(s, fresh, pick);
        if (HasFatalFailure()) return;
        ++asked;
      }
      s.do_apply(legal[pick.below(legal.size())]);
    }
  }
  EXPECT_GT(asked, 1000);  // every movement phase of four games, with and without Prussians
}

// The Prussians due must enter first, and an overstacked hex must be cleared before the phase
// ends: both are answered from the phase's list, and must agree with a search.
TEST(NawPhaseMoves, ReinforcementsAndStackingAnswerAsAFreshSearch) {
  State s = position({unit("F1", "infantry", 4, 4, "0105"), unit("A1", "infantry", 4, 4, "1214"),
                      unit("A2", "infantry", 4, 4, "1214"), unit("A3", "infantry", 4, 4, "1214"),
                      unit("A4", "infantry", 4, 4, "1215"), unit("P1", "infantry", 4, 4, "turn1")});
  Rng pick(7);
  play(s, Pass{});  // French movement
  play(s, Pass{});  // bombardment
  play(s, Pass{});  // assault: the Allied movement phase begins, the Prussian due
  ASSERT_EQ(s.phase(), Phase::kMovement);
  ASSERT_EQ(s.phasing(), Side::kAllied);
  State fresh = s;
  fresh.forget_phase_moves();
  expect_same_answers(s, fresh, pick);
  // Enter the Prussian, then crowd a fourth unit into 1214.
  play(s, Move{id(s, "P1"), std::get<Move>(s.legal_actions().front()).to});
  play(s, Move{id(s, "A4"), hex(s, "1214")});
  fresh = s;
  fresh.forget_phase_moves();
  EXPECT_TRUE(s.validate(Pass{}).has_value());  // 1214 must be cleared first
  expect_same_answers(s, fresh, pick);
}

}  // namespace
}  // namespace grognard::naw::test
