// A scenario's edits to the map of Europe (docs/scenarios.md): a border between two provinces
// added or taken away. Made to the map's JSON, so the board is built once, as for any map.
#include <fmt/format.h>

#include <algorithm>

#include "core/rules_error.h"
#include "games/struggle-for-the-continent/game.h"
#include "io/scenario_map.h"

namespace grognard::sfc {

namespace {

// The two province ids of a change's "between", each a province of the map.
std::pair<std::string, std::string> ends_of(const json& map, const json& change,
                                            const std::string& where) {
  const json& between = get_array(change, "between", where);
  const std::string bw = where_in(where, "between");
  if (between.size() != 2) throw DataError(bw, "expected two province ids");
  std::string ends[2];
  for (size_t i = 0; i < 2; ++i) {
    if (!between[i].is_string()) throw DataError(where_at(bw, i), "expected a province id");
    ends[i] = between[i].get<std::string>();
    const json& provinces = map["provinces"];
    if (std::none_of(provinces.begin(), provinces.end(), [&](const json& p) {
          return p.is_object() && p.value("id", json()) == ends[i];
        }))
      throw DataError(where_at(bw, i), fmt::format("no province '{}' on this map", ends[i]));
  }
  return {ends[0], ends[1]};
}

bool joins(const json& link, const std::pair<std::string, std::string>& ends) {
  if (!link.is_object() || !link.contains("between")) return false;
  const json& b = link["between"];
  return b == json{ends.first, ends.second} || b == json{ends.second, ends.first};
}

}  // namespace

void Game::change_links(json& map, const std::string& where, const json& scenario) {
  get_array(map, "provinces", where);
  get_array(map, "links", where);
  json& links = map["links"];
  apply_map_changes(
      scenario,
      {{"add_link",
        {"between", "kind"},
        {},
        [&](const json& change, const std::string& w) {
          const auto ends = ends_of(map, change, w);
          if (std::any_of(links.begin(), links.end(),
                          [&](const json& l) { return joins(l, ends); }))
            throw DataError(where_in(w, "between"),
                            fmt::format("{} and {} already border", ends.first, ends.second));
          if (!parse_border(get_string(change, "kind", w)))
            throw DataError(where_in(w, "kind"), "expected land, sea or strait");
          links.push_back({{"between", change["between"]}, {"kind", change["kind"]}});
        }},
       {"remove_link", {"between"}, {}, [&](const json& change, const std::string& w) {
          const auto ends = ends_of(map, change, w);
          const auto it = std::find_if(links.begin(), links.end(),
                                       [&](const json& l) { return joins(l, ends); });
          if (it == links.end())
            throw DataError(where_in(w, "between"),
                            fmt::format("{} and {} do not border", ends.first, ends.second));
          links.erase(it);
        }}});
}

}  // namespace grognard::sfc
