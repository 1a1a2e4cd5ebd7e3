#include "games/decisive-battles/heuristic_agent.h"

#include <algorithm>
#include <cstdint>
#include <map>

#include "games/decisive-battles/formulas.h"

namespace grognard::decisive {

const std::vector<Style>& styles() {
  static const std::vector<Style> all = {
      {},  // as always
      // All-out: strikes at less than the enemy judged there, with every free wing, and holds
      // nothing back when winning.
      {.strike_margin = 70, .hold_when_winning = false, .strikers = 100, .grab_reach = 8},
      {.strike_margin = 250, .worn_cohesion = 45},  // careful: strikes only in great strength
      {.strikes = false, .strikers = 0},            // holding: strikes at nothing
      {.grab_reach = 10},                           // the grabber of what the enemy has left
      {.keeps_unseen_threats = true},               // the keeper of everything it holds
      // Six weightings drawn at random within the ranges docs/ai.md gives (1 December): more
      // plans to choose among won more than more rollouts of the same six.
      {.strike_margin = 72,
       .hold_when_winning = false,
       .strikers = 75,
       .grab_reach = 1,
       .worn_cohesion = 55,
       .heroic = false,
       .keeps_unseen_threats = true},
      {.strike_margin = 214,
       .hold_when_winning = false,
       .strikers = 55,
       .grab_reach = 6,
       .worn_cohesion = 38,
       .keeps_unseen_threats = true},
      {.strike_margin = 251, .strikers = 42, .grab_reach = 14, .worn_cohesion = 32},
      {.strike_margin = 151,
       .hold_when_winning = false,
       .strikers = 30,
       .grab_reach = 7,
       .worn_cohesion = 36,
       .heroic = false},
      {.strike_margin = 59,
       .hold_when_winning = false,
       .strikers = 48,
       .grab_reach = 13,
       .worn_cohesion = 22},
      {.strike_margin = 268,
       .hold_when_winning = false,
       .strikers = 42,
       .grab_reach = 1,
       .worn_cohesion = 47,
       .heroic = false,
       .keeps_unseen_threats = true},
  };
  return all;
}

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

// An objective the enemy seems to have left: worth holding, not the seat's own, and none of the
// enemy's brigades seen within four hexes of it.
bool left_by_enemy(const State& v, Side me, const Objective& o) {
  return worth(v, o) > 0 && v.control(o.hex) != me && enemy_near(v, me, o.hex) == 0;
}

// The enemy about a hex as the seat can judge it: the men it sees within four hexes, scaled up
// for the part of that ground none of its brigades watches (watch_range). Where it watches none
// of the ground, what it sees is all it has to go on.
int enemy_estimate(const State& v, Side me, HexId h) {
  const Game& g = v.game();
  const HexBoard& board = g.board();
  const int seen = enemy_near(v, me, h);
  const int watch = watch_range(v.hour().light, v.hour().weather);
  std::vector<HexId> watchers;
  for (size_t i = 0; i < g.units().size(); ++i) {
    const UnitId u{static_cast<uint16_t>(i)};
    if (g.unit(u).side == me && !g.unit(u).hq && v.unit(u).where == Where::kOnMap &&
        board.distance(v.unit(u).hex, h) <= 4 + watch)
      watchers.push_back(v.unit(u).hex);
  }
  int area = 0, watched = 0;
  for (int k = 0; k < board.size(); ++k) {
    const HexId x{static_cast<uint16_t>(k)};
    if (board.distance(x, h) > 4) continue;
    ++area;
    if (std::any_of(watchers.begin(), watchers.end(),
                    [&](HexId w) { return board.distance(w, x) <= watch; }))
      ++watched;
  }
  return watched == 0 ? seen : seen * area / watched;
}

struct Plan {
  Command command = Command::kDefensive;
  std::vector<HexId> objectives;
};

// A wing of the army: an HQ under the army HQ itself (a corps, or a division on its own), with
// the brigades it commands through its divisions.
struct Wing {
  UnitId hq;
  int men = 0, cohesion = 0, brigades = 0;
  // Average cohesion under `tenths` / 10.
  bool worn(int tenths) const { return cohesion * 10 < brigades * tenths; }
};

// Winning, with the objectives each side holds added as they would be at the end. The enemy's
// points are not known; they are taken as the casualties it has inflicted and the points a turn
// of the objectives it holds now, as though held from the start, and never more than Menu 2's
// "winning" allows (four fifths of ours).
bool winning_at_the_end(const State& v, Side me) {
  const auto mine = v.known_victory_points(me);
  if (!mine || v.standing(me) != "winning") return false;
  const Scenario& scenario = v.game().scenario();
  int theirs =
      v.side(me).men_lost / std::max(scenario.men_per_vp, 1) + v.guessed_enemy_objective_points(me);
  theirs = std::min(theirs, *mine * 4 / 5);
  int ours = *mine;
  for (const Objective& o : scenario.objectives)
    if (const auto held = v.control(o.hex)) (*held == me ? ours : theirs) += o.vp_end;
  return ours > theirs;
}

// The army's plan for the hour, for every wing: the worn rest in reserve; an objective held and
// threatened is kept by the nearest wing; an objective the enemy seems to have left is taken by
// the nearest wing near it; all the others go together against one objective, the one worth
// most for its distance that they are strong enough to take (half as many men again as the enemy
// judged to be about it: a well placed defender is "very difficult to dislodge"). One blow at a
// time, not the army spread over every objective.
std::map<uint16_t, Plan> army_plan(const State& v, Side me, const Style& style) {
  const Game& g = v.game();
  const HexBoard& board = g.board();
  std::vector<Wing> wings;
  for (size_t i = 0; i < g.units().size(); ++i) {
    const UnitId hq{static_cast<uint16_t>(i)};
    if (!g.unit(hq).hq || g.unit(hq).side != me || g.unit(hq).superior != g.army(me) ||
        v.unit(hq).where != Where::kOnMap)
      continue;
    Wing f{hq};
    for (size_t j = 0; j < g.units().size(); ++j) {
      const UnitId b{static_cast<uint16_t>(j)};
      if (g.unit(b).hq || v.unit(b).where != Where::kOnMap || !under(g, b, hq)) continue;
      f.cohesion += v.unit(b).cohesion;
      f.men += v.unit(b).men;
      ++f.brigades;
    }
    if (f.brigades > 0) wings.push_back(f);
  }
  std::map<uint16_t, Plan> plans;
  std::vector<const Wing*> free;
  for (const Wing& f : wings) {
    if (f.worn(style.worn_cohesion))
      plans[f.hq.value] = Plan{Command::kReserve, {}};
    else
      free.push_back(&f);
  }
  auto hex_of = [&](const Wing* f) { return v.unit(f->hq).hex; };
  // The free wing nearest a hex.
  auto nearest_to = [&](HexId h) {
    return std::min_element(free.begin(), free.end(), [&](const Wing* a, const Wing* b) {
      return board.distance(hex_of(a), h) < board.distance(hex_of(b), h);
    });
  };
  // Objectives held and threatened (enemy brigades seen about them; for the keeper, any), the
  // most valuable first: the nearest free wing keeps each that is worth a tenth of the battle's
  // objectives, while half the wings are left free to strike.
  int total = 0;
  for (const Objective& o : g.scenario().objectives) total += worth(v, o);
  std::vector<const Objective*> threatened;
  for (const Objective& o : g.scenario().objectives)
    if (v.control(o.hex) == me && worth(v, o) * 10 >= total &&
        (style.keeps_unseen_threats || enemy_near(v, me, o.hex) > 0))
      threatened.push_back(&o);
  std::stable_sort(
      threatened.begin(), threatened.end(),
      [&](const Objective* a, const Objective* b) { return worth(v, *a) > worth(v, *b); });
  // Winning, it holds what it has and strikes no more: an attack on ground the enemy holds in
  // strength gives him the victory points of its casualties.
  const bool winning = style.hold_when_winning && winning_at_the_end(v, me);
  const size_t strikers = winning ? 0 : (free.size() * style.strikers + 99) / 100;
  for (const Objective* o : threatened) {
    if (free.size() <= strikers) break;
    const auto nearest = nearest_to(o->hex);
    plans[(*nearest)->hq.value] = Plan{Command::kDefensive, {o->hex}};
    free.erase(nearest);
  }
  // An objective the enemy holds with none of his brigades seen about it is taken by the nearest
  // free wing within a few hours' march, before the main blow is planned.
  for (const Objective& o : g.scenario().objectives) {
    if (free.size() <= 1 || !left_by_enemy(v, me, o)) continue;
    const auto nearest = nearest_to(o.hex);
    if (board.distance(hex_of(*nearest), o.hex) > style.grab_reach) continue;
    plans[(*nearest)->hq.value] = Plan{Command::kOffensive, {o.hex}};
    free.erase(nearest);
  }
  if (free.empty()) return plans;
  int men = 0;
  for (const Wing* f : free) men += f->men;
  const Objective* target = nullptr;
  int best_score = 0;
  for (const Objective& o : g.scenario().objectives) {
    const int value = worth(v, o);
    if (winning || !style.strikes || value <= 0 || v.control(o.hex) == me ||
        int64_t{men} * 100 < int64_t{enemy_estimate(v, me, o.hex)} * style.strike_margin)
      continue;
    int distance = 0;
    for (const Wing* f : free) distance += board.distance(hex_of(f), o.hex);
    distance /= static_cast<int>(free.size());
    const int score = value * 100 / (4 + distance);
    if (!target || score > best_score) {
      target = &o;
      best_score = score;
    }
  }
  for (const Wing* f : free) {
    if (target) {
      plans[f->hq.value] = Plan{Command::kOffensive, {target->hex}};
      continue;
    }
    // Nothing to strike: stand on the nearest objective held.
    const Objective* nearest = nullptr;
    for (const Objective& o : g.scenario().objectives)
      if (v.control(o.hex) == me &&
          (!nearest || board.distance(hex_of(f), o.hex) < board.distance(hex_of(f), nearest->hex)))
        nearest = &o;
    plans[f->hq.value] = nearest ? Plan{Command::kDefensive, {nearest->hex}} : Plan{};
  }
  return plans;
}

}  // namespace

