// JSON forms of actions, of the state as a seat sees it, and of the result
// (docs/la-grande-armee.md). Unit ids, nation names and CCRR labels appear at this edge only.
#include <fmt/format.h>

#include <utility>

#include "core/overloaded.h"
#include "games/la-grande-armee/state.h"
#include "io/hex_json.h"
#include "io/json_read.h"

namespace grognard::lga {

namespace {

constexpr std::string_view kLevelNames[] = {"AD", "SD", "TD", "TV", "SV", "AV"};
}  // namespace

std::string_view level_name(int level) { return kLevelNames[std::clamp(level, 0, 5)]; }

Action State::parse_action(const json& j) const {
  const Game& g = *game_;
  if (!j.is_object()) throw DataError("action", "expected a JSON object");
  const std::string type = get_string(j, "type", "action");
  auto unit = [&]() {
    const json& v = field(j, "unit", "action");
    if (!v.is_string()) throw DataError("action.unit", "expected a unit id string");
    auto u = g.find_unit(v.get<std::string>());
    if (!u)
      throw DataError("action.unit",
                      fmt::format("no unit '{}' in this scenario", v.get<std::string>()));
    return *u;
  };
  auto hex = [&](std::string_view key) {
    return read_hex_label(g.board(), field(j, key, "action"), where_in("action", key));
  };
  if (type == "aid") {
    const std::string to = get_string(j, "to", "action");
    auto n = g.find_nation(to);
    if (!n) throw DataError("action.to", fmt::format("no country '{}'", to));
    return Aid{*n, static_cast<int>(get_int(j, "amount", "action", 1, 999))};
  }
  if (type == "build") return Build{unit(), hex("at")};
  if (type == "rally") return Rally{unit()};
  if (type == "move") return Move{unit(), hex("to")};
  if (type == "halt")
    return Halt{unit(), j.contains("garrison") ? get_bool(j, "garrison", "action") : false};
  if (type == "reinforce") return Reinforce{unit(), hex("to")};
  if (type == "withdraw") return Withdraw{unit(), hex("to")};
  if (type == "set_top") return SetTop{unit()};
  if (type == "end_phase") return EndPhase{};
  throw DataError("action.type",
                  fmt::format("unknown action '{}' (aid, build, rally, move, halt, reinforce, "
                              "withdraw, set_top, end_phase)",
                              type));
}

json State::action_json(const Action& a) const {
  const Game& g = *game_;
  auto label = [&](HexId h) { return g.board().label_text(h); };
  auto id = [&](UnitId u) { return g.unit(u).id; };
  return std::visit(
      Overloaded{[&](const Aid& x) -> json {
                   return {{"type", "aid"}, {"to", g.nation_name(x.to)}, {"amount", x.amount}};
                 },
                 [&](const Build& x) -> json {
                   return {{"type", "build"}, {"unit", id(x.unit)}, {"at", label(x.at)}};
                 },
                 [&](const Rally& x) -> json {
                   return {{"type", "rally"}, {"unit", id(x.unit)}};
                 },
                 [&](const Move& x) -> json {
                   return {{"type", "move"}, {"unit", id(x.unit)}, {"to", label(x.to)}};
                 },
                 [&](const Halt& x) -> json {
                   return {{"type", "halt"}, {"unit", id(x.unit)}, {"garrison", x.garrison}};
                 },
                 [&](const Reinforce& x) -> json {
                   return {{"type", "reinforce"}, {"unit", id(x.unit)}, {"to", label(x.to)}};
                 },
                 [&](const Withdraw& x) -> json {
                   return {{"type", "withdraw"}, {"unit", id(x.unit)}, {"to", label(x.to)}};
                 },
                 [&](const SetTop& x) -> json {
                   return {{"type", "set_top"}, {"unit", id(x.unit)}};
                 },
                 [&](const EndPhase&) -> json {
                   return {{"type", "end_phase"}};
                 }},
      a);
}

json State::result() const {
  if (phase_ != Phase::kOver) return nullptr;
  const int french = victory_level(Side::kFrench).value_or(0);
  const int allied = victory_level(Side::kAllied).value_or(0);
  json r = {{"french", {{"vp", victory_points(Side::kFrench)}, {"level", level_name(french)}}},
            {"allied", {{"vp", victory_points(Side::kAllied)}, {"level", level_name(allied)}}}};
  // LGA 5.2: the higher level of victory wins; the same level is a draw.
  r["winner"] = french > allied ? json("french") : allied > french ? json("allied") : json(nullptr);
  return r;
}

namespace {
constexpr std::string_view kWhere[] = {"later", "map", "dead", "unknown"};
}

json State::to_json(std::optional<int> seat) const {
  const Game& g = *game_;
  const HexBoard& board = g.board();
  json j;
  j["game"] = kGameId;
  j["scenario"] = g.scenario_id();
  j["scenario_name"] = g.scenario_name();
  j["season"] = season_name(date_.season);
  j["year"] = date_.year;
  j["end"] = {{"season", season_name(g.end().season)}, {"year", g.end().year}};
  j["player"] = side_name(player_);
  j["phase"] = phase_name(phase_);
  j["to_move"] = to_move() ? json(seat_names()[*to_move()]) : json(nullptr);
  j["viewer"] = seat ? json(seat_names()[*seat]) : json(nullptr);
  j["first_attack"] = first_attack_;
  j["last_attack"] = last_attack_ ? json(board.label_text(*last_attack_)) : json(nullptr);

  json mps = json::object();
  for (int n = 0; n < g.nation_count(); ++n) {
    const NationId id{static_cast<uint8_t>(n)};
    if (g.at_war(id))
      mps[g.nation_name(id)] = {
          {"mp", mp_[n]}, {"side", side_name(g.home_side(id))}, {"vp_share", vp_share(id)}};
  }
  j["countries"] = std::move(mps);

  json victory = json::object();
  for (Side s : {Side::kFrench, Side::kAllied, Side::kNeutral}) {
    json v = {{"vp", victory_points(s)}};
    if (const auto& t = g.thresholds(s)) {
      v["thresholds"] = *t;
      v["level"] = level_name(*victory_level(s));
    }
    victory[side_name(s)] = std::move(v);
  }
  j["victory"] = std::move(victory);

  json control = {{"french", json::array()}, {"allied", json::array()}, {"neutral", json::array()}};
  for (HexId h : g.land_areas())
    if (auto c = this->control(h)) control[side_name(*c)].push_back(board.label_text(h));
  j["control"] = std::move(control);

  auto visible_side = [&](Side s) { return !seat || index_of(s) == *seat; };
  json supply = json::object();
  for (Side s : {Side::kFrench, Side::kAllied, Side::kNeutral}) {
    if (!visible_side(s)) continue;
    const auto supplied = supplied_areas(s);
    json list = json::array();
    for (HexId h : g.land_areas())
      if (supplied[h.value]) list.push_back(board.label_text(h));
    supply[side_name(s)] = std::move(list);
  }
  j["supply"] = std::move(supply);

  json units = json::array();
  std::vector<int> depth(board.size(), 0);
  for (size_t i = 0; i < units_.size(); ++i) {
    const UnitId u{static_cast<uint16_t>(i)};
    const UnitState& s = units_[i];
    if (s.where == Where::kUnknown) continue;
    const UnitDef& d = def(u);
    const bool own = visible_side(side_of(u));
    if (!own && s.where != Where::kOnMap) continue;
    json x = {{"id", d.id},
              {"nation", g.nation_name(d.nation)},
              {"side", side_name(side_of(u))},
              {"type", unit_type_name(d.type)},
              {"where", kWhere[static_cast<int>(s.where)]},
              {"max_morale", max_morale(d.type)}};
    if (d.type == UnitType::kHq) x["bonus"] = d.bonus;
    if (s.where == Where::kOnMap) {
      x["hex"] = board.label_text(s.hex);
      const auto stack = units_in(s.hex);
      x["stack"] = std::find(stack.begin(), stack.end(), u) - stack.begin();
      x["garrison"] = s.garrison;
    }
    if (s.masked) {
      x["morale"] = nullptr;
      x["fatigue"] = nullptr;
    } else {
      x["morale"] = s.morale;
      x["fatigue"] = s.fatigue;
    }
    if (own) {
      if (s.where == Where::kOnMap) {
        x.update({{"moves", s.moves},
                  {"halted", s.halted},
                  {"rallied", s.rallied},
                  {"defended", s.defended},
                  {"withdrew", s.withdrew},
                  {"unsupplied", s.unsupplied},
                  {"fixed", fixed(u)}});
      } else {
        x["available"] = s.where == Where::kDead ? date_.year : d.available;
        x["buildable"] = buildable(u);
        x["cost"] = build_cost(d.type);
        json sites = json::array();
        for (HexId h : build_sites(u)) sites.push_back(board.label_text(h));
        x["build_sites"] = std::move(sites);
      }
    }
    units.push_back(std::move(x));
  }
  j["units"] = std::move(units);
  json hidden = json::object();
  for (int h = 0; h < board.size(); ++h)
    if (int n = this->hidden_below(HexId{static_cast<uint16_t>(h)}); n != 0)
      hidden[board.label_text(HexId{static_cast<uint16_t>(h)})] = n < 0 ? json(nullptr) : json(n);
  j["hidden_below"] = std::move(hidden);  // hex -> units under the top unit (null: cavalry screen)
  j["result"] = result();
  return j;
}

}  // namespace grognard::lga
