#include "io/area_json.h"

#include <fmt/format.h>

#include "core/rules_error.h"
#include "io/json_read.h"

namespace grognard {

AreaBoard read_area_board(const json& map, const std::string& where) {
  AreaBoard board;
  const std::string pw = where_in(where, "provinces");
  const json& provinces = get_array(map, "provinces", where);
  for (size_t i = 0; i < provinces.size(); ++i) {
    const std::string at = where_at(pw, i);
    std::string key = get_string(provinces[i], "id", at);
    if (key.empty()) throw DataError(where_in(at, "id"), "an empty province id");
    if (board.find(key))
      throw DataError(where_in(at, "id"), fmt::format("province '{}' is defined twice", key));
    board.add_area(std::move(key), get_string(provinces[i], "name", at));
  }
  const std::string lw = where_in(where, "links");
  const json& links = get_array(map, "links", where);
  for (size_t i = 0; i < links.size(); ++i) {
    const std::string at = where_at(lw, i);
    const json& ends = get_array(links[i], "between", at);
    const std::string bw = where_in(at, "between");
    if (ends.size() != 2) throw DataError(bw, "expected two province ids");
    const AreaId a = read_area_id(board, ends[0], where_at(bw, 0));
    const AreaId b = read_area_id(board, ends[1], where_at(bw, 1));
    const std::string kind = get_string(links[i], "kind", at);
    const auto border = parse_border(kind);
    if (!border)
      throw DataError(where_in(at, "kind"),
                      fmt::format("'{}' is not a border kind (land, sea, strait)", kind));
    if (a == b) throw DataError(bw, fmt::format("'{}' cannot border itself", board.key(a)));
    if (board.adjacent(a, b))
      throw DataError(bw,
                      fmt::format("the border {}-{} is given twice", board.key(a), board.key(b)));
    board.add_border(a, b, *border);
  }
  return board;
}

AreaId read_area_id(const AreaBoard& board, const json& value, const std::string& where) {
  if (!value.is_string()) throw DataError(where, "expected a province id string");
  const auto id = board.find(value.get<std::string>());
  if (!id)
    throw DataError(where, fmt::format("no province '{}' on this map", value.get<std::string>()));
  return *id;
}

}  // namespace grognard
