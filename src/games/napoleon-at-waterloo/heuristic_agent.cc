#include "games/napoleon-at-waterloo/heuristic_agent.h"

#include <algorithm>
#include <limits>

namespace grognard::naw {

namespace {

int nearest_enemy(const State& s, HexId h, Side side) {
  int best = 99;
  for (int i = 0; i < s.unit_count(); ++i) {
    const UnitId u{static_cast<uint16_t>(i)};
    if (s.def(u).side != side && s.on_map(u))
      best = std::min(best, s.game().board().distance(h, s.unit(u).hex));
  }
  return best;
}

int nearest_exit(const State& s, HexId h) {
  int best = 99;
  for (HexId e : s.game().exit_hexes()) best = std::min(best, s.game().board().distance(h, e));
  return best;
}

// Strength of a side's units next to h.
int adjacent_strength(const State& s, HexId h, Side side) {
  int total = 0;
  s.game().board().for_each_neighbour(h, [&](HexId n, Direction) {
    for (UnitId u : s.units_in(n))
      if (s.def(u).side == side) total += s.def(u).strength;
  });
  return total;
}

}  // namespace

double HeuristicAgent::score_move(const State& s, const Move& m) const {
  const UnitDef& d = s.def(m.unit);
  const Side enemy = enemy_of(d.side);
  const int dist = nearest_enemy(s, m.to, d.side);
  const int from = s.on_map(m.unit) ? nearest_enemy(s, s.unit(m.unit).hex, d.side) : 99;
  const TerrainEffect& te = s.game().terrain(m.to);
  double score = 0;
  if (d.arm == Arm::kLeader) {
    // Napoleon keeps two hexes behind the line, with his army, out of harm's way.
    score -= std::abs(dist - 3) * 2.0;
    if (s.stack_count(m.to, d.side) == 0) score -= 3;
    if (d.side == Side::kFrench && s.turn() >= 8) score -= nearest_exit(s, m.to);
    return score;
  }
  if (d.arm == Arm::kArtillery) {
    score -= std::abs(dist - 2) * 2.0;  // in range, not in contact
  } else {
    const int friends = adjacent_strength(s, m.to, d.side) + d.strength;
    const int foes = adjacent_strength(s, m.to, enemy);
    score -= dist;
    if (dist == 1 && foes > 2 * friends) score -= 4;  // don't walk in alone
    if (d.side == Side::kFrench && s.turn() >= 6) score -= 0.5 * nearest_exit(s, m.to);
  }
  score += te.defense_multiplier - 1;
  score -= 0.1 * (from - dist < 0 ? 1 : 0);
  return score;
}

Action HeuristicAgent::choose(const State& s, const std::vector<Action>& legal) {
  // Decisions inside a combat.
  if (std::holds_alternative<ChooseDefense>(legal.front())) {
    const Combat& c = *s.combat();
    return *std::min_element(legal.begin(), legal.end(), [&](const Action& a, const Action& b) {
      return s.game().capability(c.attack_mode, std::get<ChooseDefense>(a).mode) <
             s.game().capability(c.attack_mode, std::get<ChooseDefense>(b).mode);
    });
  }
  if (std::holds_alternative<ChooseLosses>(legal.front())) {
    auto cost = [&](const Action& a) {
      int t = 0;
      for (UnitId u : std::get<ChooseLosses>(a).units) t += s.def(u).strength;
      return t;
    };
    return *std::min_element(legal.begin(), legal.end(),
                             [&](const Action& a, const Action& b) { return cost(a) < cost(b); });
  }
  if (std::holds_alternative<Retreat>(legal.front())) {
    // Push the loser where our units crowd it most.
    const Side me = enemy_of(s.def(std::get<Retreat>(legal.front()).unit).side);
    return *std::max_element(legal.begin(), legal.end(), [&](const Action& a, const Action& b) {
      return adjacent_strength(s, std::get<Retreat>(a).to, me) <
             adjacent_strength(s, std::get<Retreat>(b).to, me);
    });
  }
  if (s.combat() && s.combat()->stage == Combat::Stage::kAdvance) {
    for (const Action& a : legal)
      if (const auto* adv = std::get_if<Advance>(&a))
        if (s.game().terrain(adv->to).defense_multiplier > 1) return a;
    return Pass{};
  }

  switch (s.phase()) {
    case Phase::kMovement: {
      for (const Action& a : legal)
        if (std::holds_alternative<Exit>(a) && s.turn() >= 6) return a;
      const Action* best = nullptr;
      double best_gain = 0.5;  // move only when it improves the position
      for (const Action& a : legal) {
        const auto* m = std::get_if<Move>(&a);
        if (!m) continue;
        double stay = -1e9;
        if (s.on_map(m->unit)) stay = score_move(s, Move{m->unit, s.unit(m->unit).hex});
        const double gain = score_move(s, *m) - stay + 0.01 * static_cast<double>(rng_.below(10));
        if (gain > best_gain) {
          best_gain = gain;
          best = &a;
        }
      }
      return best ? *best : Action{Pass{}};
    }
    case Phase::kBombardment:
    case Phase::kAssault: {
      const Action* best = nullptr;
      int best_value = std::numeric_limits<int>::min();
      for (const Action& a : legal) {
        std::vector<UnitId> attackers;
        std::vector<HexId> targets;
        int mode_bonus = 0;
        if (const auto* b = std::get_if<Bombard>(&a)) {
          attackers = b->guns;
          targets = {b->target};
        } else if (const auto* at = std::get_if<Attack>(&a)) {
          attackers = at->attackers;
          targets = at->targets;
          if (at->mode == AttackMode::kCavalry) mode_bonus = 1;
        } else {
          continue;
        }
        const State::Odds o = s.odds(attackers, targets);
        // Prefer high odds, then committing fewer units to them.
        const int value = (o.column + mode_bonus) * 100 - static_cast<int>(attackers.size());
        if (value > best_value) {
          best_value = value;
          best = &a;
        }
      }
      const int needed = s.phase() == Phase::kBombardment ? s.game().even_column()
                                                          : s.game().even_column() + 2;  // 3-1
      if (best && best_value / 100 >= needed) return *best;
      return Pass{};
    }
    case Phase::kOver:
      break;
  }
  return legal.front();
}

}  // namespace grognard::naw
