#include "core/legal_runs.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <string>

#include "core/json_patch.h"
#include "core/json_text.h"
#include "core/rules_error.h"

namespace grognard {

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

json legal_runs(std::vector<json> actions) {
  json runs = json::array();
  for (size_t i = 0; i < actions.size();) {
    json& first = actions[i];
    const std::string* differs =
        i + 1 < actions.size() ? only_difference(first, actions[i + 1]) : nullptr;
    if (!differs) {
      runs.push_back({{"action", std::move(first)}});
      ++i;
      continue;
    }
    const std::string field = *differs;  // a key of `first`, which loses it below
    size_t j = i + 1;
    while (j < actions.size() && differs_only_in(first, actions[j], field)) ++j;
    json values = json::array();
    for (size_t k = i; k < j; ++k) values.push_back(std::move(actions[k][field]));
    first.erase(field);
    runs.push_back({{"action", std::move(first)}, {"each", field}, {"of", std::move(values)}});
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

RunTexts run_texts(const json& runs) {
  RunTexts texts;
  texts.reserve(runs.size());
  for (const json& run : runs) texts.push_back(json_text(run));
  return texts;
}

std::string runs_array_text(const RunTexts& runs) {
  return fmt::format("[{}]", fmt::join(runs, ","));
}

std::string legal_list_members(const RunTexts& held, const RunTexts& now) {
  // From or to an empty list (a seat's turn begun or ended) the whole list is the shorter.
  if (!held.empty() && !now.empty()) {
    ArrayPatch patch = array_patch(held, now);
    if (patch.operations < now.size()) return R"("legal_patch":)" + patch.text;
  }
  return R"("legal_runs":)" + runs_array_text(now);
}

}  // namespace grognard
