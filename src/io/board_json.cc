#include "io/board_json.h"

#include <cctype>
#include <string>

namespace grognard {

namespace {
constexpr HexsideFeature kFeatures[] = {HexsideFeature::kRoad, HexsideFeature::kRiver,
                                        HexsideFeature::kBridge, HexsideFeature::kFord};
constexpr const char* kFeatureNames[] = {"road", "river", "bridge", "ford"};
}  // namespace

nlohmann::json hex_board_json(const HexBoard& board) {
  using nlohmann::json;
  const TerrainId fallback{0};  // the board's default terrain is its first name
  json hexes = json::object(), hexsides = json::array();
  for (int i = 0; i < board.size(); ++i) {
    const HexId h{static_cast<uint16_t>(i)};
    const std::string label = board.label_text(h);
    if (board.terrain(h) != fallback)
      hexes[label] = std::string(board.terrain_name(board.terrain(h)));
    for (Direction d : kAllDirections) {
      // Each shared hexside once: from the hex on its north or east face (N, NE, SE on flat
      // tops; NW, NE, E on pointy tops: the same three axial steps).
      const bool shared = board.neighbour(h, d).has_value();
      if (shared && !(d == Direction::N || d == Direction::NE || d == Direction::SE)) continue;
      for (size_t f = 0; f < std::size(kFeatures); ++f)
        if (board.has_feature(h, d, kFeatures[f]))
          hexsides.push_back(
              {{"hex", label}, {"side", board.side_name(d)}, {"feature", kFeatureNames[f]}});
    }
  }
  json terrain = json::object();
  for (const std::string& name : board.terrain_names()) {
    std::string label = name;
    if (!label.empty()) label[0] = static_cast<char>(std::toupper(label[0]));
    terrain[name] = {{"label", label}};
  }
  const HexLayout layout = board.layout();
  const bool pointy = layout.orientation == HexOrientation::kPointyTop;
  return {{"grid",
           {{"kind", "hex"},
            {"orientation", pointy ? "pointy" : "flat"},
            {"columns", board.columns()},
            {"rows", board.rows()},
            {pointy ? "left_rows" : "low_columns", layout.odd_shifted ? "odd" : "even"}}},
          {"default_terrain", std::string(board.terrain_name(fallback))},
          {"terrain", terrain},
          {"hexes", hexes},
          {"hexsides", hexsides}};
}

}  // namespace grognard
