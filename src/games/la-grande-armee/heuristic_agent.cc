#include "games/la-grande-armee/heuristic_agent.h"

#include <algorithm>
#include <deque>
#include <limits>

namespace grognard::lga {

namespace {
template <class T>
std::vector<T> all_of_type(const std::vector<Action>& legal) {
  std::vector<T> out;
  for (const Action& a : legal)
    if (const auto* x = std::get_if<T>(&a)) out.push_back(*x);
  return out;
}

// Distance in areas from every land area to the nearest target, over areas the side may
// enter (BFS; enemy units ignored, since they are what the march is for).
std::vector<int> distance_to(const State& s, Side side, const std::vector<HexId>& targets) {
  const Game& g = s.game();
  std::vector<int> d(g.board().size(), std::numeric_limits<int>::max() / 2);
  std::deque<HexId> q;
  for (HexId t : targets) {
    d[t.value] = 0;
    q.push_back(t);
  }
  while (!q.empty()) {
    const HexId h = q.front();
    q.pop_front();
    g.board().for_each_neighbour(h, [&](HexId n, Direction) {
      const Area& a = g.area(n);
      if (!a.land() || d[n.value] <= d[h.value] + 1) return;
      if (s.control(n) == Side::kNeutral && side != Side::kNeutral) return;
      if (side == Side::kFrench && a.hinterland) return;
      d[n.value] = d[h.value] + 1;
      q.push_back(n);
    });
  }
  return d;
}
}  // namespace

double expected_swing(int total_modifier) {
  double sum = 0;
  for (int face = 1; face <= 6; ++face) {
    switch (combat_result(face + total_modifier)) {
      case CombatResult::kA3:
        sum -= 3;
        break;
      case CombatResult::kA2:
        sum -= 2;
        break;
      case CombatResult::kA1:
        sum -= 1;
        break;
      case CombatResult::kS1:
        break;
      case CombatResult::kD1:
        sum += 1;
        break;
      case CombatResult::kD2:
        sum += 2;
        break;
      case CombatResult::kD3:
        sum += 3;
        break;
    }
  }
  return sum / 6;
}

Action HeuristicAgent::choose(const State& view, const std::vector<Action>& legal) {
  switch (view.phase()) {
    case Phase::kBuild:
      return choose_build(view, legal);
    case Phase::kMovement:
      return choose_movement(view, legal);
    case Phase::kDefense:
      return choose_defense(view, legal);
    case Phase::kOver:
      break;
  }
  return legal.front();
}

Action HeuristicAgent::choose_build(const State& view, const std::vector<Action>& legal) {
  const Game& g = view.game();
  // Demoralized units first: they cannot attack until rallied.
  const auto rallies = all_of_type<Rally>(legal);
  for (const Rally& r : rallies)
    if (view.unit(r.unit).morale == 0) return r;
  // Britain passes its points to the ally that can build with them and has the least.
  const auto aids = all_of_type<Aid>(legal);
  const auto builds = all_of_type<Build>(legal);
  if (!aids.empty()) {
    const auto britain = *g.find_nation("britain");
    const bool britain_builds = std::any_of(builds.begin(), builds.end(), [&](const Build& b) {
      return view.def(b.unit).nation == britain;
    });
    if (!britain_builds || view.mp(britain) > 20) {
      const Aid* best = nullptr;
      for (const Aid& a : aids)
        if (a.amount == view.mp(britain) && (!best || view.mp(a.to) < view.mp(best->to))) best = &a;
      if (best) return *best;
    }
  }
  // The best unit for the money: infantry, then cavalry and militia, then guns, then HQs.
  auto value = [&](UnitType t) {
    switch (t) {
      case UnitType::kInfantry:
        return 5;
      case UnitType::kCavalry:
        return 4;
      case UnitType::kGuard:
      case UnitType::kArtillery:
        return 3;
      case UnitType::kMilitia:
        return 3;
      case UnitType::kHq:
        return 2;
    }
    return 0;
  };
  if (!builds.empty()) {
    const Build* best = nullptr;
    for (const Build& b : builds)
      if (!best || value(view.def(b.unit).type) > value(view.def(best->unit).type)) best = &b;
    return *best;
  }
  for (const Rally& r : rallies)
    if (view.unit(r.unit).morale + 1 < max_morale(view.def(r.unit).type)) return r;
  if (!rallies.empty()) return rallies.front();
  return EndPhase{};
}

Action HeuristicAgent::choose_movement(const State& view, const std::vector<Action>& legal) {
  const Game& g = view.game();
  const Side me = view.player();
  const auto enemy = enemy_of(me);
  std::vector<HexId> targets;
  std::vector<bool> enemy_here(g.board().size(), false);
  if (enemy) {
    for (HexId h : g.scoring_areas())
      if (view.control(h) == *enemy) targets.push_back(h);
    for (int i = 0; i < view.unit_count(); ++i) {
      const UnitId u{static_cast<uint16_t>(i)};
      if (view.on_map(u) && view.side_of(u) == *enemy) {
        enemy_here[view.unit(u).hex.value] = true;
        if (targets.empty()) targets.push_back(view.unit(u).hex);
      }
    }
  }
  const std::vector<int> dist = distance_to(view, me, targets);
  const std::vector<bool> supplied = view.supplied_areas(me);
  const std::vector<bool> threat =
      enemy ? view.zoc_of(*enemy) : std::vector<bool>(g.board().size(), false);
  auto own_units_in = [&](HexId h) {
    int n = 0;
    for (UnitId u : view.units_in(h))
      if (view.side_of(u) == me && view.def(u).type != UnitType::kHq) ++n;
    return n;
  };

  double best_score = 0.5;
  std::optional<Action> best;
  for (const Action& a : legal) {
    const auto* m = std::get_if<Move>(&a);
    if (!m) continue;
    const UnitState& u = view.unit(m->unit);
    const UnitDef& d = view.def(m->unit);
    const HexId from = u.hex;
    double score = 0;
    if (enemy_here[m->to.value]) {
      const auto plan = view.plan_attack(m->unit, m->to);
      if (!plan) continue;
      score = 4 * expected_swing(plan->total_modifier());
      if (g.area(m->to).city == CityKind::kCapital || g.area(m->to).city == CityKind::kMajor)
        score += 1;
      if (u.morale < 2) score -= 2;
    } else if (d.type == UnitType::kHq) {
      // HQs go where the army gathers next to the enemy.
      score = (threat[m->to.value] ? own_units_in(m->to) : 0) -
              (threat[from.value] ? own_units_in(from) : 0);
    } else {
      if (!g.area(m->to).land()) continue;  // the sea is for plans this agent does not make
      score = 2.0 * (dist[from.value] - dist[m->to.value]);
      if (view.control(m->to) != me) {
        score += 1;
        if (g.area(m->to).city == CityKind::kCapital || g.area(m->to).city == CityKind::kMajor)
          score += 8;
      }
      if (u.morale == 0) score = -(dist[from.value] - dist[m->to.value]);  // shaken: fall back
      // Keep the supply line: end beside an area that is supplied now.
      bool near_supply = supplied[m->to.value];
      g.board().for_each_neighbour(
          m->to, [&](HexId n, Direction) { near_supply = near_supply || supplied[n.value]; });
      if (!near_supply) score -= 6;
      // Do not strip a threatened city of its last unit.
      const Area& here = g.area(from);
      if ((here.city == CityKind::kCapital || here.city == CityKind::kMajor) &&
          threat[from.value] && own_units_in(from) == 1)
        score -= 10;
    }
    score += 0.01 * static_cast<double>(rng_.below(10));
    if (score > best_score) {
      best_score = score;
      best = a;
    }
  }
  if (best) return *best;
  // Nothing worth doing: halt the first unit still free, garrisoning a city if it can.
  const auto halts = all_of_type<Halt>(legal);
  for (const Halt& h : halts)
    if (h.garrison) return h;
  if (!halts.empty()) return EndPhase{};
  return legal.back();
}

Action HeuristicAgent::choose_defense(const State& view, const std::vector<Action>& legal) {
  const auto attacked = view.last_attack();
  // Shaken units in contact slip away.
  for (const Withdraw& w : all_of_type<Withdraw>(legal))
    if (view.unit(w.unit).morale <= 1 && view.def(w.unit).type != UnitType::kHq) return w;
  // Steady units march to the sound of the guns.
  const Reinforce* best = nullptr;
  const auto reinforcements = all_of_type<Reinforce>(legal);
  for (const Reinforce& r : reinforcements)
    if (attacked && r.to == *attacked && view.unit(r.unit).morale >= 2 &&
        (!best || view.unit(r.unit).morale > view.unit(best->unit).morale))
      best = &r;
  if (best) return *best;
  return EndPhase{};
}

}  // namespace grognard::lga
