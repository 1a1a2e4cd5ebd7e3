#include "games/struggle-for-the-continent/board.h"

#include <fmt/format.h>

#include "core/rules_error.h"
#include "io/json_read.h"

namespace grognard::sfc {

json board_json(const Game& game, const std::filesystem::path& data) {
  const std::string file = (data / "shapes.json").string();
  const json shapes = read_json_file(file);
  const json& drawn = get_object(shapes, "provinces", file);
  const AreaBoard& board = game.board();
  json areas = json::array();
  for (int a = 0; a < board.size(); ++a) {
    const AreaId id{static_cast<uint16_t>(a)};
    const std::string key = board.key(id);
    const std::string w = where_in(where_in(file, "provinces"), key);
    if (!drawn.contains(key)) throw DataError(w, "the province has no shape");
    const json& shape = drawn[key];
    const Province& p = game.province(id);
    areas.push_back({{"id", key},
                     {"name", board.name(id)},
                     {"nation", game.nation(p.owner).key},
                     {"capital", p.capital},
                     {"rings", get_array(shape, "rings", w)},
                     {"center", get_array(shape, "center", w)},
                     {"label", get_array(shape, "label", w)}});
  }
  json links = json::array();
  for (int a = 0; a < board.size(); ++a)
    board.for_each_neighbour(AreaId{static_cast<uint16_t>(a)}, [&](AreaId b, Border kind) {
      if (b.value < a) return;  // each border once
      links.push_back({{"a", board.key(AreaId{static_cast<uint16_t>(a)})},
                       {"b", board.key(b)},
                       {"kind", kind == Border::kLand  ? "land"
                                : kind == Border::kSea ? "sea"
                                                       : "strait"}});
    });
  json nations = json::array();
  for (int n = 0; n < game.nation_count(); ++n) {
    const Nation& nation = game.nation(NationId{static_cast<uint8_t>(n)});
    nations.push_back(
        {{"id", nation.key},
         {"name", nation.name},
         {"team", nation.team ? json(game.teams()[*nation.team].key) : json(nullptr)}});
  }
  json teams = json::array();
  for (const Team& t : game.teams()) teams.push_back({{"id", t.key}, {"name", t.name}});
  return {{"grid",
           {{"kind", "areas"},
            {"width", get_int(shapes, "width", file, 1, 100000)},
            {"height", get_int(shapes, "height", file, 1, 100000)}}},
          {"areas", areas},
          {"links", links},
          {"land", get_array(shapes, "land", file)},
          {"impassable", shapes.value("impassable", json::array())},
          {"nations", nations},
          {"teams", teams},
          {"places", json::array()},
          {"marked", json::object()}};
}

}  // namespace grognard::sfc
