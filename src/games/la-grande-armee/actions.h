// Every decision a La Grande Armée player makes, as typed values with a stable JSON form
// (docs/la-grande-armee.md lists them).
#pragma once

#include <variant>

#include "core/hex_board.h"
#include "games/la-grande-armee/types.h"

namespace grognard::lga {

// Phase IV: Britain gives military points to another allied country at war (LGA 5.5).
struct Aid {
  NationId to;
  int amount = 1;
  bool operator==(const Aid&) const = default;
};
// Phase IV: a destroyed or newly available unit appears in a capital (LGA 5.5).
struct Build {
  UnitId unit;
  HexId at;
  bool operator==(const Build&) const = default;
};
// Phase IV: raise a unit's morale by one, once a season (LGA 5.5).
struct Rally {
  UnitId unit;
  bool operator==(const Rally&) const = default;
};
// Phase V: move one unit one area; into an area held by the enemy it attacks (LGA 5.61, 5.64).
struct Move {
  UnitId unit;
  HexId to;
  bool operator==(const Move&) const = default;
};
// Phase V: the END button: the unit moves no more this season, and may garrison its city.
struct Halt {
  UnitId unit;
  bool garrison = false;
  bool operator==(const Halt&) const = default;
};
// The defender, after the first attack of the enemy's turn (LGA 2.13, 5.65, 5.66).
struct Reinforce {
  UnitId unit;
  HexId to;
  bool operator==(const Reinforce&) const = default;
};
struct Withdraw {
  UnitId unit;
  HexId to;
  bool operator==(const Withdraw&) const = default;
};
// The defender puts another of an area's units on top of the stack (LGA 5.65).
struct SetTop {
  UnitId unit;
  bool operator==(const SetTop&) const = default;
};
// Ends the build/rally phase, the movement phase, or the defender's reply.
struct EndPhase {
  bool operator==(const EndPhase&) const = default;
};

using Action = std::variant<Aid, Build, Rally, Move, Halt, Reinforce, Withdraw, SetTop, EndPhase>;

}  // namespace grognard::lga
