#include "games/napoleon-at-waterloo/heuristic_agent.h"

#include <algorithm>
#include <limits>
#include <optional>
#include <vector>

namespace grognard::naw {

namespace {

int nearest_exit(const State& s, HexId h) {
  int best = 99;
  for (HexId e : s.game().exit_hexes()) best = std::min(best, s.game().board().distance(h, e));
  return best;
}

}  // namespace

const std::vector<Style>& styles() {
  static const std::vector<Style> all = {
      {},  // as always
      // All-out: assaults at 1-1 and makes for the enemy, little afraid of standing outnumbered.
      // Played a whole game, by far the strongest style measured from either seat (docs/ai.md).
      {.assault_margin = 0, .caution = 0.5, .closing = 2.5},
      {.assault_margin = 1, .caution = 0.5, .closing = 2.5},  // presses on, assaults at 2-1
      {.assault_margin = 3, .caution = 2.0},                  // careful: only at 4-1
      // The French make for the north edge from the first turn, Napoleon with them.
      {.march_from_turn = 1, .napoleon_fear = 2.0, .napoleon_alone = 10, .napoleon_march = 6},
  };
  return all;
}

// Who stands where, tabled once per decision: a movement phase scores thousands of moves, and
// asking the State (a scan of every unit) for each was nearly all of a decision's time.
class HeuristicAgent::Picture {
 public:
  explicit Picture(const State& s) : s_(s), hexes_(static_cast<size_t>(s.game().board().size())) {
    strength_.assign(hexes_ * 2, 0);
    stacked_.assign(hexes_ * 2, 0);
    leaders_.assign(hexes_ * 2, 0);
    nearest_enemy_.assign(hexes_ * 2, -1);
    for (int i = 0; i < s.unit_count(); ++i) {
      const UnitId u{static_cast<uint16_t>(i)};
      if (!s.on_map(u)) continue;
      const UnitDef& d = s.def(u);
      const size_t at = slot(s.unit(u).hex, d.side);
      strength_[at] += d.strength;
      if (d.arm != Arm::kLeader) ++stacked_[at];
      if (d.arm == Arm::kLeader) ++leaders_[at];
      on_map_[index_of(d.side)].push_back({s.unit(u).hex, d.strength});
    }
  }
  // State::stack_count: the side's units in h, leaders apart.
  int stack_count(HexId h, Side side) const { return stacked_[slot(h, side)]; }
  // The side's leaders in h.
  int leaders(HexId h, Side side) const { return leaders_[slot(h, side)]; }
  // Strength of a side's units within `radius` hexes of h.
  int strength_within(HexId h, Side side, int radius) const {
    int total = 0;
    for (const Standing& u : on_map_[index_of(side)])
      if (s_.game().board().distance(h, u.hex) <= radius) total += u.strength;
    return total;
  }
  // Strength of a side's units next to h.
  int adjacent_strength(HexId h, Side side) const {
    int total = 0;
    s_.game().board().for_each_neighbour(
        h, [&](HexId n, Direction) { total += strength_[slot(n, side)]; });
    return total;
  }
  // The distance from h to the nearest unit not of `side` (99 if none is on the map).
  int nearest_enemy(HexId h, Side side) {
    int& known = nearest_enemy_[slot(h, side)];
    if (known < 0) {
      known = 99;
      for (const Standing& e : on_map_[index_of(enemy_of(side))])
        known = std::min(known, s_.game().board().distance(h, e.hex));
    }
    return known;
  }

