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

std::vector<PairCombat> Battle::fight_wave(Rng& rng) {
  std::vector<PairCombat> wave;
  const size_t pairs = std::min(attackers_.size(), defenders_.size());
  std::vector<bool> attacker_beaten(attackers_.size()), defender_beaten(defenders_.size());
  for (size_t i = 0; i < pairs; ++i) {
    PairCombat c;
    c.attacker = c.defender = static_cast<int>(i);
    c.advantage = advantage(attackers_[i], defenders_[i]);
    c.attacker_roll = rng.roll(10).value;
    c.defender_roll = rng.roll(10).value;
    const int margin = c.attacker_roll + c.advantage - c.defender_roll;
    if (margin > 0) {
      c.outcome = PairOutcome::kAttackerWins;
      defender_beaten[i] = true;
      ++attacker_victories_;
    } else if (margin < 0) {
      c.outcome = PairOutcome::kDefenderWins;
      attacker_beaten[i] = true;
      ++defender_victories_;
    }
    wave.push_back(c);
  }
  remove_marked(attackers_, attacker_beaten);
  remove_marked(defenders_, defender_beaten);
  ++waves_;
  return wave;
}

}  // namespace grognard::sfc
