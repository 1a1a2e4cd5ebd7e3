// Battle resolution: the engagements resolved one at a time in the attacker's order, by table
// 2, and their results carried out: losses, eliminations, "both lose one", retreats of exactly
// n hexes, advances (BKA Combat, Results, River movements).
#include <fmt/format.h>

#include <algorithm>

#include "core/overloaded.h"
#include "games/blitzkrieg-ardennes/state.h"

namespace grognard::bka {

namespace {

void erase(std::vector<UnitId>& v, UnitId u) {
  v.erase(std::remove(v.begin(), v.end(), u), v.end());
}

}  // namespace

void State::begin_battles(EventSink& ev) {
  phase_ = Phase::kBattles;
  if (engagements_.empty()) end_battles(ev);
}

std::optional<Side> State::battle_decider() const {
  if (!battle_) return phasing_;
  switch (battle_->stage) {
    case Battle::Stage::kAttackerLoses:
      return phasing_;
    case Battle::Stage::kDefenderLoses:
      return enemy_of(phasing_);
    case Battle::Stage::kRetreat:
      return battle_->defenders_retreat ? enemy_of(phasing_) : phasing_;
    case Battle::Stage::kAdvance:
      return battle_->attackers_advance ? phasing_ : enemy_of(phasing_);
  }
  return phasing_;
}

std::vector<HexId> State::retreat_options(UnitId u) const { return retreat_hexes(u, true); }

std::vector<HexId> State::retreat_hexes(UnitId u, bool as_known) const {
  std::vector<HexId> out;
  if (!battle_ || battle_->stage != Battle::Stage::kRetreat || !contains(battle_->pending, u))
    return out;
  const int hexes =
      battle_->defenders_retreat ? battle_->result.defender_back : battle_->result.attacker_back;
  const HexBoard& board = game_->board();
  const UnitDef& d = def(u);
  const HexId from = units_[u.value].hex;
  // Exactly n hexes: every step takes it a hex further away. It may never pass next to an
  // enemy, armour never crosses an unbridged river, no Ally enters the Siegfried Line.
  auto may_enter = [&](HexId a, HexId b, Direction dir) {
    if (as_known ? has_known_enemy(b, d.side) || next_to_known_enemy(b, d.side)
                 : has_enemy(b, d.side) || next_to_enemy(b, d.side))
      return false;
    if (d.side == Side::kAllied && game_->terrain(b) == Terrain::kSiegfried) return false;
    if (game_->river_between(a, dir) && !bridged(a, dir) && !game_->crosses_unbridged_rivers(d.cls))
      return false;
    return board.distance(from, b) == board.distance(from, a) + 1;
  };
  std::vector<HexId> layer{from};
  for (int step = 0; step < hexes && !layer.empty(); ++step) {
    std::vector<HexId> next;
    for (HexId a : layer)
      board.for_each_neighbour(a, [&](HexId b, Direction dir) {
        if (may_enter(a, b, dir) && std::find(next.begin(), next.end(), b) == next.end())
          next.push_back(b);
      });
    layer = std::move(next);
  }
  for (HexId h : layer)
    if (stack_count(h, d.side) < game_->stacking_limit()) out.push_back(h);
  std::sort(out.begin(), out.end());
  return out;
}

std::vector<HexId> State::advance_options(UnitId u) const {
  std::vector<HexId> out;
  if (!battle_ || battle_->stage != Battle::Stage::kAdvance || !contains(battle_->pending, u))
    return out;
  const HexId at = units_[u.value].hex;
  const HexBoard& board = game_->board();
  // "A unit is always allowed to enter the defender's hex even if such movement would exceed
  // the movement point requirement to enter the hex."
  for (HexId v : battle_->vacated)
    if (board.distance(at, v) == 1 && can_stop(u, v)) out.push_back(v);
  if (!battle_->into_vacated_only) {
    const int points = battle_->attackers_advance ? battle_->result.attacker_advance
                                                  : battle_->result.defender_advance;
    ReachableSet reach;
    advance_reach(u, points, reach);
    for (HexId h : reach.hexes())
      if (h != at && can_stop(u, h) && std::find(out.begin(), out.end(), h) == out.end())
        out.push_back(h);
  }
  std::sort(out.begin(), out.end());
  return out;
}

std::optional<RuleViolation> State::validate_battle_action(const Action& a) const {
  const char* rule = "BKA Results";
  if (const auto* r = std::get_if<Resolve>(&a)) {
    if (battle_) return RuleViolation{rule, "finish carrying out the last battle's result first"};
    if (r->unit.value >= units_.size() || engagement_of(r->unit) < 0)
      return RuleViolation{"BKA Menu", "that unit is in no engagement"};
    return std::nullopt;
  }
  if (!battle_) return RuleViolation{"BKA Menu", "select an engagement to resolve"};
  const Battle& b = *battle_;
  return std::visit(
      Overloaded{
          [&](const LoseUnit& l) -> std::optional<RuleViolation> {
            const bool attacker = b.stage == Battle::Stage::kAttackerLoses;
            if (b.stage != Battle::Stage::kAttackerLoses &&
                b.stage != Battle::Stage::kDefenderLoses)
              return RuleViolation{rule, "no unit is to be given up now"};
            if (!contains(attacker ? b.attackers : b.defenders, l.unit))
              return RuleViolation{rule,
                                   "both lose one unit: one of the side's units in this "
                                   "engagement"};
            return std::nullopt;
          },
          [&](const Retreat& r) -> std::optional<RuleViolation> {
            if (b.stage != Battle::Stage::kRetreat)
              return RuleViolation{rule, "no unit retreats now"};
            if (!contains(b.pending, r.unit))
              return RuleViolation{rule, "that unit is not one that must retreat"};
            const auto options = retreat_options(r.unit);
            if (std::find(options.begin(), options.end(), r.to) == options.end())
              return RuleViolation{rule, fmt::format("{} is not a retreat of exactly the hexes the "
                                                     "result says, clear of the enemy",
                                                     game_->board().label_text(r.to))};
            return std::nullopt;
          },
          [&](const Advance& v) -> std::optional<RuleViolation> {
            if (b.stage != Battle::Stage::kAdvance)
              return RuleViolation{rule, "no unit advances now"};
            if (!contains(b.pending, v.unit))
              return RuleViolation{rule, "that unit is not one that may advance"};
            if (v.to == units_[v.unit.value].hex) return std::nullopt;  // declined
            const auto options = advance_options(v.unit);
            if (std::find(options.begin(), options.end(), v.to) == options.end())
              return RuleViolation{rule, fmt::format("{} cannot advance to {}", def(v.unit).id,
                                                     game_->board().label_text(v.to))};
            return std::nullopt;
          },
          [&](const EndPhase&) -> std::optional<RuleViolation> {
            if (b.stage != Battle::Stage::kAdvance)
              return RuleViolation{rule, "retreats and losses must be carried out"};
            return std::nullopt;
          },
          [&](const auto&) -> std::optional<RuleViolation> {
            return RuleViolation{rule, "finish carrying out the battle's result first"};
          }},
      a);
}

void State::apply_battle_action(const Action& a, EventSink& ev) {
  const HexBoard& board = game_->board();
  std::visit(Overloaded{[&](const Resolve& r) { resolve_engagement(engagement_of(r.unit), ev); },
                        [&](const LoseUnit& l) {
                          (battle_->stage == Battle::Stage::kAttackerLoses
                               ? battle_->attacker_lost
                               : battle_->defender_lost) = true;
                          eliminate(l.unit, ev);
                          continue_battle(ev);
                        },
                        [&](const Retreat& r) {
                          const HexId from = units_[r.unit.value].hex;
                          erase(battle_->pending, r.unit);
                          // Revised: "If encountered while retreating, unit is eliminated."
                          if (!contains(retreat_hexes(r.unit, false), r.to)) {
                            ev.add([&] {
                              return json{{"type", "met_hidden"},
                                          {"unit", def(r.unit).id},
                                          {"side", side_name(def(r.unit).side)},
                                          {"hex", board.label_text(from)},
                                          {"retreating", true}};
                            });
                            eliminate(r.unit, ev);
                            continue_battle(ev);
                            return;
                          }
                          put(r.unit, r.to);
                          ev.add([&] {
                            return json{{"type", "retreated"},
                                        {"unit", def(r.unit).id},
                                        {"from", board.label_text(from)},
                                        {"to", board.label_text(r.to)}};
                          });
                          continue_battle(ev);
                        },
                        [&](const Advance& v) {
                          const HexId from = units_[v.unit.value].hex;
                          erase(battle_->pending, v.unit);
                          if (v.to != from) {
                            std::vector<HexId> path{from, v.to};
                            if (board.distance(from, v.to) > 1) {
                              ReachableSet reach;
                              advance_reach(v.unit,
                                            battle_->attackers_advance
                                                ? battle_->result.attacker_advance
                                                : battle_->result.defender_advance,
                                            reach);
                              path = reach.path_to(v.to);
                            }
                            const HexId to = walk(v.unit, path, ev);
                            put(v.unit, to);
                            ev.add([&] {
                              return json{{"type", "advanced"},
                                          {"unit", def(v.unit).id},
                                          {"from", board.label_text(from)},
                                          {"to", board.label_text(to)}};
                            });
                          }
                          continue_battle(ev);
                        },
                        [&](const EndPhase&) {
                          battle_->pending.clear();
                          continue_battle(ev);
                        },
                        [](const auto&) {}},
             a);
}

void State::resolve_engagement(int index, EventSink& ev) {
  const Engagement e = engagements_[index];
  engagements_.erase(engagements_.begin() + index);
  Battle b;
  b.targets = e.targets;
  for (UnitId a : e.attackers)
    if (units_[a.value].where == Where::kOnMap) b.attackers.push_back(a);
  b.defenders = defenders_of(e);
  if (b.attackers.empty() || b.defenders.empty()) {
    ev.add([&] {
      return json{{"type", "engagement_lapsed"}, {"attackers", unit_ids(e.attackers)}};
    });
    if (engagements_.empty()) end_battles(ev);
    return;
  }
  const Odds o = odds(b.attackers, b.targets);
  b.column = o.column;
  b.roll = rng_.roll(kDieSides).value;
  b.result = game_->tables().combat(b.roll, b.column);
  b.single_defender = b.defenders.size() == 1;
  ev.add([&] {
    return json{{"type", "battle"},
                {"attackers", unit_ids(b.attackers)},
                {"defenders", unit_ids(b.defenders)},
                {"targets", hex_labels(b.targets)},
                {"attack", o.attack / 4.0},
                {"defence", o.defence / 4.0},
                {"across_river", o.across_river},
                {"odds", combat_column_name(b.column)},
                {"roll", b.roll},
                {"result", combat_result_text(b.result)}};
  });
  // "After each battle, damage is calculated and deducted from each unit(s) in a hex involved
  // in that battle ... in fractions of the unit's attack strength at the time of the damage."
  auto damage = [&](std::vector<UnitId>& side, Fraction f, bool eliminated) {
    for (UnitId u : std::vector<UnitId>(side)) {
      const int loss = eliminated ? units_[u.value].strength : loss_of(units_[u.value].strength, f);
      if (loss == 0) continue;
      units_[u.value].strength -= loss;
      ev.add([&] { return json{{"type", "loss"}, {"unit", def(u).id}, {"points", loss}}; });
      if (units_[u.value].strength < 1) {
        eliminate(u, ev);
        erase(side, u);
      }
    }
  };
  battle_ = std::move(b);
  damage(battle_->attackers, battle_->result.attacker_loss, battle_->result.attacker_eliminated);
  damage(battle_->defenders, battle_->result.defender_loss, battle_->result.defender_eliminated);
  battle_->stage = Battle::Stage::kAttackerLoses;
  continue_battle(ev);
}

// Moves the battle on to the next step that asks a player for something, carrying out the
// steps that ask nothing; ends it when nothing is left.
void State::continue_battle(EventSink& ev) {
  Battle& b = *battle_;
  auto vacate = [&] {
    for (HexId t : b.targets)
      if (stack_count(t, enemy_of(phasing_)) == 0 &&
          std::find(b.vacated.begin(), b.vacated.end(), t) == b.vacated.end())
        b.vacated.push_back(t);
  };
  for (;;) {
    switch (b.stage) {
      case Battle::Stage::kAttackerLoses:
        if (b.result.both_lose_one && !b.attacker_lost && !b.attackers.empty())
          return;  // the attacker names his unit
        b.stage = Battle::Stage::kDefenderLoses;
        break;
      case Battle::Stage::kDefenderLoses:
        if (b.result.both_lose_one && !b.defender_lost && !b.defenders.empty()) return;
        b.stage = Battle::Stage::kRetreat;
        b.defenders_retreat = b.result.defender_back > 0;
        b.pending = b.defenders_retreat
                        ? b.defenders
                        : (b.result.attacker_back > 0 ? b.attackers : std::vector<UnitId>{});
        break;
      case Battle::Stage::kRetreat: {
        // "a unit that must retreat but cannot is eliminated immediately upon its selection"
        for (UnitId u : std::vector<UnitId>(b.pending))
          if (retreat_options(u).empty()) {
            ev.add([&] { return json{{"type", "cannot_retreat"}, {"unit", def(u).id}}; });
            eliminate(u, ev);
          }
        if (!b.pending.empty()) return;
        vacate();
        b.stage = Battle::Stage::kAdvance;
        if (b.result.both_lose_one) {
          // "if the defender had only one unit, the attacker may move into a vacated hex"
          b.attackers_advance = true;
          b.into_vacated_only = true;
          if (b.single_defender && !b.vacated.empty()) b.pending = b.attackers;
        } else {
          b.attackers_advance = b.result.attacker_advance > 0;
          if (b.attackers_advance || b.result.defender_advance > 0)
            b.pending = b.attackers_advance ? b.attackers : b.defenders;
        }
        std::erase_if(b.pending, [&](UnitId u) { return units_[u.value].where != Where::kOnMap; });
        break;
      }
      case Battle::Stage::kAdvance:
        std::erase_if(b.pending, [&](UnitId u) { return advance_options(u).empty(); });
        if (!b.pending.empty()) return;
        finish_battle(ev);
        return;
    }
  }
}

void State::finish_battle(EventSink& ev) {
  battle_.reset();
  if (engagements_.empty()) end_battles(ev);
}

void State::eliminate(UnitId u, EventSink& ev) {
  take_off(u, Where::kEliminated);
  units_[u.value].strength = 0;
  leave_engagement(u);
  if (battle_) {
    erase(battle_->attackers, u);
    erase(battle_->defenders, u);
    erase(battle_->pending, u);
  }
  ev.add([&] { return json{{"type", "eliminated"}, {"unit", def(u).id}}; });
}

void State::list_battle_actions(std::vector<Action>& out) const {
  if (!battle_) {
    for (const Engagement& e : engagements_) out.push_back(Resolve{e.attackers.front()});
    return;
  }
  const Battle& b = *battle_;
  switch (b.stage) {
    case Battle::Stage::kAttackerLoses:
      for (UnitId u : b.attackers) out.push_back(LoseUnit{u});
      break;
    case Battle::Stage::kDefenderLoses:
      for (UnitId u : b.defenders) out.push_back(LoseUnit{u});
      break;
    case Battle::Stage::kRetreat:
      for (UnitId u : b.pending)
        for (HexId h : retreat_options(u)) out.push_back(Retreat{u, h});
      break;
    case Battle::Stage::kAdvance:
      for (UnitId u : b.pending) {
        for (HexId h : advance_options(u)) out.push_back(Advance{u, h});
        out.push_back(Advance{u, units_[u.value].hex});
      }
      out.push_back(EndPhase{});
      break;
  }
}

}  // namespace grognard::bka
