#include "core/perft.h"

namespace grognard {

uint64_t perft(const Session& position, int depth) {
  if (depth <= 0 || position.over()) return 1;
  const auto actions = position.legal_actions();
  if (depth == 1) return actions.size();
  uint64_t total = 0;
  for (const auto& a : actions) {
    auto next = position.clone();
    next->apply(a);
    total += perft(*next, depth - 1);
  }
  return total;
}

}  // namespace grognard
