// Every decision a Blitzkrieg at the Ardennes player makes, as typed values with a stable
// JSON form (codec.cc).
#pragma once

#include <variant>

#include "core/hex_board.h"
#include "games/blitzkrieg-ardennes/types.h"

namespace grognard::bka {

// "Deposit" a unit from the raster: a German unit into the starting zones before the first
// move, a reinforcement into its area.
struct Place {
  UnitId unit;
  HexId hex;
  bool operator==(const Place&) const = default;
};
// "Hold": a reinforcement in the raster is deferred to the side's next turn.
struct Hold {
  UnitId unit;
  bool operator==(const Hold&) const = default;
};
// "Collect" and "deposit": a unit goes to a hex it can reach from where it began the turn.
// It may be moved again and again until the phase ends ("the computer never forgets where a
// unit starts").
struct Move {
  UnitId unit;
  HexId to;
  bool operator==(const Move&) const = default;
};
// The end of the phase or step the mover is in ("Resolve" at the end of movement).
struct EndPhase {
  bool operator==(const EndPhase&) const = default;
};

using Action = std::variant<Place, Hold, Move, EndPhase>;

}  // namespace grognard::bka
