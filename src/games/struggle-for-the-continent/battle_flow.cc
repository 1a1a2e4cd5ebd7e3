// Attacks and battles in play (SFC 2.3, 4.1-4.5; SOURCES.md proposals 5-9): the attacking
// groups and their allies' consent, waves, the decisions between waves, retreats and the
// taking of the province.
#include <fmt/format.h>

#include <algorithm>
#include <map>

#include "core/overloaded.h"
#include "games/struggle-for-the-continent/state.h"

namespace grognard::sfc {

std::optional<RuleViolation> State::validate_attack(const Attack& a) const {
  const Game& g = *game_;
  if (phase_ != Phase::kMove)
    return RuleViolation{"SFC 2.3", "attacks are made in a nation's turn"};
  if (a.to.value >= g.board().size()) return RuleViolation{"SFC 4", "no such province"};
  const int there = occupier(a.to);
  if (there == kNoTeam || there == team_)
    return RuleViolation{"SFC 2.3", fmt::format("no enemy army stands in {}", province(a.to))};
  if (a.groups.empty()) return RuleViolation{"SFC 4.1", "an attack needs armies"};
  bool own = false;
  std::map<std::pair<uint16_t, uint8_t>, int> wanted;  // (province, nation) -> armies
  for (const AttackGroup& gr : a.groups) {
    if (gr.from.value >= g.board().size() || gr.nation.value >= g.nation_count())
      return RuleViolation{"SFC 4", "no such province or nation"};
    if (gr.count < 1) return RuleViolation{"SFC 4.1", "a group needs at least one army"};
    if (!g.board().adjacent(gr.from, a.to))
      return RuleViolation{"SFC 2.3",
                           fmt::format("{} does not border {}", province(gr.from), province(a.to))};
    if (team_of_[gr.nation.value] != team_ || !in_war_[gr.nation.value])
      return RuleViolation{"SFC 4", fmt::format("{} is not an ally in the war", name(gr.nation))};
    own |= gr.nation == nation_;
    wanted[{gr.from.value, gr.nation.value}] += gr.count;
  }
  if (!own)
    return RuleViolation{
        "SFC 4", fmt::format("{} attacks with its own armies; allies join it", name(nation_))};
  for (const auto& [key, count] : wanted) {
    const NationId n{key.second};
    const AreaId from{key.first};
    const int ready = ready_armies(n, from);
    if (ready < count)
      return RuleViolation{"SFC 2.3",
                           fmt::format("{} has {} {} with a move left in {}", name(n), ready,
                                       ready == 1 ? "army" : "armies", province(from))};
  }
  return std::nullopt;
}

std::vector<NationId> State::defending_nations() const {
  std::vector<NationId> out;
  if (!battle_) return out;
  const int defender = 1 - team_;
  for (NationId n : team_order_[defender])
    for (int id : battle_->defender_ids)
      if (std::any_of(armies_.begin(), armies_.end(),
                      [&](const Army& x) { return x.id == id && x.nation == n; })) {
        out.push_back(n);
        break;
      }
  return out;
}

// Proposal 8: a neighbouring province the defender's team holds and no enemy stands in.
std::vector<AreaId> State::retreats(NationId n) const {
  std::vector<AreaId> out;
  if (!battle_) return out;
  const int team = team_of_[n.value];
  game_->board().for_each_neighbour(battle_->to, [&](AreaId to, Border) {
    const int there = occupier(to);
    if (controller_[to.value] == team && (there == kNoTeam || there == team)) out.push_back(to);
  });
  return out;
}

std::optional<RuleViolation> State::validate_battle_choice(const Action& action) const {
  const bool joining = phase_ == Phase::kJoin;
  const bool battling = phase_ == Phase::kBattle;
  return std::visit(
      Overloaded{
          [&](const Join&) -> std::optional<RuleViolation> {
            if (!joining) return RuleViolation{"SFC 4", "no ally is asked to join an attack"};
            return std::nullopt;
          },
          [&](const Decline&) -> std::optional<RuleViolation> {
            if (!joining) return RuleViolation{"SFC 4", "no ally is asked to join an attack"};
            return std::nullopt;
          },
          [&](const FightOn&) -> std::optional<RuleViolation> {
            if (!battling || battle_->attacker_asked)
              return RuleViolation{"SFC 4.2", "the attacker is not asked now"};
            if (battle_->battle.waves() >= kMaxWaves)
              return RuleViolation{
                  "SFC 4.2", fmt::format("after {} waves the attacker breaks off", kMaxWaves)};
            return std::nullopt;
          },
          [&](const BreakOff&) -> std::optional<RuleViolation> {
            if (!battling || battle_->attacker_asked)
              return RuleViolation{"SFC 4.2", "the attacker is not asked now"};
            return std::nullopt;
          },
          [&](const Stand&) -> std::optional<RuleViolation> {
            if (!battling || !battle_->attacker_asked)
              return RuleViolation{"SFC 4.2", "no defender is asked now"};
            return std::nullopt;
          },
          [&](const Retreat& r) -> std::optional<RuleViolation> {
            if (!battling || !battle_->attacker_asked)
              return RuleViolation{"SFC 4.2", "no defender is asked now"};
            const auto options = retreats(*battle_->deciding);
            if (std::find(options.begin(), options.end(), r.to) == options.end())
              return RuleViolation{
                  "SFC 4.2",
                  r.to.value < game_->board().size()
                      ? fmt::format("{} cannot retreat into {}: a retreat goes into a "
                                    "neighbouring province its team holds, free of the enemy",
                                    name(*battle_->deciding), province(r.to))
                      : "no such province"};
            return std::nullopt;
          },
          [&](const auto&) -> std::optional<RuleViolation> { return std::nullopt; },
      },
      action);
}

void State::apply_attack(const Attack& a, EventSink& ev) {
  team_acted_ = true;
  std::vector<NationId> allies;
  for (const AttackGroup& gr : a.groups)
    if (gr.nation != nation_ && std::find(allies.begin(), allies.end(), gr.nation) == allies.end())
      allies.push_back(gr.nation);
  ev.add([&]() -> json {
    json groups = json::array();
    for (const AttackGroup& gr : a.groups)
      groups.push_back({{"from", game_->board().key(gr.from)},
                        {"nation", game_->nation(gr.nation).key},
                        {"count", gr.count}});
    return {{"type", "attack"},
            {"nation", game_->nation(nation_).key},
            {"to", game_->board().key(a.to)},
            {"groups", groups}};
  });
  if (allies.empty()) {
    start_battle(a, ev);
    return;
  }
  join_ = PendingJoin{a, std::move(allies), 0};
  phase_ = Phase::kJoin;
}

void State::start_battle(const Attack& attack, EventSink& ev) {
  const Attack a = attack;  // `attack` may live in join_, which ends here
  join_.reset();
  const Game& g = *game_;
  PendingBattle b{a.to, nation_, {}, Battle({}, {}), {}, {}, {}, false, std::nullopt};
  std::vector<LineArmy> line;
  for (const AttackGroup& gr : a.groups) {
    // The armies with most moves left go first; attacking spends a move (2.3).
    std::vector<Army*> ready;
    for (Army& x : armies_)
      if (x.nation == gr.nation && x.at == gr.from && x.moves > 0) ready.push_back(&x);
    std::stable_sort(ready.begin(), ready.end(),
                     [](const Army* p, const Army* q) { return p->moves > q->moves; });
    // Armies already in the line (an earlier group from the same place) are not taken twice.
    std::erase_if(ready, [&](const Army* x) {
      return std::find(b.attacker_ids.begin(), b.attacker_ids.end(), x->id) != b.attacker_ids.end();
    });
    for (int i = 0; i < gr.count; ++i) {
      --ready[i]->moves;
      b.attacker_ids.push_back(ready[i]->id);
      line.push_back({gr.nation.value, g.nation(gr.nation).attack});
    }
    if (std::find(b.from.begin(), b.from.end(), gr.from) == b.from.end()) b.from.push_back(gr.from);
  }
  // The defenders line up strongest first (SOURCES.md, proposal 6), in army order within a nation.
  std::vector<const Army*> defenders;
  for (const Army& x : armies_)
    if (x.at == a.to) defenders.push_back(&x);
  std::stable_sort(defenders.begin(), defenders.end(), [&](const Army* p, const Army* q) {
    return g.nation(p->nation).attack > g.nation(q->nation).attack;
  });
  std::vector<LineArmy> defence;
  for (const Army* x : defenders) {
    defence.push_back({x->nation.value, g.nation(x->nation).attack});
    b.defender_ids.push_back(x->id);
  }
  b.battle = Battle(std::move(line), std::move(defence));
  battle_ = std::move(b);
  phase_ = Phase::kBattle;
  ev.add([&]() -> json {
    return {{"type", "battle"},
            {"at", g.board().key(a.to)},
            {"attackers", battle_->attacker_ids.size()},
            {"defenders", battle_->defender_ids.size()}};
  });
  fight_wave(ev);
}

void State::fight_wave(EventSink& ev) {
  PendingBattle& b = *battle_;
  const Game& g = *game_;
  const std::vector<LineArmy> attackers = b.battle.attackers(), defenders = b.battle.defenders();
  const std::vector<PairCombat> wave = b.battle.fight_wave(rng_);
  std::vector<bool> attacker_lost(attackers.size()), defender_lost(defenders.size());
  std::vector<FoughtPair> fought;
  for (const PairCombat& c : wave) {
    const NationId an{static_cast<uint8_t>(attackers[c.attacker].nation)};
    const NationId dn{static_cast<uint8_t>(defenders[c.defender].nation)};
    fought.push_back({an, dn, c});
    attacker_lost[c.attacker] = c.outcome == PairOutcome::kDefenderWins;
    defender_lost[c.defender] = c.outcome == PairOutcome::kAttackerWins;
  }
  auto drop_lost = [&](std::vector<int>& ids, const std::vector<bool>& lost) {
    std::vector<int> kept;
    for (size_t i = 0; i < ids.size(); ++i) {
      if (lost[i])
        remove_army(ids[i]);
      else
        kept.push_back(ids[i]);
    }
    ids = std::move(kept);
  };
  drop_lost(b.attacker_ids, attacker_lost);
  drop_lost(b.defender_ids, defender_lost);
  b.waves.push_back(std::move(fought));
  ev.add([&]() -> json {
    json pairs = json::array();
    for (const FoughtPair& f : b.waves.back()) {
      const PairCombat& c = f.combat;
      pairs.push_back({{"attacker", g.nation(f.attacker).key},
                       {"defender", g.nation(f.defender).key},
                       {"advantage", c.advantage},
                       {"attacker_roll", c.attacker_roll},
                       {"defender_roll", c.defender_roll},
                       {"outcome", c.outcome == PairOutcome::kAttackerWins   ? "attacker"
                                   : c.outcome == PairOutcome::kDefenderWins ? "defender"
                                                                             : "standoff"}});
    }
    return {{"type", "wave"},
            {"at", g.board().key(b.to)},
            {"wave", b.battle.waves()},
            {"pairs", pairs},
            {"attackers_left", b.attacker_ids.size()},
            {"defenders_left", b.defender_ids.size()}};
  });
  if (b.battle.over()) {
    end_battle(ev);
    return;
  }
  b.attacker_asked = false;
  b.deciding.reset();
}

// After the attacker fights on: each defending nation that has somewhere to go decides in
// its team's order; then the next wave.
void State::next_battle_decision(EventSink& ev) {
  PendingBattle& b = *battle_;
  const auto nations = defending_nations();
  auto it = nations.begin();
  if (b.deciding) {
    it = std::find(nations.begin(), nations.end(), *b.deciding);
    if (it != nations.end())
      ++it;
    else {  // the deciding nation retreated: the next one in order after it
      const auto& order = team_order_[1 - team_];
      const auto pos = std::find(order.begin(), order.end(), *b.deciding);
      it = std::find_if(nations.begin(), nations.end(),
                        [&](NationId n) { return std::find(order.begin(), order.end(), n) > pos; });
    }
  }
  for (; it != nations.end(); ++it)
    if (!retreats(*it).empty()) {
      b.deciding = *it;
      return;
    }
  b.deciding.reset();
  if (b.defender_ids.empty()) {
    end_battle(ev);
    return;
  }
  fight_wave(ev);
}

void State::retreat(NationId n, AreaId to, EventSink& ev) {
  PendingBattle& b = *battle_;
  std::vector<bool> leaving(b.defender_ids.size());
  std::vector<int> kept;
  int count = 0;
  for (size_t i = 0; i < b.defender_ids.size(); ++i) {
    auto x = std::find_if(armies_.begin(), armies_.end(),
                          [&](const Army& a) { return a.id == b.defender_ids[i]; });
    if (x->nation == n) {
      x->at = to;  // 2.5: a retreat costs no move
      leaving[i] = true;
      ++count;
    } else {
      kept.push_back(b.defender_ids[i]);
    }
  }
  b.battle.withdraw_defenders(leaving);
  b.defender_ids = std::move(kept);
  ev.add([&]() -> json {
    return {{"type", "retreated"},
            {"nation", game_->nation(n).key},
            {"from", game_->board().key(b.to)},
            {"to", game_->board().key(to)},
            {"count", count}};
  });
  next_battle_decision(ev);
}

// The attackers left enter the province when no defender is left in it (proposal 9).
void State::end_battle(EventSink& ev) {
  PendingBattle& b = *battle_;
  const bool taken = b.defender_ids.empty() && !b.attacker_ids.empty();
  const AreaId to = b.to;
  ev.add([&]() -> json {
    return {{"type", "battle_over"},
            {"at", game_->board().key(to)},
            {"winner", taken ? "attacker" : "defender"},
            {"waves", b.battle.waves()}};
  });
  if (taken) {
    for (Army& x : armies_)
      if (std::find(b.attacker_ids.begin(), b.attacker_ids.end(), x.id) != b.attacker_ids.end())
        x.at = to;
    take_control(to, team_, ev);
  }
  battle_.reset();
  phase_ = Phase::kMove;
}

}  // namespace grognard::sfc
