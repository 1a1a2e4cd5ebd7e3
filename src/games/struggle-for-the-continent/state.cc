// The flow of play: set-up, team turns, mobilisation, movement, asking neutrals, defeat and
// the end of the game. Battles are in battle_flow.cc.
#include "games/struggle-for-the-continent/state.h"

#include <fmt/format.h>

#include <algorithm>

#include "core/overloaded.h"
#include "games/struggle-for-the-continent/mobilisation.h"

namespace grognard::sfc {
State::State(std::shared_ptr<const Game> game, uint64_t seed) : game_(std::move(game)), rng_(seed) {
  const Game& g = *game_;
  const int nations = g.nation_count();
  mobilised_.assign(nations, 0);
  in_war_.assign(nations, false);
  team_of_.assign(nations, kNoTeam);
  for (int n = 0; n < nations; ++n) {
    const Nation& nation = g.nation(nation_at(n));
    team_of_[n] = nation.team.value_or(kNoTeam);
    in_war_[n] = nation.team.has_value();
    if (in_war_[n]) mobilised_[n] = nation.start_armies;  // 3.3: the start counts
  }
  for (const Team& t : g.teams()) team_order_.push_back(t.order);
  controller_.assign(g.board().size(), kNoTeam);
  for (int a = 0; a < g.board().size(); ++a)
    controller_[a] = team_of_[g.province(area_at(a)).owner.value];
  EventSink ignored(EventMode::kSkip);
  if (g.opening()) {
    start_from(*g.opening(), ignored);
    return;
  }
  // Set-up (1.2): the first team's nations in order, then the other team's.
  team_ = g.first_team();
  order_ = -1;
  placed(ignored);
}

void State::start_from(const Opening& o, EventSink& ev) {
  for (const auto& [n, team] : o.joined) {
    team_of_[n.value] = team;
    in_war_[n.value] = true;
    team_order_[team].push_back(n);  // newcomers play last (5.7)
  }
  for (NationId n : o.out_of_war) in_war_[n.value] = false;
  mobilised_ = o.mobilised;
  controller_ = o.controller;
  for (const ArmyGroup& g : o.armies) add_armies(g.nation, g.at, g.count, g.moves);
  phase_ = Phase::kMove;
  round_ = o.round;
  team_ = o.team;
  team_acted_ = o.team_acted;
  const auto& order = team_order_[team_];
  order_ = static_cast<int>(std::find(order.begin(), order.end(), o.nation) - order.begin());
  begin_nation_turn(ev);  // the nation mobilises as its turn begins (3.2)
}

// --- seats ------------------------------------------------------------------------------

std::vector<std::string> State::seat_names() const {
  std::vector<std::string> out;
  for (int n = 0; n < game_->nation_count(); ++n) out.push_back(game_->nation(nation_at(n)).key);
  return out;
}

std::vector<SeatTeam> State::seat_teams() const {
  std::vector<SeatTeam> out;
  for (const Team& t : game_->teams()) {
    SeatTeam st{t.key, t.name, {}};
    for (NationId n : t.order) st.seats.push_back(game_->nation(n).key);
    out.push_back(std::move(st));
  }
  SeatTeam neutral{"neutral", "Neutral nations", {}};
  for (int n = 0; n < game_->nation_count(); ++n)
    if (!game_->nation(nation_at(n)).team) neutral.seats.push_back(game_->nation(nation_at(n)).key);
  if (!neutral.seats.empty()) out.push_back(std::move(neutral));
  return out;
}

std::optional<int> State::to_move() const {
  switch (phase_) {
    case Phase::kSetup:
    case Phase::kMove:
      return nation_.value;
    case Phase::kJoin:
      return join_->allies[join_->asked].value;
    case Phase::kBattle:
      return (battle_->attacker_asked ? *battle_->deciding : battle_->attacker).value;
    case Phase::kOver:
      return std::nullopt;
  }
  return std::nullopt;
}

// --- queries ------------------------------------------------------------------------------

int State::armies_of(NationId n, AreaId a) const {
  return static_cast<int>(std::count_if(armies_.begin(), armies_.end(),
                                        [&](const Army& x) { return x.nation == n && x.at == a; }));
}

int State::armies_of(NationId n) const {
  return static_cast<int>(
      std::count_if(armies_.begin(), armies_.end(), [&](const Army& x) { return x.nation == n; }));
}

int State::ready_armies(NationId n, AreaId a) const {
  return static_cast<int>(std::count_if(armies_.begin(), armies_.end(), [&](const Army& x) {
    return x.nation == n && x.at == a && x.moves > 0;
  }));
}

int State::occupier(AreaId a) const {
  for (const Army& x : armies_)
    if (x.at == a) return team_of_[x.nation.value];
  return kNoTeam;
}

bool State::capital_held(NationId n) const {
  const int team = team_of_[n.value];
  return team != kNoTeam && controller_[game_->nation(n).capital.value] == team;
}

std::optional<NationId> State::leader(int team) const {
  for (NationId n : team_order_[team])
    if (in_war_[n.value]) return n;
  return std::nullopt;
}

TeamStrength State::strength(int team) const {
  TeamStrength s;
  for (NationId n : team_order_[team]) {
    if (!in_war_[n.value]) continue;
    const Nation& nation = game_->nation(n);
    const int64_t w = kArmyWeight[nation.attack];
    const int on_map = armies_of(n);
    const int to_come = capital_held(n) ? nation.total - mobilised_[n.value] : 0;
    s.on_map += on_map * w;
    s.potential += (on_map + to_come) * w;
  }
  return s;
}

int State::score(int team) const {
  int points = 0;
  for (int a = 0; a < game_->board().size(); ++a)
    if (controller_[a] == team) points += game_->province(area_at(a)).capital ? 3 : 1;
  return points;
}

// --- validation ---------------------------------------------------------------------------

std::optional<RuleViolation> State::validate_place(const Place& p) const {
  const Game& g = *game_;
  if (p.at.value >= g.board().size()) return RuleViolation{"SFC 1.2", "no such province"};
  const Nation& n = g.nation(nation_);
  if (g.province(p.at).owner != nation_)
    return RuleViolation{"SFC 1.2", fmt::format("{} sets up only in its own provinces; {} is not",
                                                n.name, province(p.at))};
  if (to_place_ == 1 && p.at != n.capital && armies_of(nation_, n.capital) == 0)
    return RuleViolation{"SFC 1.2", fmt::format("at least one army must stand in {} before play",
                                                province(n.capital))};
  return std::nullopt;
}

std::optional<RuleViolation> State::validate_move(const Move& m) const {
  const Game& g = *game_;
  if (phase_ != Phase::kMove) return RuleViolation{"SFC 2", "armies move in their nation's turn"};
  if (m.from.value >= g.board().size() || m.to.value >= g.board().size())
    return RuleViolation{"SFC 2", "no such province"};
  if (m.count < 1) return RuleViolation{"SFC 2", "move at least one army"};
  const int ready = ready_armies(nation_, m.from);
  if (ready < m.count)
    return RuleViolation{"SFC 2.1",
                         fmt::format("{} has {} {} with a move left in {}", name(nation_), ready,
                                     ready == 1 ? "army" : "armies", province(m.from))};
  if (!g.board().adjacent(m.from, m.to))
    return RuleViolation{"SFC 2.2", fmt::format("{} does not border {} (SFC 2.7-2.9)",
                                                province(m.from), province(m.to))};
  if (controller_[m.to.value] == kNoTeam)
    return RuleViolation{"SFC 2.6", fmt::format("{} belongs to a neutral nation: it may only be "
                                                "asked to join (SFC 5)",
                                                province(m.to))};
  const int there = occupier(m.to);
  if (there != kNoTeam && there != team_)
    return RuleViolation{"SFC 2.6",
                         fmt::format("enemy armies stand in {}: attack it", province(m.to))};
  return std::nullopt;
}

std::optional<RuleViolation> State::ask_violation(NationId neutral) const {
  const Game& g = *game_;
  if (phase_ != Phase::kMove) return RuleViolation{"SFC 5", "a neutral is asked in a team's turn"};
  if (neutral.value >= g.nation_count()) return RuleViolation{"SFC 5", "no such nation"};
  if (leader(team_) != nation_)
    return RuleViolation{"SFC 5.4", fmt::format("only the team's leader, {}, may ask a neutral",
                                                name(*leader(team_)))};
  if (team_acted_)
    return RuleViolation{"SFC 5.5",
                         "the whole team forfeits its turn to ask: it has already moved"};
  if (team_of_[neutral.value] != kNoTeam)
    return RuleViolation{"SFC 5.1", fmt::format("{} is not neutral", name(neutral))};
  const int enemy = 1 - team_;
  bool borders_enemy = false;
  for (int a = 0; a < g.board().size() && !borders_enemy; ++a) {
    if (g.province(area_at(a)).owner != neutral) continue;
    g.board().for_each_neighbour(
        area_at(a), [&](AreaId b, Border) { borders_enemy |= controller_[b.value] == enemy; });
  }
  if (!borders_enemy)
    return RuleViolation{"SFC 5.2", fmt::format("{} borders no province of the {}", name(neutral),
                                                g.teams()[enemy].name)};
  const TeamStrength own = strength(team_), other = strength(enemy);
  if (visibly_stronger(own, other))
    return RuleViolation{"SFC 5.6", fmt::format("the {} are visibly stronger than the {}",
                                                g.teams()[team_].name, g.teams()[enemy].name)};
  const Nation& n = g.nation(neutral);
  if (overwhelming(own, other, n.total, n.attack))
    return RuleViolation{"SFC 5.6", fmt::format("{} would be overwhelmingly stronger than the {}",
                                                n.name, g.teams()[enemy].name)};
  return std::nullopt;
}

std::optional<RuleViolation> State::validate(const Action& action) const {
  if (phase_ == Phase::kOver) return RuleViolation{"SFC", "the game is over"};
  const bool moving = phase_ == Phase::kMove;
  return std::visit(Overloaded{
                        [&](const Place& p) -> std::optional<RuleViolation> {
                          if (phase_ != Phase::kSetup)
                            return RuleViolation{"SFC 1.2", "set-up is over"};
                          return validate_place(p);
                        },
                        [&](const Move& m) { return validate_move(m); },
                        [&](const Attack& a) { return validate_attack(a); },
                        [&](const AskNeutral& a) { return ask_violation(a.nation); },
                        [&](const EndTurn&) -> std::optional<RuleViolation> {
                          if (!moving) return RuleViolation{"SFC 2", "not in a nation's turn"};
                          return std::nullopt;
                        },
                        [&](const auto&) { return validate_battle_choice(action); },
                    },
                    action);
}

std::vector<Action> State::legal_actions() const {
  std::vector<Action> out;
  const Game& g = *game_;
  auto keep = [&](Action a) {
    if (!validate(a)) out.push_back(std::move(a));
  };
  switch (phase_) {
    case Phase::kSetup:
      for (int a = 0; a < g.board().size(); ++a) keep(Place{area_at(a)});
      break;
    case Phase::kMove: {
      std::vector<int> ready(static_cast<size_t>(g.board().size()), 0);
      for (const Army& x : armies_)
        if (x.nation == nation_ && x.moves > 0) ++ready[x.at.value];
      for (int a = 0; a < g.board().size(); ++a) {
        const AreaId from = area_at(a);
        if (!ready[a]) continue;
        g.board().for_each_neighbour(from, [&](AreaId to, Border) {
          // The candidates differ only in how many armies go, and none asks for more than
          // are ready: one verdict on a single army serves them all.
          const bool may_move = !validate(Move{from, to, 1});
          const bool may_attack = !validate(Attack{to, {AttackGroup{from, nation_, 1}}});
          for (int c = 1; c <= ready[a]; ++c) {
            if (may_move) out.push_back(Move{from, to, c});
            if (may_attack) out.push_back(Attack{to, {AttackGroup{from, nation_, c}}});
          }
        });
      }
      for (int n = 0; n < g.nation_count(); ++n) keep(AskNeutral{nation_at(n)});
      out.push_back(EndTurn{});
      break;
    }
    case Phase::kJoin:
      out.push_back(Join{});
      out.push_back(Decline{});
      break;
    case Phase::kBattle:
      keep(FightOn{});
      keep(BreakOff{});
      keep(Stand{});
      if (battle_->attacker_asked)
        for (AreaId to : retreats(*battle_->deciding)) out.push_back(Retreat{to});
      break;
    case Phase::kOver:
      break;
  }
  return out;
}

// --- applying -------------------------------------------------------------------------------

Events State::do_apply(const Action& action, EventMode mode) {
  EventSink ev(mode);
  const Game& g = *game_;
  std::visit(Overloaded{
                 [&](const Place& p) {
                   add_armies(nation_, p.at, 1, 0);
                   ev.add([&]() -> json {
                     return {{"type", "placed"},
                             {"nation", g.nation(nation_).key},
                             {"at", g.board().key(p.at)}};
                   });
                   --to_place_;
                   placed(ev);
                 },
                 [&](const Move& m) { apply_move(m, ev); },
                 [&](const Attack& a) { apply_attack(a, ev); },
                 [&](const AskNeutral& a) { apply_ask(a, ev); },
                 [&](const EndTurn&) {
                   ev.add([&]() -> json {
                     return {{"type", "end_turn"}, {"nation", g.nation(nation_).key}};
                   });
                   next_nation(ev);
                 },
                 [&](const Join&) {
                   ev.add([&]() -> json {
                     return {{"type", "joined_attack"},
                             {"nation", g.nation(join_->allies[join_->asked]).key}};
                   });
                   if (++join_->asked == join_->allies.size()) start_battle(join_->attack, ev);
                 },
                 [&](const Decline&) {
                   const NationId ally = join_->allies[join_->asked];
                   ev.add([&]() -> json {
                     return {{"type", "declined_attack"}, {"nation", g.nation(ally).key}};
                   });
                   auto& groups = join_->attack.groups;
                   std::erase_if(groups, [&](const AttackGroup& gr) { return gr.nation == ally; });
                   if (++join_->asked == join_->allies.size()) start_battle(join_->attack, ev);
                 },
                 [&](const FightOn&) {
                   battle_->attacker_asked = true;
                   next_battle_decision(ev);
                 },
                 [&](const BreakOff&) {
                   ev.add([&]() -> json {
                     return {{"type", "broke_off"},
                             {"nation", g.nation(battle_->attacker).key},
                             {"at", g.board().key(battle_->to)}};
                   });
                   battle_.reset();
                   phase_ = Phase::kMove;
                 },
                 [&](const Stand&) {
                   ev.add([&]() -> json {
                     return {{"type", "stand"}, {"nation", g.nation(*battle_->deciding).key}};
                   });
                   next_battle_decision(ev);
                 },
                 [&](const Retreat& r) { retreat(*battle_->deciding, r.to, ev); },
             },
             action);
  if (phase_ != Phase::kOver && phase_ != Phase::kSetup) check_defeats(ev);
  return ev.take();
}

void State::add_armies(NationId n, AreaId a, int count, int moves) {
  for (int i = 0; i < count; ++i) armies_.push_back(Army{next_army_id_++, n, a, moves});
}

void State::remove_army(int id) {
  std::erase_if(armies_, [&](const Army& x) { return x.id == id; });
}

void State::take_control(AreaId a, int team, EventSink& ev) {
  if (controller_[a.value] == team) return;
  controller_[a.value] = team;
  ev.add([&]() -> json {
    return {{"type", "control"}, {"at", game_->board().key(a)}, {"team", game_->teams()[team].key}};
  });
}

void State::apply_move(const Move& m, EventSink& ev) {
  // The armies with most moves left go first: a stack marches together.
  std::vector<Army*> movers;
  for (Army& x : armies_)
    if (x.nation == nation_ && x.at == m.from && x.moves > 0) movers.push_back(&x);
  std::stable_sort(movers.begin(), movers.end(),
                   [](const Army* a, const Army* b) { return a->moves > b->moves; });
  for (int i = 0; i < m.count; ++i) {
    movers[i]->at = m.to;
    --movers[i]->moves;
  }
  team_acted_ = true;
  ev.add([&]() -> json {
    return {{"type", "moved"},
            {"nation", game_->nation(nation_).key},
            {"from", game_->board().key(m.from)},
            {"to", game_->board().key(m.to)},
            {"count", m.count}};
  });
  take_control(m.to, team_, ev);  // 2.6: an empty enemy province changes hands
}

void State::apply_ask(const AskNeutral& a, EventSink& ev) {
  const Game& g = *game_;
  // 5.1: one chance in three, drawn as a three-sided die (SOURCES.md, question 3).
  const int roll = rng_.roll(3).value;
  const bool accepted = roll == 1;
  ev.add([&]() -> json {
    return {{"type", "asked"},
            {"nation", g.nation(nation_).key},
            {"neutral", g.nation(a.nation).key},
            {"roll", roll},
            {"accepted", accepted}};
  });
  // 5.5: the whole team forfeits its moves; the nations after the leader still mobilise.
  for (Army& x : armies_)
    if (team_of_[x.nation.value] == team_) x.moves = 0;
  const auto& order = team_order_[team_];
  for (size_t i = order_ + 1; i < order.size(); ++i)
    if (in_war_[order[i].value]) mobilise(order[i], ev);
  if (!accepted) {
    end_team_turn(ev);
    return;
  }
  // 5.7: the newcomer joins the asking team, last in its order, and sets up.
  const Nation& n = g.nation(a.nation);
  team_of_[a.nation.value] = team_;
  in_war_[a.nation.value] = true;
  mobilised_[a.nation.value] = n.start_armies;
  team_order_[team_].push_back(a.nation);
  for (int p = 0; p < g.board().size(); ++p)
    if (g.province(area_at(p)).owner == a.nation) controller_[p] = team_;
  ev.add([&]() -> json {
    return {{"type", "entered_war"}, {"nation", n.key}, {"team", g.teams()[team_].key}};
  });
  phase_ = Phase::kSetup;
  entry_setup_ = true;
  nation_ = a.nation;
  to_place_ = n.start_armies;
  placed(ev);
}

// After a placement: the next army, the next nation, or play.
void State::placed(EventSink& ev) {
  if (to_place_ > 0) return;
  if (entry_setup_) {
    entry_setup_ = false;
    phase_ = Phase::kMove;
    end_team_turn(ev);
    return;
  }
  const Game& g = *game_;
  for (;;) {
    if (++order_ >= static_cast<int>(team_order_[team_].size())) {
      team_ = 1 - team_;
      order_ = 0;
      if (team_ == g.first_team()) {  // both teams are set up
        start_play(ev);
        return;
      }
    }
    nation_ = team_order_[team_][order_];
    to_place_ = g.nation(nation_).start_armies;
    if (to_place_ > 0) return;
  }
}

void State::start_play(EventSink& ev) {
  phase_ = Phase::kMove;
  ev.add([&]() -> json { return {{"type", "setup_done"}}; });
  start_team_turn(ev);
}

void State::start_team_turn(EventSink& ev) {
  order_ = 0;
  team_acted_ = false;
  for (Army& x : armies_)
    if (team_of_[x.nation.value] == team_) x.moves = kMovesPerTurn;
  ev.add([&]() -> json {
    return {{"type", "team_turn"}, {"team", game_->teams()[team_].key}, {"round", round_}};
  });
  begin_nation_turn(ev);
}

void State::mobilise(NationId n, EventSink& ev) {
  const Nation& nation = game_->nation(n);
  const NationStanding s{mobilised_[n.value], armies_of(n), capital_held(n)};
  // 1.4: the first team does not mobilise on its first turn.
  const int fresh = armies_to_mobilise(nation, s, round_ == 1 && team_ == game_->first_team());
  if (fresh == 0) return;
  add_armies(n, nation.capital, fresh, kMovesPerTurn);
  mobilised_[n.value] += fresh;
  ev.add([&]() -> json {
    return {{"type", "mobilised"},
            {"nation", nation.key},
            {"count", fresh},
            {"at", game_->board().key(nation.capital)}};
  });
}

void State::begin_nation_turn(EventSink& ev) {
  const auto& order = team_order_[team_];
  while (order_ < static_cast<int>(order.size()) && !in_war_[order[order_].value]) ++order_;
  if (order_ >= static_cast<int>(order.size())) {
    end_team_turn(ev);
    return;
  }
  nation_ = order[order_];
  mobilise(nation_, ev);  // 3.2: at the beginning of its turn
  ev.add([&]() -> json {
    return {{"type", "turn"}, {"nation", game_->nation(nation_).key}, {"round", round_}};
  });
}

void State::next_nation(EventSink& ev) {
  ++order_;
  begin_nation_turn(ev);
}

void State::end_team_turn(EventSink& ev) {
  for (Army& x : armies_)
    if (team_of_[x.nation.value] == team_) x.moves = 0;
  team_ = 1 - team_;
  if (team_ == game_->first_team() && ++round_ > game_->rounds()) {
    round_ = game_->rounds();
    const int a = score(0), b = score(1);
    finish(a == b ? std::nullopt : std::optional<int>(a > b ? 0 : 1),
           fmt::format("{} rounds played: the game is scored", game_->rounds()), ev);
    return;
  }
  start_team_turn(ev);
}

void State::finish(std::optional<int> winner, const std::string& reason, EventSink& ev) {
  phase_ = Phase::kOver;
  winner_ = winner;
  end_reason_ = reason;
  join_.reset();
  battle_.reset();
  ev.add([&]() -> json {
    return {{"type", "game_over"},
            {"winner", winner ? json(game_->teams()[*winner].key) : json(nullptr)},
            {"reason", reason}};
  });
}

// 3.5: nations out of the war; a team with none left loses (SOURCES.md 12).
void State::check_defeats(EventSink& ev) {
  const Game& g = *game_;
  for (int i = 0; i < g.nation_count(); ++i) {
    if (!in_war_[i]) continue;
    const NationId id = nation_at(i);
    const NationStanding s{mobilised_[i], armies_of(id), capital_held(id)};
    if (out_of_war(g.nation(id), s)) {
      in_war_[i] = false;
      ev.add([&]() -> json { return {{"type", "out_of_war"}, {"nation", g.nation(id).key}}; });
    }
  }
  for (int t = 0; t < 2; ++t)
    if (!leader(t)) {
      finish(1 - t, fmt::format("no nation of the {} is left in the war", g.teams()[t].name), ev);
      return;
    }
  // The nation to move may have lost its last army in its own attack.
  if (phase_ == Phase::kMove && !in_war_[nation_.value]) next_nation(ev);
}

}  // namespace grognard::sfc
