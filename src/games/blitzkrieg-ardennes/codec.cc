// Blitzkrieg at the Ardennes in JSON: actions, the state as a seat sees it, the result, the
// hash, and the UI's questions (docs/blitzkrieg-ardennes.md). Unit ids and CCRR hex labels
// appear at this edge only.
#include <fmt/format.h>

#include "core/overloaded.h"
#include "core/state_hash.h"
#include "games/blitzkrieg-ardennes/state.h"
#include "io/hex_json.h"
#include "io/json_read.h"

namespace grognard::bka {

namespace {

constexpr const char* kActionTypes =
    "place, hold, move, engage, disengage, demolish, rebuild, join, target, resolve, retreat, "
    "advance, lose_unit, protect, bomb, launch_v2, search, quit, end_phase";

constexpr std::string_view kWhereNames[] = {"waiting", "raster", "map", "eliminated", "unseen"};
constexpr std::string_view kLevelNames[] = {"none", "tactical", "liege_and_three_cities",
                                            "antwerp"};

}  // namespace

Action State::parse_action(const json& j) const {
  const Game& g = *game_;
  const std::string w = "action";
  if (!j.is_object()) throw DataError(w, "expected a JSON object");
  const std::string type = get_string(j, "type", w);
  auto unit_at = [&](const json& v, const std::string& where) {
    if (!v.is_string()) throw DataError(where, "expected a unit id string");
    const auto u = g.find_unit(v.get<std::string>());
    if (!u)
      throw DataError(where, fmt::format("no unit '{}' in this scenario", v.get<std::string>()));
    return *u;
  };
  auto unit = [&](std::string_view key) { return unit_at(field(j, key, w), where_in(w, key)); };
  auto hex = [&](std::string_view key) {
    return read_hex_label(g.board(), field(j, key, w), where_in(w, key));
  };
  if (type == "place") return Place{unit("unit"), hex("hex")};
  if (type == "hold") return Hold{unit("unit")};
  if (type == "move") return Move{unit("unit"), hex("to")};
  if (type == "engage") {
    Engage e;
    const json& attackers = get_array(j, "attackers", w);
    for (size_t i = 0; i < attackers.size(); ++i)
      e.attackers.push_back(unit_at(attackers[i], where_at(where_in(w, "attackers"), i)));
    const json& targets = get_array(j, "targets", w);
    for (size_t i = 0; i < targets.size(); ++i)
      e.targets.push_back(
          read_hex_label(g.board(), targets[i], where_at(where_in(w, "targets"), i)));
    return e;
  }
  if (type == "disengage") return Disengage{unit("unit")};
  if (type == "demolish") return Demolish{unit("unit")};
  if (type == "rebuild") return Rebuild{unit("unit")};
  if (type == "join") return Join{unit("unit"), unit("into")};
  if (type == "target") return Target{unit("gun"), unit("target")};
  if (type == "resolve") return Resolve{unit("unit")};
  if (type == "retreat") return Retreat{unit("unit"), hex("to")};
  if (type == "advance") return Advance{unit("unit"), hex("to")};
  if (type == "lose_unit") return LoseUnit{unit("unit")};
  if (type == "protect") return Protect{unit("gun"), unit("unit")};
  if (type == "bomb") {
    if (j.contains("unit")) return Bomb{unit("unit"), HexId{}};
    return Bomb{std::nullopt, hex("hex")};
  }
  if (type == "launch_v2") return LaunchV2{hex("hex")};
  if (type == "search") return Search{hex("hex")};
  if (type == "end_phase") return EndPhase{};
  if (type == "quit") return Quit{};
  throw DataError(where_in(w, "type"), fmt::format("unknown action '{}' ({})", type, kActionTypes));
}

json State::action_json(const Action& action) const {
  const Game& g = *game_;
  auto label = [&](HexId h) { return g.board().label_text(h); };
  auto id = [&](UnitId u) { return g.unit(u).id; };
  return std::visit(Overloaded{
                        [&](const Place& a) -> json {
                          return {{"type", "place"}, {"unit", id(a.unit)}, {"hex", label(a.hex)}};
                        },
                        [&](const Hold& a) -> json {
                          return {{"type", "hold"}, {"unit", id(a.unit)}};
                        },
                        [&](const Move& a) -> json {
                          return {{"type", "move"}, {"unit", id(a.unit)}, {"to", label(a.to)}};
                        },
                        [&](const Engage& a) -> json {
                          return {{"type", "engage"},
                                  {"attackers", unit_ids(a.attackers)},
                                  {"targets", hex_labels(a.targets)}};
                        },
                        [&](const Disengage& a) -> json {
                          return {{"type", "disengage"}, {"unit", id(a.unit)}};
                        },
                        [&](const Demolish& a) -> json {
                          return {{"type", "demolish"}, {"unit", id(a.unit)}};
                        },
                        [&](const Rebuild& a) -> json {
                          return {{"type", "rebuild"}, {"unit", id(a.unit)}};
                        },
                        [&](const Join& a) -> json {
                          return {{"type", "join"}, {"unit", id(a.unit)}, {"into", id(a.into)}};
                        },
                        [&](const Target& a) -> json {
                          return {{"type", "target"}, {"gun", id(a.gun)}, {"target", id(a.target)}};
                        },
                        [&](const Resolve& a) -> json {
                          return {{"type", "resolve"}, {"unit", id(a.unit)}};
                        },
                        [&](const Retreat& a) -> json {
                          return {{"type", "retreat"}, {"unit", id(a.unit)}, {"to", label(a.to)}};
                        },
                        [&](const Advance& a) -> json {
                          return {{"type", "advance"}, {"unit", id(a.unit)}, {"to", label(a.to)}};
                        },
                        [&](const LoseUnit& a) -> json {
                          return {{"type", "lose_unit"}, {"unit", id(a.unit)}};
                        },
                        [&](const Protect& a) -> json {
                          return {{"type", "protect"}, {"gun", id(a.gun)}, {"unit", id(a.unit)}};
                        },
                        [&](const Bomb& a) -> json {
                          if (a.unit) return {{"type", "bomb"}, {"unit", id(*a.unit)}};
                          return {{"type", "bomb"}, {"hex", label(a.hex)}};
                        },
                        [&](const LaunchV2& a) -> json {
                          return {{"type", "launch_v2"}, {"hex", label(a.target)}};
                        },
                        [&](const Search& a) -> json {
                          return {{"type", "search"}, {"hex", label(a.hex)}};
                        },
                        [&](const Quit&) -> json {
                          return {{"type", "quit"}};
                        },
                        [&](const EndPhase&) -> json {
                          return {{"type", "end_phase"}};
                        },
                    },
                    action);
}

json State::result() const {
  if (!over()) return nullptr;
  // "The Allied player wins by simply not allowing the German player to achieve his
  // objectives before January 1st."
  const std::string_view level = kLevelNames[std::clamp(german_victory_, 0, 3)];
  // "Although a player may decide to quit they will receive a rating": the other side wins.
  const Side winner = quitter_              ? enemy_of(*quitter_)
                      : german_victory_ > 0 ? Side::kGerman
                                            : Side::kAllied;
  const int rating = german_rating();
  return {{"winner", side_name(winner)},
          {"reason", quitter_               ? "quit"
                     : german_victory_ == 3 ? "antwerp"
                                            : "time"},
          {"german_victory", level},
          {"rating", {{"german", rating}, {"allied", 100 - rating}}},
          {"turn", turn_label_text(game_->turn_label(std::min(turn_, game_->turns() - 1)))}};
}

json State::to_json(std::optional<int> seat) const {
  const Game& g = *game_;
  const HexBoard& board = g.board();
  auto label = [&](HexId h) { return board.label_text(h); };
  json j;
  j["scenario"] = g.scenario_id();
  j["rules"] = rule_set_name(g.rule_set());
  j["turn"] = turn_;
  j["turns"] = g.turns();
  const int shown_turn = std::min(turn_, g.turns() - 1);
  j["date"] = turn_label_text(g.turn_label(shown_turn));
  j["weather"] = weather_name(g.weather(shown_turn));
  j["phasing"] = side_name(phasing_);
  j["phase"] = phase_name(phase_);
  const auto mover = to_move();
  j["to_move"] = mover ? json(seat_names()[*mover]) : json(nullptr);
  j["viewer"] = seat ? json(seat_names()[*seat]) : json(nullptr);
  json units = json::array();
  json off_map = json::object();
  // The printed counters of the units off the map (the order of battle, public to both sides),
  // so that a raster or a list of losses can be drawn.
  json counters = json::array();
  for (size_t i = 0; i < units_.size(); ++i) {
    const UnitId u{static_cast<uint16_t>(i)};
    const UnitState& s = units_[i];
    const UnitDef& d = def(u);
    if (s.where == Where::kUnseen) continue;  // nothing of it, not even that it exists
    if (s.where != Where::kOnMap) {
      off_map[std::string(kWhereNames[static_cast<int>(s.where)])].push_back(d.id);
      counters.push_back({{"id", d.id},
                          {"name", d.name},
                          {"side", side_name(d.side)},
                          {"class", class_name(d.cls)},
                          {"strength", d.strength},
                          {"movement", d.movement}});
      continue;
    }
    json unit = {{"id", d.id},
                 {"name", d.name},
                 {"side", side_name(d.side)},
                 {"class", class_name(d.cls)},
                 {"hex", label(s.hex)},
                 {"movement", std::max(0, d.movement - s.movement_penalty)}};
    if (s.shown_high > 0)
      unit["strength_range"] = {s.shown_low, s.shown_high};
    else
      unit["strength"] = s.strength;
    if (!seat || d.side == static_cast<Side>(*seat)) {
      unit["start"] = label(s.start);
      unit["moved"] = s.moved;
      unit["immobilized"] = s.immobilized;
      unit["attack"] = attack_strength(u);
      if (s.isolated_turns > 0) unit["isolated_turns"] = s.isolated_turns;
      if (d.cls == UnitClass::kInfiltrator) unit["turns_there"] = s.turns_there;
    }
    units.push_back(std::move(unit));
  }
  j["units"] = std::move(units);
  j["off_map"] = std::move(off_map);
  j["off_map_counters"] = std::move(counters);
  j["raster"] = unit_ids(raster());
  json engagements = json::array();
  for (const Engagement& e : engagements_)
    engagements.push_back({{"attackers", unit_ids(e.attackers)},
                           {"targets", hex_labels(e.targets)},
                           {"odds", combat_column_name(odds(e.attackers, e.targets).column)}});
  j["engagements"] = std::move(engagements);
  json aims = json::array();
  for (size_t i = 0; i < aim_.size(); ++i)
    if (aim_[i]) aims.push_back({{"gun", game_->units()[i].id}, {"target", def(*aim_[i]).id}});
  j["aims"] = std::move(aims);
  json protects = json::array();
  for (size_t i = 0; i < protect_.size(); ++i)
    if (protect_[i])
      protects.push_back({{"gun", game_->units()[i].id}, {"unit", def(*protect_[i]).id}});
  j["protective_fire"] = std::move(protects);
  j["battle"] = nullptr;
  if (battle_) {
    const Battle& b = *battle_;
    constexpr std::string_view kStages[] = {"attacker_loses", "defender_loses", "retreat",
                                            "advance"};
    json options = json::object();
    for (UnitId u : b.pending) {
      json hexes = json::array();
      for (HexId h : b.stage == Battle::Stage::kRetreat ? retreat_options(u) : advance_options(u))
        hexes.push_back(label(h));
      options[def(u).id] = std::move(hexes);
    }
    j["battle"] = {{"stage", kStages[static_cast<int>(b.stage)]},
                   {"attackers", unit_ids(b.attackers)},
                   {"defenders", unit_ids(b.defenders)},
                   {"targets", hex_labels(b.targets)},
                   {"odds", combat_column_name(b.column)},
                   {"roll", b.roll},
                   {"result", combat_result_text(b.result)},
                   {"pending", unit_ids(b.pending)},
                   {"options", std::move(options)}};
  }
  json bridges_down = json::array();
  for (int h = 0; h < board.size(); ++h)
    if (demolished_[h]) bridges_down.push_back(label(HexId{static_cast<uint16_t>(h)}));
  j["bridges_down"] = std::move(bridges_down);
  json dumps = json::array();
  for (size_t i = 0; i < g.dumps().size(); ++i)
    dumps.push_back({{"name", g.dumps()[i].name},
                     {"hex", label(g.dumps()[i].hex)},
                     {"owner", side_name(dump_owner(static_cast<int>(i)))},
                     {"supply", dump_supply_[i]}});
  j["dumps"] = std::move(dumps);
  j["sorties_left"] = sorties_left_;
  j["v2_left"] = v2_left_;
  j["searches_left"] = searches_left_;
  json searched = json::array();
  if (seat)
    for (int h = 0; h < board.size(); ++h)
      if (searched_[*seat][h]) searched.push_back(label(HexId{static_cast<uint16_t>(h)}));
  j["searched"] = std::move(searched);
  j["german_victory"] = kLevelNames[std::clamp(german_victory_, 0, 3)];
  if (over()) j["result"] = result();
  return j;
}

uint64_t State::hash() const {
  StateHasher h;
  h.add(static_cast<uint64_t>(turn_));
  h.add(static_cast<uint64_t>(phasing_) | static_cast<uint64_t>(phase_) << 8);
  for (const UnitState& s : units_) {
    h.add(static_cast<uint64_t>(s.where) | uint64_t{s.hex.value} << 8 |
          uint64_t{s.start.value} << 24 | static_cast<uint64_t>(s.strength) << 40 |
          uint64_t{s.immobilized} << 56 | uint64_t{s.moved} << 57);
    h.add(static_cast<uint64_t>(s.isolated_turns) | static_cast<uint64_t>(s.isolation_base) << 16 |
          static_cast<uint64_t>(s.attack_penalty) << 32 |
          static_cast<uint64_t>(s.movement_penalty) << 48);
    h.add(static_cast<uint64_t>(s.turns_there));
  }
  for (size_t i = 0; i < demolished_.size(); ++i)
    if (demolished_[i] || tried_[i] || searched_[0][i] || searched_[1][i])
      h.add(i | uint64_t{demolished_[i]} << 16 | uint64_t{tried_[i]} << 17 |
            uint64_t{searched_[0][i]} << 18 | uint64_t{searched_[1][i]} << 19);
  h.add(engagements_.size());
  for (const Engagement& e : engagements_) {
    h.add(e.attackers.size());
    for (UnitId u : e.attackers) h.add(u.value);
    h.add(e.targets.size());
    for (HexId t : e.targets) h.add(t.value);
  }
  for (int d : dump_supply_) h.add(static_cast<uint64_t>(d));
  for (size_t i = 0; i < aim_.size(); ++i)
    h.add((aim_[i] ? aim_[i]->value + 1u : 0u) | (protect_[i] ? protect_[i]->value + 1u : 0u)
                                                     << 16);
  h.add(static_cast<uint64_t>(sorties_left_) | static_cast<uint64_t>(v2_left_) << 16 |
        static_cast<uint64_t>(searches_left_) << 32 | uint64_t{held_} << 48);
  h.add(static_cast<uint64_t>(german_victory_) | (quitter_ ? 1u + index_of(*quitter_) : 0u) << 8);
  h.add(battle_.has_value());
  if (battle_) {
    const Battle& b = *battle_;
    h.add(static_cast<uint64_t>(b.stage) | static_cast<uint64_t>(b.column) << 8 |
          static_cast<uint64_t>(b.roll) << 16 | uint64_t{b.defenders_retreat} << 24 |
          uint64_t{b.attackers_advance} << 25 | uint64_t{b.into_vacated_only} << 26 |
          uint64_t{b.single_defender} << 27 | uint64_t{b.attacker_lost} << 28 |
          uint64_t{b.defender_lost} << 29);
    for (const auto* list : {&b.attackers, &b.defenders, &b.pending}) {
      h.add(list->size());
      for (UnitId u : *list) h.add(u.value);
    }
    for (const auto* list : {&b.targets, &b.vacated}) {
      h.add(list->size());
      for (HexId x : *list) h.add(x.value);
    }
    h.add(combat_result_text(b.result));
  }
  for (const uint64_t w : rng_.words()) h.add(w);
  return h.value();
}

std::string State::narrate(const json& e) const {
  const std::string type = e.value("type", "");
  auto s = [&](const char* key) {
    return e.contains(key) && e[key].is_string() ? e[key].get<std::string>() : std::string();
  };
  if (type == "turn")
    return fmt::format("{}: the {} turn ({})", s("turn"), s("side"), s("weather"));
  if (type == "placed") return fmt::format("{} placed in {}", s("unit"), s("hex"));
  if (type == "held") return fmt::format("{} held back for the next turn", s("unit"));
  if (type == "reinforcement") return fmt::format("{} arrives in the raster", s("unit"));
  if (type == "moved")
    return e.contains("from") ? fmt::format("{} moves {} to {}", s("unit"), s("from"), s("to"))
                              : fmt::format("{} moves to {}", s("unit"), s("to"));
  if (type == "met_hidden")
    return e.value("retreating", false)
               ? fmt::format("{} met a hidden enemy while retreating and is destroyed", s("unit"))
               : fmt::format("{} meets a hidden enemy at {} and stops", s("unit"), s("hex"));
  if (type == "diverted")
    return fmt::format("{} is led astray to {} and can move no more this turn", s("unit"), s("to"));
  if (type == "infiltrator_recognised")
    return fmt::format("infiltrator {} recognised at {} and destroyed", s("unit"), s("hex"));
  if (type == "infiltrator_unrecognised")
    return fmt::format("infiltrator {} goes unrecognised", s("unit"));
  if (type == "engaged") return fmt::format("engagement: {}", e.dump());
  if (type == "disengaged") return fmt::format("engagement of {} undone", s("unit"));
  if (type == "battle")
    return fmt::format("battle at {} odds: roll {}, {}", s("odds"), e.value("roll", 0),
                       s("result"));
  if (type == "loss") return fmt::format("{} loses {}", s("unit"), e.value("points", 0));
  if (type == "eliminated") return fmt::format("{} is eliminated", s("unit"));
  if (type == "retreated") return fmt::format("{} retreats to {}", s("unit"), s("to"));
  if (type == "advanced") return fmt::format("{} advances to {}", s("unit"), s("to"));
  if (type == "artillery")
    return fmt::format("artillery on {} at {}: roll {}, loss {}", s("target"), s("odds"),
                       e.value("roll", 0), e.value("loss", 0));
  if (type == "bombed")
    return e.contains("unit")
               ? fmt::format("air attack on {}: loss {}", s("unit"), e.value("loss", 0))
               : fmt::format("air attack on the dump at {}", s("hex"));
  if (type == "v2") return fmt::format("V2 on {}: roll {}", s("hex"), e.value("roll", 0));
  if (type == "dump_hit")
    return fmt::format("the {} dump is hit: supply {}", s("dump"), e.value("supply", 0));
  if (type == "search")
    return fmt::format("air reconnaissance over {} finds {}", s("hex"),
                       e.value("found", json::array()).size());
  if (type == "isolated")
    return fmt::format("{} is out of supply ({} turns)", s("unit"), e.value("turns", 0));
  if (type == "resupplied") return fmt::format("{} is supplied again", s("unit"));
  if (type == "demolition" || type == "bridging")
    return fmt::format("{} at {} by {}: {}", type == "demolition" ? "demolition" : "bridging",
                       s("hex"), s("unit"), e.value("done", false) ? "done" : "failed");
  if (type == "german_victory")
    return fmt::format("the Germans reach victory level {}", e.value("level", 0));
  if (type == "game_over") return "the game is over";
  return e.dump();
}

json State::attack_rows(const std::vector<UnitId>& attackers) const {
  json rows = json::array();
  for (UnitId a : attackers)
    rows.push_back({{"unit", def(a).id},
                    {"strength", units_[a.value].strength},
                    {"attack", attack_strength(a)}});
  return rows;
}

json State::defence_rows(const Engagement& e, bool across_river) const {
  // Each defender's part in the defence: its strength (the middle of the range where the seat
  // sees one), table 8's multiplier where it stands (the revised rules' own where they change
  // it), artillery at half, and the river.
  json rows = json::array();
  for (UnitId d : defenders_of(e)) {
    const UnitState& u = units_[d.value];
    const UnitDef& ud = def(d);
    json row = {{"unit", ud.id},
                {"terrain", terrain_name(game_->terrain(u.hex))},
                {"multiplier", game_->defence_halves(ud.cls, u.hex) / 2.0},
                {"liege_or_antwerp",
                 game_->revisions().liege_antwerp_halves > 0 && game_->liege_or_antwerp(u.hex)},
                {"artillery_half", ud.cls == UnitClass::kArtillery},
                {"defence", defence_part_quarters(d, across_river) / 4.0}};
    if (u.shown_high > 0) {
      row["strength_range"] = {u.shown_low, u.shown_high};
      row["counted"] = u.strength;
    } else {
      row["strength"] = u.strength;
    }
    rows.push_back(std::move(row));
  }
  return rows;
}

json State::inspect(const json& query) const {
  const Game& g = *game_;
  const HexBoard& board = g.board();
  if (!query.is_object()) throw DataError("query", "expected a JSON object");
  const std::string type = get_string(query, "type", "query");
  if (type == "reachable") {
    const std::string id = get_string(query, "unit", "query");
    const auto u = g.find_unit(id);
    if (!u) throw DataError("query.unit", fmt::format("no unit '{}' in this scenario", id));
    json hexes = json::array();
    if (units_[u->value].where == Where::kOnMap) {
      ReachableSet reach;
      reachable(*u, reach);
      for (HexId h : reach.hexes()) {
        if (h == units_[u->value].hex || !can_stop(*u, h)) continue;
        json path = json::array();
        for (HexId p : reach.path_to(h)) path.push_back(board.label_text(p));
        hexes.push_back(
            {{"hex", board.label_text(h)}, {"cost", *reach.cost(h) / 2.0}, {"path", path}});
      }
    }
    return {{"unit", id}, {"start", board.label_text(units_[u->value].start)}, {"hexes", hexes}};
  }
  if (type == "preview") {
    const Action a = parse_action(field(query, "action", "query"));
    json answer = {{"legal", true}};
    const auto v = validate(a);
    if (v) answer = {{"legal", false}, {"rule", v->rule}, {"reason", v->reason}};
    if (const auto* e = std::get_if<Engage>(&a); e && !v) {
      // The odds as this seat knows the defenders: estimates where it sees only ranges.
      const Odds o = odds(e->attackers, e->targets);
      answer["details"] = {
          {"attack", o.attack / 4.0},
          {"defence", o.defence / 4.0},
          {"across_river", o.across_river},
          {"odds", combat_column_name(o.column)},
          {"attackers", attack_rows(e->attackers)},
          {"defenders", defence_rows(Engagement{e->attackers, e->targets}, o.across_river)}};
    }
    return answer;
  }
  throw DataError("query.type", fmt::format("unknown query '{}' (reachable, preview)", type));
}

}  // namespace grognard::bka
