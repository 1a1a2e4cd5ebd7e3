#include "games/la-grande-armee/board.h"

#include "io/board_json.h"

namespace grognard::lga {

nlohmann::json board_json(const Game& g) {
  using nlohmann::json;
  const HexBoard& board = g.board();
  json j = hex_board_json(board);
  json areas = json::object(), seas = json::object(), links = json::array(), places = json::array();
  for (int i = 0; i < board.size(); ++i) {
    const HexId h{static_cast<uint16_t>(i)};
    const Area& a = g.area(h);
    const std::string label = board.label_text(h);
    if (a.sea >= 0) seas[g.sea_name(a.sea)].push_back(label);
    for (HexId other : g.sea_links(h))
      if (other.value > h.value) links.push_back({label, board.label_text(other)});
    if (!a.land()) continue;
    json x = {{"nation", g.nation_name(*a.nation)},
              {"home_side", side_name(g.home_side(*a.nation))}};
    if (a.city != CityKind::kNone) places.push_back({{"name", a.city_name}, {"hex", label}});
    if (a.city != CityKind::kNone)
      x["city"] = {{"name", a.city_name}, {"kind", city_kind_name(a.city)}, {"port", a.port}};
    if (a.hinterland) x["hinterland"] = true;
    areas[label] = x;
  }
  json nations = json::object();
  for (int n = 0; n < g.nation_count(); ++n) {
    const NationId id{static_cast<uint8_t>(n)};
    nations[g.nation_name(id)] = {{"side", side_name(g.home_side(id))}, {"at_war", g.at_war(id)}};
  }
  // The generic client names the cities and has no marked hexes (exits, entries) here.
  j["places"] = places;
  j["marked"] = json::object();
  j["areas"] = areas;
  j["seas"] = seas;
  j["sea_links"] = links;
  j["nations"] = nations;
  return j;
}

}  // namespace grognard::lga
