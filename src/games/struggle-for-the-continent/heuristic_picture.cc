#include "games/struggle-for-the-continent/heuristic_picture.h"

#include <algorithm>

namespace grognard::sfc {

namespace {

// One army stays home against a walk-in while an enemy stands this near (SFC 2.6).
constexpr int kNearEnemy = 4;

}  // namespace

const std::vector<Style>& styles() {
  static const std::vector<Style> all = {
      {},  // as always
      // Bold: attacks for a small gain, with little fear of the enemy's answer. Played a whole
      // game, the sharpest of the styles measured (docs/ai.md).
      {.min_gain = 0.1, .risk_weight = 0.1},
      {.min_gain = 0.6, .risk_weight = 1.2, .grab_bonus = 0.3},  // careful
      {.min_gain = 0.1, .risk_weight = 0.1, .grab_bonus = 1.5},  // bold, and takes empty provinces
      {.min_gain = 0.1, .risk_weight = 0.1, .lost_defence = 0.4},  // bold, and quick to fall back
      // Bold abroad, with a capital held against all but one attack in twenty, or thinly (one in
      // two): levers for the turns when the enemy masses on it or looks elsewhere (docs/ai.md).
      {.min_gain = 0.1, .risk_weight = 0.1, .garrison_risk = 0.05},
      {.min_gain = 0.1, .risk_weight = 0.1, .garrison_risk = 0.5},
  };
  return all;
}

Picture::Picture(const State& view, NationId nation, const Style& style_)
    : s(view),
      g(view.game()),
      me(nation),
      team(view.team_of(nation)),
      enemy(team == kNoTeam ? kNoTeam : 1 - team),
      size(view.game().board().size()),
      style(style_) {
  foes.assign(size, 0);
  friends.assign(size, 0);
  ready.assign(g.nation_count(), std::vector<int>(size, 0));
  full.assign(g.nation_count(), std::vector<int>(size, 0));
  enemy_line.assign(size, {});
  keep_.assign(g.nation_count(), -1);
  for (const Army& x : s.armies()) {
    const int t = s.team_of(x.nation);
    if (t == team) ++friends[x.at.value];
    if (enemy != kNoTeam && t == enemy) {
      ++foes[x.at.value];
      enemy_line[x.at.value].push_back(attack_of(x.nation));
    }
    if (x.moves > 0) ++ready[x.nation.value][x.at.value];
    if (x.moves >= kMovesPerTurn) ++full[x.nation.value][x.at.value];
  }
  if (enemy == kNoTeam) return;
  for (NationId n : s.team_order(enemy)) {
    const Nation& e = g.nation(n);
    if (!s.in_war(n) || s.controller(e.capital) != enemy) continue;
    const int fresh = std::clamp(e.total - s.mobilised(n), 0, e.per_turn);
    enemy_line[e.capital.value].insert(enemy_line[e.capital.value].end(), fresh, e.attack);
  }
}

std::vector<int> Picture::line(AreaId a, int of_team) const {
  std::vector<int> out;
  for (const Army& x : s.armies())
    if (x.at == a && s.team_of(x.nation) == of_team) out.push_back(attack_of(x.nation));
  std::stable_sort(out.begin(), out.end(), std::greater<>());
  return out;
}

std::vector<int> Picture::threat_to(AreaId a, std::optional<AreaId> screen) const {
  std::vector<int> out;
  std::vector<char> seen(size, 0);
  seen[a.value] = 1;
  auto add = [&](AreaId c) {
    if (seen[c.value] || s.controller(c) == kNoTeam) return;
    seen[c.value] = 1;
    out.insert(out.end(), enemy_line[c.value].begin(), enemy_line[c.value].end());
  };
  g.board().for_each_neighbour(a, [&](AreaId b, Border) { add(b); });
  g.board().for_each_neighbour(a, [&](AreaId b, Border) {
    if (s.controller(b) == kNoTeam || friends[b.value] > 0 || b == screen) return;
    g.board().for_each_neighbour(b, [&](AreaId c, Border) { add(c); });
  });
  std::stable_sort(out.begin(), out.end(), std::greater<>());
  return out;
}

double Picture::danger(AreaId a, const std::vector<int>& defenders) {
  if (defenders.empty()) return 0;
  const std::vector<int> threat = threat_to(a);
  if (threat.empty()) return 0;
  return std::max(0.0, remembered_odds(BattleLines{threat, defenders}).gain(worth_to(a, enemy)));
}

int Picture::garrison(NationId n) {
  int& k = keep_[n.value];
  if (k < 0) k = garrison_screened(n, std::nullopt);
  return k;
}

int Picture::garrison_screened(NationId n, std::optional<AreaId> screen) {
  const int t = s.team_of(n);
  const AreaId cap = g.nation(n).capital;
  if (t == kNoTeam || s.controller(cap) != t) return 0;
  const std::vector<int> threat = threat_to(cap, screen);
  if (!threat.empty()) return garrison_against(n, threat);
  for (const Army& x : s.armies())
    if (s.team_of(x.nation) == 1 - t &&
        g.board().distance(x.at, cap).value_or(kNearEnemy + 1) <= kNearEnemy)
      return 1;
  return 0;
}

int Picture::garrison_against(NationId n, const std::vector<int>& threat) {
  const AreaId cap = g.nation(n).capital;
  int allied_there = 0;
  for (const Army& x : s.armies())
    if (x.at == cap && x.nation != n && s.team_of(x.nation) == s.team_of(n)) ++allied_there;
  const int most = std::max(1, s.armies_of(n) + allied_there);
  auto risk = [&](int garrison) {
    return remembered_odds(BattleLines{threat, std::vector<int>(garrison, attack_of(n))}).take;
  };
  if (risk(most) > kHopeless) return 1;
  int lo = 1, hi = most;  // the odds fall as the garrison grows
  while (lo < hi) {
    const int mid = (lo + hi) / 2;
    if (risk(mid) <= style.garrison_risk)
      hi = mid;
    else
      lo = mid + 1;
  }
  return lo;
}

int Picture::spare(NationId n, AreaId a) {
  const int r = ready[n.value][a.value];
  if (r == 0 || a != g.nation(n).capital) return r;
  return std::clamp(friends[a.value] - garrison(n), 0, r);
}

double Picture::worth_to(AreaId a, int t) const {
  const Province& p = g.province(a);
  if (!p.capital) return 1.5;
  double w = 4.5;
  if (s.team_of(p.owner) == t) return w + 6;  // our own capital back: mobilisation again
  if (s.in_war(p.owner)) {
    const Nation& n = g.nation(p.owner);
    const int left = std::max(0, n.total - s.mobilised(p.owner));
    w += 0.5 * std::min(left, 3 * n.per_turn) * army_worth(n.attack);
  }
  return w;
}

}  // namespace grognard::sfc
