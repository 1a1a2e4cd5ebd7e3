#include "server/legal_runs.h"

#include <string>

#include "core/rules_error.h"

namespace grognard::server {

namespace {

// The one field in which two actions differ, if they have the same fields and differ in one.
const std::string* only_difference(const json& a, const json& b) {
  if (!a.is_object() || !b.is_object() || a.size() != b.size()) return nullptr;
  const std::string* differs = nullptr;
  for (auto it = a.begin(); it != a.end(); ++it) {
    const auto other = b.find(it.key());
    if (other == b.end()) return nullptr;
    if (*other == it.value()) continue;
    if (differs) return nullptr;
    differs = &it.key();
  }
  return differs;
}

// Whether `b` is `a` with another value in `field` only.
bool differs_only_in(const json& a, const json& b, const std::string& field) {
  const std::string* d = only_difference(a, b);
  return d && *d == field;
}

}  // namespace

json legal_runs(const std::vector<json>& actions) {
  json runs = json::array();
  for (size_t i = 0; i < actions.size();) {
    const json& first = actions[i];
    const std::string* field =
        i + 1 < actions.size() ? only_difference(first, actions[i + 1]) : nullptr;
    if (!field) {
      runs.push_back({{"action", first}});
      ++i;
      continue;
    }
    json values = json::array({first[*field]});
    size_t j = i + 1;
    for (; j < actions.size() && differs_only_in(first, actions[j], *field); ++j)
      values.push_back(actions[j][*field]);
    json base = first;
    base.erase(*field);
    runs.push_back({{"action", std::move(base)}, {"each", *field}, {"of", std::move(values)}});
    i = j;
  }
  return runs;
}

std::vector<json> expand_legal_runs(const json& runs) {
  if (!runs.is_array()) throw DataError("legal_runs", "not a list");
  std::vector<json> actions;
  for (size_t i = 0; i < runs.size(); ++i) {
    const json& run = runs[i];
    const std::string where = "legal_runs[" + std::to_string(i) + "]";
    if (!run.is_object() || !run.contains("action") || !run["action"].is_object())
      throw DataError(where, "a run has an \"action\" object");
    if (!run.contains("each")) {
      actions.push_back(run["action"]);
      continue;
    }
    if (!run["each"].is_string() || !run.contains("of") || !run["of"].is_array())
      throw DataError(where, "a run's \"each\" is a field name and its \"of\" a list");
    for (const json& value : run["of"]) {
      json action = run["action"];
      action[run["each"].get<std::string>()] = value;
      actions.push_back(std::move(action));
    }
  }
  return actions;
}

}  // namespace grognard::server
