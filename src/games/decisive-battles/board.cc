#include "games/decisive-battles/board.h"

#include <algorithm>
#include <cctype>

#include "io/board_json.h"

namespace grognard::decisive {

nlohmann::json board_json(const Game& g) {
  using nlohmann::json;
  const HexBoard& board = g.board();
  const Battlefield& field = g.battlefield();
  json j = hex_board_json(board);
  auto label = [&](HexId h) { return board.label_text(h); };
  static constexpr std::string_view kRoads[] = {"", "pike", "road", "trail"};
  static constexpr std::string_view kStreams[] = {"", "creek", "run"};
  json roads = json::array(), streams = json::array(), fortifications = json::object();
  for (int i = 0; i < board.size(); ++i) {
    const HexId h{static_cast<uint16_t>(i)};
    if (field.fortification(h) > 0) fortifications[label(h)] = field.fortification(h);
    for (Direction d : kAllDirections) {
      // Each hexside once, from the hex on its north or east face (as hex_board_json).
      if (board.neighbour(h, d) && !(d == Direction::N || d == Direction::NE || d == Direction::SE))
        continue;
      const json side = {{"hex", label(h)}, {"side", board.side_name(d)}};
      if (field.road(h, d) != RoadKind::kNone || field.railroad(h, d)) {
        json r = side;
        r["kind"] = field.railroad(h, d) && field.road(h, d) == RoadKind::kNone
                        ? "railroad"
                        : kRoads[static_cast<int>(field.road(h, d))];
        roads.push_back(r);
      }
      if (field.stream(h, d) != StreamKind::kNone) {
        json s = side;
        s["kind"] = kStreams[static_cast<int>(field.stream(h, d))];
        streams.push_back(s);
      }
    }
  }
  json places = json::array();
  for (const Place& p : field.places())
    places.push_back({{"name", p.name}, {"hex", label(p.hex)}, {"kind", p.kind}});
  json objectives = json::array();
  for (const Objective& o : g.scenario().objectives)
    objectives.push_back({{"name", o.name},
                          {"hex", label(o.hex)},
                          {"vp_per_turn", o.vp_per_turn},
                          {"vp_end", o.vp_end},
                          {"from", g.scenario().hours[o.first_turn].time},
                          {"to", g.scenario().hours[o.last_turn].time}});
  json hours = json::array();
  for (const Hour& h : g.scenario().hours)
    hours.push_back({{"time", h.time},
                     {"light", kLightNames[static_cast<int>(h.light)]},
                     {"weather", kWeatherNames[static_cast<int>(h.weather)]},
                     {"rest", h.rest}});
  // Each terrain's name as a player reads it, with its cover and movement cost (Map Walk: "the
  // protection the hex will offer to an occupant" and what it costs to enter).
  for (const std::string& name : board.terrain_names()) {
    std::string label = name;
    std::replace(label.begin(), label.end(), '_', ' ');
    label[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(label[0])));
    const TerrainRule* rule = g.rules().terrain(name);
    j["terrain"][name] = {{"label", label},
                          {"cover", rule->cover},
                          {"move", rule->move ? json(*rule->move) : json(nullptr)}};
  }
  j["marked"] = json::object();  // no hexes set apart: arrivals come where the battle says
  j["roads"] = roads;
  j["streams"] = streams;
  j["fortifications"] = fortifications;
  j["places"] = places;
  j["objectives"] = objectives;
  j["hours"] = hours;
  j["advice"] = g.scenario().advice;  // Menu 12's <ADVICE>
  return j;
}

}  // namespace grognard::decisive
