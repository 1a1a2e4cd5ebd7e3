#include "games/decisive-battles/battlefield.h"

#include <fmt/format.h>

#include <algorithm>

#include "core/rules_error.h"
#include "io/hex_json.h"
#include "io/json_read.h"

namespace grognard::decisive {
namespace {

bool listed(const std::vector<std::string>& names, std::string_view name) {
  return std::find(names.begin(), names.end(), name) != names.end();
}

}  // namespace

std::optional<HexId> Battlefield::place(const std::string& name) const {
  for (const Place& p : places_)
    if (p.name == name) return p.hex;
  return std::nullopt;
}

Battlefield Battlefield::load(const json& map, const std::vector<std::string>& terrains,
                              const std::string& where) {
  reject_unknown_keys(
      map,
      {"about", "columns", "rows", "projection", "default_terrain", "terrain", "roads", "railroads",
       "streams", "bridges", "fords", "places", "fortifications"},
      where);
  Battlefield b(read_hex_board(map, where));
  HexBoard& board = b.board_;
  const size_t faces = static_cast<size_t>(board.size()) * kDirections;
  b.road_.assign(faces, RoadKind::kNone);
  b.railroad_.assign(faces, false);
  b.stream_.assign(faces, StreamKind::kNone);
  b.fortification_.assign(board.size(), 0);
  const std::string terrain_names = fmt::format("{}", fmt::join(terrains, ", "));
  if (!listed(terrains, get_string(map, "default_terrain", where)))
    throw DataError(where_in(where, "default_terrain"), "expected one of " + terrain_names);

  const std::string tw = where_in(where, "terrain");
  std::vector<bool> assigned(board.size(), false);
  for (const auto& [name, hexes] : get_object(map, "terrain", where).items()) {
    const std::string kw = where_in(tw, name);
    if (!listed(terrains, name)) throw DataError(kw, "expected one of " + terrain_names);
    if (!hexes.is_array()) throw DataError(kw, "expected a list of hexes");
    const TerrainId id = board.add_terrain(name);
    for (size_t i = 0; i < hexes.size(); ++i) {
      const HexId h = read_hex_label(board, hexes[i], where_at(kw, i));
      if (assigned[h.value])
        throw DataError(where_at(kw, i),
                        fmt::format("hex {} already has a terrain", board.label_text(h)));
      assigned[h.value] = true;
      board.set_terrain(h, id);
    }
  }

  // The hexsides an entry lists ("hex" and "sides"), each on the map's interior.
  auto sides_of = [&](const json& entry, const std::string& ew) {
    const HexId h = read_hex_label(board, field(entry, "hex", ew), where_in(ew, "hex"));
    std::vector<std::pair<HexId, Direction>> out;
    const json& sides = get_array(entry, "sides", ew);
    for (size_t i = 0; i < sides.size(); ++i)
      out.emplace_back(h, read_shared_side(board, sides[i], h, where_at(where_in(ew, "sides"), i)));
    return out;
  };
  // Sets a hexside's value on both its faces; a different value already there is an error.
  auto set = [&](auto& faces_of, HexId h, Direction d, auto value, const std::string& ew) {
    const HexId n = *board.neighbour(h, d);
    for (const size_t f : {face(h, d), face(n, opposite(d))}) {
      if (faces_of[f] != decltype(value){} && faces_of[f] != value)
        throw DataError(ew, fmt::format("the hexside {} {} is given two kinds", board.label_text(h),
                                        board.side_name(d)));
      faces_of[f] = value;
    }
  };

  const std::string roads_w = where_in(where, "roads");
  const json& roads = get_array(map, "roads", where);
  for (size_t i = 0; i < roads.size(); ++i) {
    const std::string ew = where_at(roads_w, i);
    reject_unknown_keys(roads[i], {"hex", "sides", "kind"}, ew);
    const std::string kind = get_string(roads[i], "kind", ew);
    const RoadKind k = kind == "pike"    ? RoadKind::kPike
                       : kind == "road"  ? RoadKind::kRoad
                       : kind == "trail" ? RoadKind::kTrail
                                         : RoadKind::kNone;
    if (k == RoadKind::kNone) throw DataError(where_in(ew, "kind"), "expected pike, road or trail");
    for (const auto& [h, d] : sides_of(roads[i], ew)) {
      set(b.road_, h, d, k, ew);
      board.add_feature(h, d, HexsideFeature::kRoad);
    }
  }
  const std::string rail_w = where_in(where, "railroads");
  const json& railroads = get_array(map, "railroads", where);
  for (size_t i = 0; i < railroads.size(); ++i) {
    const std::string ew = where_at(rail_w, i);
    reject_unknown_keys(railroads[i], {"hex", "sides"}, ew);
    for (const auto& [h, d] : sides_of(railroads[i], ew)) set(b.railroad_, h, d, true, ew);
  }
  const std::string streams_w = where_in(where, "streams");
  const json& streams = get_array(map, "streams", where);
  for (size_t i = 0; i < streams.size(); ++i) {
    const std::string ew = where_at(streams_w, i);
    reject_unknown_keys(streams[i], {"hex", "sides", "stream", "kind"}, ew);
    get_string(streams[i], "stream", ew);
    const std::string kind = get_string(streams[i], "kind", ew);
    if (kind != "creek" && kind != "run")
      throw DataError(where_in(ew, "kind"), "expected creek or run");
    const StreamKind k = kind == "creek" ? StreamKind::kCreek : StreamKind::kRun;
    for (const auto& [h, d] : sides_of(streams[i], ew)) {
      set(b.stream_, h, d, k, ew);
      board.add_feature(h, d, HexsideFeature::kRiver);
    }
  }
  for (const auto& [key, feature] :
       {std::pair{"bridges", HexsideFeature::kBridge}, std::pair{"fords", HexsideFeature::kFord}}) {
    const std::string cw = where_in(where, key);
    const json& list = get_array(map, key, where);
    for (size_t i = 0; i < list.size(); ++i) {
      const std::string ew = where_at(cw, i);
      reject_unknown_keys(list[i], {"hex", "side", "stream", "name"}, ew);
      get_string(list[i], "name", ew);
      const HexId h = read_hex_label(board, field(list[i], "hex", ew), where_in(ew, "hex"));
      const Direction d =
          read_shared_side(board, field(list[i], "side", ew), h, where_in(ew, "side"));
      if (b.stream(h, d) == StreamKind::kNone)
        throw DataError(
            ew, fmt::format("{} {} is on no stream", board.label_text(h), board.side_name(d)));
      if (feature == HexsideFeature::kBridge && b.road(h, d) == RoadKind::kNone)
        throw DataError(ew, "a bridge carries a road: this hexside has none");
      board.add_feature(h, d, feature);
    }
  }
  const std::string places_w = where_in(where, "places");
  const json& places = get_array(map, "places", where);
  for (size_t i = 0; i < places.size(); ++i) {
    const std::string ew = where_at(places_w, i);
    reject_unknown_keys(places[i], {"name", "hex", "kind", "with"}, ew);
    b.places_.push_back({get_string(places[i], "name", ew), get_string(places[i], "kind", ew),
                         read_hex_label(board, field(places[i], "hex", ew), where_in(ew, "hex"))});
  }
  if (map.contains("fortifications")) {
    const std::string fw = where_in(where, "fortifications");
    const json& fortifications = get_object(map, "fortifications", where);
    for (const auto& [label, value] : fortifications.items()) {
      const HexId h = read_hex_label(board, json(label), where_in(fw, label));
      b.fortification_[h.value] = static_cast<int>(get_int(fortifications, label, fw, 1, 3));
    }
  }
  return b;
}

}  // namespace grognard::decisive
