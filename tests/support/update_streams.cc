#include "update_streams.h"

#include "core/legal_runs.h"
#include "core/rules_error.h"

namespace grognard::harness {

std::optional<std::string> UpdateStreams::complete(nlohmann::json& message) {
  const std::string type = message.value("type", "");
  if (type != "update" && type != "joined") return std::nullopt;
  try {
    message["legal"] = expand_legal_runs(message.at("legal_runs"));
  } catch (const std::exception& e) {
    return std::string("legal_runs that cannot be read: ") + e.what();
  }
  const auto key =
      std::pair{message.value("game_id", std::string()),
                message["seat"].is_string() ? message["seat"].get<std::string>() : std::string()};
  if (message.contains("view")) {
    held_[key] = Held{message["seq"], message["view"]};
    return std::nullopt;
  }
  auto held = held_.find(key);
  if (held == held_.end()) return "an update with a patch, for a seat with no view held";
  if (message["since"] != held->second.seq)
    return "an update since seq " + message["since"].dump() + " to a view held at seq " +
           held->second.seq.dump();
  try {
    held->second = Held{message["seq"], held->second.view.patch(message["patch"])};
  } catch (const nlohmann::json::exception& e) {
    return std::string("a patch that does not apply: ") + e.what();
  }
  message["view"] = held->second.view;
  return std::nullopt;
}

}  // namespace grognard::harness
