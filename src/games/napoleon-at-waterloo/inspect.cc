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
    json results = json::object();
    for (int face = 1; face <= game_->die_sides(); ++face)
      results[std::to_string(face)] = result_name(game_->crt(o.column, face + modifier));
    defenses.push_back(
        {{"defense_mode", defense_mode_name(d)}, {"modifier", modifier}, {"results", results}});
  }
  return {{"attack", o.attack},
          {"defense", o.defense},
          {"ratio", game_->odds_name(o.ratio_column)},
          {"shift", o.shift},
          {"odds", game_->odds_name(o.column)},
          {"attack_mode", attack_mode_name(c.attack_mode)},
          {"defenses", defenses}};
}

}  // namespace grognard::naw
