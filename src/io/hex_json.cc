#include "io/hex_json.h"

#include <fmt/format.h>

#include "core/rules_error.h"
#include "io/json_read.h"

namespace grognard {

HexId read_hex_label(const HexBoard& board, const nlohmann::json& value, const std::string& where) {
  if (!value.is_string()) throw DataError(where, "expected a CCRR hex label string");
  auto id = board.find(value.get<std::string>());
  if (!id)
    throw DataError(where, fmt::format("'{}' is not a hex on the {}x{} map",
                                       value.get<std::string>(), board.columns(), board.rows()));
  return *id;
}

HexLayout read_hex_layout(const nlohmann::json& map, const std::string& where) {
  HexLayout layout;
  if (map.contains("hex_orientation")) {
    const std::string o = get_string(map, "hex_orientation", where);
    if (o == "pointy-top")
      layout.orientation = HexOrientation::kPointyTop;
    else if (o != "flat-top")
      throw DataError(where_in(where, "hex_orientation"),
                      "expected \"flat-top\" or \"pointy-top\"");
  }
  const bool pointy = layout.orientation == HexOrientation::kPointyTop;
  const char* shift = pointy ? "left_rows" : "low_columns";
  const char* other = pointy ? "low_columns" : "left_rows";
  if (map.contains(other))
    throw DataError(where_in(where, other),
                    pointy ? "pointy-top hexes shift rows: say \"left_rows\""
                           : "flat-top hexes shift columns: say \"low_columns\"");
  if (map.contains(shift)) {
    const std::string parity = get_string(map, shift, where);
    if (parity != "odd" && parity != "even")
      throw DataError(where_in(where, shift), "expected \"odd\" or \"even\"");
    layout.odd_shifted = parity == "odd";
  }
  return layout;
}

HexBoard read_hex_board(const nlohmann::json& map, const std::string& where) {
  return HexBoard(static_cast<int>(get_int(map, "columns", where, 1, 99)),
                  static_cast<int>(get_int(map, "rows", where, 1, 99)),
                  get_string(map, "default_terrain", where), read_hex_layout(map, where));
}

Direction read_hex_side(const HexBoard& board, const nlohmann::json& value,
                        const std::string& where) {
  auto d = value.is_string() ? board.parse_side(value.get<std::string>()) : std::nullopt;
  if (!d) throw DataError(where, "expected " + direction_names(board.layout().orientation));
  return *d;
}

Direction read_shared_side(const HexBoard& board, const nlohmann::json& value, HexId h,
                           const std::string& where) {
  const Direction d = read_hex_side(board, value, where);
  if (!board.neighbour(h, d)) throw DataError(where, "is the map edge");
  return d;
}

}  // namespace grognard
