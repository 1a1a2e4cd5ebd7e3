// Every decision a Blitzkrieg at the Ardennes player makes, as typed values with a stable
// JSON form (codec.cc).
#pragma once

#include <optional>
#include <variant>
#include <vector>

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
// "Engage": one central hex against up to six neighbours. Either every attacker stands in one
// hex and the targets are hexes next to it, or there is one target hex and every attacker
// stands next to it. A target hex's defenders enter as one group.
struct Engage {
  std::vector<UnitId> attackers;
  std::vector<HexId> targets;
  bool operator==(const Engage&) const = default;
};
// "Undo engagement": the engagement holding this unit (attacker or defender) is dissolved.
struct Disengage {
  UnitId unit;
  bool operator==(const Disengage&) const = default;
};
// The attacker picks the next engagement to resolve, by any unit in it.
struct Resolve {
  UnitId unit;
  bool operator==(const Resolve&) const = default;
};
// A unit the result moves: a retreat of exactly the hexes the table says, or an advance with
// the points it gives (to its own hex: the advance declined).
struct Retreat {
  UnitId unit;
  HexId to;
  bool operator==(const Retreat&) const = default;
};
struct Advance {
  UnitId unit;
  HexId to;
  bool operator==(const Advance&) const = default;
};
// "blu": the unit a side gives up.
struct LoseUnit {
  UnitId unit;
  bool operator==(const LoseUnit&) const = default;
};
// "DEMOLISH": the unit blows the bridge end or the dump in the hex where it began the turn
// (the dump, if both); "BRIDGE": it rebuilds a blown bridge end there. Either way it may not
// move for the rest of the turn.
struct Demolish {
  UnitId unit;
  bool operator==(const Demolish&) const = default;
};
struct Rebuild {
  UnitId unit;
  bool operator==(const Rebuild&) const = default;
};
// "JOINT UNITS": `unit` gives its strength to `into`, of the same type, up to its original
// strength; any surplus stays with `unit`.
struct Join {
  UnitId unit;
  UnitId into;
  bool operator==(const Join&) const = default;
};
// "artillery": a gun not in an engagement is set on an enemy unit up to three hexes away; it
// fires when "Resolve" is chosen. A new target replaces the old.
struct Target {
  UnitId gun;
  UnitId target;
  bool operator==(const Target&) const = default;
};
// The Allies' protective fire, after their battles: the gun will fire at the start of the German
// resolution on the largest German unit in range attacking the protected unit.
struct Protect {
  UnitId gun;
  UnitId unit;
  bool operator==(const Protect&) const = default;
};
// An air unit's attack (A.M., clear weather) on an enemy unit, or on a dump by its hex.
struct Bomb {
  std::optional<UnitId> unit;
  HexId hex;  // the dump's hex, when no unit is named
  bool operator==(const Bomb&) const = default;
};
// A V2 rocket against Liège or Antwerp (German only, in the resolution).
struct LaunchV2 {
  HexId target;
  bool operator==(const LaunchV2&) const = default;
};
// Revised, "AIR RECONNAISSANCE": in clear weather, a search that finds the hidden enemy units
// (not infiltrators) within the radius of `hex` for the rest of the turn.
struct Search {
  HexId hex;
  bool operator==(const Search&) const = default;
};
// "QUIT: Ends the simulation": the seat to move gives up; both sides are rated on their
// performance so far. Never listed among the legal actions (a random player would quit at once).
struct Quit {
  bool operator==(const Quit&) const = default;
};
// The end of the phase or step the mover is in ("Resolve" at the end of movement; no more
// advances).
struct EndPhase {
  bool operator==(const EndPhase&) const = default;
};

using Action =
    std::variant<Place, Hold, Move, Engage, Disengage, Demolish, Rebuild, Join, Target, Resolve,
                 Retreat, Advance, LoseUnit, Protect, Bomb, LaunchV2, Search, Quit, EndPhase>;

}  // namespace grognard::bka
