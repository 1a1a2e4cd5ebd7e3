#include "core/session.h"

namespace grognard {

std::string seed_chooser_name(SeedChooser chooser) {
  return chooser == SeedChooser::kServer ? "server" : "client";
}

std::optional<SeedChooser> seed_chooser_from(const std::string& name) {
  if (name == "server") return SeedChooser::kServer;
  if (name == "client") return SeedChooser::kClient;
  return std::nullopt;
}

IllegalAction unused_dice(size_t count, const std::string& why) {
  return IllegalAction(
      RuleViolation{"dice", std::to_string(count) + " forced die result(s) not used" + why});
}

Events Session::apply(const json& action, const std::vector<int>& forced_dice, EventMode events) {
  return apply_validated(action, forced_dice, false, events);
}

Events Session::apply_taking_dice(const json& action, std::vector<int>& dice) {
  Events events = apply_validated(action, dice, true, EventMode::kRecord);
  dice.erase(dice.begin(), dice.begin() + static_cast<long>(log_.back().forced_dice.size()));
  return events;
}

}  // namespace grognard
