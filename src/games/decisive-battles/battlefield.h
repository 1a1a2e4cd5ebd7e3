// A battle's map (data/decisive-battles/maps/<battle>.json, its format in that folder's README)
// as the engine uses it: the hex board with its terrain, the kind of road and stream on every
// hexside, bridges and fords, fortifications and the named places. Read and checked whole;
// every error names its place.
#pragma once

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/hex_board.h"

namespace grognard::decisive {

using json = nlohmann::json;

enum class RoadKind : uint8_t { kNone, kPike, kRoad, kTrail };
enum class StreamKind : uint8_t { kNone, kCreek, kRun };

struct Place {
  std::string name, kind;
  HexId hex;
};

class Battlefield {
 public:
  // DataError with the place at fault; `where` names the file. Terrain names are checked
  // against `terrains` (the rules' list).
  static Battlefield load(const json& map, const std::vector<std::string>& terrains,
                          const std::string& where);

  const HexBoard& board() const { return board_; }
  std::string_view terrain(HexId h) const { return board_.terrain_name(board_.terrain(h)); }
  RoadKind road(HexId h, Direction d) const { return road_[face(h, d)]; }
  bool railroad(HexId h, Direction d) const { return railroad_[face(h, d)]; }
  StreamKind stream(HexId h, Direction d) const { return stream_[face(h, d)]; }
  bool bridge(HexId h, Direction d) const {
    return board_.has_feature(h, d, HexsideFeature::kBridge);
  }
  bool ford(HexId h, Direction d) const { return board_.has_feature(h, d, HexsideFeature::kFord); }
  int fortification(HexId h) const { return fortification_[h.value]; }
  const std::vector<Place>& places() const { return places_; }
  std::optional<HexId> place(const std::string& name) const;

 private:
  explicit Battlefield(HexBoard board) : board_(std::move(board)) {}
  static size_t face(HexId h, Direction d) { return h.value * kDirections + static_cast<int>(d); }

  HexBoard board_;
  std::vector<RoadKind> road_;
  std::vector<bool> railroad_;
  std::vector<StreamKind> stream_;
  std::vector<int> fortification_;
  std::vector<Place> places_;
};

}  // namespace grognard::decisive
