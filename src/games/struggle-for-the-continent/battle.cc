#include "games/struggle-for-the-continent/battle.h"

#include <algorithm>

namespace grognard::sfc {

namespace {
// Keeps the armies the mask does not mark, in their order.
void remove_marked(std::vector<LineArmy>& line, const std::vector<bool>& marked) {
  size_t kept = 0;
  for (size_t i = 0; i < line.size(); ++i)
    if (!marked[i]) line[kept++] = line[i];
  line.resize(kept);
}
}  // namespace

void Battle::withdraw_defenders(const std::vector<bool>& leaving) {
  remove_marked(defenders_, leaving);
}

// Each pair is fought in line order, then its loser leaves: the lines close up in place as
// the wave goes on (a pair's index is its place at the start of the wave), and the armies
// without an opponent this wave follow in their order.
template <class OnPair>
void Battle::fight(Rng& rng, OnPair on_pair) {
  const size_t pairs = std::min(attackers_.size(), defenders_.size());
  size_t kept_attackers = 0, kept_defenders = 0;
  for (size_t i = 0; i < pairs; ++i) {
    PairCombat c;
    c.attacker = c.defender = static_cast<int>(i);
    c.advantage = advantage(attackers_[i], defenders_[i]);
    c.attacker_roll = rng.roll(10).value;
    c.defender_roll = rng.roll(10).value;
    const int margin = c.attacker_roll + c.advantage - c.defender_roll;
    if (margin > 0) {
      c.outcome = PairOutcome::kAttackerWins;
      ++attacker_victories_;
    } else if (margin < 0) {
      c.outcome = PairOutcome::kDefenderWins;
      ++defender_victories_;
    }
    if (c.outcome != PairOutcome::kDefenderWins) attackers_[kept_attackers++] = attackers_[i];
    if (c.outcome != PairOutcome::kAttackerWins) defenders_[kept_defenders++] = defenders_[i];
    on_pair(c);
  }
  auto close_up = [pairs](std::vector<LineArmy>& line, size_t kept) {
    for (size_t i = pairs; i < line.size(); ++i) line[kept++] = line[i];
    line.resize(kept);
  };
  close_up(attackers_, kept_attackers);
  close_up(defenders_, kept_defenders);
  ++waves_;
}

std::vector<PairCombat> Battle::fight_wave(Rng& rng) {
  std::vector<PairCombat> wave;
  fight(rng, [&](const PairCombat& c) { wave.push_back(c); });
  return wave;
}

void Battle::fight_unrecorded_wave(Rng& rng) {
  fight(rng, [](const PairCombat&) {});
}

}  // namespace grognard::sfc
