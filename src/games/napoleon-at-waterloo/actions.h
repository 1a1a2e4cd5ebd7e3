// Every decision a Napoleon at Waterloo player makes, as typed values with a stable JSON
// form (docs/cli.md lists them).
#pragma once

#include <optional>
#include <variant>
#include <vector>

#include "core/hex_board.h"
#include "games/napoleon-at-waterloo/types.h"

namespace grognard::naw {

// Move one unit (or enter one Prussian reinforcement) to a hex by its cheapest path.
struct Move {
  UnitId unit;
  HexId to;
  bool operator==(const Move&) const = default;
};
// Move a French unit off the north edge by the arrows (victory conditions).
struct Exit {
  UnitId unit;
  bool operator==(const Exit&) const = default;
};
// Step 2a/4a: artillery bombardment of one hex from one or two hexes away.
struct Bombard {
  std::vector<UnitId> guns;
  HexId target;
  bool operator==(const Bombard&) const = default;
};
// Step 2b/4b: ground attack by infantry and cavalry on one or more adjacent hexes.
struct Attack {
  std::vector<UnitId> attackers;
  std::vector<HexId> targets;
  std::optional<AttackMode> mode;  // needed when the attackers are of both arms
  bool operator==(const Attack&) const = default;
};
// The defender's mode on the capability chart, chosen after the attacker declared his.
struct ChooseDefense {
  DefenseMode mode;
  bool operator==(const ChooseDefense&) const = default;
};
// An exchange: the attacking units the attacker gives up.
struct ChooseLosses {
  std::vector<UnitId> units;
  bool operator==(const ChooseLosses&) const = default;
};
// The victor moves the next retreating unit one hex. Into a hex already holding three
// friendly units, he also names the uninvolved unit bumped out (`bump`), which then retreats
// in turn; into any other hex, `bump` is empty.
struct Retreat {
  UnitId unit;
  HexId to;
  std::optional<UnitId> bump;
  bool operator==(const Retreat&) const = default;
};
// The victor advances one unit into a vacated hex.
struct Advance {
  UnitId unit;
  HexId to;
  bool operator==(const Advance&) const = default;
};
// After an Ar on a bombardment: the guns that choose to retreat anyway (NAW Artillery (7)).
struct VolunteerRetreat {
  std::vector<UnitId> guns;
  bool operator==(const VolunteerRetreat&) const = default;
};
// End the current phase, or decline the rest of an advance or a voluntary retreat.
struct Pass {
  bool operator==(const Pass&) const = default;
};

using Action = std::variant<Move, Exit, Bombard, Attack, ChooseDefense, ChooseLosses, Retreat,
                            Advance, VolunteerRetreat, Pass>;

}  // namespace grognard::naw
