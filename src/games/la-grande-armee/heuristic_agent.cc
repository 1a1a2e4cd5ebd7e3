#include "games/la-grande-armee/heuristic_agent.h"

#include <algorithm>
#include <deque>
#include <utility>

#include "core/pull_field.h"

namespace grognard::lga {

namespace {

constexpr int kFar = 1 << 20;

constexpr int kNoPull = -(1 << 20);

template <class T>
std::vector<T> all_of_type(const std::vector<Action>& legal) {
  std::vector<T> out;
  for (const Action& a : legal)
    if (const auto* x = std::get_if<T>(&a)) out.push_back(*x);
  return out;
}

// What one seat sees of the board this decision: who stands where, who threatens what, what
// is supplied, and which of its cities want defenders.
struct Picture {
  const State& s;
  const Game& g;
  Side me;
  std::optional<Side> enemy;
  std::vector<int> enemy_count;  // enemy units per area (the hidden ones counted; a screen: 2)
  std::vector<int> own_count;    // own units other than HQs per area
  std::vector<int> enemy_dist;   // areas from the nearest enemy unit
  std::vector<int> enemy_near;   // enemy units within three areas
  std::vector<bool> supplied, enemy_zoc;
  std::vector<int> wanted;  // defenders wanted per area

  Picture(const State& view, Side side) : s(view), g(view.game()), me(side), enemy(enemy_of(side)) {
    const size_t n = g.board().size();
    enemy_count.assign(n, 0);
    own_count.assign(n, 0);
    enemy_dist.assign(n, kFar);
    enemy_near.assign(n, 0);
    wanted.assign(n, 0);
    for (int i = 0; i < s.unit_count(); ++i) {
      const UnitId u{static_cast<uint16_t>(i)};
      if (!s.on_map(u)) continue;
      const HexId h = s.unit(u).hex;
      if (s.side_of(u) == me) {
        if (s.def(u).type != UnitType::kHq) ++own_count[h.value];
      } else if (enemy && s.side_of(u) == *enemy && s.def(u).type != UnitType::kHq) {
        ++enemy_count[h.value];
      }
    }
    std::deque<HexId> q;
    for (HexId h : g.land_areas()) {
      if (enemy_count[h.value] == 0) continue;
      const int below = s.hidden_below(h);
      enemy_count[h.value] += below < 0 ? 2 : below;
      enemy_dist[h.value] = 0;
      q.push_back(h);
    }
    while (!q.empty()) {
      const HexId h = q.front();
      q.pop_front();
      g.board().for_each_neighbour(h, [&](HexId nb, Direction) {
        if (!g.area(nb).land() || enemy_dist[nb.value] <= enemy_dist[h.value] + 1) return;
        enemy_dist[nb.value] = enemy_dist[h.value] + 1;
        q.push_back(nb);
      });
    }
    // Enemy strength within three areas of each area.
    std::vector<int> seen(n, -1), depth(n, 0);
    for (HexId src : g.land_areas()) {
      if (enemy_count[src.value] == 0) continue;
      std::vector<HexId> ring{src};
      seen[src.value] = src.value;
      depth[src.value] = 0;
      for (size_t k = 0; k < ring.size(); ++k) {
        const HexId h = ring[k];
        enemy_near[h.value] += enemy_count[src.value];
        if (depth[h.value] == 3) continue;
        g.board().for_each_neighbour(h, [&](HexId nb, Direction) {
          if (!g.area(nb).land() || seen[nb.value] == src.value) return;
          seen[nb.value] = src.value;
          depth[nb.value] = depth[h.value] + 1;
          ring.push_back(nb);
        });
      }
    }
    supplied = s.supplied_areas(me);
    enemy_zoc = enemy ? s.zoc_of(*enemy) : std::vector<bool>(n, false);
    if (!enemy) return;
    for (HexId h : g.scoring_areas()) {
      if (s.control(h) != me) continue;
      const Area& a = g.area(h);
      const int value = s.vp_value(h, me);
      const int d = enemy_dist[h.value], near = enemy_near[h.value];
      const bool paris =
          me == Side::kFrench && g.is_nation(a.nation, "france") && a.city == CityKind::kCapital;
      int w = 0;
      if (value >= 4) {
        if (d <= 8 || paris) w = 1;
        if (near >= 2 || (paris && d <= 4)) w = 2;
        if (near >= 5) w = 3;
      } else if (value >= 2) {
        if (d <= 4) w = 1;
        if (near >= 4) w = 2;
      } else if (d <= 3) {
        w = 1;
      }
      // A city not our own scores only while we occupy it (LGA 5.2, 3.3): one unit stays.
      if (!s.friendly_city(h, me)) w = std::max(w, 1);
      wanted[h.value] = w;
    }
  }

