#include "games/struggle-for-the-continent/heuristic_agent.h"

#include <algorithm>
#include <utility>

#include "core/pull_field.h"
#include "games/struggle-for-the-continent/heuristic_picture.h"

namespace grognard::sfc {

namespace {

constexpr double kNoPull = -1e9;
// What using an army's move in an attack costs, so that a gain is not bought with idle armies.
constexpr double kArmyMoveCost = 0.08;
// Moving the capital's garrison forward to block the enemy's way is worth this much more.
constexpr double kScreenBonus = 0.5;
// A province from which armies attack with their second move counts this share of the gain.
constexpr double kStageWeight = 0.5;
// A sally of a capital's garrison is made by one or two armies stronger than the enemy's
// front one, and only when they will most likely come home.
constexpr double kSallyTake = 0.2;

// One group of armies able to join an attack.
struct Group {
  AreaId from;
  NationId nation;
  int count;
};

std::vector<int> line_of(const Picture& p, const std::vector<AttackGroup>& groups) {
  std::vector<int> out;
  for (const AttackGroup& gr : groups)
    for (int i = 0; i < gr.count; ++i) out.push_back(p.attack_of(gr.nation));
  return out;
}

struct Plan {
  Attack attack;
  double gain = 0, score = 0;
};

// The groups taking part in line order: the strongest nations first, or the weakest first
// (each pair's result changes the next pair's odds, SFC 4.5).
std::vector<AttackGroup> in_line(const Picture& p, std::vector<Group> groups, bool strongest) {
  std::stable_sort(groups.begin(), groups.end(), [&](const Group& a, const Group& b) {
    const int x = p.attack_of(a.nation), y = p.attack_of(b.nation);
    return strongest ? x > y : x < y;
  });
  std::vector<AttackGroup> out;
  for (const Group& gr : groups)
    if (gr.count > 0) out.push_back({gr.from, gr.nation, gr.count});
  return out;
}

// The best attack on one enemy-held province, over how many of its own armies the nation
// sends and whether its allies' armies next to it come along. A capital's garrison may
// sally out against a stack it will not beat: broken off, the attackers go home (4.2), and a
// fresh battle gives the stronger army its whole advantage (4.5).
std::optional<Plan> plan_attack(Picture& p, AreaId to) {
  std::vector<Group> own, kept, allies;
  p.g.board().for_each_neighbour(to, [&](AreaId from, Border) {
    for (NationId n : p.s.team_order(p.team)) {
      if (!p.s.in_war(n)) continue;
      const int free = p.spare(n, from);
      if (n != p.me) {
        if (free > 0) allies.push_back({from, n, free});
        continue;
      }
      if (free > 0) own.push_back({from, n, free});
      const int garrison = p.ready[n.value][from.value] - free;
      if (garrison > 0) kept.push_back({from, n, garrison});
    }
  });
  if (own.empty() && kept.empty()) return std::nullopt;
  auto by_size = [](const Group& a, const Group& b) { return a.count > b.count; };
  std::stable_sort(own.begin(), own.end(), by_size);
  std::stable_sort(kept.begin(), kept.end(), by_size);
  int available = 0, free = 0;
  for (const Group& gr : own) free += gr.count;
  own.insert(own.end(), kept.begin(), kept.end());
  for (const Group& gr : own) available += gr.count;
  const std::vector<int> defenders = p.line(to, p.enemy);
  const int d = static_cast<int>(defenders.size());
  const double worth = p.province_worth(to);
  std::optional<Plan> best;
  auto consider = [&](const std::vector<AttackGroup>& groups, bool sally) {
    const std::vector<int> attackers = line_of(p, groups);
    const BattleOdds o = remembered_odds(BattleLines{attackers, defenders});
    if (sally && (o.take > kSallyTake || attackers.size() > 2 || attackers[0] <= defenders[0]))
      return;
    const double gain = o.gain(worth);
    const double score = gain - kArmyMoveCost * static_cast<double>(attackers.size());
    if (gain > p.style.min_gain && (!best || score > best->score))
      best = Plan{Attack{to, groups}, gain, score};
  };
  // Its own armies alone, from one army (a fresh battle each time: 4.5's penalties do not
  // carry over) to all of them (numbers carry a battle).
  std::vector<int> counts = {1, 2, d, d + 1, d + 2, (3 * d + 1) / 2, 2 * d, free, available};
  std::sort(counts.begin(), counts.end());
  counts.erase(std::unique(counts.begin(), counts.end()), counts.end());
  for (int k : counts) {
    if (k < 1 || k > available) continue;
    std::vector<Group> taken;
    int left = k;
    for (const Group& gr : own) {
      if (left == 0) break;
      const int c = std::min(left, gr.count);
      left -= c;
      auto same = std::find_if(taken.begin(), taken.end(),
                               [&](const Group& t) { return t.from == gr.from; });
      if (same != taken.end())
        same->count += c;
      else
        taken.push_back({gr.from, gr.nation, c});
    }
    consider(in_line(p, taken, true), k > free);
  }
  // Everyone free next to the target: concentration, in the better of two line orders.
  if (!allies.empty() && free > 0) {
    std::vector<Group> all(own.begin(), own.end() - static_cast<long>(kept.size()));
    all.insert(all.end(), allies.begin(), allies.end());
    consider(in_line(p, all, true), false);
    consider(in_line(p, all, false), false);
  }
  return best;
}

std::optional<Plan> best_plan(Picture& p) {
  std::optional<Plan> best;
  for (int i = 0; i < p.size; ++i) {
    const AreaId to = area_at(i);
    if (p.foes[i] == 0) continue;
    bool next_to_ours = false;
    p.g.board().for_each_neighbour(
        to, [&](AreaId b, Border) { next_to_ours |= p.ready[p.me.value][b.value] > 0; });
    if (!next_to_ours) continue;
    auto plan = plan_attack(p, to);
    if (plan && (!best || plan->score > best->score)) best = std::move(plan);
  }
  return best;
}

// A pull toward the targets: the best of (weight - borders to cross) over the targets,
// through provinces the team may walk (SFC 2.6: allied, and enemy ones free of armies).
std::vector<double> pull(const Picture& p, const std::vector<std::pair<AreaId, double>>& targets) {
  return pull_field(p.g.board(), targets, kNoPull,
                    [&](AreaId b) { return p.s.controller(b) != kNoTeam && p.foes[b.value] == 0; });
}

std::vector<std::pair<AreaId, double>> targets(Picture& p) {
  std::vector<std::pair<AreaId, double>> out;
  for (int i = 0; i < p.size; ++i) {
    const AreaId a = area_at(i);
    const int holder = p.s.controller(a);
    if (holder == p.enemy) {
      // Enemy provinces: the empty ones are free to take, the weakly held ones next.
      double w = p.foes[i] == 0 ? 5 : std::max(0.5, 4 - 0.35 * p.foes[i]);
      if (p.is_capital(a)) w += p.s.team_of(p.g.province(a).owner) == p.team ? 10 : 6;
      out.push_back({a, w});
    } else if (holder == p.team) {
      // Our threatened capitals, then the front: provinces next to enemy armies.
      const NationId owner = p.g.province(a).owner;
      if (p.is_capital(a) && p.s.team_of(owner) == p.team && p.s.in_war(owner)) {
        const int short_by = p.garrison(owner) - p.friends[i];
        if (short_by > 0) {
          out.push_back({a, 10 + std::min(short_by, 5)});
          continue;
        }
      }
      int near = 0;
      p.g.board().for_each_neighbour(a, [&](AreaId b, Border) { near += p.foes[b.value]; });
      if (near > 0) out.push_back({a, 2.5 + std::min(2.0, 0.2 * near)});
    }
  }
  return out;
}

// SFC 5: the leader asks a neutral to join only when its team is far behind in armies, on the
// map and to come, and holds fewer provinces, and then every third round (the whole team
// loses its moves); the strongest neutral bordering the enemy's stacks first.
std::optional<Action> ask_neutral(const Picture& p) {
  const State& s = p.s;
  if (s.leader(p.team) != p.me || s.team_has_acted() || s.round() % 3 != 0) return std::nullopt;
  const TeamStrength own = s.strength(p.team), other = s.strength(p.enemy);
  const bool behind = 10 * own.potential < 6 * other.potential && own.on_map < other.on_map;
  if (!behind || s.score(p.team) >= s.score(p.enemy)) return std::nullopt;
  std::optional<NationId> best;
  double best_worth = 0;
  for (int i = 0; i < p.g.nation_count(); ++i) {
    const NationId n = nation_at(i);
    if (s.ask_violation(n)) continue;
    const Nation& nation = p.g.nation(n);
    double worth = nation.total * army_worth(nation.attack);
    for (int a = 0; a < p.size; ++a)
      if (p.g.province(area_at(a)).owner == n)
        p.g.board().for_each_neighbour(area_at(a),
                                       [&](AreaId b, Border) { worth += 0.1 * p.foes[b.value]; });
    if (worth > best_worth) {
      best_worth = worth;
      best = n;
    }
  }
  if (!best) return std::nullopt;
  return AskNeutral{*best};
}

// What armies arriving in province `b` with a move left can win attacking from there
// (2.3: a move, then the attack): the best of the attacks on its neighbours, repeated as
// often as `armies` allow (each a fresh battle: 4.5's penalties do not carry over).
double staged_gain(Picture& p, AreaId b, int armies) {
  double best = 0;
  const int attack = p.attack_of(p.me);
  const int n = armies + p.ready[p.me.value][b.value];
  p.g.board().for_each_neighbour(b, [&](AreaId t, Border) {
    if (p.foes[t.value] == 0) return;
    const std::vector<int> defenders = p.line(t, p.enemy);
    const int d = static_cast<int>(defenders.size());
    const double worth = p.province_worth(t);
    for (int k : {1, 2, d, d + 1, d + 2, 2 * d, n}) {
      if (k < 1 || k > n) continue;
      const double gain =
          remembered_odds(BattleLines{std::vector<int>(k, attack), defenders}).gain(worth);
      if (gain > p.style.min_gain) best = std::max(best, gain * std::min(n / k, d));
    }
  });
  return best;
}

// Armies next to the capital into it while it is short of its garrison (SFC 3.4: no
// capital, no mobilisation).
std::optional<Move> garrison_move(Picture& p) {
  const AreaId cap = p.g.nation(p.me).capital;
  if (p.s.controller(cap) != p.team) return std::nullopt;
  const int short_by = p.garrison(p.me) - p.friends[cap.value];
  if (short_by <= 0) return std::nullopt;
  std::optional<Move> in;
  p.g.board().for_each_neighbour(cap, [&](AreaId b, Border) {
    const int r = p.ready[p.me.value][b.value];
    if (r > 0 && (!in || r > in->count)) in = Move{b, cap, std::min(r, short_by)};
  });
  return in;
}

// The move that gains the most, scored alike: stacks up the pull toward the targets, to a province
// from which they attack with their second move, one army into an empty enemy province beside, or
// the capital's garrison forward into the enemy's way; each shying from what the enemy would win
// attacking them there.
std::optional<Move> best_move(Picture& p) {
  const State& s = p.s;
  const NationId me = p.me;
  const AreaId cap = p.g.nation(me).capital;
  auto enterable = [&](AreaId b) { return s.controller(b) != kNoTeam && p.foes[b.value] == 0; };
  const std::vector<double> v = pull(p, targets(p));
  const int attack = p.attack_of(me);
  auto with = [&](AreaId a, int extra) {
    std::vector<int> out = p.line(a, p.team);
    out.insert(out.end(), extra, attack);
    std::stable_sort(out.begin(), out.end(), std::greater<>());
    return out;
  };
  std::optional<Move> best;
  double best_score = 0;
  auto consider = [&](AreaId from, AreaId b, int c, double bonus, double risk_here) {
    const double up = v[b.value] - v[from.value];
    const bool second_move = c <= p.full[me.value][from.value];
    const double staged = second_move ? staged_gain(p, b, c) : 0;
    if (up < 0.5 && staged <= 0 && bonus <= 0) return;
    const double risk = p.danger(b, with(b, c)) * (staged > 0 ? 0.5 : 1);
    const double score =
        up + kStageWeight * staged + bonus - p.style.risk_weight * (risk - risk_here);
    if (score > best_score) {
      best_score = score;
      best = Move{from, b, c};
    }
  };
  for (int i = 0; i < p.size; ++i) {
    const AreaId from = area_at(i);
    const int free = p.spare(me, from);
    const int ready = p.ready[me.value][i];
    if (ready == 0) continue;
    const double risk_here = free > 0 ? p.danger(from, p.line(from, p.team)) : 0;
    p.g.board().for_each_neighbour(from, [&](AreaId b, Border) {
      if (!enterable(b)) return;
      if (free > 0) consider(from, b, free, 0, risk_here);
      // Only those that keep a move for an attack from there.
      const int fresh = std::min(free, p.full[me.value][i]);
      if (fresh > 0 && fresh < free) consider(from, b, fresh, 0, risk_here);
      if (free >= 2 && s.controller(b) == p.enemy)
        consider(from, b, 1, p.style.grab_bonus + (p.is_capital(b) ? 5 : 0), 0);
      if (from == cap && free < ready) {
        // Forward into the way the enemy would come: fewer are then needed at home (the
        // garrison "in or next to its capital").
        const int c = std::min(ready, p.friends[i] - p.garrison_screened(me, b));
        if (c > free) consider(from, b, c, kScreenBonus, 0);
        const int fresh_c = std::min(c, p.full[me.value][i]);
        if (fresh_c > free && fresh_c < c) consider(from, b, fresh_c, kScreenBonus, 0);
      }
    });
  }
  return best;
}

// SFC 1.2: the garrison first, then the border provinces facing the enemy's armies and
// capitals, a few stacks rather than many.
Action choose_place(Picture& p) {
  const State& s = p.s;
  const Game& g = p.g;
  const NationId me = p.me;
  const AreaId cap = g.nation(me).capital;
  // The threat: enemy armies placed within reach, and a third of those still to be placed by
  // enemy nations with a province within reach.
  std::vector<int> threat = p.threat_to(cap);
  for (int i = 0; i < g.nation_count(); ++i) {
    const NationId n = nation_at(i);
    if (s.team_of(n) != p.enemy || s.armies_of(n) > 0) continue;
    bool near = false;
    for (int a = 0; a < p.size && !near; ++a)
      near = g.province(area_at(a)).owner == n &&
             g.board().distance(area_at(a), cap).value_or(1 << 20) <= 2;
    if (near)
      for (int k = 0; k < (g.nation(n).start_armies + 2) / 3; ++k)
        threat.push_back(g.nation(n).attack);
  }
  std::stable_sort(threat.begin(), threat.end(), std::greater<>());
  const int wanted = threat.empty() ? 1 : p.garrison_against(me, threat);
  if (s.armies_of(me, cap) < wanted) return Place{cap};
  std::optional<AreaId> best;
  double best_score = 0;
  for (int i = 0; i < p.size; ++i) {
    const AreaId a = area_at(i);
    if (g.province(a).owner != me) continue;
    double score = 0;
    g.board().for_each_neighbour(a, [&](AreaId b, Border) {
      if (s.controller(b) != p.enemy) return;
      score += 1 + 0.5 * p.foes[b.value] + (p.is_capital(b) ? 3 : 0) +
               0.05 * g.nation(g.province(b).owner).start_armies;
    });
    score /= 1 + 0.15 * s.armies_of(me, a);
    if (score > best_score) {
      best_score = score;
      best = a;
    }
  }
  if (best) return Place{*best};
  // No border with the enemy: the province nearest to it.
  int nearest = 1 << 20;
  for (int i = 0; i < p.size; ++i) {
    const AreaId a = area_at(i);
    if (g.province(a).owner != me) continue;
    for (int j = 0; j < p.size; ++j)
      if (s.controller(area_at(j)) == p.enemy) {
        const int d = g.board().distance(a, area_at(j)).value_or(1 << 20);
        if (d < nearest || (d == nearest && a == cap)) {
          nearest = d;
          best = a;
        }
      }
  }
  return Place{best.value_or(cap)};
}

// An ally asked to join (SOURCES.md 5): it joins when the battle promises a gain, no less
// than without it, and its capital keeps its garrison.
Action choose_join(Picture& p) {
  const PendingJoin& j = *p.s.join();
  std::vector<AttackGroup> without;
  bool from_capital_short = false;
  for (const AttackGroup& gr : j.attack.groups) {
    if (gr.nation != p.me) {
      without.push_back(gr);
      continue;
    }
    if (gr.from == p.g.nation(p.me).capital && gr.count > p.spare(p.me, gr.from))
      from_capital_short = true;
  }
  const std::vector<int> defenders = p.line(j.attack.to, p.enemy);
  const double worth = p.province_worth(j.attack.to);
  const double with_me =
      remembered_odds(BattleLines{line_of(p, j.attack.groups), defenders}).gain(worth);
  const double alone = remembered_odds(BattleLines{line_of(p, without), defenders}).gain(worth);
  if (!from_capital_short && with_me > p.style.min_gain && with_me >= alone) return Join{};
  return Decline{};
}

// SFC 4.2 between waves: the attacker fights on while it pays; a defender retreats from a
// battle it will lose, unless it holds its capital and holding is not hopeless.
Action choose_battle(Picture& p) {
  const State& s = p.s;
  const PendingBattle& b = *s.battle();
  const BattleOdds o = remembered_odds(lines_of(b.battle));
  if (!b.attacker_asked) {
    const double gain = o.gain(p.province_worth(b.to));
    if (gain > 0 && !s.validate(FightOn{})) return FightOn{};
    return BreakOff{};
  }
  const std::vector<AreaId> options = s.retreats(p.me);
  if (options.empty()) return Stand{};
  const bool capital = b.to == p.g.nation(p.me).capital;
  if (capital ? o.take < kHopeless : o.take < p.style.lost_defence) return Stand{};
  // Home first, then the friendliest province, then the one least exposed.
  std::optional<AreaId> best;
  double best_score = 0;
  for (AreaId a : options) {
    int exposed = 0;
    p.g.board().for_each_neighbour(a, [&](AreaId c, Border) {
      if (c != b.to) exposed += p.foes[c.value];
    });
    const double score =
        (a == p.g.nation(p.me).capital ? 100 : 0) + p.friends[a.value] - 0.5 * exposed;
    if (!best || score > best_score) {
      best_score = score;
      best = a;
    }
  }
  return Retreat{*best};
}

}  // namespace

int garrison_wanted(const State& view, NationId n, const Style& style) {
  Picture p(view, n, style);
  return p.garrison(n);
}

std::optional<Attack> best_attack(const State& view) {
  Picture p(view, view.nation_to_move());
  if (p.team == kNoTeam) return std::nullopt;
  auto plan = best_plan(p);
  if (!plan) return std::nullopt;
  return plan->attack;
}

Action HeuristicAgent::choose(const State& view, const std::vector<Action>& legal) {
  const auto seat = view.to_move();
  if (!seat) return legal.front();
  Picture p(view, nation_at(*seat), style_);
  if (p.team == kNoTeam) return legal.front();
  std::optional<Action> pick;
  switch (view.phase()) {
    case Phase::kSetup:
      pick = choose_place(p);
      break;
    case Phase::kJoin:
      pick = choose_join(p);
      break;
    case Phase::kBattle:
      pick = choose_battle(p);
      break;
    case Phase::kMove:
      if (auto ask = ask_neutral(p)) {
        pick = ask;
      } else if (auto in = garrison_move(p)) {
        pick = *in;
      } else if (auto plan = best_plan(p)) {
        pick = plan->attack;
      } else if (auto move = best_move(p)) {
        pick = *move;
      } else {
        pick = EndTurn{};
      }
      break;
    case Phase::kOver:
      break;
  }
  if (pick && !view.validate(*pick)) return *pick;
  // Never expected: fall back on the legal list, ending the turn where that is one.
  for (const Action& a : legal)
    if (std::holds_alternative<EndTurn>(a) || std::holds_alternative<Stand>(a)) return a;
  return legal.front();
}

}  // namespace grognard::sfc
