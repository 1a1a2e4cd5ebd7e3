#include "games/blitzkrieg-ardennes/board.h"

#include "io/board_json.h"

namespace grognard::bka {

nlohmann::json board_json(const Game& g) {
  using nlohmann::json;
  const HexBoard& board = g.board();
  json j = hex_board_json(board);
  auto label = [&](HexId h) { return board.label_text(h); };
  auto labels = [&](const std::vector<HexId>& hexes) {
    json a = json::array();
    for (HexId h : hexes) a.push_back(label(h));
    return a;
  };
  json places = json::array();
  for (const Landmark& p : g.places())
    places.push_back({{"name", p.name}, {"hex", label(p.hex)}, {"kind", p.kind}});
  json bridges = json::array();
  for (const Bridge& b : g.bridges())
    bridges.push_back({{"name", b.name},
                       {"river", b.river},
                       {"hex", label(b.hex)},
                       {"side", board.side_name(b.side)}});
  json rivers = json::array();
  for (const RiverSide& r : g.rivers())
    rivers.push_back(
        {{"hex", label(r.hex)}, {"side", board.side_name(r.side)}, {"river", r.river}});
  json dumps = json::array();
  for (const Dump& d : g.dumps())
    dumps.push_back({{"name", d.name},
                     {"hex", label(d.hex)},
                     {"owner", side_name(d.owner)},
                     {"supply", d.supply}});
  json marked = {{"german_start_zone", labels(g.start_zone().hexes)}};
  for (const Zone& area : g.areas()) marked[area.name] = labels(area.hexes);
  json cities = json::array();
  for (const Landmark& m : g.major_cities()) cities.push_back(label(m.hex));
  j["places"] = places;
  j["marked"] = marked;
  j["bridges"] = bridges;
  j["rivers"] = rivers;
  j["artillery_range"] = g.artillery_range();
  j["dumps"] = dumps;
  j["objectives"] = {
      {"antwerp", labels(g.antwerp())}, {"liege", label(g.liege())}, {"major_cities", cities}};
  return j;
}

}  // namespace grognard::bka
