#include "games/la-grande-armee/game.h"

#include <fmt/format.h>

#include <algorithm>
#include <set>

#include "core/rules_error.h"
#include "io/hex_json.h"
#include "io/json_read.h"
#include "io/scenario_map.h"

namespace grognard::lga {

Date read_date(const json& object, std::string_view key, const std::string& where) {
  const json& d = get_object(object, key, where);
  const std::string w = where_in(where, key);
  reject_unknown_keys(d, {"season", "year"}, w);
  const std::string season = get_string(d, "season", w);
  auto s = parse_season(season);
  if (!s) throw DataError(where_in(w, "season"), "expected spring, summer, autumn or winter");
  return Date{static_cast<int>(get_int(d, "year", w, 1700, 1900)), *s};
}

Side read_side(const json& v, const std::string& where) {
  if (v.is_string())
    if (auto s = parse_side(v.get<std::string>())) return *s;
  throw DataError(where, "expected \"french\", \"allied\" or \"neutral\"");
}

std::shared_ptr<const Game> Game::load(const json& scenario, const std::filesystem::path& data) {
  const auto [map, map_where] = scenario_map(scenario, data / "map.json");
  std::shared_ptr<Game> game(
      new Game(HexBoard(static_cast<int>(get_int(map, "columns", map_where, 1, 99)),
                        static_cast<int>(get_int(map, "rows", map_where, 1, 99)), "prohibited",
                        read_hex_layout(map, map_where))));
  game->load_map(map, map_where);
  game->change_map(scenario);
  game->index_areas();
  game->load_scenario(scenario);
  game->load_position(scenario);
  return game;
}

void Game::load_map(const json& map, const std::string& where) {
  areas_.assign(board_.size(), Area{});
  sea_links_.assign(board_.size(), {});
  for (int t = 0; t <= static_cast<int>(Terrain::kProhibited); ++t)
    board_.add_terrain(std::string(terrain_name(static_cast<Terrain>(t))));

  const json& hexes = get_object(map, "hexes", where);
  const std::string hw = where_in(where, "hexes");
  for (auto it = hexes.begin(); it != hexes.end(); ++it) {
    const std::string w = where_in(hw, it.key());
    const HexId h = read_hex_label(board_, it.key(), w);
    Area& a = areas_[h.value];
    const std::string terrain = get_string(it.value(), "terrain", w);
    auto t = parse_terrain(terrain);
    if (!t || *t == Terrain::kSea || *t == Terrain::kProhibited)
      throw DataError(where_in(w, "terrain"), "expected clear, forest, mountains or marsh");
    a.terrain = *t;
    const std::string nation = get_string(it.value(), "nation", w);
    auto found = std::find(nations_.begin(), nations_.end(), nation);
    if (found == nations_.end()) nations_.push_back(nation);
    a.nation = NationId{static_cast<uint8_t>(std::find(nations_.begin(), nations_.end(), nation) -
                                             nations_.begin())};
    if (it.value().contains("city")) {
      const json& c = get_object(it.value(), "city", w);
      const std::string cw = where_in(w, "city");
      a.city_name = get_string(c, "name", cw);
      auto kind = parse_city_kind(get_string(c, "kind", cw));
      if (!kind || *kind == CityKind::kNone)
        throw DataError(where_in(cw, "kind"), "expected capital, major or minor");
      a.city = *kind;
      a.port = get_bool(c, "port", cw);
    }
    if (it.value().contains("hinterland")) a.hinterland = get_bool(it.value(), "hinterland", w);
    board_.set_terrain(h, *board_.find_terrain(terrain));
  }

  const json& seas = get_object(map, "sea_areas", where);
  for (auto it = seas.begin(); it != seas.end(); ++it) {
    sea_names_.push_back(it.key());
    const json& list = it.value();
    const std::string w = where_in(where_in(where, "sea_areas"), it.key());
    if (!list.is_array()) throw DataError(w, "expected an array of hex labels");
    for (size_t i = 0; i < list.size(); ++i) {
      const HexId h = read_hex_label(board_, list[i], where_at(w, i));
      if (areas_[h.value].land()) throw DataError(where_at(w, i), "is also a land hex");
      areas_[h.value].terrain = Terrain::kSea;
      areas_[h.value].sea = static_cast<int>(sea_names_.size()) - 1;
      board_.set_terrain(h, *board_.find_terrain("sea"));
    }
  }

  const json& prohibited = get_array(map, "prohibited", where);
  for (size_t i = 0; i < prohibited.size(); ++i) {
    const std::string w = where_at(where_in(where, "prohibited"), i);
    const HexId h = read_hex_label(board_, field(prohibited[i], "hex", w), where_in(w, "hex"));
    if (areas_[h.value].terrain != Terrain::kProhibited)
      throw DataError(w, "is also a land or sea hex");
  }

  const json& rivers = get_array(map, "rivers", where);
  for (size_t i = 0; i < rivers.size(); ++i) {
    const std::string w = where_at(where_in(where, "rivers"), i);
    const HexId h = read_hex_label(board_, field(rivers[i], "hex", w), where_in(w, "hex"));
    const json& sides = get_array(rivers[i], "sides", w);
    for (size_t s = 0; s < sides.size(); ++s) {
      const Direction d = read_shared_side(board_, sides[s], h, where_at(where_in(w, "sides"), s));
      board_.add_feature(h, d, HexsideFeature::kRiver);
    }
  }

  auto link = [&](HexId a, HexId b, const std::string& w) {
    if (areas_[a.value].terrain != Terrain::kSea || areas_[b.value].terrain != Terrain::kSea)
      throw DataError(w, "both ends must be sea areas");
    for (HexId x : {a, b}) {
      auto& links = sea_links_[x.value];
      const HexId other = x == a ? b : a;
      if (std::find(links.begin(), links.end(), other) == links.end()) links.push_back(other);
    }
  };
  const json& arrows = get_array(map, "arrows", where);
  for (size_t i = 0; i < arrows.size(); ++i) {
    const std::string w = where_at(where_in(where, "arrows"), i);
    link(read_hex_label(board_, field(arrows[i], "hex", w), where_in(w, "hex")),
         read_hex_label(board_, field(arrows[i], "leads_to", w), where_in(w, "leads_to")), w);
  }
  const json& straits = get_array(map, "sea_links", where);
  for (size_t i = 0; i < straits.size(); ++i) {
    const std::string w = where_at(where_in(where, "sea_links"), i);
    const json& between = get_array(straits[i], "between", w);
    if (between.size() != 2) throw DataError(where_in(w, "between"), "expected two hex labels");
    link(read_hex_label(board_, between[0], where_at(where_in(w, "between"), 0)),
         read_hex_label(board_, between[1], where_at(where_in(w, "between"), 1)), w);
  }
}

void Game::index_areas() {
  for (int i = 0; i < board_.size(); ++i) {
    const HexId h{static_cast<uint16_t>(i)};
    if (!areas_[i].land()) continue;
    land_.push_back(h);
    if (areas_[i].city == CityKind::kCapital || areas_[i].city == CityKind::kMajor)
      scoring_.push_back(h);
  }
}

void Game::load_scenario(const json& s) {
  const std::string where = "scenario";
  if (!s.is_object()) throw DataError(where, "expected a JSON object");
  reject_unknown_keys(s,
                      {"game", "id", "name", "situation", "start", "end", "sides", "at_war",
                       "military_points", "victory", "window", "control", "prohibited", "units",
                       "special", "position", "map", "map_changes"},
                      where);
  if (get_string(s, "game", where) != "la-grande-armee")
    throw DataError(where_in(where, "game"), "this scenario is not for la-grande-armee");
  scenario_id_ = get_string(s, "id", where);
  scenario_name_ = get_string(s, "name", where);
  start_ = read_date(s, "start", where);
  end_ = read_date(s, "end", where);
  if (end_ < start_) throw DataError(where_in(where, "end"), "is before the start");
  // LGA 5.3 adds a quarter of the unspent MPs every spring: over a longer campaign they
  // outgrow any counter (SOURCES.md).
  if (end_.year - start_.year > kMaxCampaignYears)
    throw DataError(where_in(where, "end"),
                    fmt::format("is {} years after the start; a campaign lasts at most {} years "
                                "(LGA 5.3's military points grow by a quarter every year)",
                                end_.year - start_.year, kMaxCampaignYears));

  auto nation_at = [&](const std::string& name, const std::string& w) {
    auto n = find_nation(name);
    if (!n) throw DataError(w, fmt::format("no nation '{}' on the map", name));
    return *n;
  };
  nation_side_.assign(nations_.size(), Side::kNeutral);
  const json& sides = get_object(s, "sides", where);
  std::vector<bool> seen(nations_.size(), false);
  for (auto it = sides.begin(); it != sides.end(); ++it) {
    const std::string w = where_in(where_in(where, "sides"), it.key());
    const NationId n = nation_at(it.key(), w);
    nation_side_[n.value] = read_side(it.value(), w);
    seen[n.value] = true;
  }
  for (size_t n = 0; n < nations_.size(); ++n)
    if (!seen[n])
      throw DataError(where_in(where, "sides"), fmt::format("no side for '{}'", nations_[n]));

  at_war_.assign(nations_.size(), false);
  starting_mp_.assign(nations_.size(), 0);
  const json& war = get_array(s, "at_war", where);
  for (size_t i = 0; i < war.size(); ++i) {
    const std::string w = where_at(where_in(where, "at_war"), i);
    if (!war[i].is_string()) throw DataError(w, "expected a nation name");
    const NationId n = nation_at(war[i].get<std::string>(), w);
    if (nation_side_[n.value] == Side::kNeutral)
      throw DataError(w, "a country at war must be on the french or allied side");
    at_war_[n.value] = true;
  }
  const json& mp = get_object(s, "military_points", where);
  for (auto it = mp.begin(); it != mp.end(); ++it) {
    const std::string w = where_in(where, "military_points");
    const NationId n = nation_at(it.key(), where_in(w, it.key()));
    if (!at_war_[n.value]) throw DataError(where_in(w, it.key()), "is not at war");
    starting_mp_[n.value] = static_cast<int>(get_int(mp, it.key(), w, 0, 999));
  }

  const json& victory = get_object(s, "victory", where);
  for (auto it = victory.begin(); it != victory.end(); ++it) {
    const std::string w = where_in(where_in(where, "victory"), it.key());
    const Side side = read_side(json(it.key()), w);
    if (!it.value().is_array() || it.value().size() != 5)
      throw DataError(w, "expected the five thresholds SD, TD, TV, SV, AV");
    std::array<int, 5> t{};
    for (int i = 0; i < 5; ++i) {
      if (!it.value()[i].is_number_integer()) throw DataError(where_at(w, i), "expected a number");
      t[i] = it.value()[i].get<int>();
      if (i > 0 && t[i] < t[i - 1]) throw DataError(where_at(w, i), "thresholds must not fall");
    }
    thresholds_[index_of(side)] = t;
  }

  start_control_.assign(board_.size(), std::nullopt);
  for (HexId h : land_) start_control_[h.value] = nation_side_[areas_[h.value].nation->value];
  auto close = [&](HexId h) {
    areas_[h.value].terrain = Terrain::kProhibited;
    areas_[h.value].city = CityKind::kNone;
    start_control_[h.value] = std::nullopt;
  };
  if (s.contains("window")) {
    // LGA 2.2: "some scenarios only use a subset of the map"; the original program's
    // scenarios play in a band of columns, and its land outside is prohibited.
    const json& window = get_object(s, "window", where);
    const std::string w = where_in(where, "window");
    reject_unknown_keys(window, {"from_column", "to_column"}, w);
    const int from = static_cast<int>(get_int(window, "from_column", w, 1, board_.columns()));
    const int to = static_cast<int>(get_int(window, "to_column", w, from, board_.columns()));
    for (HexId h : land_) {
      const int column = board_.label(h).column;
      if (column < from || column > to) close(h);
    }
  }
  if (s.contains("prohibited")) {
    const json& closed = get_array(s, "prohibited", where);
    for (size_t i = 0; i < closed.size(); ++i) {
      const std::string w = where_at(where_in(where, "prohibited"), i);
      const HexId h = read_hex_label(board_, closed[i], w);
      if (!areas_[h.value].land()) throw DataError(w, "is not a land area");
      close(h);
    }
  }
  land_.erase(
      std::remove_if(land_.begin(), land_.end(), [&](HexId h) { return !areas_[h.value].land(); }),
      land_.end());
  scoring_.erase(std::remove_if(scoring_.begin(), scoring_.end(),
                                [&](HexId h) { return !areas_[h.value].land(); }),
                 scoring_.end());
  if (s.contains("control")) {
    const json& control = get_object(s, "control", where);
    for (auto it = control.begin(); it != control.end(); ++it) {
      const std::string w = where_in(where_in(where, "control"), it.key());
      const HexId h = read_hex_label(board_, it.key(), w);
      if (!areas_[h.value].land()) throw DataError(w, "is not an open land area");
      start_control_[h.value] = read_side(it.value(), w);
    }
  }

  const json& units = get_array(s, "units", where);
  std::set<std::string> ids;
  std::set<uint16_t> garrisoned;
  for (size_t i = 0; i < units.size(); ++i) {
    const std::string w = where_at(where_in(where, "units"), i);
    const json& u = units[i];
    if (!u.is_object()) throw DataError(w, "expected a unit object");
    reject_unknown_keys(
        u, {"id", "nation", "type", "bonus", "hex", "available", "garrison", "morale"}, w);
    UnitDef d;
    d.id = get_string(u, "id", w);
    if (d.id.empty() || d.id.size() > 40)
      throw DataError(where_in(w, "id"), "expected 1 to 40 characters");
    if (!ids.insert(d.id).second)
      throw DataError(where_in(w, "id"), fmt::format("'{}' is used twice", d.id));
    d.nation = nation_at(get_string(u, "nation", w), where_in(w, "nation"));
    if (!at_war_[d.nation.value])
      throw DataError(where_in(w, "nation"), "units belong to countries at war");
    auto type = parse_unit_type(get_string(u, "type", w));
    if (!type)
      throw DataError(where_in(w, "type"),
                      "expected infantry, militia, artillery, guard, cavalry or hq");
    d.type = *type;
    if (d.type == UnitType::kHq)
      d.bonus = static_cast<int>(get_int(u, "bonus", w, 1, 3));
    else if (u.contains("bonus"))
      throw DataError(where_in(w, "bonus"), "only HQs have a bonus");
    d.morale = max_morale(d.type);
    if (u.contains("morale"))
      d.morale = static_cast<int>(get_int(u, "morale", w, 0, max_morale(d.type)));
    const bool placed = u.contains("hex"), later = u.contains("available");
    if (placed == later) throw DataError(w, "give either \"hex\" or \"available\"");
    if (later) d.available = static_cast<int>(get_int(u, "available", w, 1700, 1900));
    if (placed) {
      const HexId h = read_hex_label(board_, u["hex"], where_in(w, "hex"));
      const Area& a = areas_[h.value];
      if (!a.land()) throw DataError(where_in(w, "hex"), "is not an open land area");
      const Side side = nation_side_[d.nation.value];
      if (side == Side::kFrench && a.hinterland)
        throw DataError(where_in(w, "hex"),
                        "is in the Russian Hinterland, where French units may not go (LGA 2.5)");
      if (start_control_[h.value] != side)
        throw DataError(
            where_in(w, "hex"),
            fmt::format("is not controlled by the {} side at the start", side_name(side)));
      d.start = h;
    }
    if (u.contains("garrison") && get_bool(u, "garrison", w)) {
      if (!placed || areas_[d.start->value].city == CityKind::kNone || !may_garrison(d.type))
        throw DataError(where_in(w, "garrison"),
                        "only infantry, artillery, guard or militia in a city may garrison");
      if (!garrisoned.insert(d.start->value).second)
        throw DataError(where_in(w, "garrison"), "that city already has a garrison");
      d.garrison = true;
    }
    units_.push_back(std::move(d));
  }

  if (s.contains("special")) {
    const json& special = get_array(s, "special", where);
    for (size_t i = 0; i < special.size(); ++i) {
      const std::string w = where_at(where_in(where, "special"), i);
      const std::string rule = get_string(special[i], "rule", w);
      if (rule != "napoleon_returns_to_paris")
        throw DataError(where_in(w, "rule"), fmt::format("no special rule '{}'", rule));
      NapoleonReturns r;
      r.unit = get_string(special[i], "unit", w);
      if (!find_unit(r.unit)) throw DataError(where_in(w, "unit"), "no such unit");
      auto season = parse_season(get_string(special[i], "season", w));
      if (!season)
        throw DataError(where_in(w, "season"), "expected spring, summer, autumn or winter");
      r.date = Date{static_cast<int>(get_int(special[i], "year", w, 1700, 1900)), *season};
      napoleon_returns_ = r;
    }
  }
}

std::optional<NationId> Game::find_nation(std::string_view name) const {
  for (size_t i = 0; i < nations_.size(); ++i)
    if (nations_[i] == name) return NationId{static_cast<uint8_t>(i)};
  return std::nullopt;
}

std::optional<UnitId> Game::find_unit(std::string_view id) const {
  for (size_t i = 0; i < units_.size(); ++i)
    if (units_[i].id == id) return UnitId{static_cast<uint16_t>(i)};
  return std::nullopt;
}

bool Game::river_between(HexId a, HexId b) const {
  auto d = board_.direction_to(a, b);
  return d && board_.has_feature(a, *d, HexsideFeature::kRiver);
}

std::vector<HexId> Game::capitals_of(NationId n) const {
  std::vector<HexId> out;
  for (HexId h : scoring_)
    if (areas_[h.value].city == CityKind::kCapital && areas_[h.value].nation == n) out.push_back(h);
  return out;
}

}  // namespace grognard::lga