 private:
  size_t slot(HexId h, Side side) const {
    return static_cast<size_t>(index_of(side)) * hexes_ + h.value;
  }
  const State& s_;
  size_t hexes_;
  std::vector<int> strength_, stacked_, leaders_, nearest_enemy_;  // by side, then hex
  struct Standing {
    HexId hex;
    int strength;
  };
  std::vector<Standing> on_map_[2];  // by side: each unit on the map
};

double HeuristicAgent::score_move(const State& s, Picture& p, const Move& m) const {
  const UnitDef& d = s.def(m.unit);
  const Side enemy = enemy_of(d.side);
  const int dist = p.nearest_enemy(m.to, d.side);
  const TerrainEffect& te = s.game().terrain(m.to);
  const bool late = d.side == Side::kFrench && s.turn() >= style_.march_from_turn;
  double score = 0;
  if (d.arm == Arm::kLeader) {
    // Napoleon keeps well behind the line, among his own troops, and makes for the north
    // edge once the road is open.
    score -= style_.napoleon_fear * p.strength_within(m.to, enemy, 3);
    score += 0.5 * p.strength_within(m.to, d.side, 1);
    // Never alone: he defends at nothing.
    if (p.stack_count(m.to, d.side) == 0) score -= style_.napoleon_alone;
    if (late) score -= style_.napoleon_march * nearest_exit(s, m.to);
    return score;
  }
  // A fourth unit in a hex must leave again before the phase ends (NAW Movement (2)).
  const bool here = s.on_map(m.unit) && s.unit(m.unit).hex == m.to;
  if (!here && p.stack_count(m.to, d.side) >= s.game().stacking_limit()) return -1e6;
  const int friends = p.adjacent_strength(m.to, d.side) + d.strength;
  const int foes = p.adjacent_strength(m.to, enemy);
  // The last guard of the Napoleon counter does not walk away from him.
  if (s.on_map(m.unit) && m.to != s.unit(m.unit).hex &&
      p.stack_count(s.unit(m.unit).hex, d.side) == 1)
    score -= 20 * p.leaders(s.unit(m.unit).hex, d.side);
  if (d.arm == Arm::kArtillery) {
    score -= std::abs(dist - 2) * 2.0;  // in range, out of contact
    if (dist <= 1) score -= 6;
    if (foes > friends) score -= 4;
  } else {
    score -= style_.closing * dist;
    if (dist == 1 && foes > friends)
      score -= style_.caution * (2.0 + (foes - friends) / 4.0);  // not alone
    score += 0.1 * friends;                                      // keep the line together
    if (late) score -= 0.5 * nearest_exit(s, m.to);
  }
  score += te.defense_multiplier - 1;
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
    const Picture p(s);
    return *std::max_element(legal.begin(), legal.end(), [&](const Action& a, const Action& b) {
      return p.adjacent_strength(std::get<Retreat>(a).to, me) <
             p.adjacent_strength(std::get<Retreat>(b).to, me);
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
        if (std::holds_alternative<Exit>(a) && s.turn() >= style_.march_from_turn) return a;
      // Move only when it improves the position, unless the phase may not end yet (Prussians
      // due, a hex over the limit): then the best move there is.
      const bool may_pass = std::any_of(legal.begin(), legal.end(), [](const Action& a) {
        return std::holds_alternative<Pass>(a);
      });
      const Action* best = nullptr;
      double best_gain = may_pass ? 0.5 : -std::numeric_limits<double>::infinity();
      Picture p(s);
      std::vector<std::optional<double>> stay_scores(static_cast<size_t>(s.unit_count()));
      for (const Action& a : legal) {
        const auto* m = std::get_if<Move>(&a);
        if (!m) continue;
        double stay = -1e9;
        if (s.on_map(m->unit)) {
          auto& known = stay_scores[m->unit.value];
          if (!known) known = score_move(s, p, Move{m->unit, s.unit(m->unit).hex});
          stay = *known;
        }
        const double gain =
            score_move(s, p, *m) - stay + 0.01 * static_cast<double>(rng_.below(10));
        if (gain > best_gain) {
          best_gain = gain;
          best = &a;
        }
      }
      if (best) return *best;
      return may_pass ? Action{Pass{}} : legal.front();
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
      const int needed = s.phase() == Phase::kBombardment
                             ? s.game().even_column()
                             : s.game().even_column() + style_.assault_margin;
      if (best && best_value / 100 >= needed) return *best;
      return Pass{};
    }
    case Phase::kOver:
      break;
  }
  return legal.front();
}

}  // namespace grognard::naw
