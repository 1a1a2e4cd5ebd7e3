// The choices Blitzkrieg at the Ardennes offers before play ("a choice of features to adjust for
// balance", the revised rules' uncertainty screen), as the catalog lists them for the lobby and
// the CLI (docs/protocol.md, "Options"); Game::apply_options reads a scenario's choices.
#pragma once

#include <nlohmann/json.hpp>

namespace grognard::bka {
// Each option with its label, its kind and range, and its default: the value the shipped
// scenario plays with when the option is left out.
nlohmann::json customisation_options();
}  // namespace grognard::bka
