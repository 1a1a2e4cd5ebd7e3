// Questions the browser asks before a player commits (docs/protocol.md): where may this unit
// go and at what cost, and what odds and results would this attack face. Answers come from
// the same rules as validate and apply, so what the UI shows is what the rules will do.
#include <fmt/format.h>

#include "games/napoleon-at-waterloo/state.h"
#include "io/json_read.h"

namespace grognard::naw {

namespace {

json path_labels(const Game& g, const ReachableSet& reach, HexId to) {
  json path = json::array();
  for (HexId h : reach.path_to(to)) path.push_back(g.board().label_text(h));
  return path;
}

// What a result does to the attacking and the defending units, as the rules apply it: a
// bombardment applies only DE and Dr, and the guns take an Ar only if they choose to (NAW
// Artillery (7)); "exchange": the attacker loses units worth the defenders' strength.
std::pair<const char*, const char*> effects(CombatResult r, bool bombardment) {
  switch (r) {
    case CombatResult::kAE:
      return {bombardment ? "none" : "eliminated", "none"};
    case CombatResult::kAr:
      return {bombardment ? "may_retreat" : "retreat", "none"};
    case CombatResult::kDr:
      return {"none", "retreat"};
    case CombatResult::kDE:
      return {"none", "eliminated"};
    case CombatResult::kEX:
      return {bombardment ? "none" : "exchange", bombardment ? "none" : "eliminated"};
  }
  return {"none", "none"};
}

}  // namespace

json State::inspect(const json& query) const {
  const std::string type = get_string(query, "type", "query");
  if (type == "reachable") {
    const std::string id = get_string(query, "unit", "query");
    const auto u = game_->find_unit(id);
    if (!u) throw DataError("query.unit", fmt::format("no unit '{}' in this scenario", id));
    json hexes = json::array();
    bool exit = false;
    ReachableSet reach;
    for (const Action& a : moves_of(*u, reach)) {
      exit |= std::holds_alternative<Exit>(a);
      if (const auto* m = std::get_if<Move>(&a))
        hexes.push_back({{"hex", game_->board().label_text(m->to)},
                         {"cost", *reach.cost(m->to)},
                         {"path", path_labels(*game_, reach, m->to)}});
    }
    return {{"unit", id}, {"hexes", hexes}, {"exit", exit}};
  }
  if (type == "preview") {
    const Action a = parse_action(field(query, "action", "query"));
    json answer = {{"legal", true}};
    if (auto v = validate(a)) {
      answer = {{"legal", false}, {"rule", v->rule}, {"reason", v->reason}};
    }
    std::visit(
        [&](const auto& x) {
          using T = std::decay_t<decltype(x)>;
          if constexpr (std::is_same_v<T, Move>) {
            if (!answer["legal"]) return;
            ReachableSet reach;
            reachable(x.unit, reach);
            answer["details"] = {{"cost", *reach.cost(x.to)},
                                 {"path", path_labels(*game_, reach, x.to)}};
          } else if constexpr (std::is_same_v<T, Bombard> || std::is_same_v<T, Attack>) {
            answer["details"] = combat_preview(plan_combat(x));
          }
        },
        a);
    return answer;
  }
  throw DataError("query.type", fmt::format("unknown query '{}' (reachable, preview)", type));
}

json State::combat_preview(const Combat& c) const {
  const Odds o = odds(c.attackers, c.targets);
  json defenses = json::array();
  for (DefenseMode d : defense_options(c)) {
    const int modifier = game_->capability(c.attack_mode, d);
    json results = json::object(), outcome = json::object();
    for (int face = 1; face <= game_->die_sides(); ++face) {
      const CombatResult r = game_->crt(o.column, face + modifier);
      results[std::to_string(face)] = result_name(r);
      const auto [attackers, defenders] = effects(r, c.bombardment);
      outcome[std::to_string(face)] = {{"attackers", attackers}, {"defenders", defenders}};
    }
    defenses.push_back({{"defense_mode", defense_mode_name(d)},
                        {"modifier", modifier},
                        {"results", results},
                        {"effects", outcome}});
  }
  int exchange_loss = 0;  // the defenders' printed strength (NAW CRT, EX)
  for (UnitId u : c.defenders) exchange_loss += def(u).strength;
  return {{"attack", o.attack},
          {"defense", o.defense},
          {"ratio", game_->odds_name(o.ratio_column)},
          {"shift", o.shift},
          {"odds", game_->odds_name(o.column)},
          {"attack_mode", attack_mode_name(c.attack_mode)},
          {"bombardment", c.bombardment},
          {"exchange_loss", exchange_loss},
          {"defenses", defenses}};
}

}  // namespace grognard::naw
