#include "games/blitzkrieg-ardennes/game.h"

#include <fmt/format.h>

#include <algorithm>
#include <map>

#include "core/rules_error.h"
#include "io/hex_json.h"
#include "io/json_read.h"
#include "io/scenario_map.h"

namespace grognard::bka {

namespace {

std::vector<HexId> read_hexes(const HexBoard& board, const json& list, const std::string& where) {
  if (!list.is_array()) throw DataError(where, "expected an array of hex labels");
  std::vector<HexId> out;
  for (size_t i = 0; i < list.size(); ++i)
    out.push_back(read_hex_label(board, list[i], where_at(where, i)));
  return out;
}

// "YYYY-MM-DD AM|PM" as a turn number of the scenario, 0 being `first`.
int turn_number(const json& value, const TurnLabel& first, int turns, const std::string& where) {
  const auto label = value.is_string() ? parse_turn_label(value.get<std::string>()) : std::nullopt;
  if (!label) throw DataError(where, "expected a turn such as \"1944-12-16 AM\"");
  for (int t = 0; t < turns; ++t) {
    const TurnLabel at = turn_after(first, t);
    if (at.year == label->year && at.month == label->month && at.day == label->day &&
        at.pm == label->pm)
      return t;
  }
  throw DataError(
      where, fmt::format("{} is not a turn of this scenario ({} to {})", value.get<std::string>(),
                         turn_label_text(first), turn_label_text(turn_after(first, turns - 1))));
}

// A map of turn labels to values; `set(turn, value, where)` for each entry.
template <class Set>
void for_each_turn_entry(const json& object, const TurnLabel& first, int turns,
                         const std::string& where, Set&& set) {
  if (!object.is_object()) throw DataError(where, "expected an object keyed by turn");
  for (auto it = object.begin(); it != object.end(); ++it) {
    const std::string ew = where_in(where, it.key());
    set(turn_number(json(it.key()), first, turns, ew), it.value(), ew);
  }
}

// The uncertainty screen: terrain -> width of the range shown, 0 (exact) to 20; `complete`
// when every terrain must be given (rules.json), not only those a scenario's options change.
void read_uncertainty(const json& object, const std::string& where, int (&widths)[kTerrains],
                      bool complete) {
  for (auto it = object.begin(); it != object.end(); ++it)
    if (!parse_terrain(it.key()))
      throw DataError(where_in(where, it.key()),
                      "expected one of plain, forest, mountain, city, siegfried");
  for (int t = 0; t < kTerrains; ++t) {
    const std::string_view name = terrain_name(static_cast<Terrain>(t));
    if (complete || object.contains(name))
      widths[t] = static_cast<int>(get_int(object, name, where, 0, 20));
  }
}

}  // namespace

std::shared_ptr<const Game> Game::load(const json& scenario, const std::filesystem::path& data) {
  const std::string rules_file = (data / "rules.json").string();
  const ScenarioMap map = scenario_map(scenario, data / "map.json");
  const json rules = read_json_file(rules_file);
  HexBoard board = read_hex_board(map.map, map.where);
  json changed = map.map;
  change_map(changed, board, map.where, scenario);
  std::shared_ptr<Game> game(new Game(std::move(board)));
  game->load_rules(rules, rules_file);
  game->load_map(changed, map.where);
  game->load_scenario(scenario);
  game->load_position(scenario);
  return game;
}

int Game::read_turn(const json& value, const std::string& where) const {
  return turn_number(value, first_turn_, turns_, where);
}

std::optional<UnitId> Game::find_unit(std::string_view id) const {
  for (size_t i = 0; i < units_.size(); ++i)
    if (units_[i].id == id) return UnitId{static_cast<uint16_t>(i)};
  return std::nullopt;
}

int Game::find_area(std::string_view name) const {
  for (size_t i = 0; i < areas_.size(); ++i)
    if (areas_[i].name == name) return static_cast<int>(i);
  return -1;
}

bool Game::in_area(int area, HexId h) const { return area_hex_[area][h.value]; }

bool Game::liege_or_antwerp(HexId h) const {
  return h == liege_ || std::find(antwerp_.begin(), antwerp_.end(), h) != antwerp_.end();
}

bool Game::road_bonus(UnitClass c, Side s) const {
  // "INFANTRY: Receives no road bonuses"; revised: "ALLIED INFANTRY - Now receives road bonuses".
  if (c == UnitClass::kInfantry) return s == Side::kAllied && revisions_.allied_infantry_road_bonus;
  return road_bonus_[static_cast<int>(c)];
}

int Game::defence_halves(UnitClass c, HexId h) const {
  if (revisions_.liege_antwerp_halves > 0 && liege_or_antwerp(h))
    return revisions_.liege_antwerp_halves;
  return tables_.defence_halves(c, terrain(h));
}

void Game::load_rules(const json& rules, const std::string& where) {
  tables_ = Tables::load(rules, where);
  stacking_limit_ = static_cast<int>(get_int(rules, "stacking_limit", where, 1, 9));
  artillery_range_ = static_cast<int>(get_int(rules, "artillery_range", where, 1, 9));
  raster_size_ = static_cast<int>(get_int(rules, "raster_size", where, 1, 999));

  const std::string cw = where_in(where, "classes");
  const json& classes = get_object(rules, "classes", where);
  for (int c = 0; c < kUnitClasses; ++c) {
    const auto cls = static_cast<UnitClass>(c);
    const std::string kw = where_in(cw, class_name(cls));
    const json& entry = get_object(classes, class_name(cls), cw);
    road_bonus_[c] = get_bool(entry, "road_bonus", kw);
    crosses_unbridged_[c] = get_bool(entry, "crosses_unbridged_rivers", kw);
  }

  const std::string rw = where_in(where, "revised");
  const json& revised = get_object(rules, "revised", where);
  revised_.hidden_units = get_bool(revised, "hidden_units", rw);
  revised_.air_reconnaissance = get_bool(revised, "air_reconnaissance", rw);
  revised_.uncertainty_of_intelligence = get_bool(revised, "uncertainty_of_intelligence", rw);
  revised_.infiltrators_always_invisible = get_bool(revised, "infiltrators_always_invisible", rw);
  revised_.allied_infantry_road_bonus = get_bool(revised, "allied_infantry_road_bonus", rw);
  revised_.modified_attack_rule = get_array(revised, "modified_attack_rule_terrain", rw).size() > 0;
  revised_.liege_antwerp_halves =
      2 * static_cast<int>(get_int(revised, "city_multiplier_liege_antwerp", rw, 1, 9));
  const json& hidden = get_array(revised, "hidden_terrain", rw);
  for (size_t i = 0; i < hidden.size(); ++i) {
    const auto t =
        hidden[i].is_string() ? parse_terrain(hidden[i].get<std::string>()) : std::nullopt;
    if (!t)
      throw DataError(where_at(where_in(rw, "hidden_terrain"), i),
                      "expected one of plain, forest, mountain, city, siegfried");
    revised_.hidden_in[static_cast<int>(*t)] = true;
  }
  read_uncertainty(get_object(revised, "uncertainty", rw), where_in(rw, "uncertainty"),
                   revised_.uncertainty, true);
  const std::string sw = where_in(rw, "reconnaissance");
  const json& recon = get_object(revised, "reconnaissance", rw);
  revised_.searches_per_turn = static_cast<int>(get_int(recon, "searches_per_turn", sw, 0, 9));
  revised_.search_radius = static_cast<int>(get_int(recon, "radius", sw, 0, 9));
}

void Game::load_map(const json& map, const std::string& where) {
  const int hexes = board_.size();
  terrain_.assign(hexes, Terrain::kPlain);
  const std::string default_terrain(board_.terrain_name(TerrainId{0}));
  if (!parse_terrain(default_terrain))
    throw DataError(where_in(where, "default_terrain"),
                    "expected one of plain, forest, mountain, city, siegfried");
  std::fill(terrain_.begin(), terrain_.end(), *parse_terrain(default_terrain));

  const std::string tw = where_in(where, "terrain");
  const json& terrain = get_object(map, "terrain", where);
  std::vector<bool> assigned(hexes, false);
  for (auto it = terrain.begin(); it != terrain.end(); ++it) {
    const std::string kw = where_in(tw, it.key());
    const auto t = parse_terrain(it.key());
    if (!t) throw DataError(kw, "expected one of plain, forest, mountain, city, siegfried");
    const TerrainId id = board_.add_terrain(it.key());
    const auto list = read_hexes(board_, it.value(), kw);
    for (size_t i = 0; i < list.size(); ++i) {
      if (assigned[list[i].value])
        throw DataError(where_at(kw, i),
                        fmt::format("hex {} already has a terrain", board_.label_text(list[i])));
      assigned[list[i].value] = true;
      terrain_[list[i].value] = *t;
      board_.set_terrain(list[i], id);
    }
  }

  // Sets the feature on an entry's hexsides; returns its hex and those sides.
  auto read_sides = [&](const json& entry, const std::string& ew, HexsideFeature f) {
    const HexId h = read_hex_label(board_, field(entry, "hex", ew), where_in(ew, "hex"));
    const json& sides = get_array(entry, "sides", ew);
    std::vector<Direction> out;
    for (size_t i = 0; i < sides.size(); ++i) {
      out.push_back(read_shared_side(board_, sides[i], h, where_at(where_in(ew, "sides"), i)));
      board_.add_feature(h, out.back(), f);
    }
    return std::pair(h, out);
  };
  const std::string roads_w = where_in(where, "roads");
  const json& roads = get_array(map, "roads", where);
  for (size_t i = 0; i < roads.size(); ++i) {
    const std::string ew = where_at(roads_w, i);
    reject_unknown_keys(roads[i], {"hex", "sides"}, ew);
    read_sides(roads[i], ew, HexsideFeature::kRoad);
  }
  const std::string rivers_w = where_in(where, "rivers");
  const json& rivers = get_array(map, "rivers", where);
  for (size_t i = 0; i < rivers.size(); ++i) {
    const std::string ew = where_at(rivers_w, i);
    reject_unknown_keys(rivers[i], {"hex", "sides", "river"}, ew);
    const std::string river = get_string(rivers[i], "river", ew);
    const auto [h, sides] = read_sides(rivers[i], ew, HexsideFeature::kRiver);
    for (Direction d : sides) rivers_.push_back({h, d, river});
  }

  bridge_end_.assign(hexes, false);
  const std::string bridges_w = where_in(where, "bridges");
  const json& bridges = get_array(map, "bridges", where);
  for (size_t i = 0; i < bridges.size(); ++i) {
    const std::string ew = where_at(bridges_w, i);
    reject_unknown_keys(bridges[i], {"hex", "side", "river", "name"}, ew);
    const HexId h = read_hex_label(board_, field(bridges[i], "hex", ew), where_in(ew, "hex"));
    const Direction d = read_hex_side(board_, field(bridges[i], "side", ew), where_in(ew, "side"));
    if (!board_.has_feature(h, d, HexsideFeature::kRoad) ||
        !board_.has_feature(h, d, HexsideFeature::kRiver))
      throw DataError(ew, "a bridge is where a road crosses a river: this hexside is not both");
    board_.add_feature(h, d, HexsideFeature::kBridge);
    bridges_.push_back(
        Bridge{bridges[i].value("name", ""), get_string(bridges[i], "river", ew), h, d});
    bridge_end_[h.value] = bridge_end_[board_.neighbour(h, d)->value] = true;
  }
  // Every road across a river is a bridge: a road that ends at the water is no road.
  road_hex_.assign(hexes, false);
  for (int i = 0; i < hexes; ++i) {
    const HexId h{static_cast<uint16_t>(i)};
    board_.for_each_neighbour(h, [&](HexId, Direction d) {
      if (!road_between(h, d)) return;
      road_hex_[i] = true;
      if (river_between(h, d) && !bridge_between(h, d))
        throw DataError(bridges_w, fmt::format("the road from {} across its {} side crosses a "
                                               "river with no bridge listed",
                                               board_.label_text(h), board_.side_name(d)));
    });
  }

  const std::string places_w = where_in(where, "places");
  const json& places = get_array(map, "places", where);
  for (size_t i = 0; i < places.size(); ++i) {
    const std::string ew = where_at(places_w, i);
    reject_unknown_keys(places[i], {"name", "hex", "kind"}, ew);
    places_.push_back(
        Landmark{get_string(places[i], "name", ew), get_string(places[i], "kind", ew),
                 read_hex_label(board_, field(places[i], "hex", ew), where_in(ew, "hex"))});
  }

  const std::string antwerp_w = where_in(where, "antwerp");
  antwerp_ = read_hexes(board_, field(map, "antwerp", where), antwerp_w);
  if (antwerp_.size() != 3) throw DataError(antwerp_w, "Antwerp is three hexes");
  liege_ = read_hex_label(board_, field(map, "liege", where), where_in(where, "liege"));
  const std::string majors_w = where_in(where, "major_cities");
  const json& majors = get_object(map, "major_cities", where);
  for (auto it = majors.begin(); it != majors.end(); ++it)
    major_cities_.push_back(Landmark{
        it.key(), "major_city", read_hex_label(board_, it.value(), where_in(majors_w, it.key()))});
  if (major_cities_.size() != 6)
    throw DataError(majors_w,
                    "the rules name six major cities (Bastogne, Maastricht, Givet, "
                    "Dinant, Namur and Huy)");

  dump_index_.assign(hexes, -1);
  const std::string dumps_w = where_in(where, "dumps");
  const json& dumps = get_array(map, "dumps", where);
  for (size_t i = 0; i < dumps.size(); ++i) {
    const std::string ew = where_at(dumps_w, i);
    reject_unknown_keys(dumps[i], {"name", "hex", "owner", "supply"}, ew);
    Dump d;
    d.name = get_string(dumps[i], "name", ew);
    d.hex = read_hex_label(board_, field(dumps[i], "hex", ew), where_in(ew, "hex"));
    const auto owner = parse_side(get_string(dumps[i], "owner", ew));
    if (!owner) throw DataError(where_in(ew, "owner"), "expected german or allied");
    d.owner = *owner;
    d.supply = static_cast<int>(get_int(dumps[i], "supply", ew, 1, 99));
    if (dump_index_[d.hex.value] >= 0) throw DataError(ew, "two dumps in one hex");
    dump_index_[d.hex.value] = static_cast<int>(dumps_.size());
    dumps_.push_back(std::move(d));
  }

  start_zone_ = Zone{"german_start_zone", read_hexes(board_, field(map, "german_start_zone", where),
                                                     where_in(where, "german_start_zone"))};
  start_zone_hex_.assign(hexes, false);
  for (HexId h : start_zone_.hexes) start_zone_hex_[h.value] = true;
  const std::string areas_w = where_in(where, "reinforcement_areas");
  const json& areas = get_object(map, "reinforcement_areas", where);
  for (auto it = areas.begin(); it != areas.end(); ++it) {
    areas_.push_back(Zone{it.key(), read_hexes(board_, it.value(), where_in(areas_w, it.key()))});
    area_hex_.emplace_back(hexes, false);
    for (HexId h : areas_.back().hexes) area_hex_.back()[h.value] = true;
  }
}

void Game::load_scenario(const json& scenario) {
  const std::string where = "scenario";
  scenario_id_ = get_string(scenario, "id", where);
  scenario_name_ = get_string(scenario, "name", where);

  rule_set_ = RuleSet::kRevised;
  if (scenario.contains("options")) {
    const std::string ow = where_in(where, "options");
    const json& options = get_object(scenario, "options", where);
    reject_unknown_keys(options,
                        {"rules", "uncertainty", "hidden_units", "searches_per_turn", "v2_per_turn",
                         "allied_air_percent", "german_fuel"},
                        ow);
    if (options.contains("rules")) {
      const auto r = parse_rule_set(get_string(options, "rules", ow));
      if (!r) throw DataError(where_in(ow, "rules"), "expected \"original\" or \"revised\"");
      rule_set_ = *r;
    }
  }
  if (rule_set_ == RuleSet::kRevised) {
    revisions_ = revised_;
    tables_.set_defence_halves(UnitClass::kInfantry, Terrain::kForest, 5);
  }

  const auto first = parse_turn_label(get_string(scenario, "first_turn", where));
  if (!first) throw DataError(where_in(where, "first_turn"), "expected e.g. \"1944-12-16 AM\"");
  first_turn_ = *first;
  const auto last = parse_turn_label(get_string(scenario, "last_turn", where));
  if (!last) throw DataError(where_in(where, "last_turn"), "expected e.g. \"1944-12-31 PM\"");
  turns_ = 0;
  for (int t = 0; t < 200; ++t) {
    const TurnLabel at = turn_after(first_turn_, t);
    if (turn_label_text(at) == turn_label_text(*last)) {
      turns_ = t + 1;
      break;
    }
  }
  if (turns_ == 0)
    throw DataError(where_in(where, "last_turn"), "must come after first_turn, within 100 days");

  weather_.assign(turns_, Weather::kOvercast);
  std::vector<bool> weather_given(turns_, false);
  for_each_turn_entry(get_object(scenario, "weather", where), first_turn_, turns_,
                      where_in(where, "weather"), [&](int t, const json& v, const std::string& w) {
                        const auto weather =
                            v.is_string() ? parse_weather(v.get<std::string>()) : std::nullopt;
                        if (!weather) throw DataError(w, "expected clear, overcast, fog or snow");
                        weather_[t] = *weather;
                        weather_given[t] = true;
                      });
  for (int t = 0; t < turns_; ++t)
    if (!weather_given[t])
      throw DataError(where_in(where, "weather"),
                      fmt::format("no weather for {}", turn_label_text(turn_label(t))));

  const std::string aw = where_in(where, "air");
  const json& air = get_object(scenario, "air", where);
  reject_unknown_keys(air, {"german", "allied"}, aw);
  for (Side s : {Side::kGerman, Side::kAllied}) {
    air_[index_of(s)].assign(turns_, 0);
    if (!air.contains(side_name(s))) continue;
    for_each_turn_entry(air.at(std::string(side_name(s))), first_turn_, turns_,
                        where_in(aw, side_name(s)),
                        [&](int t, const json& v, const std::string& w) {
                          if (!v.is_number_integer() || v.get<int>() < 0 || v.get<int>() > 99)
                            throw DataError(w, "expected a number of air units, 0 to 99");
                          if (turn_label(t).pm || weather_[t] != Weather::kClear)
                            throw DataError(w, "air units fly in A.M. clear weather only");
                          air_[index_of(s)][t] = v.get<int>();
                        });
  }
  const std::string vw = where_in(where, "v2");
  const json& v2 = get_object(scenario, "v2", where);
  reject_unknown_keys(v2, {"per_turn"}, vw);
  v2_per_turn_ = static_cast<int>(get_int(v2, "per_turn", vw, 0, 9));

  load_units(scenario, where);
  if (scenario.contains("options")) apply_options(scenario["options"], where_in(where, "options"));
  may_hide_.assign(board_.size(), false);
  if (revisions_.hidden_units)
    for (int i = 0; i < board_.size(); ++i)
      may_hide_[i] = revisions_.hidden_in[static_cast<int>(terrain_[i])] && !road_hex_[i];
}

void Game::apply_options(const json& options, const std::string& where) {
  // The revised rules' own settings may be changed only where those rules are played.
  auto revised_only = [&](std::string_view key) {
    if (options.contains(key) && rule_set_ != RuleSet::kRevised)
      throw DataError(where_in(where, key), "belongs to the revised rules");
    return options.contains(key);
  };
  if (revised_only("uncertainty"))
    read_uncertainty(get_object(options, "uncertainty", where), where_in(where, "uncertainty"),
                     revisions_.uncertainty, false);
  if (revised_only("hidden_units"))
    revisions_.hidden_units = get_bool(options, "hidden_units", where);
  if (revised_only("searches_per_turn"))
    revisions_.searches_per_turn =
        static_cast<int>(get_int(options, "searches_per_turn", where, 0, 9));
  // "features to adjust for balance": the levers the hints name as decisive (fuel, the Allied
  // air, the secret weapons).
  if (options.contains("v2_per_turn"))
    v2_per_turn_ = static_cast<int>(get_int(options, "v2_per_turn", where, 0, 9));
  if (options.contains("allied_air_percent")) {
    const int percent = static_cast<int>(get_int(options, "allied_air_percent", where, 0, 300));
    for (int& n : air_[index_of(Side::kAllied)]) n = (n * percent + 50) / 100;
  }
  if (options.contains("german_fuel")) {
    const int change = static_cast<int>(get_int(options, "german_fuel", where, -3, 3));
    for (Dump& d : dumps_)
      if (d.owner == Side::kGerman) d.supply = std::max(1, d.supply + change);
  }
}

void Game::load_units(const json& scenario, const std::string& where) {
  const std::string uw = where_in(where, "units");
  const json& units = get_array(scenario, "units", where);
  if (units.size() >= UINT16_MAX) throw DataError(uw, "too many units");
  std::map<std::pair<uint16_t, Side>, int> stacked, fighting;  // fighting: no infiltrators
  for (size_t i = 0; i < units.size(); ++i) {
    const std::string ew = where_at(uw, i);
    const json& j = units[i];
    reject_unknown_keys(j,
                        {"id", "name", "formation", "side", "class", "strength", "movement", "hex",
                         "deploy", "arrives", "area", "place"},
                        ew);
    UnitDef u;
    u.id = get_string(j, "id", ew);
    if (find_unit(u.id))
      throw DataError(where_in(ew, "id"), "'" + u.id + "' is already a unit's id");
    u.name = get_string(j, "name", ew);
    if (j.contains("formation")) u.formation = get_string(j, "formation", ew);
    const auto side = parse_side(get_string(j, "side", ew));
    if (!side) throw DataError(where_in(ew, "side"), "expected german or allied");
    u.side = *side;
    const auto cls = parse_class(get_string(j, "class", ew));
    if (!cls)
      throw DataError(where_in(ew, "class"),
                      "expected armour, motorised_infantry, artillery, infantry, volkswerfer, "
                      "paratrooper or infiltrator");
    u.cls = *cls;
    if ((u.cls == UnitClass::kVolkswerfer || u.cls == UnitClass::kInfiltrator) &&
        u.side != Side::kGerman)
      throw DataError(where_in(ew, "class"), "Volkswerfers and infiltrators are German only");
    u.strength =
        static_cast<int>(get_int(j, "strength", ew, u.cls == UnitClass::kInfiltrator ? 0 : 1, 99));
    if (u.cls == UnitClass::kInfiltrator && u.strength != 0)
      throw DataError(where_in(ew, "strength"), "infiltrators have no attack or defence strength");
    u.movement = static_cast<int>(get_int(j, "movement", ew, 1, 99));
    if (j.contains("hex")) u.hex = read_hex_label(board_, j.at("hex"), where_in(ew, "hex"));

    if (j.contains("deploy")) {
      if (get_string(j, "deploy", ew) != "start")
        throw DataError(where_in(ew, "deploy"), "the only deployment is \"start\"");
      if (u.side != Side::kGerman)
        throw DataError(where_in(ew, "deploy"), "only the Germans deploy in the starting zones");
      u.entry = Entry::kStartZone;
      if (u.hex && !in_start_zone(*u.hex))
        throw DataError(where_in(ew, "hex"), "not a hex of the German starting zones");
    } else if (j.contains("arrives")) {
      u.entry = Entry::kReinforcement;
      u.arrives = turn_number(j.at("arrives"), first_turn_, turns_, where_in(ew, "arrives"));
      u.area = find_area(get_string(j, "area", ew));
      if (u.area < 0) throw DataError(where_in(ew, "area"), "no reinforcement area of that name");
      if (j.contains("hex")) throw DataError(where_in(ew, "hex"), "a reinforcement has no hex");
    } else {
      u.entry = Entry::kOnMap;
      if (!u.hex) throw DataError(ew, "a unit needs a hex, \"deploy\": \"start\" or \"arrives\"");
    }
    if (u.entry != Entry::kReinforcement && j.contains("area"))
      throw DataError(where_in(ew, "area"), "only a reinforcement has an area");
    if (u.entry == Entry::kOnMap) {
      if (u.side == Side::kAllied && terrain(*u.hex) == Terrain::kSiegfried)
        throw DataError(where_in(ew, "hex"), "no Ally may enter a Siegfried hex");
      if (++stacked[{u.hex->value, u.side}] > stacking_limit_)
        throw DataError(
            where_in(ew, "hex"),
            fmt::format("more than {} units in {}", stacking_limit_, board_.label_text(*u.hex)));
      // Infiltrators "may be placed adjacent to or in the same hex with enemy units".
      if (u.cls != UnitClass::kInfiltrator) ++fighting[{u.hex->value, u.side}];
      if (u.cls != UnitClass::kInfiltrator && fighting.count({u.hex->value, enemy_of(u.side)}))
        throw DataError(where_in(ew, "hex"), "an enemy unit is already there");
    }
    units_.push_back(std::move(u));
  }
}

}  // namespace grognard::bka
