// NAW "How the Game is Won": demoralization at 90 enemy combat points destroyed, and the
// victory levels, with the rule that subtracts the loser's level from the winner's.
#include "games/napoleon-at-waterloo/state.h"

namespace grognard::naw {

namespace {
constexpr const char* kLevelNames[] = {"none", "marginal", "provisional", "decisive"};
}

void State::check_demoralization(Side defender, Events& ev) {
  if (demoralized_) return;  // only one player may be demoralized (NAW Demoralization)
  const int threshold = game_->victory().demoralization;
  const bool french = losses_[index_of(Side::kFrench)] >= threshold;
  const bool allied = losses_[index_of(Side::kAllied)] >= threshold;
  if (!french && !allied) return;
  // Case (4): both at the same instant (an exchange) demoralizes the defending player.
  demoralized_ = french && allied ? defender : (french ? Side::kFrench : Side::kAllied);
  ev.push_back({{"type", "demoralized"},
                {"side", side_name(*demoralized_)},
                {"losses", losses_[index_of(*demoralized_)]}});
}

json State::result() const {
  if (!over()) return nullptr;
  const VictoryThresholds& v = game_->victory();
  const int french_losses = losses_[index_of(Side::kFrench)];
  const int allied_losses = losses_[index_of(Side::kAllied)];
  int french = 0, allied = 0;
  if (exited_combat_units() >= v.french_decisive_exits && napoleon_exited())
    french = 3;
  else if (allied_losses >= v.french_provisional)
    french = 2;
  else if (demoralized_ == Side::kAllied)
    french = 1;
  if (napoleon_eliminated() || demoralized_ == Side::kFrench)
    allied = 3;
  else if (french_losses >= v.allied_provisional)
    allied = 2;
  else if (french_losses >= v.allied_marginal)
    allied = 1;
  // Both may achieve a level: subtract the lesser from the greater.
  const int net = french - allied;
  json r = {{"levels", {{"french", kLevelNames[french]}, {"allied", kLevelNames[allied]}}},
            {"winner", net > 0   ? "french"
                       : net < 0 ? "allied"
                                 : "none"},
            {"victory", kLevelNames[net > 0 ? net : -net]},
            {"turns", turn_},
            {"losses", {{"french", french_losses}, {"allied", allied_losses}}},
            {"exited", exited_combat_units()},
            {"napoleon_exited", napoleon_exited()},
            {"napoleon_eliminated", napoleon_eliminated()},
            {"demoralized", demoralized_ ? json(side_name(*demoralized_)) : json(nullptr)}};
  return r;
}

}  // namespace grognard::naw
