#include "update_streams.h"

#include "core/legal_runs.h"
#include "core/rules_error.h"

namespace grognard::harness {

std::optional<std::string> UpdateStreams::complete(nlohmann::json& message) {
  const std::string type = message.value("type", "");
  if (type != "update" && type != "joined") return std::nullopt;
  const auto key =
      std::pair{message.value("game_id", std::string()),
                message["seat"].is_string() ? message["seat"].get<std::string>() : std::string()};
  if (message.contains("view")) {
    if (!message.contains("legal_runs")) return "a whole view without the whole legal list";
    held_[key] = Held{message["seq"], message["view"], message["legal_runs"]};
  } else {
    auto held = held_.find(key);
    if (held == held_.end()) return "an update with a patch, for a seat with no view held";
    if (message["since"] != held->second.seq)
      return "an update since seq " + message["since"].dump() + " to a view held at seq " +
             held->second.seq.dump();
    if (message.contains("legal_runs") == message.contains("legal_patch"))
      return "an update with both or neither of legal_runs and legal_patch";
    try {
      nlohmann::json runs = message.contains("legal_runs")
                                ? message["legal_runs"]
                                : held->second.legal_runs.patch(message["legal_patch"]);
      held->second =
          Held{message["seq"], held->second.view.patch(message["patch"]), std::move(runs)};
    } catch (const nlohmann::json::exception& e) {
      return std::string("a patch that does not apply: ") + e.what();
    }
    message["view"] = held->second.view;
    message["legal_runs"] = held->second.legal_runs;
  }
  try {
    message["legal"] = expand_legal_runs(message.at("legal_runs"));
  } catch (const std::exception& e) {
    return std::string("legal_runs that cannot be read: ") + e.what();
  }
  return std::nullopt;
}

}  // namespace grognard::harness
