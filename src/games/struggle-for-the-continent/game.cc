#include "games/struggle-for-the-continent/game.h"

#include <fmt/format.h>

#include "core/rules_error.h"
#include "io/area_json.h"
#include "io/scenario_map.h"

namespace grognard::sfc {

namespace {
// A province bordering nothing could never be reached: a map (or its changes) left broken.
void require_borders(const AreaBoard& board, const std::string& where) {
  for (int a = 0; a < board.size(); ++a) {
    const AreaId id{static_cast<uint16_t>(a)};
    bool borders = false;
    board.for_each_neighbour(id, [&](AreaId, Border) { borders = true; });
    if (!borders)
      throw DataError(where_at(where_in(where, "provinces"), a),
                      fmt::format("{} borders no other province", board.key(id)));
  }
}
}  // namespace

std::shared_ptr<const Game> Game::load(const json& scenario, const std::filesystem::path& data) {
  auto [map, map_where] = scenario_map(scenario, data / "map.json");
  reject_unknown_keys(
      map, {"board", "name", "screen_size", "provinces", "links", "impassable", "point_contacts"},
      map_where);
  if (get_string(map, "board", map_where) != "area")
    throw DataError(where_in(map_where, "board"), "expected an area board");
  change_links(map, map_where, scenario);
  std::shared_ptr<Game> game(new Game(read_area_board(map, map_where)));
  require_borders(game->board_, map_where);
  game->load_map(map, map_where);
  game->load_scenario(scenario);
  game->load_position(scenario);
  return game;
}

std::optional<NationId> Game::find_nation(std::string_view key) const {
  for (size_t i = 0; i < nations_.size(); ++i)
    if (nations_[i].key == key) return NationId{static_cast<uint8_t>(i)};
  return std::nullopt;
}

namespace {
std::pair<double, double> read_pair(const json& object, std::string_view key,
                                    const std::string& where) {
  const json& p = get_array(object, key, where);
  const std::string w = where_in(where, key);
  if (p.size() != 2 || !p[0].is_number() || !p[1].is_number())
    throw DataError(w, "expected two numbers");
  return {p[0].get<double>(), p[1].get<double>()};
}
}  // namespace

void Game::load_map(const json& map, const std::string& where) {
  map_where_ = where;
  const json& list = get_array(map, "provinces", where);
  const std::string pw = where_in(where, "provinces");
  provinces_.assign(board_.size(), Province{});
  owner_keys_.assign(board_.size(), "");
  for (size_t i = 0; i < list.size(); ++i) {
    const std::string w = where_at(pw, i);
    reject_unknown_keys(list[i], {"id", "number", "name", "nation", "capital", "screen", "lonlat"},
                        w);
    Province& p = provinces_[i];  // read_area_board added the areas in file order
    owner_keys_[i] = get_string(list[i], "nation", w);
    p.capital = get_bool(list[i], "capital", w);
    std::tie(p.lon, p.lat) = read_pair(list[i], "lonlat", w);
    const auto [x, y] = read_pair(list[i], "screen", w);
    p.screen_x = static_cast<int>(x);
    p.screen_y = static_cast<int>(y);
  }
}

void Game::load_scenario(const json& s) {
  const std::string where = "scenario";
  if (!s.is_object()) throw DataError(where, "expected a JSON object");
  reject_unknown_keys(s,
                      {"game", "id", "name", "nations", "teams", "first_team", "neutral", "rounds",
                       "position", "map", "map_changes"},
                      where);
  if (get_string(s, "game", where) != "struggle-for-the-continent")
    throw DataError(where_in(where, "game"), "this scenario is not for struggle-for-the-continent");
  scenario_id_ = get_string(s, "id", where);
  scenario_name_ = get_string(s, "name", where);
  rounds_ = static_cast<int>(get_int(s, "rounds", where, 1, 1000));

  const json& nations = get_object(s, "nations", where);
  const std::string nw = where_in(where, "nations");
  std::vector<std::string> team_of;
  for (auto it = nations.begin(); it != nations.end(); ++it) {
    const std::string w = where_in(nw, it.key());
    reject_unknown_keys(
        it.value(), {"name", "attack", "start_armies", "per_turn", "total", "capital", "team"}, w);
    Nation n;
    n.key = it.key();
    n.name = get_string(it.value(), "name", w);
    n.attack = static_cast<int>(get_int(it.value(), "attack", w, 0, 10));
    n.total = static_cast<int>(get_int(it.value(), "total", w, 0, 999));
    n.start_armies = static_cast<int>(get_int(it.value(), "start_armies", w, 0, n.total));
    n.per_turn = static_cast<int>(get_int(it.value(), "per_turn", w, 0, n.total));
    n.capital = read_area_id(board_, field(it.value(), "capital", w), where_in(w, "capital"));
    team_of.push_back(it.value().contains("team") ? get_string(it.value(), "team", w) : "");
    nations_.push_back(std::move(n));
  }
  if (nations_.size() > 255) throw DataError(nw, "more than 255 nations");

  // Every province belongs to a nation of the scenario; each nation's capital is one of its
  // provinces, the one the map marks (SFC 3.4).
  auto province_where = [&](int a) { return where_at(where_in(map_where_, "provinces"), a); };
  for (int a = 0; a < board_.size(); ++a) {
    const auto owner = find_nation(owner_keys_[a]);
    if (!owner)
      throw DataError(
          where_in(province_where(a), "nation"),
          fmt::format("'{}' is not a nation of scenario '{}'", owner_keys_[a], scenario_id_));
    provinces_[a].owner = *owner;
  }
  owner_keys_.clear();
  for (size_t i = 0; i < nations_.size(); ++i)
    if (provinces_[nations_[i].capital.value].owner != NationId{static_cast<uint8_t>(i)})
      throw DataError(where_in(where_in(nw, nations_[i].key), "capital"),
                      fmt::format("{} is not a province of {}", board_.key(nations_[i].capital),
                                  nations_[i].name));
  for (int a = 0; a < board_.size(); ++a) {
    const Nation& n = nations_[provinces_[a].owner.value];
    const bool is_capital = n.capital == AreaId{static_cast<uint16_t>(a)};
    if (provinces_[a].capital != is_capital)
      throw DataError(where_in(province_where(a), "capital"),
                      fmt::format("the map {} {} a capital, the scenario {}",
                                  is_capital ? "does not mark" : "marks",
                                  board_.key(AreaId{static_cast<uint16_t>(a)}),
                                  is_capital ? "makes it " + n.name + "'s" : "does not"));
  }

  // Two teams, each nation in at most one, in the order they move (SFC 1.1, 5.4).
  const json& teams = get_object(s, "teams", where);
  const std::string tw = where_in(where, "teams");
  if (teams.size() != 2) throw DataError(tw, "expected two teams");
  for (auto it = teams.begin(); it != teams.end(); ++it) {
    const std::string w = where_in(tw, it.key());
    reject_unknown_keys(it.value(), {"name", "order"}, w);
    Team t{it.key(), get_string(it.value(), "name", w), {}};
    const json& order = get_array(it.value(), "order", w);
    if (order.empty()) throw DataError(where_in(w, "order"), "a team needs a nation");
    for (size_t i = 0; i < order.size(); ++i) {
      const std::string ow = where_at(where_in(w, "order"), i);
      const auto n = order[i].is_string() ? find_nation(order[i].get<std::string>()) : std::nullopt;
      if (!n) throw DataError(ow, "expected a nation of this scenario");
      if (team_of[n->value] != t.key)
        throw DataError(
            ow, fmt::format("{}'s team is '{}'", nations_[n->value].name, team_of[n->value]));
      if (std::find(t.order.begin(), t.order.end(), *n) != t.order.end())
        throw DataError(ow, fmt::format("{} is listed twice", nations_[n->value].name));
      nations_[n->value].team = static_cast<int>(teams_.size());
      t.order.push_back(*n);
    }
    teams_.push_back(std::move(t));
  }
  for (size_t i = 0; i < nations_.size(); ++i)
    if (!team_of[i].empty() && !nations_[i].team)
      throw DataError(
          where_in(where_in(nw, nations_[i].key), "team"),
          fmt::format("{} is not in the order of team '{}'", nations_[i].name, team_of[i]));
  const std::string first = get_string(s, "first_team", where);
  const auto f =
      std::find_if(teams_.begin(), teams_.end(), [&](const Team& t) { return t.key == first; });
  if (f == teams_.end())
    throw DataError(where_in(where, "first_team"), fmt::format("no team '{}'", first));
  first_team_ = static_cast<int>(f - teams_.begin());

  // The neutrals are exactly the nations in no team.
  const json& neutral = get_array(s, "neutral", where);
  size_t neutrals = 0;
  for (size_t i = 0; i < neutral.size(); ++i) {
    const std::string w = where_at(where_in(where, "neutral"), i);
    const auto n =
        neutral[i].is_string() ? find_nation(neutral[i].get<std::string>()) : std::nullopt;
    if (!n || nations_[n->value].team) throw DataError(w, "expected a nation in no team");
    ++neutrals;
  }
  const size_t in_teams = teams_[0].order.size() + teams_[1].order.size();
  if (neutrals + in_teams != nations_.size())
    throw DataError(where_in(where, "neutral"), "every nation in no team must be listed here");
}

}  // namespace grognard::sfc