  bool is_paris(HexId h) const {
    const Area& a = g.area(h);
    return me == Side::kFrench && g.is_nation(a.nation, "france") && a.city == CityKind::kCapital;
  }

  // Whether side `me` may walk into an area at all (neutral countries, the Hinterland).
  bool passable(HexId h) const {
    const Area& a = g.area(h);
    if (!a.land()) return false;
    if ((s.control(h) == Side::kNeutral) != (me == Side::kNeutral)) return false;
    if (me == Side::kFrench && a.hinterland) return false;
    return true;
  }

  // Whether unit u would be in supply standing in `h` (it takes control of h by entering).
  bool supplied_at(UnitId u, HexId h) const {
    const Area& a = g.area(h);
    const NationId nation = s.def(u).nation;
    if (g.is_nation(nation, "spain")) return true;
    if (g.is_nation(nation, "russia") && a.hinterland) return true;
    if (!a.land() || supplied[h.value]) return true;
    bool ok = false;
    g.board().for_each_neighbour(
        h, [&](HexId nb, Direction) { ok = ok || (supplied[nb.value] && !enemy_zoc[nb.value]); });
    return ok;
  }

  // A pull toward the targets: the best of (weight - distance in areas) over the targets.
  std::vector<int> field(const std::vector<std::pair<HexId, int>>& targets) const {
    return pull_field(g.board(), targets, kNoPull, [&](HexId h) { return passable(h); });
  }
};

// The units that stay in their city to hold it: the halted ones first, then those that may
// garrison, the steadiest first.
std::vector<bool> keepers(const Picture& p) {
  const State& s = p.s;
  std::vector<bool> keep(s.unit_count(), false);
  std::vector<std::vector<UnitId>> by_area(p.g.board().size());
  for (int i = 0; i < s.unit_count(); ++i) {
    const UnitId u{static_cast<uint16_t>(i)};
    if (!s.on_map(u) || s.side_of(u) != p.me || s.def(u).type == UnitType::kHq) continue;
    const HexId h = s.unit(u).hex;
    if (p.wanted[h.value] > 0) by_area[h.value].push_back(u);
  }
  for (size_t h = 0; h < by_area.size(); ++h) {
    auto& list = by_area[h];
    if (list.empty()) continue;
    std::stable_sort(list.begin(), list.end(), [&](UnitId a, UnitId b) {
      const UnitState& x = s.unit(a);
      const UnitState& y = s.unit(b);
      if (x.halted != y.halted) return x.halted;
      if (x.garrison != y.garrison) return x.garrison;
      const bool gx = may_garrison(s.def(a).type), gy = may_garrison(s.def(b).type);
      if (gx != gy) return gx;
      return x.morale > y.morale;
    });
    for (size_t k = 0; k < list.size() && static_cast<int>(k) < p.wanted[h]; ++k)
      keep[list[k].value] = true;
  }
  return keep;
}

// How far short of its wanted defenders each of side's cities is.
int deficit(const Picture& p, HexId h) {
  return std::max(0, p.wanted[h.value] - p.own_count[h.value]);
}

// The areas the enemy holds within two of its units, empty of them, whose taking would cut
// some of its supplied units off (LGA 5.4, 5.7), with how many.
std::vector<std::pair<HexId, int>> cuts_of(const Picture& p) {
  const State& s = p.s;
  const Side enemy = *p.enemy;
  const std::vector<bool> supplied = s.supplied_areas(enemy);
  std::vector<UnitId> units;
  for (int i = 0; i < s.unit_count(); ++i) {
    const UnitId u{static_cast<uint16_t>(i)};
    if (s.on_map(u) && s.side_of(u) == enemy && s.def(u).type != UnitType::kHq &&
        s.in_supply(u, supplied))
      units.push_back(u);
  }
  std::vector<std::pair<HexId, int>> out;
  std::vector<bool> lost(p.g.board().size(), false);
  for (HexId h : p.g.land_areas()) {
    if (s.control(h) != enemy || p.enemy_count[h.value] > 0 || p.enemy_dist[h.value] > 2 ||
        !supplied[h.value] || !p.passable(h))
      continue;
    lost[h.value] = true;
    const std::vector<bool> after = s.supplied_areas(enemy, lost);
    lost[h.value] = false;
    const auto cut =
        std::count_if(units.begin(), units.end(), [&](UnitId u) { return !s.in_supply(u, after); });
    if (cut > 0) out.push_back({h, static_cast<int>(cut)});
  }
  return out;
}

// Per area, how many of our units that began the turn out of supply (LGA 5.4: they may not
// move, and LGA 5.7 destroys them at its end unless a line reaches them again) would be back
// in supply were the enemy's units there beaten off: their ZOC and their blocking gone. Only
// areas within two of a stranded unit; all zero when none is stranded.
std::vector<int> reliefs_of(const Picture& p) {
  const State& s = p.s;
  const auto& board = p.g.board();
  std::vector<int> relief(board.size(), 0);
  if (!p.enemy) return relief;
  std::vector<UnitId> stranded;
  for (int i = 0; i < s.unit_count(); ++i) {
    const UnitId u{static_cast<uint16_t>(i)};
    const UnitState& st = s.unit(u);
    if (s.on_map(u) && s.side_of(u) == p.me && st.unsupplied && !st.garrison &&
        p.g.area(st.hex).city != CityKind::kCapital && !s.in_supply(u, p.supplied))
      stranded.push_back(u);
  }
  if (stranded.empty()) return relief;
  std::vector<bool> cleared(board.size(), false);
  for (HexId h : p.g.land_areas()) {
    if (p.enemy_count[h.value] == 0) continue;
    const bool near = std::any_of(stranded.begin(), stranded.end(),
                                  [&](UnitId u) { return board.distance(s.unit(u).hex, h) <= 2; });
    if (!near) continue;
    cleared[h.value] = true;
    const std::vector<bool> after = s.supplied_areas(p.me, {}, cleared);
    cleared[h.value] = false;
    relief[h.value] = static_cast<int>(std::count_if(
        stranded.begin(), stranded.end(), [&](UnitId u) { return s.in_supply(u, after); }));
  }
  return relief;
}

}  // namespace

double expected_swing(int total_modifier) {
  double sum = 0;
  for (int face = 1; face <= 6; ++face) {
    const auto [a, d] = morale_loss(combat_result(face + total_modifier));
    sum += d - a;
  }
  return sum / 6;
}

double attack_worth(int total_modifier, int attacker_morale, int defender_morale) {
  double sum = 0;
  for (int face = 1; face <= 6; ++face) {
    const auto [a, d] = morale_loss(combat_result(face + total_modifier));
    double v = d - a;
    if (d > defender_morale) v += 2;  // the defender is destroyed
    if (a > attacker_morale) v -= 3;  // so is the attacker
    sum += v;
  }
  return sum / 6;
}

std::vector<int> defenders_wanted(const State& view, Side me) { return Picture(view, me).wanted; }

std::vector<std::pair<HexId, int>> supply_cuts(const State& view, Side me) {
  return cuts_of(Picture(view, me));
}

const std::vector<Style>& styles() {
  static const std::vector<Style> all = {
      {},                                        // as always
      {.attack_weight = 4, .move_above = 0.5},   // bold
      {.attack_weight = 2, .move_above = 1.5},   // careful
      {.city_weight = 1.0},                      // goes for the cities
      {.attack_weight = 2, .city_weight = 1.0},  // cities, but only at good odds
      {.cut_weight = 8, .relief_weight = 4},     // cuts the enemy's supply lines
      {.attack_weight = 4,
       .move_above = 0.5,
       .home_weight = 10,
       .relief_weight = 4},  // bold, retakes its capitals
  };
  return all;
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
  const Picture p(view, view.player());
  const auto rallies = all_of_type<Rally>(legal);
  const auto builds = all_of_type<Build>(legal);
  // Britain passes its points to the ally that can build with them and has the least.
  const auto aids = all_of_type<Aid>(legal);
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
  // 1. A new garrison for a threatened capital short of defenders: the steadiest it can buy.
  auto garrison_value = [&](UnitType t) {
    switch (t) {
      case UnitType::kInfantry:
        return 5;
      case UnitType::kGuard:
      case UnitType::kArtillery:
        return 4;
      case UnitType::kMilitia:
        return 3;
      case UnitType::kCavalry:
        return 1;
      case UnitType::kHq:
        return 0;
    }
    return 0;
  };
  const Build* best = nullptr;
  int best_key = 0;
  for (const Build& b : builds) {
    const int short_by = deficit(p, b.at);
    if (short_by == 0 || p.enemy_dist[b.at.value] > 5) continue;
    const int key = 100 * view.vp_value(b.at, p.me) + 10 * garrison_value(view.def(b.unit).type) +
                    std::max(0, 9 - p.enemy_dist[b.at.value]);
    if (garrison_value(view.def(b.unit).type) >= 3 && key > best_key) {
      best_key = key;
      best = &b;
    }
  }
  if (best) return *best;
  // 2. Cheap rallies (2 MPs or less) of units in the field.
  const Rally* rally = nullptr;
  for (const Rally& r : rallies) {
    const int m = view.unit(r.unit).morale;
    if (view.def(r.unit).type == UnitType::kHq || rally_cost(m) > 2) continue;
    if (!rally || m > view.unit(rally->unit).morale) rally = &r;
  }
  if (rally) return *rally;
  // 3. Other builds: the best unit for the money, at the capital nearest the enemy.
  auto value = [&](UnitType t) {
    switch (t) {
      case UnitType::kInfantry:
        return 6;
      case UnitType::kCavalry:
        return 4;
      case UnitType::kGuard:
      case UnitType::kArtillery:
        return 4;
      case UnitType::kMilitia:
        return 3;
      case UnitType::kHq:
        return 2;
    }
    return 0;
  };
  best = nullptr;
  for (const Build& b : builds) {
    if (!best) {
      best = &b;
      continue;
    }
    const int vb = value(view.def(b.unit).type), vbest = value(view.def(best->unit).type);
    if (vb > vbest || (vb == vbest && p.enemy_dist[b.at.value] < p.enemy_dist[best->at.value]))
      best = &b;
  }
  if (best) return *best;
  // 4. Then the shaken units, the least shaken first (the cheaper lift).
  rally = nullptr;
  for (const Rally& r : rallies) {
    if (view.def(r.unit).type == UnitType::kHq) continue;
    if (!rally || view.unit(r.unit).morale > view.unit(rally->unit).morale) rally = &r;
  }
  if (rally) return *rally;
  return EndPhase{};
}

Action HeuristicAgent::choose_movement(const State& view, const std::vector<Action>& legal) {
  const Game& g = view.game();
  const Side me = view.player();
  const Picture p(view, me);
  const auto& enemy = p.enemy;
  const std::vector<bool> keep = keepers(p);
  const std::vector<int> relief =
      style_.relief_weight > 0 ? reliefs_of(p) : std::vector<int>(g.board().size(), 0);

  // The pulls: the offense field for steady units, the defense field for shaken ones.
  std::vector<std::pair<HexId, int>> attack_targets, defense_targets;
  if (enemy) {
    for (HexId h : g.scoring_areas()) {
      if (view.control(h) == me) {
        const int short_by = deficit(p, h);
        if (short_by > 0) {
          const int w = 4 + 3 * view.vp_value(h, me) + 2 * (short_by - 1) + (p.is_paris(h) ? 4 : 0);
          attack_targets.push_back({h, w});
          defense_targets.push_back({h, w});
        } else {
          defense_targets.push_back({h, 3});
        }
        continue;
      }
      if (!p.passable(h)) continue;
      const int gain =
          view.vp_value(h, me) + (view.control(h) == *enemy ? view.vp_value(h, *enemy) : 0);
      int w = 3 + 3 * gain - 3 * p.enemy_count[h.value];
      // A capital of our own the enemy holds: our supply's source (LGA 5.4) and 4 VP (LGA 5.2).
      if (view.friendly_city(h, me) && g.area(h).city == CityKind::kCapital)
        w += static_cast<int>(style_.home_weight);
      if (w > 0) attack_targets.push_back({h, w});
    }
    // Home areas the enemy holds cut the supply lines: take them back.
    for (HexId h : g.land_areas()) {
      const Area& a = g.area(h);
      if (a.city == CityKind::kNone && view.control(h) == *enemy && g.home_side(*a.nation) == me &&
          p.enemy_count[h.value] == 0 && p.passable(h))
        attack_targets.push_back({h, 3});
    }
    // An enemy-held area between our supplied areas and our cut-off ones: taking it
    // reconnects the supply line before the cut-off units starve (LGA 5.4, 5.7).
    for (HexId h : g.land_areas()) {
      if (view.control(h) == me || p.enemy_count[h.value] > 0 || !p.passable(h)) continue;
      bool touches_supply = false;
      int cut_off = 0;
      g.board().for_each_neighbour(h, [&](HexId nb, Direction) {
        if (p.supplied[nb.value] && !p.enemy_zoc[nb.value]) touches_supply = true;
        if (view.control(nb) == me && !p.supplied[nb.value]) cut_off += 1 + p.own_count[nb.value];
      });
      if (touches_supply && cut_off > 0)
        attack_targets.push_back({h, 6 + 2 * std::min(cut_off, 4)});
    }
    // LGA 5.7: a unit out of supply since the start of its turn is destroyed. Areas near the
    // enemy whose taking would cut some of its units off draw ours.
    if (style_.cut_weight > 0)
      for (const auto& [h, cut] : cuts_of(p))
        attack_targets.push_back({h, static_cast<int>(style_.cut_weight * cut)});
    for (HexId h : g.land_areas())  // all zero unless the style relieves
      if (relief[h.value] > 0) attack_targets.push_back({h, 6 + 3 * std::min(relief[h.value], 4)});
    if (attack_targets.empty())
      for (HexId h : g.land_areas())
        if (p.enemy_count[h.value] > 0) attack_targets.push_back({h, 3});
  }
  const std::vector<int> pull = p.field(attack_targets);
  const std::vector<int> refuge = p.field(defense_targets);
  auto gain = [](const std::vector<int>& f, HexId from, HexId to) {
    if (f[to.value] == kNoPull) return f[from.value] == kNoPull ? 0.0 : -1.0;
    if (f[from.value] == kNoPull) return 1.0;
    return static_cast<double>(f[to.value] - f[from.value]);
  };

  double best_score = style_.move_above;
  std::optional<Action> best;
  for (const Action& a : legal) {
    const auto* m = std::get_if<Move>(&a);
    if (!m) continue;
    const UnitState& u = view.unit(m->unit);
    const UnitDef& d = view.def(m->unit);
    const HexId from = u.hex;
    if (!g.area(m->to).land()) continue;  // the sea is for plans this agent does not make
    double score = 0;
    if (enemy && p.enemy_count[m->to.value] > 0 && view.has_units_of(m->to, *enemy)) {
      const auto plan = view.plan_attack(m->unit, m->to);
      if (!plan) continue;
      const int mod = plan->total_modifier();
      const UnitState& du = view.unit(plan->defender);
      double worth = attack_worth(mod, u.morale, du.morale);
      // A masked defender is shown at its best; it is likely a little worse.
      if (du.masked) worth = 0.5 * (worth + attack_worth(mod + 1, u.morale, du.morale - 1));
      score = style_.attack_weight * worth;
      const int vp = view.vp_value(m->to, me) +
                     (g.area(m->to).city != CityKind::kNone && view.control(m->to) == *enemy
                          ? view.vp_value(m->to, *enemy)
                          : 0);
      const bool scoring =
          g.area(m->to).city == CityKind::kCapital || g.area(m->to).city == CityKind::kMajor;
      if (scoring && worth > -0.2 && p.enemy_count[m->to.value] <= 2)
        score += style_.city_weight * vp;
      // Enemies next to a city we must hold are worth beating back.
      bool menace = false;
      g.board().for_each_neighbour(m->to, [&](HexId nb, Direction) {
        menace = menace || (p.wanted[nb.value] > 0 && view.control(nb) == me);
      });
      if (menace && worth > 0) score += 0.5;
      // Beating these enemies off would give stranded units of ours their supply back.
      score += style_.relief_weight * relief[m->to.value];
      if (u.morale < 2 && mod < 2) score -= 2;
      if (keep[m->unit.value]) score -= 0.5;
    } else if (d.type == UnitType::kHq) {
      // HQs go where the army gathers next to the enemy, never alone in front of it.
      auto worth_here = [&](HexId h) {
        const int own = p.own_count[h.value];
        double v = p.enemy_dist[h.value] <= 2 ? own : 0.5 * own;
        if (own == 0 && p.enemy_dist[h.value] <= 1) v -= 3;
        return v;
      };
      score = worth_here(m->to) - worth_here(from) - (from == m->to ? 0 : 0.1);
      if (!p.supplied_at(m->unit, m->to)) score -= 6;
    } else {
      const bool shaken = u.morale <= 1;
      score = 2.0 * gain(shaken ? refuge : pull, from, m->to);
      if (keep[m->unit.value]) score -= 20;
      // The last season: an empty city walked into is victory points at the count that ends
      // the game (LGA 5.2), whatever the pull of the prizes further off.
      if (style_.grab_weight > 0 && enemy && p.enemy_count[m->to.value] == 0 &&
          view.date() == g.end()) {
        const auto& scoring = g.scoring_areas();
        if (std::find(scoring.begin(), scoring.end(), m->to) != scoring.end()) {
          const int swing = (view.scores_for(m->to, me) ? 0 : view.vp_value(m->to, me)) +
                            (view.scores_for(m->to, *enemy) ? view.vp_value(m->to, *enemy) : 0);
          score += style_.grab_weight * swing;
        }
      }
      if (!p.supplied_at(m->unit, m->to)) score -= 8;
      // A shaken unit keeps out of the enemy's reach.
      if (shaken && p.enemy_zoc[m->to.value]) score -= 2;
    }
    score += 0.01 * static_cast<double>(rng_.below(10));
    if (score > best_score) {
      best_score = score;
      best = a;
    }
  }
  if (best) return *best;
  // Nothing worth doing: garrison the cities (a garrison is struck last, at -2, and an
  // unsupplied one is besieged rather than destroyed), keepers and the steadiest first.
  const auto halts = all_of_type<Halt>(legal);
  const Halt* garrison = nullptr;
  auto rank = [&](const Halt& h) {
    return (keep[h.unit.value] ? 100 : 0) + 10 * view.vp_value(view.unit(h.unit).hex, me) +
           view.unit(h.unit).morale;
  };
  for (const Halt& h : halts)
    if (h.garrison && (!garrison || rank(h) > rank(*garrison))) garrison = &h;
  if (garrison) return *garrison;
  if (!halts.empty()) return EndPhase{};
  return legal.back();
}

Action HeuristicAgent::choose_defense(const State& view, const std::vector<Action>& legal) {
  const auto attacked = view.last_attack();
  const auto defender = view.defender();
  if (!attacked || !defender) return EndPhase{};
  const Game& g = view.game();
  const Picture p(view, *defender);
  const HexId at = *attacked;
  const bool hold = p.wanted[at.value] > 0 && view.control(at) == *defender;
  // The units standing in the attacked area, and how steady they are.
  int steady = 0, field_units = 0;
  for (UnitId u : view.units_in(at)) {
    if (view.side_of(u) != *defender || view.def(u).type == UnitType::kHq) continue;
    ++field_units;
    if (view.unit(u).morale >= 2) ++steady;
  }
  const auto top = view.defending_unit(at, *defender);
  // 1. A steadier unit of the stack takes the next blow.
  if (top && view.unit(*top).morale <= 1) {
    const auto tops = all_of_type<SetTop>(legal);
    const SetTop* best = nullptr;
    for (const SetTop& t : tops) {
      const UnitState& u = view.unit(t.unit);
      if (u.hex != at || u.garrison || view.def(t.unit).type == UnitType::kHq) continue;
      if (u.morale >= view.unit(*top).morale + 2 &&
          (!best || u.morale > view.unit(best->unit).morale))
        best = &t;
    }
    if (best) return *best;
  }
  // 2. Withdraw what cannot stand, unless it is the last hope of a city we must hold.
  for (const Withdraw& w : all_of_type<Withdraw>(legal)) {
    const UnitState& u = view.unit(w.unit);
    if (u.hex != at) continue;
    const UnitType t = view.def(w.unit).type;
    if (t == UnitType::kHq) {
      if (steady == 0) return w;
      continue;
    }
    if (u.garrison && hold) continue;
    if (hold && field_units <= 1) continue;
    const bool routs = may_rout(t);
    if (u.morale == 0 && !routs) return w;
    if (u.morale == 1 && (!routs || view.rout_modifiers(w.unit, w.to).size() == 1)) return w;
  }
  // 3. Steady units march to the sound of the guns when the area matters or wavers.
  if (field_units < 3 && (hold || steady == 0 || g.area(at).city != CityKind::kNone)) {
    const std::vector<bool> keep = keepers(p);
    const auto reinforcements = all_of_type<Reinforce>(legal);
    const Reinforce* best = nullptr;
    auto chance = [&](UnitId u) { return total(view.reinforcement_modifiers(u)); };
    for (const Reinforce& r : reinforcements) {
      if (r.to != at || keep[r.unit.value] || view.def(r.unit).type == UnitType::kHq) continue;
      if (view.unit(r.unit).morale < 2 || chance(r.unit) < 2) continue;
      if (!best || chance(r.unit) > chance(best->unit)) best = &r;
    }
    if (best) return *best;
  }
  return EndPhase{};
}

}  // namespace grognard::lga
