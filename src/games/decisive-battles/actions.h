// Every decision a Decisive Battles army commander makes for an hour (Menus 5, 6, 8, 10, 11 and
// 2's resign), as typed values with a stable JSON form (codec.cc).
#pragma once

#include <optional>
#include <variant>
#include <vector>

#include "core/hex_board.h"
#include "games/decisive-battles/game.h"

namespace grognard::decisive {

// Menu 5: the army HQ goes to a hex (an objective or the cursor's) or to a corps HQ, or, with
// neither, stands.
struct MoveArmy {
  std::optional<HexId> to;
  std::optional<UnitId> corps;
  bool operator==(const MoveArmy&) const = default;
};
// Menu 6.
struct ChooseProfile {
  Profile profile = Profile::kSensible;
  bool operator==(const ChooseProfile&) const = default;
};
// Menu 8: offensive (a manoeuvre point then the destination, or the destination alone),
// defensive (one objective) or reserve (none).
struct CommandHq {
  UnitId hq;
  Command command = Command::kDefensive;
  std::vector<HexId> objectives;
  bool operator==(const CommandHq&) const = default;
};
// Menus 10 and 11: a brigade's order; `to` is the objective of an independent brigade's
// objective order, or the hex beside it that a deploy order moves it into.
struct OrderBrigade {
  UnitId brigade;
  Order order = Order::kStand;
  std::optional<HexId> to;
  bool operator==(const OrderBrigade&) const = default;
};
// The side's orders for the hour are given: when both sides' are, the hour runs.
struct EndOrders {
  bool operator==(const EndOrders&) const = default;
};
// Menu 2: the game ends now, scored as though it were the last hour.
struct Resign {
  bool operator==(const Resign&) const = default;
};

using Action = std::variant<MoveArmy, ChooseProfile, CommandHq, OrderBrigade, EndOrders, Resign>;

}  // namespace grognard::decisive
