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

Events Session::apply(const json& action, const std::vector<int>& forced_dice) {
  return apply_validated(action, forced_dice);
}

}  // namespace grognard
