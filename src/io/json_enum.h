// An enum written by name in a data file: the field's string looked up in the enum's table of
// names (core/enum_names.h); DataError "<where>.<key>: unknown 'x'" for any other.
#pragma once

#include <array>
#include <string>
#include <string_view>

#include "core/enum_names.h"
#include "core/rules_error.h"
#include "io/json_read.h"

namespace grognard {

template <class E, size_t N>
E get_enum(const nlohmann::json& object, std::string_view key,
           const std::array<std::string_view, N>& names, const std::string& where) {
  const std::string s = get_string(object, key, where);
  if (const auto e = parse_enum<E>(names, s)) return *e;
  throw DataError(where_in(where, key), "unknown '" + s + "'");
}

}  // namespace grognard
