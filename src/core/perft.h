// Legal-move tree counts (after chess "perft"): the number of action sequences of a given
// length from a position. Pinned in tests, they catch any change to move generation.
#pragma once

#include <cstdint>

#include "core/session.h"

namespace grognard {
// Dice fall as the session's own generator would roll them, so counts are reproducible.
uint64_t perft(const Session& position, int depth);
}  // namespace grognard
