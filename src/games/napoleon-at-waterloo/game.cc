#include "games/napoleon-at-waterloo/game.h"

#include <fmt/format.h>

#include <set>

#include "core/rules_error.h"
#include "io/hex_json.h"
#include "io/json_read.h"
#include "io/scenario_map.h"

namespace grognard::naw {

std::shared_ptr<const Game> Game::load(const json& scenario, const std::filesystem::path& data) {
  const std::string rules_file = (data / "rules.json").string();
  const ScenarioMap map = scenario_map(scenario, data / "map.json");
  const json rules = read_json_file(rules_file);
  std::shared_ptr<Game> game(new Game(read_hex_board(map.map, map.where)));
  game->load_rules(rules, rules_file);
  game->load_map(map.map, map.where);
  game->change_map(scenario);
  game->load_scenario(scenario);
  game->load_position(scenario);
  return game;
}

std::optional<UnitId> Game::find_unit(std::string_view id) const {
  for (size_t i = 0; i < units_.size(); ++i)
    if (units_[i].id == id) return UnitId{static_cast<uint16_t>(i)};
  return std::nullopt;
}

CombatResult Game::crt(int column, int modified_roll) const {
  const int row = std::clamp(modified_roll, lowest_row(), highest_row()) - lowest_row_;
  return crt_[row][std::clamp(column, 0, odds_columns() - 1)];
}

void Game::load_rules(const json& rules, const std::string& where) {
  stacking_limit_ = static_cast<int>(get_int(rules, "stacking_limit", where, 1, 99));
  const json& mv = get_object(rules, "movement", where);
  const std::string mw = where_in(where, "movement");
  movement_ = MovementCosts{static_cast<int>(get_int(mv, "road_cost", mw, 0, 99)),
                            static_cast<int>(get_int(mv, "enter_enemy_zoc", mw, 0, 99)),
                            static_cast<int>(get_int(mv, "leave_enemy_zoc", mw, 0, 99)),
                            static_cast<int>(get_int(mv, "exit_cost", mw, 0, 99))};

  const json& terrain = get_object(rules, "terrain", where);
  for (auto it = terrain.begin(); it != terrain.end(); ++it) {
    const std::string tw = where_in(where_in(where, "terrain"), it.key());
    const TerrainId id = board_.add_terrain(it.key());
    if (terrain_.size() <= id.value) terrain_.resize(id.value + 1);
    terrain_[id.value] = TerrainEffect{
        static_cast<int>(get_int(it.value(), "move_cost", tw, 0, 99)),
        static_cast<int>(get_int(it.value(), "defense_multiplier", tw, 1, 9)),
        static_cast<int>(get_int(it.value(), "odds_shift", tw, -9, 9)),
        get_bool(it.value(), "blocks_fire", tw), get_bool(it.value(), "retreat_by_road_only", tw)};
  }
  if (!terrain.contains(board_.terrain_name(TerrainId{0})))
    throw DataError(where_in(where, "terrain"),
                    fmt::format("no entry for the map's default terrain '{}'",
                                board_.terrain_name(TerrainId{0})));

  const json& odds = get_array(rules, "odds_columns", where);
  for (size_t i = 0; i < odds.size(); ++i) {
    if (!odds[i].is_string())
      throw DataError(where_at(where_in(where, "odds_columns"), i),
                      "expected a string like \"2-1\"");
    odds_names_.push_back(odds[i].get<std::string>());
    if (odds_names_.back() == "1-1") even_column_ = static_cast<int>(i);
  }
  if (odds_names_.empty() || odds_names_[even_column_] != "1-1")
    throw DataError(where_in(where, "odds_columns"), "the columns must include \"1-1\"");

  const json& crt = get_object(rules, "crt", where);
  const std::string cw = where_in(where, "crt");
  die_sides_ = static_cast<int>(get_int(crt, "die_sides", cw, 2, 100));
  const json& rows = get_object(crt, "rows", cw);
  std::map<int, std::vector<CombatResult>> by_row;
  for (auto it = rows.begin(); it != rows.end(); ++it) {
    const std::string rw = where_in(where_in(cw, "rows"), it.key());
    int row;
    try {
      row = std::stoi(it.key());
    } catch (...) {
      throw DataError(rw, "row keys are modified die rolls, e.g. \"-1\"");
    }
    if (!it.value().is_array() || it.value().size() != odds_names_.size())
      throw DataError(rw,
                      fmt::format("expected {} results, one per odds column", odds_names_.size()));
    std::vector<CombatResult> line;
    for (size_t c = 0; c < it.value().size(); ++c) {
      auto r =
          it.value()[c].is_string() ? parse_result(it.value()[c].get<std::string>()) : std::nullopt;
      if (!r) throw DataError(where_at(rw, c), "expected one of AE, Ar, Dr, DE, EX");
      line.push_back(*r);
    }
    by_row[row] = std::move(line);
  }
  if (by_row.empty()) throw DataError(cw, "the table has no rows");
  lowest_row_ = by_row.begin()->first;
  for (int r = lowest_row_; r <= by_row.rbegin()->first; ++r) {
    if (!by_row.count(r))
      throw DataError(where_in(cw, "rows"), fmt::format("row {} is missing", r));
    crt_.push_back(by_row[r]);
  }

  const json& cap = get_object(rules, "capability", where);
  const std::string capw = where_in(where, "capability");
  const json& modes = get_object(cap, "attacker_modes", capw);
  for (int a = 0; a < 4; ++a) {
    const auto name = attack_mode_name(static_cast<AttackMode>(a));
    const json& row = get_array(modes, name, where_in(capw, "attacker_modes"));
    if (row.size() != 3) throw DataError(where_in(capw, name), "expected 3 modifiers");
    for (int d = 0; d < 3; ++d) {
      if (!row[d].is_number_integer()) throw DataError(where_in(capw, name), "expected numbers");
      capability_[a][d] = row[d].get<int>();
    }
  }

  victory_.demoralization =
      static_cast<int>(get_int(rules, "demoralization_points", where, 1, 9999));
  const json& v = get_object(rules, "victory", where);
  const std::string vw = where_in(where, "victory");
  victory_.french_provisional =
      static_cast<int>(get_int(v, "french_provisional_points", vw, 1, 9999));
  victory_.french_decisive_exits =
      static_cast<int>(get_int(v, "french_decisive_exits", vw, 1, 999));
  victory_.allied_marginal = static_cast<int>(get_int(v, "allied_marginal_points", vw, 1, 9999));
  victory_.allied_provisional =
      static_cast<int>(get_int(v, "allied_provisional_points", vw, 1, 9999));
}

void Game::load_map(const json& map, const std::string& where) {
  const json& terrain = get_object(map, "terrain", where);
  for (auto it = terrain.begin(); it != terrain.end(); ++it) {
    const std::string tw = where_in(where_in(where, "terrain"), it.key());
    auto id = board_.find_terrain(it.key());
    if (!id || id->value >= terrain_.size())
      throw DataError(tw, fmt::format("terrain '{}' has no entry in rules.json", it.key()));
    if (!it.value().is_array()) throw DataError(tw, "expected an array of hex labels");
    for (size_t i = 0; i < it.value().size(); ++i)
      board_.set_terrain(read_hex_label(board_, it.value()[i], where_at(tw, i)), *id);
  }
  if (map.contains("roads")) {
    const json& roads = get_array(map, "roads", where);
    for (size_t i = 0; i < roads.size(); ++i) {
      const std::string rw = where_at(where_in(where, "roads"), i);
      const HexId h = read_hex_label(board_, field(roads[i], "hex", rw), where_in(rw, "hex"));
      const json& sides = get_array(roads[i], "sides", rw);
      for (size_t s = 0; s < sides.size(); ++s) {
        auto d = sides[s].is_string() ? parse_direction(sides[s].get<std::string>()) : std::nullopt;
        if (!d)
          throw DataError(where_at(where_in(rw, "sides"), s), "expected N, NE, SE, S, SW or NW");
        board_.add_feature(h, *d, HexsideFeature::kRoad);
      }
    }
  }
  if (map.contains("places")) {
    const json& places = get_array(map, "places", where);
    for (size_t i = 0; i < places.size(); ++i) {
      const std::string pw = where_at(where_in(where, "places"), i);
      places_.push_back(
          Place{get_string(places[i], "name", pw),
                read_hex_label(board_, field(places[i], "hex", pw), where_in(pw, "hex"))});
    }
  }
  exit_.assign(board_.size(), false);
  const json& exits = get_array(map, "french_exit_hexes", where);
  for (size_t i = 0; i < exits.size(); ++i) {
    const HexId h =
        read_hex_label(board_, exits[i], where_at(where_in(where, "french_exit_hexes"), i));
    if (!board_.on_edge(h))
      throw DataError(where_at(where_in(where, "french_exit_hexes"), i), "not a map-edge hex");
    exit_[h.value] = true;
    exit_hexes_.push_back(h);
  }
  const json& entries = get_array(map, "prussian_entry_hexes", where);
  for (size_t i = 0; i < entries.size(); ++i) {
    const std::string ew = where_at(where_in(where, "prussian_entry_hexes"), i);
    const HexId h = read_hex_label(board_, entries[i], ew);
    if (!board_.on_edge(h)) throw DataError(ew, "not a map-edge hex");
    entry_hexes_.push_back(h);
  }
}

void Game::load_scenario(const json& scenario) {
  const std::string where = "scenario";
  scenario_id_ = get_string(scenario, "id", where);
  scenario_name_ = get_string(scenario, "name", where);
  turns_ = static_cast<int>(get_int(scenario, "turns", where, 1, 99));
  const json& units = get_array(scenario, "units", where);
  if (units.size() > 2000) throw DataError(where_in(where, "units"), "more than 2000 units");
  std::set<std::string> ids;
  std::map<uint16_t, int> stacks;
  for (size_t i = 0; i < units.size(); ++i) {
    const std::string uw = where_at(where_in(where, "units"), i);
    const json& u = units[i];
    UnitDef def;
    def.id = get_string(u, "id", uw);
    if (def.id.empty()) throw DataError(where_in(uw, "id"), "empty unit id");
    if (!ids.insert(def.id).second)
      throw DataError(where_in(uw, "id"), "duplicate unit id '" + def.id + "'");
    def.name = u.contains("name") ? get_string(u, "name", uw) : def.id;
    auto side = parse_side(get_string(u, "side", uw));
    if (!side) throw DataError(where_in(uw, "side"), "expected \"french\" or \"allied\"");
    auto nation = parse_nation(get_string(u, "nation", uw));
    if (!nation)
      throw DataError(where_in(uw, "nation"), "expected \"french\", \"british\" or \"prussian\"");
    if ((*nation == Nation::kFrench) != (*side == Side::kFrench))
      throw DataError(where_in(uw, "nation"),
                      "French units are on the French side, the others allied");
    auto arm = parse_arm(get_string(u, "arm", uw));
    if (!arm)
      throw DataError(where_in(uw, "arm"), "expected infantry, cavalry, artillery or leader");
    def.side = *side;
    def.nation = *nation;
    def.arm = *arm;
    def.strength = static_cast<int>(get_int(u, "strength", uw, *arm == Arm::kLeader ? 0 : 1, 99));
    def.movement = static_cast<int>(get_int(u, "movement", uw, 1, 20));
    const bool has_hex = u.contains("hex"), has_arrival = u.contains("arrives");
    if (has_hex == has_arrival)
      throw DataError(uw,
                      "a unit needs exactly one of \"hex\" (set up) or \"arrives\" (game-turn)");
    if (has_hex) {
      def.start = read_hex_label(board_, u["hex"], where_in(uw, "hex"));
      if (*arm != Arm::kLeader && ++stacks[def.start->value] > stacking_limit_)
        throw DataError(where_in(uw, "hex"),
                        fmt::format("more than {} units in {}", stacking_limit_,
                                    board_.label_text(*def.start)));
    } else {
      def.arrives = static_cast<int>(get_int(u, "arrives", uw, 1, turns_));
      if (*side != Side::kAllied || entry_hexes_.empty())
        throw DataError(where_in(uw, "arrives"), "only allied units enter as reinforcements");
    }
    units_.push_back(std::move(def));
  }
  for (const UnitDef& a : units_)
    for (const UnitDef& b : units_)
      if (a.start && b.start && a.start == b.start && a.side != b.side)
        throw DataError(where_in(where, "units"),
                        fmt::format("{} and {} are enemies set up in the same hex {}", a.id, b.id,
                                    board_.label_text(*a.start)));
}

}  // namespace grognard::naw
