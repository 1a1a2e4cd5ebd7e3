// Decisive Battles in JSON: actions, the state as a seat sees it, the result, the hash and the
// narration (docs/decisive-battles.md). Unit ids and CCRR hex labels appear at this edge only.
#include <fmt/format.h>

#include "core/overloaded.h"
#include "core/state_hash.h"
#include "games/decisive-battles/state.h"
#include "io/hex_json.h"
#include "io/json_enum.h"
#include "io/json_read.h"

namespace grognard::decisive {
namespace {

constexpr std::string_view kWhereNames[] = {"waiting", "map", "gone", "unseen"};
constexpr std::string_view kSightingNames[] = {"unsighted", "sighted", "picketed"};
constexpr std::string_view kHqKindNames[] = {"army", "corps", "division"};

}  // namespace

Action State::parse_action(const json& j) const {
  const Game& g = *game_;
  const std::string w = "action";
  if (!j.is_object()) throw DataError(w, "expected a JSON object");
  const std::string type = get_string(j, "type", w);
  auto unit = [&](std::string_view key) {
    const std::string id = get_string(j, key, w);
    const auto u = g.find_unit(id);
    if (!u) throw DataError(where_in(w, key), fmt::format("no unit '{}' in this battle", id));
    return *u;
  };
  auto hex = [&](std::string_view key) -> std::optional<HexId> {
    if (!j.contains(key)) return std::nullopt;
    return read_hex_label(g.board(), j.at(key), where_in(w, key));
  };
  if (type == "move_army") {
    reject_unknown_keys(j, {"type", "to", "corps"}, w);
    MoveArmy a;
    a.to = hex("to");
    if (j.contains("corps")) a.corps = unit("corps");
    return a;
  }
  if (type == "profile") {
    reject_unknown_keys(j, {"type", "profile"}, w);
    return ChooseProfile{get_enum<Profile>(j, "profile", kProfileNames, w)};
  }
  if (type == "command") {
    reject_unknown_keys(j, {"type", "hq", "command", "objectives"}, w);
    CommandHq a{unit("hq"), get_enum<Command>(j, "command", kCommandNames, w), {}};
    if (j.contains("objectives")) {
      const json& list = get_array(j, "objectives", w);
      if (list.size() > 2) throw DataError(where_in(w, "objectives"), "at most two objectives");
      for (size_t i = 0; i < list.size(); ++i)
        a.objectives.push_back(
            read_hex_label(g.board(), list[i], where_at(where_in(w, "objectives"), i)));
    }
    return a;
  }
  if (type == "order") {
    reject_unknown_keys(j, {"type", "brigade", "order", "to"}, w);
    return OrderBrigade{unit("brigade"), get_enum<Order>(j, "order", kOrderNames, w), hex("to")};
  }
  if (type == "end_orders") return EndOrders{};
  if (type == "resign") return Resign{};
  throw DataError(where_in(w, "type"),
                  fmt::format("unknown action '{}' (move_army, profile, command, order, "
                              "end_orders, resign)",
                              type));
}

json State::action_json(const Action& action) const {
  const HexBoard& board = game_->board();
  auto id = [&](UnitId u) { return game_->unit(u).id; };
  return std::visit(Overloaded{
                        [&](const MoveArmy& a) {
                          json j = {{"type", "move_army"}};
                          if (a.to) j["to"] = board.label_text(*a.to);
                          if (a.corps) j["corps"] = id(*a.corps);
                          return j;
                        },
                        [&](const ChooseProfile& a) {
                          return json{{"type", "profile"},
                                      {"profile", kProfileNames[static_cast<int>(a.profile)]}};
                        },
                        [&](const CommandHq& a) {
                          json objectives = json::array();
                          for (HexId h : a.objectives) objectives.push_back(board.label_text(h));
                          return json{{"type", "command"},
                                      {"hq", id(a.hq)},
                                      {"command", kCommandNames[static_cast<int>(a.command)]},
                                      {"objectives", objectives}};
                        },
                        [&](const OrderBrigade& a) {
                          json j = {{"type", "order"},
                                    {"brigade", id(a.brigade)},
                                    {"order", kOrderNames[static_cast<int>(a.order)]}};
                          if (a.to) j["to"] = board.label_text(*a.to);
                          return j;
                        },
                        [](const EndOrders&) {
                          return json{{"type", "end_orders"}};
                        },
                        [](const Resign&) {
                          return json{{"type", "resign"}};
                        },
                    },
                    action);
}

Events State::do_apply(const Action& action, EventMode mode) {
  EventSink events(mode);
  const Side side = static_cast<Side>(*to_move());
  if (std::holds_alternative<Resign>(action)) {
    // "victory points will be displayed as though the game was scheduled to end on that turn"
    resigned_ = true;
    resigner_ = side;
    phase_ = Phase::kOver;
    events.add([&] {
      return json{{"type", "resigned"}, {"side", side_name(side)}, {"result", result()}};
    });
    return events.take();
  }
  if (std::holds_alternative<EndOrders>(action)) {
    side_state(side).orders_given = true;
    events.add([&] { return json{{"type", "orders_given"}, {"side", side_name(side)}}; });
    if (!to_move()) run_hour(events);
    return events.take();
  }
  apply_order(action);
  events.add([&] {
    json j = action_json(action);
    j["ordered"] = j["type"];
    j["type"] = "order_given";
    j["side"] = side_name(side);
    return j;
  });
  return events.take();
}

json State::result() const {
  if (!over()) return nullptr;
  const auto vp = victory_points(true);
  const int u = vp[0], c = vp[1];
  std::string winner = u > c ? "union" : c > u ? "confederate" : "draw";
  if (resigned_) winner = side_name(enemy_of(resigner_));
  return {{"winner", winner},
          {"reason", resigned_ ? "resigned" : "time"},
          {"vp", {{"union", u}, {"confederate", c}}},
          {"standing", standing_of(u, c)},
          {"time", hour().time}};
}

json State::to_json(std::optional<int> seat) const {
  const Game& g = *game_;
  const HexBoard& board = g.board();
  auto label = [&](HexId h) { return board.label_text(h); };
  const std::optional<Side> me = seat ? std::optional<Side>(static_cast<Side>(*seat)) : viewer_;
  auto knows = [&](Side s) { return !fogged() || (me && *me == s); };
  json j;
  j["scenario"] = g.scenario().id;
  j["battle"] = g.scenario().battle;
  j["turn"] = turn_ + 1;
  j["turns"] = g.turns();
  j["time"] = hour().time;
  j["light"] = kLightNames[static_cast<int>(hour().light)];
  j["weather"] = kWeatherNames[static_cast<int>(hour().weather)];
  j["rest"] = hour().rest;
  j["briefing"] = briefing();
  j["phase"] = over() ? "over" : "orders";
  j["to_move"] = to_move() ? json(side_name(static_cast<Side>(*to_move()))) : json(nullptr);
  j["flags"] = {{"radio", g.scenario().radio}, {"exposed", g.scenario().exposed}};
  json sides = json::object();
  for (int s = 0; s < kSides; ++s) {
    const SideState& ss = sides_[s];
    json o = {{"orders_given", ss.orders_given}};
    if (knows(static_cast<Side>(s))) {
      o["profile"] = kProfileNames[static_cast<int>(ss.profile)];
      o["commander"] = kFateNames[static_cast<int>(ss.commander)];
      o["profile_chosen"] = ss.profile_chosen;
      o["army_ordered"] = ss.army_ordered;
      o["army_goal"] = ss.army_goal ? json(label(*ss.army_goal)) : json(nullptr);
      o["army_corps"] = ss.army_corps ? json(g.unit(*ss.army_corps).id) : json(nullptr);
      o["men_lost"] = ss.men_lost;
      o["vp"] = *known_victory_points(static_cast<Side>(s));
      o["standing"] = standing(static_cast<Side>(s));
    }
    sides[kSideNames[s]] = o;
  }
  j["sides"] = sides;
  json units = json::array();
  for (size_t i = 0; i < units_.size(); ++i) {
    const UnitDef& d = g.units()[i];
    const UnitState& s = units_[i];
    if (s.where == Where::kUnseen) continue;
    json u = {{"id", d.id},
              {"name", d.name},
              {"side", side_name(d.side)},
              {"where", kWhereNames[static_cast<int>(s.where)]}};
    if (d.hq)
      u["hq"] = kHqKindNames[static_cast<int>(d.kind)];
    else
      u["type"] = kBrigadeTypeNames[static_cast<int>(d.type)];
    if (s.where == Where::kOnMap) u["hex"] = label(s.hex);
    u["formation"] =
        kFormationNames[static_cast<int>(d.hq ? Formation::kColumn : formation_of(s.order))];
    u["strength"] = (s.men + 50) / 100;
    if (!knows(d.side)) {
      // What the engaged menu shows of an enemy: its type, line or column, steady or shaken.
      if (!d.hq) u["shaken"] = s.cohesion < 4;
      units.push_back(u);
      continue;
    }
    u["commander"] = d.commander;
    // Menu 2: "the commander of the Army, his second in command if present".
    if (!d.second.empty()) u["second"] = d.second;
    u["leader"] = kFateNames[static_cast<int>(s.leader)];
    if (d.superior) u["superior"] = g.unit(*d.superior).id;
    u["men"] = s.men;
    u["guns"] = s.guns;
    u["in_communication"] = s.in_communication;
    u["sighting"] = kSightingNames[static_cast<int>(s.sighting)];
    u["ordered"] = s.ordered;
    if (s.where == Where::kWaiting) u["arrives"] = g.scenario().hours[d.arrives].time;
    if (d.hq) {
      u["command"] = kCommandNames[static_cast<int>(s.command)];
      json objectives = json::array();
      for (HexId h : objectives_left(UnitId{static_cast<uint16_t>(i)}))
        objectives.push_back(label(h));
      u["objectives"] = objectives;
      if (s.new_command) {
        json next = json::array();
        for (int k = 0; k < s.new_objective_count; ++k) next.push_back(label(s.new_objectives[k]));
        u["new_command"] = {{"command", kCommandNames[static_cast<int>(*s.new_command)]},
                            {"objectives", next}};
      }
      u["leadership"] = s.leadership;
      u["staff"] = d.staff;
    } else {
      u["order"] = kOrderNames[static_cast<int>(s.order)];
      if (s.goal) u["goal"] = label(*s.goal);
      u["cohesion"] = s.cohesion;
      u["shattered"] = s.shattered;
      u["surprised"] = s.surprised;
      u["encamped"] = s.encamped;
      u["entrenchment"] = s.entrenchment;
      u["experience"] = d.experience;
      u["leadership"] = s.leadership;
      u["fired_on"] = s.fired_on;
    }
    units.push_back(u);
  }
  j["units"] = units;
  std::string control(static_cast<size_t>(board.size()), '.');
  for (int h = 0; h < board.size(); ++h)
    if (control_[h] >= 0) control[h] = control_[h] == 0 ? 'u' : 'c';
  j["control"] = control;
  json objectives = json::array();
  for (const Objective& o : g.scenario().objectives) {
    const auto held = this->control(o.hex);
    objectives.push_back({{"name", o.name},
                          {"hex", label(o.hex)},
                          {"held_by", held ? json(side_name(*held)) : json(nullptr)},
                          {"active", turn_ >= o.first_turn && turn_ <= o.last_turn},
                          {"vp_per_turn", o.vp_per_turn},
                          {"vp_end", o.vp_end}});
  }
  j["objectives"] = objectives;
  j["result"] = result();
  return j;
}

uint64_t State::hash() const {
  StateHasher h;
  h.add(static_cast<uint64_t>(turn_));
  h.add(static_cast<uint64_t>(phase_));
  h.add(static_cast<uint64_t>(rest_hours_));
  h.add(static_cast<uint64_t>(resigned_) * 2 + static_cast<uint64_t>(resigner_));
  for (const UnitState& s : units_) {
    h.add(static_cast<uint64_t>(s.where) | uint64_t{s.hex.value} << 8 |
          static_cast<uint64_t>(s.order) << 24 | static_cast<uint64_t>(s.command) << 32 |
          static_cast<uint64_t>(s.sighting) << 40 | static_cast<uint64_t>(s.leader) << 48);
    h.add(static_cast<uint64_t>(s.men) | static_cast<uint64_t>(s.guns) << 32);
    h.add(static_cast<uint64_t>(s.cohesion) | static_cast<uint64_t>(s.leadership) << 8 |
          static_cast<uint64_t>(s.entrenchment) << 16 | static_cast<uint64_t>(s.hits_taken) << 24);
    h.add(uint64_t{s.shattered} | uint64_t{s.moved_last_turn} << 1 |
          uint64_t{s.in_communication} << 2 | uint64_t{s.fired_on} << 3 | uint64_t{s.moved} << 4 |
          uint64_t{s.fired} << 5 | uint64_t{s.ordered} << 6 | uint64_t{s.surprised} << 7 |
          uint64_t{s.encamped} << 8);
    h.add(uint64_t{s.objectives[0].value} | uint64_t{s.objectives[1].value} << 16 |
          uint64_t{s.objective_count} << 32 | uint64_t{s.next_objective} << 40);
    h.add(s.new_command ? 1 + static_cast<uint64_t>(*s.new_command) : 0);
    h.add(uint64_t{s.new_objectives[0].value} | uint64_t{s.new_objectives[1].value} << 16 |
          uint64_t{s.new_objective_count} << 32);
    h.add(s.goal ? 1 + uint64_t{s.goal->value} : 0);
  }
  for (int8_t c : control_) h.add(static_cast<uint64_t>(c + 1));
  for (const SideState& ss : sides_) {
    h.add(static_cast<uint64_t>(ss.profile) | static_cast<uint64_t>(ss.commander) << 8 |
          uint64_t{ss.orders_given} << 17 | uint64_t{ss.profile_chosen} << 18 |
          uint64_t{ss.army_ordered} << 19);
    h.add(ss.army_goal ? 1 + uint64_t{ss.army_goal->value} : 0);
    h.add(ss.army_corps ? 1 + uint64_t{ss.army_corps->value} : 0);
    h.add(static_cast<uint64_t>(ss.vp) | static_cast<uint64_t>(ss.men_lost) << 32);
  }
  for (const Event& e : befell_)
    h.add(static_cast<uint64_t>(e.side) | uint64_t{e.hex.value} << 8 |
          static_cast<uint64_t>(e.what) << 24 | static_cast<uint64_t>(e.turn) << 32);
  for (const uint64_t w : rng_.words()) h.add(w);
  return h.value();
}

std::string State::narrate(const json& e) const {
  const std::string type = e.value("type", "");
  auto s = [&](const char* key) { return e.contains(key) ? e.at(key).get<std::string>() : ""; };
  if (type == "hour")
    return fmt::format("{} (hour {}): {}, {}{}", s("time"), e.at("turn").get<int>(), s("light"),
                       s("weather"), e.value("briefing", false) ? "; the briefing" : "");
  if (type == "orders_given") return fmt::format("The {} orders are given", s("side"));
  if (type == "order_given") {
    const std::string what = s("ordered");
    if (what == "move_army")
      return e.contains("to")      ? fmt::format("The army HQ is sent to {}", s("to"))
             : e.contains("corps") ? fmt::format("The army HQ is sent to {}", s("corps"))
                                   : "The army HQ stands";
    if (what == "profile") return fmt::format("The army commander is {}", s("profile"));
    if (what == "command") {
      std::string objectives;
      for (const json& o : e.at("objectives"))
        objectives += (objectives.empty() ? " on " : " by way of ") + o.get<std::string>();
      return fmt::format("{}: {} command{}", s("hq"), s("command"), objectives);
    }
    return fmt::format("{}: {}{}", s("brigade"), s("order"),
                       e.contains("to") ? " to " + s("to") : "");
  }
  if (type == "attack")
    return fmt::format("{} fires on {} (fire {}): {} hits, {} cohesion lost{}", s("attacker"),
                       s("target"), e.at("fire").get<int>(), e.at("hits").get<int>(),
                       e.at("cohesion_lost").get<int>(),
                       e.value("gone", false) ? "; it is gone" : "");
  if (type == "cohesion_check")
    return fmt::format("{}: cohesion check, {}", s("brigade"), s("outcome"));
  if (type == "leader_fell") return fmt::format("The commander of {} is {}", s("unit"), s("fate"));
  if (type == "moved")
    return fmt::format("{} moves {} hexes ({})", s("unit"), e.at("path").size() - 1, s("why"));
  if (type == "command_taken_up") return fmt::format("{} takes up its new command", s("hq"));
  if (type == "sound_of_the_guns")
    return fmt::format("{} marches to the sound of the guns", s("hq"));
  if (type == "resigned") return fmt::format("The {} resign", s("side"));
  if (type == "battle_over") return "The battle is over";
  return e.dump();
}

json State::inspect(const json& query) const {
  const std::string w = "query";
  const std::string what = get_string(query, "query", w);
  if (what == "engaged") {
    const std::string id = get_string(query, "brigade", w);
    const auto u = game_->find_unit(id);
    if (!u) throw DataError(where_in(w, "brigade"), "no unit '" + id + "'");
    json orders = json::array();
    for (Order o : engaged_orders(*u)) orders.push_back(kOrderNames[static_cast<int>(o)]);
    const auto enemy = engaged_with(*u);
    return {{"enemy", enemy ? json(game_->unit(*enemy).id) : json(nullptr)}, {"orders", orders}};
  }
  throw DataError(where_in(w, "query"), "unknown query '" + what + "' (engaged)");
}

std::vector<std::string> State::broken_invariants() const {
  std::vector<std::string> out;
  std::vector<int> brigades(game_->board().size(), 0);
  for (size_t i = 0; i < units_.size(); ++i) {
    const UnitDef& d = game_->units()[i];
    const UnitState& s = units_[i];
    if (s.where != Where::kOnMap) continue;
    if (!d.hq && ++brigades[s.hex.value] > 1 && s.flee == 0)
      out.push_back("two brigades in " + game_->board().label_text(s.hex));
    if (s.cohesion < 1 || s.cohesion > 7)
      out.push_back(d.id + " has cohesion " + std::to_string(s.cohesion));
    if (s.men <= 0 && !d.hq) out.push_back(d.id + " is on the map with no men");
    if (!game_->terrain(s.hex).move) out.push_back(d.id + " stands in water");
    if (control_[s.hex.value] != static_cast<int8_t>(d.side))
      out.push_back(d.id + "'s hex is not its side's");
  }
  for (size_t i = 0; i < units_.size(); ++i)
    for (size_t k = i + 1; k < units_.size(); ++k)
      if (units_[i].where == Where::kOnMap && units_[k].where == Where::kOnMap &&
          units_[i].hex == units_[k].hex && game_->units()[i].side != game_->units()[k].side)
        out.push_back("enemies share " + game_->board().label_text(units_[i].hex));
  return out;
}

}  // namespace grognard::decisive
