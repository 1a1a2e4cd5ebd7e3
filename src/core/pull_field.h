// A pull toward targets over any board (hex or area, see reachable.h for what a board is):
// each place gets the best, over the targets, of the target's weight less the steps it
// takes to get there, walking only through places `passable` lets in. Computer players move
// their units up this field toward what they want. Places no target reaches keep `none`.
#pragma once

#include <cstdint>
#include <queue>
#include <utility>
#include <vector>

namespace grognard {

template <class Board, class Value, class Passable>
std::vector<Value> pull_field(const Board& board,
                              const std::vector<std::pair<typename Board::Id, Value>>& targets,
                              Value none, Passable passable) {
  using Id = typename Board::Id;
  std::vector<Value> field(board.size(), none);
  std::priority_queue<std::pair<Value, uint16_t>> queue;
  for (const auto& [at, weight] : targets)
    if (weight > field[at.value]) {
      field[at.value] = weight;
      queue.push({weight, at.value});
    }
  while (!queue.empty()) {
    // Not a structured binding: clang 14 (the fuzz build) cannot capture one in a lambda.
    const Value value = queue.top().first;
    const uint16_t index = queue.top().second;
    queue.pop();
    if (value != field[index]) continue;  // a better value came since
    board.for_each_neighbour(Id{index}, [&](Id next, auto) {
      if (field[next.value] >= value - 1 || !passable(next)) return;
      field[next.value] = value - 1;
      queue.push({value - 1, next.value});
    });
  }
  return field;
}

}  // namespace grognard
