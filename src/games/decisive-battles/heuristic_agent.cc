#include "games/decisive-battles/heuristic_agent.h"

#include <algorithm>
#include <map>

namespace grognard::decisive {
namespace {

// What holding an objective is worth from now to the end.
int worth(const State& v, const Objective& o) {
  const int hours_left = std::max(o.last_turn - v.turn() + 1, 0);
  return o.vp_end + o.vp_per_turn * hours_left;
}

// The brigades an HQ commands, through its divisions too.
bool under(const Game& g, UnitId unit, UnitId hq) {
  for (std::optional<UnitId> s = g.unit(unit).superior; s; s = g.unit(*s).superior)
    if (*s == hq) return true;
  return false;
}

// The men of the enemy brigades the seat sees within four hexes of a hex.
int enemy_near(const State& v, Side me, HexId h) {
  const Game& g = v.game();
  int men = 0;
  for (size_t i = 0; i < g.units().size(); ++i) {
    const UnitId u{static_cast<uint16_t>(i)};
    const UnitState& s = v.unit(u);
    if (g.unit(u).side == me || g.unit(u).hq || s.where != Where::kOnMap) continue;
    if (g.board().distance(s.hex, h) <= 4) men += s.men;
  }
  return men;
}

struct Plan {
  Command command = Command::kDefensive;
  std::vector<HexId> objectives;
};

}  // namespace

Action HeuristicAgent::choose(const State& v, const std::vector<Action>&) {
  const Game& g = v.game();
  const HexBoard& board = g.board();
  const Side me = static_cast<Side>(*v.to_move());
  // The view's own verdict: the legal list is what it validates (and a search through the list
  // for a variant trips a compiler's false warning).
  auto is_legal = [&](const Action& a) { return !v.validate(a); };
  // The HQs it may command now, each with its plan; an objective is shared out so that two HQs
  // go to the same one only when it is worth twice the next.
  std::map<uint16_t, int> sent;  // objective hex -> HQs planned for it
  for (size_t i = 0; i < g.units().size(); ++i) {
    const UnitId hq{static_cast<uint16_t>(i)};
    const UnitState& s = v.unit(hq);
    if (!g.unit(hq).hq || g.unit(hq).side != me || s.ordered || !v.may_command(hq)) continue;
    int cohesion = 0, brigades = 0, men = 0;
    for (size_t j = 0; j < g.units().size(); ++j) {
      const UnitId b{static_cast<uint16_t>(j)};
      if (g.unit(b).hq || v.unit(b).where != Where::kOnMap || !under(g, b, hq)) continue;
      cohesion += v.unit(b).cohesion;
      men += v.unit(b).men;
      ++brigades;
    }
    if (brigades == 0) continue;
    Plan plan;
    if (cohesion * 2 < brigades * 7) {
      plan.command = Command::kReserve;  // worn: rest and recover
    } else {
      const Objective* best = nullptr;
      int best_score = 0;
      for (const Objective& o : g.scenario().objectives) {
        const int value = worth(v, o);
        if (value <= 0) continue;
        const bool mine = v.control(o.hex) == me;
        // An attack goes in only with half as many men again as the enemy seen about the
        // objective: a well placed defender is "very difficult to dislodge".
        if (!mine && men * 2 < enemy_near(v, me, o.hex) * 3) continue;
        // An objective held is kept by those nearest it; one to take draws those in reach.
        const int score = value * 100 / (4 + board.distance(s.hex, o.hex)) /
                          (1 + sent[o.hex.value]) / (mine ? 3 : 1);
        if (!best || score > best_score) {
          best = &o;
          best_score = score;
        }
      }
      if (!best) continue;
      ++sent[best->hex.value];
      plan.command = v.control(best->hex) == me ? Command::kDefensive : Command::kOffensive;
      plan.objectives = {best->hex};
    }
    // Already its command (given or taken up): leave it be.
    const auto left = v.objectives_left(hq);
    const bool has =
        s.new_command
            ? *s.new_command == plan.command && s.new_objective_count == plan.objectives.size() &&
                  (plan.objectives.empty() ||
                   s.new_objectives[s.new_objective_count - 1] == plan.objectives.back())
            : s.command == plan.command &&
                  (plan.objectives.empty() ||
                   (!left.empty() && left.back() == plan.objectives.back()));
    if (has) continue;
    const Action a = CommandHq{hq, plan.command, plan.objectives};
    if (is_legal(a)) return a;
  }
  // Bold whenever a brigade near the army HQ is under fire: the brigades' cohesion checks gain
  // (the command factor 2 instead of 1) for a small risk; never heroic, which costs the army
  // its staff work.
  if (!v.side(me).profile_chosen) {
    const Profile want = v.targeted_brigade_near_army(me) ? Profile::kBold : Profile::kSensible;
    if (v.side(me).profile != want && is_legal(ChooseProfile{want})) return ChooseProfile{want};
  }
  // Worn brigades out of contact go into reserve to recover.
  for (size_t i = 0; i < g.units().size(); ++i) {
    const UnitId b{static_cast<uint16_t>(i)};
    const UnitState& s = v.unit(b);
    if (g.unit(b).hq || g.unit(b).side != me || s.ordered || s.order == Order::kReserve) continue;
    if (s.cohesion > 3 && !s.shattered) continue;
    const Action a = OrderBrigade{b, Order::kReserve, std::nullopt};
    if (is_legal(a)) return a;
  }
  // The army HQ keeps within four hexes of the HQ furthest forward (the one nearest the enemy's
  // objectives), to reach its brigades and keep its corps in communication.
  if (!v.side(me).army_ordered) {
    const UnitId army = g.army(me);
    const UnitState& a = v.unit(army);
    if (a.where == Where::kOnMap) {
      std::optional<HexId> front;
      int nearest = 1 << 20;
      for (size_t i = 0; i < g.units().size(); ++i) {
        const UnitId hq{static_cast<uint16_t>(i)};
        if (!g.unit(hq).hq || g.unit(hq).side != me || hq == army ||
            v.unit(hq).where != Where::kOnMap)
          continue;
        for (const Objective& o : g.scenario().objectives) {
          if (v.control(o.hex) == me) continue;
          const int d = board.distance(v.unit(hq).hex, o.hex);
          if (d < nearest) {
            nearest = d;
            front = v.unit(hq).hex;
          }
        }
      }
      if (front && board.distance(a.hex, *front) > 4) {
        // The friendly hex nearest that HQ, two hexes behind it at least.
        std::optional<HexId> best;
        for (int h = 0; h < board.size(); ++h) {
          const HexId hex{static_cast<uint16_t>(h)};
          if (v.control(hex) != me || board.distance(hex, *front) < 2) continue;
          if (!best || board.distance(hex, *front) < board.distance(*best, *front)) best = hex;
        }
        if (best && *best != a.hex && v.side(me).army_goal != best) {
          const Action move = MoveArmy{best, std::nullopt};
          if (is_legal(move)) return move;
        }
      }
    }
  }
  return EndOrders{};
}

}  // namespace grognard::decisive
