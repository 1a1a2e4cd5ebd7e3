// A computer player for any nation of Struggle for the Continent. It sets up a garrison in
// its capital sized to the enemy within reach and the rest on the borders facing the
// enemy's stacks and capitals (SFC 1.2); keeps its capital held, marches the others through
// allied and empty enemy provinces to the front, the enemy's weakly held provinces and its
// capitals (2.1-2.6); attacks only where the battle's odds (battle_odds.h) promise a gain,
// with the armies of its allies next to the target when they help (SOURCES.md 5), and joins
// its allies' attacks on the same terms; between waves it fights on while going on pays and
// retreats from a lost defence unless the province is its capital (4.2); as its team's
// leader it asks a neutral to join only when the team is far behind (5).
#pragma once

#include <optional>
#include <vector>

#include "core/agent.h"
#include "games/struggle-for-the-continent/battle_odds.h"
#include "games/struggle-for-the-continent/heuristic_picture.h"
#include "games/struggle-for-the-continent/state.h"

namespace grognard::sfc {

class HeuristicAgent : public Agent<State> {
 public:
  // It needs no dice of its own: the battle odds it weighs are the same for every player.
  explicit HeuristicAgent(uint64_t /*seed*/, Style style = {}) : style_(style) {}
  Action choose(const State& view, const std::vector<Action>& legal) override;

 private:
  Style style_;
};

// How many armies of its team the nation wants in its capital against the enemy that could
// attack it next turn (at least one while an enemy is near), in a style: exposed for tests.
int garrison_wanted(const State& view, NationId n, const Style& style = {});

// The attack the nation to move would make now (the groups of its own armies and its allies'
// in line order), or nullopt when no attack promises a gain: exposed for tests.
std::optional<Attack> best_attack(const State& view);

}  // namespace grognard::sfc