Action HeuristicAgent::choose(const State& v, const std::vector<Action>&) {
  const Game& g = v.game();
  const HexBoard& board = g.board();
  const Side me = static_cast<Side>(*v.to_move());
  // The view's own verdict: the legal list is what it validates (and a search through the list
  // for a variant trips a compiler's false warning).
  auto is_legal = [&](const Action& a) { return !v.validate(a); };
  // Every HQ it may command now follows its wing's plan (a division its corps's).
  const std::map<uint16_t, Plan> plans = army_plan(v, me, style_);
  for (size_t i = 0; i < g.units().size(); ++i) {
    const UnitId hq{static_cast<uint16_t>(i)};
    const UnitState& s = v.unit(hq);
    if (!g.unit(hq).hq || g.unit(hq).side != me || s.ordered || !v.may_command(hq)) continue;
    std::optional<UnitId> top = hq;
    while (top && g.unit(*top).superior != g.army(me)) top = g.unit(*top).superior;
    if (!top || !plans.count(top->value)) continue;
    const Plan& plan = plans.at(top->value);
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
  // The profile (Menu 6) for the hour: heroic when two or more brigades within three hexes of
  // the army HQ are under fire, for they all gain its combat bonus ("leading by example may be
  // the only way to prevent a disaster"), at the cost of an hour's staff work and the commander's
  // danger; bold when one brigade within four is (a smaller bonus, a smaller danger); sensible
  // otherwise (measured against bold in its place: docs/decisive-battles.md).
  if (!v.side(me).profile_chosen) {
    // The boldest of those open to it (heroic is closed to a commander once hit).
    std::vector<Profile> wanted;
    if (style_.heroic && v.targeted_brigades_near_army(me, 3) >= 2)
      wanted.push_back(Profile::kHeroic);
    if (v.targeted_brigade_near_army(me)) wanted.push_back(Profile::kBold);
    wanted.push_back(Profile::kSensible);
    for (Profile p : wanted) {
      if (v.side(me).profile == p) break;
      if (is_legal(ChooseProfile{p})) return ChooseProfile{p};
    }
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
  // The army's own brigades, horse and foot, fresh and out of contact, march on the nearest
  // objective the enemy seems to have left; its guns stay where they are.
  for (size_t i = 0; i < g.units().size(); ++i) {
    const UnitId b{static_cast<uint16_t>(i)};
    const UnitState& s = v.unit(b);
    if (g.unit(b).hq || g.unit(b).side != me || g.unit(b).superior != g.army(me) || s.ordered ||
        g.unit(b).type == BrigadeType::kArtillery || s.cohesion < 4 || s.shattered)
      continue;
    const Objective* nearest = nullptr;
    for (const Objective& o : g.scenario().objectives) {
      if (!left_by_enemy(v, me, o)) continue;
      if (!nearest || board.distance(s.hex, o.hex) < board.distance(s.hex, nearest->hex))
        nearest = &o;
    }
    if (!nearest || (s.order == Order::kColumn && s.goal == nearest->hex)) continue;
    const Action a = OrderBrigade{b, Order::kColumn, nearest->hex};
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
