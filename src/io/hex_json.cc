#include "io/hex_json.h"

#include <fmt/format.h>

#include "core/rules_error.h"

namespace grognard {

HexId read_hex_label(const HexBoard& board, const nlohmann::json& value, const std::string& where) {
  if (!value.is_string()) throw DataError(where, "expected a CCRR hex label string");
  auto id = board.find(value.get<std::string>());
  if (!id)
    throw DataError(where, fmt::format("'{}' is not a hex on the {}x{} map",
                                       value.get<std::string>(), board.columns(), board.rows()));
  return *id;
}

}  // namespace grognard
