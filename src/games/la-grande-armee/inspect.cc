// Questions the browser asks before a player commits (docs/la-grande-armee.md): where may
// this unit go, what would this attack, reinforcement or withdrawal face, and what is this
// area. Answers come from the seat's own view and the same rules as validate and apply.
#include <fmt/format.h>

#include "games/la-grande-armee/state.h"
#include "games/la-grande-armee/tables.h"
#include "io/hex_json.h"
#include "io/json_read.h"

namespace grognard::lga {

json State::inspect(const json& query) const {
  const Game& g = *game_;
  const HexBoard& board = g.board();
  if (!query.is_object()) throw DataError("query", "expected a JSON object");
  const std::string type = get_string(query, "type", "query");
  auto unit_of = [&]() {
    const std::string id = get_string(query, "unit", "query");
    const auto u = g.find_unit(id);
    if (!u) throw DataError("query.unit", fmt::format("no unit '{}' in this scenario", id));
    return *u;
  };
  if (type == "reachable") {
    const UnitId u = unit_of();
    json hexes = json::array(), attacks = json::array();
    if (may_move(u)) {
      ReachableSet reach;
      reachable(u, reach);
      for (HexId h : reach.hexes()) {
        if (h == unit(u).hex) continue;
        json path = json::array();
        for (HexId p : reach.path_to(h)) path.push_back(board.label_text(p));
        const bool sea = !g.area(h).land();
        hexes.push_back({{"hex", board.label_text(h)},
                         {"cost", sea ? json("all") : json(*reach.cost(h))},
                         {"path", path}});
      }
      for (const Action& a : legal_actions())
        if (const auto* m = std::get_if<Move>(&a); m && m->unit == u)
          if (Step st; !step_violation(u, m->to, &st) && st.attack)
            attacks.push_back(board.label_text(m->to));
    }
    return {{"unit", def(u).id}, {"moves", unit(u).moves}, {"hexes", hexes}, {"attacks", attacks}};
  }
  if (type == "preview") {
    const Action a = parse_action(field(query, "action", "query"));
    json answer = {{"legal", true}};
    auto v = validate(a);
    // A move to an area beyond the next one: why the whole way there is closed this season.
    if (const auto* m = std::get_if<Move>(&a); v && m && refused_as_not_next(*m, *v))
      if (auto far = route_violation(m->unit, m->to)) v = far;
    if (v) answer = {{"legal", false}, {"rule", v->rule}, {"reason", v->reason}};
    if (const auto* m = std::get_if<Move>(&a)) {
      Step st;
      if (!step_violation(m->unit, m->to, &st)) {
        if (st.attack) {
          const CombatPlan p = *plan_attack(m->unit, m->to);
          json results = json::object();
          for (int face = 1; face <= 6; ++face)
            results[std::to_string(face)] = result_name(combat_result(face + p.total_modifier()));
          answer["details"] = {{"attack", true},
                               {"defender", def(p.defender).id},
                               {"defender_type", unit_type_name(def(p.defender).type)},
                               {"estimated", unit(p.defender).masked},
                               {"modifiers", modifiers_json(p.modifiers)},
                               {"total_modifier", p.total_modifier()},
                               {"mp_cost", p.mp_cost},
                               {"results", results}};
        } else {
          answer["details"] = {{"attack", false}, {"cost", st.cost}};
        }
      }
    } else if (const auto* r = std::get_if<Reinforce>(&a)) {
      const auto mods = reinforcement_modifiers(r->unit);
      int faces = 0;
      for (int face = 1; face <= 6; ++face) faces += reinforcement_arrives(face + total(mods));
      answer["details"] = {{"modifiers", modifiers_json(mods)}, {"arrives_on_faces", faces}};
    } else if (const auto* w = std::get_if<Withdraw>(&a)) {
      const auto mods = rout_modifiers(w->unit, w->to);
      json losses = json::object();
      for (int face = 1; face <= 6; ++face)
        losses[std::to_string(face)] =
            may_rout(def(w->unit).type) ? two_one_nothing(face + total(mods)) : 0;
      answer["details"] = {{"modifiers", modifiers_json(mods)},
                           {"rout_roll", may_rout(def(w->unit).type)},
                           {"morale_loss", losses}};
    }
    return answer;
  }
  if (type == "area") {
    const HexId h = read_hex_label(board, field(query, "hex", "query"), "query.hex");
    const Area& a = g.area(h);
    json answer = {{"hex", board.label_text(h)}, {"terrain", terrain_name(a.terrain)}};
    if (a.nation) answer["nation"] = g.nation_name(*a.nation);
    if (a.city != CityKind::kNone)
      answer["city"] = {{"name", a.city_name}, {"kind", city_kind_name(a.city)}, {"port", a.port}};
    if (a.sea >= 0) answer["sea"] = g.sea_name(a.sea);
    if (a.hinterland) answer["hinterland"] = true;
    answer["controller"] = control(h) ? json(side_name(*control(h))) : json(nullptr);
    json supplied = json::object();
    if (a.land())
      for (Side s : {Side::kFrench, Side::kAllied})
        if (control(h) == s) supplied[side_name(s)] = static_cast<bool>(supplied_areas(s)[h.value]);
    answer["supplied"] = supplied;
    json units = json::array();
    for (UnitId u : units_in(h)) units.push_back(def(u).id);
    answer["units"] = units;
    answer["hidden_below"] = hidden_below(h) < 0 ? json(nullptr) : json(hidden_below(h));
    return answer;
  }
  throw DataError("query.type", fmt::format("unknown query '{}' (reachable, preview, area)", type));
}

}  // namespace grognard::lga
