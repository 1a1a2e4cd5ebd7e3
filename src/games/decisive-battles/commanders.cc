// The subordinate commanders (Menu 8's notes on the three commands, Menus 10 and 11's on the
// brigades): how corps and division HQs take up their commands and how brigades are ordered
// when their army commander does not order them himself. Our readings: SOURCES.md section 1.
#include <limits>

#include "games/decisive-battles/state.h"

namespace grognard::decisive {
namespace {

bool has(const std::vector<Order>& orders, Order o) {
  return std::find(orders.begin(), orders.end(), o) != orders.end();
}

}  // namespace

HexId State::march_goal(UnitId unit) const {
  const UnitState& s = units_[unit.value];
  if (!game_->unit(unit).hq) return s.goal.value_or(s.hex);
  if (s.command == Command::kReserve || s.objective_count == 0) return s.hex;
  const HexId goal = s.objectives[s.next_objective];
  const bool last = s.next_objective + 1 >= s.objective_count;
  // "Once a formation reaches its destination it will `listen' and look for enemy units. Should
  // any be detected within 5 hexes, then the formation will march to engage them."
  if (s.command == Command::kOffensive && last && game_->board().distance(s.hex, goal) <= 2) {
    const Side side = game_->unit(unit).side;
    std::optional<HexId> nearest;
    int best = kSightingRange + 1;
    for (size_t i = 0; i < units_.size(); ++i) {
      const UnitId e{static_cast<uint16_t>(i)};
      if (game_->unit(e).side == side || units_[i].where != Where::kOnMap || !seen_by(e, side))
        continue;
      const int distance = game_->board().distance(s.hex, units_[i].hex);
      if (distance < best) {
        best = distance;
        nearest = units_[i].hex;
      }
    }
    if (nearest) return *nearest;
  }
  return goal;
}

void State::subordinates_decide(EventSink& events, bool run) {
  const HexBoard& board = game_->board();
  if (run) {
    for (size_t i = 0; i < units_.size(); ++i) {
      const UnitId u{static_cast<uint16_t>(i)};
      const UnitDef& d = game_->unit(u);
      UnitState& s = units_[i];
      if (!d.hq || !d.superior || s.where != Where::kOnMap) continue;
      if (s.new_command && rng_.roll(8).value - 1 < s.leadership) {
        s.command = *s.new_command;
        s.objectives = s.new_objectives;
        s.objective_count = s.new_objective_count;
        s.next_objective = 0;
        s.new_command.reset();
        events.add([&] { return json{{"type", "command_taken_up"}, {"hq", d.id}}; });
        if (d.kind == HqKind::kCorps) {
          // The corps passes its command to its divisions in communication with it. "A corps HQ
          // with a reserve command will usually call off any attacks made by its subordinates."
          for (size_t j = 0; j < units_.size(); ++j) {
            const UnitDef& c = game_->units()[j];
            UnitState& cs = units_[j];
            if (!c.hq || c.superior != u || cs.where != Where::kOnMap || cs.ordered ||
                !cs.in_communication)
              continue;
            cs.new_command = s.command;
            cs.new_objectives = s.objectives;
            cs.new_objective_count = s.objective_count;
          }
        }
      }
      if (s.objective_count > 0 && s.next_objective + 1 < s.objective_count &&
          board.distance(s.hex, s.objectives[s.next_objective]) <= 2)
        ++s.next_objective;  // the manoeuvre point reached: on to the destination
      // "There is always a small chance that a commander who is out of communication with his
      // superior will spontaneously decide to march to the sound of the guns."
      if (!s.in_communication && s.command == Command::kDefensive && s.objective_count > 0 &&
          board.distance(s.hex, s.objectives[s.objective_count - 1]) <= 2 &&
          rng_.roll(16).value == 1) {
        s.command = Command::kOffensive;
        events.add([&] { return json{{"type", "sound_of_the_guns"}, {"hq", d.id}}; });
      }
    }
  }
  for (size_t i = 0; i < units_.size(); ++i) {
    const UnitId b{static_cast<uint16_t>(i)};
    const UnitState& s = units_[i];
    if (game_->unit(b).hq || s.where != Where::kOnMap || s.ordered || s.surprised) continue;
    decide_brigade(b);
  }
}

void State::decide_brigade(UnitId b) {
  const UnitDef& d = game_->unit(b);
  UnitState& s = units_[b.value];
  const UnitDef& superior = game_->unit(*d.superior);
  const UnitState& hq = units_[d.superior->value];
  const bool independent = superior.kind == HqKind::kArmy;
  // An independent brigade holds its ground unless its army commander orders otherwise.
  const Command command = independent ? Command::kDefensive : hq.command;
  const bool weak = s.shattered || s.cohesion <= 3;
  const bool may_rest = s.cohesion < (s.shattered ? 4 : 6);
  const auto enemy = engaged_with(b);
  if (!s.in_communication) {
    // On its last orders, or its own: a brigade in contact and worn withdraws.
    if (enemy && weak) {
      s.order = Order::kWithdraw;
      s.goal.reset();
    }
    return;
  }
  if (enemy) {
    const std::vector<Order> open = engaged_orders(b);
    Order o = Order::kWithdraw;
    if (command == Command::kReserve) {
      // "cavalry formations will generally continue in a screening role until a deterioration
      // in their own condition compels a withdrawal"
      if (d.type == BrigadeType::kCavalry && !weak && has(open, Order::kSkirmish))
        o = Order::kSkirmish;
    } else if (weak) {
      o = Order::kWithdraw;
    } else if (command == Command::kOffensive) {
      if (has(open, Order::kAssault) && s.cohesion >= 5)
        o = Order::kAssault;
      else if (has(open, Order::kAdvance))
        o = Order::kAdvance;
      else if (has(open, Order::kSkirmish))
        o = Order::kSkirmish;
    } else if (has(open, Order::kSkirmish)) {
      o = Order::kSkirmish;
    } else if (has(open, Order::kAssault) && s.cohesion >= 5) {
      o = Order::kAssault;  // no cover to stand and fire from: meet the enemy or go
    }
    s.order = o;
    s.goal.reset();
    return;
  }
  if (command == Command::kReserve) {
    // "instruct its component brigades to withdraw from action where applicable and to recover
    // lost cohesion"
    s.goal.reset();
    if (may_rest)
      s.order = Order::kReserve;
    else if (hq.where == Where::kOnMap && hq.hex != s.hex &&
             game_->board().distance(s.hex, hq.hex) > 2)
      s.order = Order::kRegroup;
    else
      s.order = Order::kStand;
    return;
  }
  if (independent) {
    const bool marching = s.order == Order::kColumn && s.goal && *s.goal != s.hex;
    if (!marching && formation_of(s.order) == Formation::kColumn) s.order = Order::kStand;
    if (s.order == Order::kDeploy) s.order = Order::kStand;
    if (!marching && weak && may_rest) s.order = Order::kReserve;
    return;
  }
  const HexId goal = march_goal(*d.superior);
  if (game_->board().distance(s.hex, goal) > 2) {
    s.order = Order::kColumn;
    if (superior.kind == HqKind::kDivision)
      s.goal.reset();
    else
      s.goal = goal;
  } else {
    // "If there are no visible or audible enemy, then the formation will deploy to defend its
    // objective(s)."
    s.order = weak && may_rest ? Order::kReserve : Order::kStand;
    s.goal.reset();
  }
}

}  // namespace grognard::decisive
