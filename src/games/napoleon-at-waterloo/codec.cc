// JSON forms of actions and of the state (docs/cli.md). Unit ids and CCRR labels appear at
// this edge only.
#include <fmt/format.h>

#include <utility>

#include "core/json_text.h"
#include "core/legal_runs.h"
#include "games/napoleon-at-waterloo/state.h"
#include "io/hex_json.h"
#include "io/json_read.h"

namespace grognard::naw {

namespace {

UnitId unit_at(const Game& g, const json& v, const std::string& where) {
  if (!v.is_string()) throw DataError(where, "expected a unit id string");
  auto u = g.find_unit(v.get<std::string>());
  if (!u)
    throw DataError(where, fmt::format("no unit '{}' in this scenario", v.get<std::string>()));
  return *u;
}

std::vector<UnitId> units_at(const Game& g, const json& obj, std::string_view key) {
  const json& arr = get_array(obj, key, "action");
  std::vector<UnitId> out;
  for (size_t i = 0; i < arr.size(); ++i)
    out.push_back(unit_at(g, arr[i], where_at(where_in("action", key), i)));
  return out;
}

json ids(const Game& g, const std::vector<UnitId>& v) {
  json a = json::array();
  for (UnitId u : v) a.push_back(g.unit(u).id);
  return a;
}

json labels(const Game& g, const std::vector<HexId>& v) {
  json a = json::array();
  for (HexId h : v) a.push_back(g.board().label_text(h));
  return a;
}

}  // namespace

Action State::parse_action(const json& j) const {
  const Game& g = *game_;
  const std::string type = get_string(j, "type", "action");
  auto unit = [&](std::string_view key) {
    return unit_at(g, field(j, key, "action"), where_in("action", key));
  };
  auto hex = [&](std::string_view key) {
    return read_hex_label(g.board(), field(j, key, "action"), where_in("action", key));
  };
  if (type == "move") return Move{unit("unit"), hex("to")};
  if (type == "exit") return Exit{unit("unit")};
  if (type == "bombard") return Bombard{units_at(g, j, "guns"), hex("target")};
  if (type == "attack") {
    Attack a;
    a.attackers = units_at(g, j, "attackers");
    const json& targets = get_array(j, "targets", "action");
    for (size_t i = 0; i < targets.size(); ++i)
      a.targets.push_back(read_hex_label(g.board(), targets[i], where_at("action.targets", i)));
    if (j.contains("mode") && !j["mode"].is_null()) {
      const std::string mode = get_string(j, "mode", "action");
      if (mode == "infantry")
        a.mode = AttackMode::kInfantry;
      else if (mode == "cavalry")
        a.mode = AttackMode::kCavalry;
      else
        throw DataError("action.mode", "expected \"infantry\" or \"cavalry\"");
    }
    return a;
  }
  if (type == "defend") {
    auto mode = parse_defense_mode(get_string(j, "mode", "action"));
    if (!mode) throw DataError("action.mode", "expected infantry, cavalry or artillery");
    return ChooseDefense{*mode};
  }
  if (type == "losses") return ChooseLosses{units_at(g, j, "units")};
  if (type == "retreat") {
    Retreat r{unit("unit"), hex("to"), std::nullopt};
    if (j.contains("bump") && !j["bump"].is_null()) r.bump = unit("bump");
    return r;
  }
  if (type == "advance") return Advance{unit("unit"), hex("to")};
  if (type == "volunteer_retreat") return VolunteerRetreat{units_at(g, j, "guns")};
  if (type == "pass") return Pass{};
  throw DataError("action.type",
                  fmt::format("unknown action type '{}' (move, exit, bombard, attack, defend, "
                              "losses, retreat, advance, volunteer_retreat, pass)",
                              type));
}

RunTexts State::legal_run_texts() const {
  const Game& g = *game_;
  // A unit's moves in a row make one run, each "to", written without a JSON object per move
  // (a phase lists thousands); other actions make runs the generic way.
  auto runs_of = [&](const std::vector<Action>& actions) {
    RunTexts runs;
    std::vector<json> others;
    auto write_others = [&] {
      for (std::string& run : run_texts(legal_runs(std::move(others))))
        runs.push_back(std::move(run));
      others.clear();
    };
    for (size_t i = 0; i < actions.size();) {
      const Move* first = std::get_if<Move>(&actions[i]);
      size_t end = i + 1;
      while (first && end < actions.size() && std::holds_alternative<Move>(actions[end]) &&
             std::get<Move>(actions[end]).unit == first->unit)
        ++end;
      if (end == i + 1) {
        others.push_back(action_json(actions[i++]));
        continue;
      }
      write_others();
      json move = action_json(actions[i]);  // the unit's fields but the one the run varies
      move.erase("to");
      json to = json::array();
      to.get_ref<json::array_t&>().reserve(end - i);
      for (; i < end; ++i) to.push_back(g.board().label_text(std::get<Move>(actions[i]).to));
      const json run = {{"action", std::move(move)}, {"each", "to"}, {"of", std::move(to)}};
      runs.push_back(json_text(run));
    }
    write_others();
    return runs;
  };
  if (over() || combat_ || phase_ != Phase::kMovement) return runs_of(legal_actions());
  // Thousands of moves, fixed for the phase: each unit's runs are read where the phase keeps
  // them, written once.
  std::shared_ptr<const PhaseMoves> phase;
  const auto units = listed_moves(phase);
  const std::vector<RunTexts>& of_unit = phase->run_texts(runs_of);
  RunTexts runs;
  for (const UnitId u : units)
    runs.insert(runs.end(), of_unit[u.value].begin(), of_unit[u.value].end());
  if (!validate_end_of_movement()) {
    const RunTexts pass = runs_of({Pass{}});
    runs.insert(runs.end(), pass.begin(), pass.end());
  }
  return runs;
}

json State::action_json(const Action& a) const {
  const Game& g = *game_;
  return std::visit(
      [&](const auto& x) -> json {
        using T = std::decay_t<decltype(x)>;
        if constexpr (std::is_same_v<T, Move>) {
          // Field by field: a braced list builds a two-element array for every field first,
          // and the movement phase lists thousands of moves.
          json j(json::value_t::object);
          j.emplace("type", "move");
          j.emplace("unit", g.unit(x.unit).id);
          j.emplace("to", g.board().label_text(x.to));
          return j;
        }
        if constexpr (std::is_same_v<T, Exit>)
          return {{"type", "exit"}, {"unit", g.unit(x.unit).id}};
        if constexpr (std::is_same_v<T, Bombard>)
          return {{"type", "bombard"},
                  {"guns", ids(g, x.guns)},
                  {"target", g.board().label_text(x.target)}};
        if constexpr (std::is_same_v<T, Attack>) {
          json j = {{"type", "attack"},
                    {"attackers", ids(g, x.attackers)},
                    {"targets", labels(g, x.targets)}};
          if (x.mode) j["mode"] = attack_mode_name(*x.mode);
          return j;
        }
        if constexpr (std::is_same_v<T, ChooseDefense>)
          return {{"type", "defend"}, {"mode", defense_mode_name(x.mode)}};
        if constexpr (std::is_same_v<T, ChooseLosses>)
          return {{"type", "losses"}, {"units", ids(g, x.units)}};
        if constexpr (std::is_same_v<T, Retreat>) {
          json j = {
              {"type", "retreat"}, {"unit", g.unit(x.unit).id}, {"to", g.board().label_text(x.to)}};
          if (x.bump) j["bump"] = g.unit(*x.bump).id;
          return j;
        }
        if constexpr (std::is_same_v<T, Advance>)
          return {
              {"type", "advance"}, {"unit", g.unit(x.unit).id}, {"to", g.board().label_text(x.to)}};
        if constexpr (std::is_same_v<T, VolunteerRetreat>)
          return {{"type", "volunteer_retreat"}, {"guns", ids(g, x.guns)}};
        return {{"type", "pass"}};
      },
      a);
}

json State::view_json(std::optional<int> seat, bool whole) const {
  const Game& g = *game_;
  constexpr const char* kWhere[] = {"waiting", "map", "eliminated", "exited"};
  json units = json::array();
  for (int i = 0; i < unit_count(); ++i) {
    const UnitId u{static_cast<uint16_t>(i)};
    const UnitDef& d = def(u);
    const UnitState& us = units_[i];
    // Field by field, as for a move: every view lists every unit.
    json j(json::value_t::object);
    if (whole) {
      j.emplace("id", d.id);
      j.emplace("name", d.name);
      j.emplace("side", side_name(d.side));
      j.emplace("nation", nation_name(d.nation));
      j.emplace("arm", arm_name(d.arm));
      j.emplace("strength", d.strength);
      j.emplace("movement", d.movement);
    }
    // Where it is, and what it has done this turn, change.
    j.emplace("status", kWhere[static_cast<int>(us.where)]);
    if (us.where == Where::kOnMap) j["hex"] = g.board().label_text(us.hex);
    if (whole && d.arrives) j["arrives"] = d.arrives;
    if (us.moved) j["moved"] = true;
    if (us.fired) j["fired"] = true;
    if (us.attacked) j["attacked"] = true;
    if (us.disrupted) j["disrupted"] = true;
    if (us.bombarded) j["bombarded"] = true;
    if (us.assaulted) j["assaulted"] = true;
    units.push_back(std::move(j));
  }
  json j = {{"game", kGameId},
            {"scenario", g.scenario_id()},
            {"turn", turn_},
            {"turns", g.turns()},
            {"phasing", side_name(phasing_)},
            {"phase", phase_name(phase_)},
            {"units", std::move(units)},
            {"losses", {{"french", losses_[0]}, {"allied", losses_[1]}}},
            {"demoralized", demoralized_ ? json(side_name(*demoralized_)) : json(nullptr)},
            {"exited", exited_combat_units()}};
  if (auto m = to_move()) j["to_move"] = seat_names()[*m];
  if (seat) j["seat"] = seat_names()[*seat];
  if (combat_) {
    const Combat& c = *combat_;
    constexpr const char* kStage[] = {"defense_mode", "losses", "retreat", "advance",
                                      "volunteer_retreat"};
    json cj = {{"kind", c.bombardment ? "bombardment" : "attack"},
               {"attacker", side_name(c.attacker)},
               {"attackers", ids(g, c.attackers)},
               {"targets", labels(g, c.targets)},
               {"defenders", ids(g, c.defenders)},
               {"attack_mode", attack_mode_name(c.attack_mode)},
               {"stage", kStage[static_cast<int>(c.stage)]}};
    if (c.stage != Combat::Stage::kDefenseMode) {
      cj["defense_mode"] = defense_mode_name(c.defense_mode);
      cj["result"] = result_name(c.result);
    }
    if (c.stage == Combat::Stage::kLosses) cj["losses_required"] = c.losses_required;
    if (c.stage == Combat::Stage::kRetreat) cj["retreating"] = ids(g, c.retreating);
    if (c.stage == Combat::Stage::kAdvance) {
      cj["may_advance"] = ids(g, c.may_advance);
      cj["vacated"] = labels(g, c.vacated);
    }
    j["combat"] = cj;
  }
  if (over()) j["result"] = result();
  return j;
}

}  // namespace grognard::naw
