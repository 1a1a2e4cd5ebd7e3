// The decisions of Struggle for the Continent, one type each (JSON forms in docs/cli.md).
#pragma once

#include <variant>
#include <vector>

#include "core/area_board.h"
#include "games/struggle-for-the-continent/game.h"

namespace grognard::sfc {

// Set-up (SFC 1.2, 5.7): one of the nation's armies into one of its provinces.
struct Place {
  AreaId at;
  bool operator==(const Place&) const = default;
};
// SFC 2.1-2.6: `count` armies of the nation to move cross one border, a move each.
struct Move {
  AreaId from, to;
  int count = 1;
  bool operator==(const Move&) const = default;
};
// Armies of one nation in one neighbouring province that take part in an attack.
struct AttackGroup {
  AreaId from;
  NationId nation;
  int count = 1;
  bool operator==(const AttackGroup&) const = default;
};
// SFC 2.3, 4.1: the nation to move attacks a province holding enemy armies with its own
// armies and, if they agree, its allies' (SOURCES.md 5). The groups in order are the line.
struct Attack {
  AreaId to;
  std::vector<AttackGroup> groups;
  bool operator==(const Attack&) const = default;
};
// An ally asked to join an attack with its groups.
struct Join {
  bool operator==(const Join&) const = default;
};
struct Decline {
  bool operator==(const Decline&) const = default;
};
// SFC 4.2, between waves: the attacker fights on or breaks off; then each defending nation
// stands or retreats into a neighbouring province its team holds.
struct FightOn {
  bool operator==(const FightOn&) const = default;
};
struct BreakOff {
  bool operator==(const BreakOff&) const = default;
};
struct Stand {
  bool operator==(const Stand&) const = default;
};
struct Retreat {
  AreaId to;
  bool operator==(const Retreat&) const = default;
};
// SFC 5: the team's leader asks a neutral nation to join the war.
struct AskNeutral {
  NationId nation;
  bool operator==(const AskNeutral&) const = default;
};
// The nation ends its turn.
struct EndTurn {
  bool operator==(const EndTurn&) const = default;
};

using Action = std::variant<Place, Move, Attack, Join, Decline, FightOn, BreakOff, Stand, Retreat,
                            AskNeutral, EndTurn>;

}  // namespace grognard::sfc
