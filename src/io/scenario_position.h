// A scenario's "position": the state of play it starts from, wherever the rules have state
// (turn, phase, losses, ...; docs/scenarios.md). Each game reads its own fields; these are
// the readings the games share, each error naming the field ("scenario.position.phase").
#pragma once

#include <fmt/format.h>

#include <initializer_list>
#include <nlohmann/json.hpp>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "core/rules_error.h"
#include "io/json_read.h"

namespace grognard {

inline const std::string kPositionWhere = "scenario.position";

// The scenario's "position" object with its keys checked against `known`, or nullptr.
inline const nlohmann::json* scenario_position(const nlohmann::json& scenario,
                                               std::initializer_list<std::string_view> known) {
  if (!scenario.is_object() || !scenario.contains("position")) return nullptr;
  const nlohmann::json& position = get_object(scenario, "position", "scenario");
  reject_unknown_keys(position, known, kPositionWhere);
  return &position;
}

// A name read through `parse` (returning an optional); `expected` says the choices.
template <class Parse>
auto read_name(const nlohmann::json& value, const std::string& where, Parse parse,
               std::string_view expected) {
  if (value.is_string())
    if (auto found = parse(value.get<std::string>())) return *found;
  throw DataError(where, fmt::format("expected {}, got {}", expected, value.dump()));
}

// A list of unit ids read through `find` (id -> optional id), none twice.
template <class Find>
auto read_unit_ids(const nlohmann::json& object, std::string_view key, const std::string& where,
                   Find find) {
  const nlohmann::json& list = get_array(object, key, where);
  const std::string lw = where_in(where, key);
  std::vector<std::decay_t<decltype(*find(std::string()))>> out;
  std::set<std::string> seen;
  for (size_t i = 0; i < list.size(); ++i) {
    const std::string w = where_at(lw, i);
    if (!list[i].is_string()) throw DataError(w, "expected a unit id");
    const std::string id = list[i].get<std::string>();
    const auto unit = find(id);
    if (!unit) throw DataError(w, fmt::format("no unit '{}' in this scenario", id));
    if (!seen.insert(id).second) throw DataError(w, fmt::format("'{}' is listed twice", id));
    out.push_back(*unit);
  }
  return out;
}

}  // namespace grognard
