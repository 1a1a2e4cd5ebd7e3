// NAW "How the Game is Won": demoralization at 90 enemy combat points destroyed, and the
// victory levels, with the rule that subtracts the loser's level from the winner's.
#include "games/napoleon-at-waterloo/state.h"

namespace grognard::naw {

namespace {
constexpr const char* kLevelNames[] = {"none", "marginal", "provisional", "decisive"};
}

void State::check_demoralization(Side defender, EventSink& ev) {
  if (demoralized_) return;  // only one player may be demoralized (NAW Demoralization)
  const int threshold = game_->victory().demoralization;
  const bool french = losses_[index_of(Side::kFrench)] >= threshold;
  const bool allied = losses_[index_of(Side::kAllied)] >= threshold;
  if (!french && !allied) return;
  // Case (4): both at the same instant (an exchange) demoralizes the defending player.
  demoralized_ = french && allied ? defender : (french ? Side::kFrench : Side::kAllied);
  ev.add([&]() -> json {
    return {{"type", "demoralized"},
            {"side", side_name(*demoralized_)},
            {"losses", losses_[index_of(*demoralized_)]}};
  });
}

VictoryLevels judge(const VictoryFacts& f, const VictoryThresholds& v) {
  VictoryLevels out;
  if (f.exited >= v.french_decisive_exits && f.napoleon_exited)
    out.french = 3;
  else if (f.allied_losses >= v.french_provisional)
    out.french = 2;
  else if (f.demoralized == Side::kAllied)
    out.french = 1;
  if (f.napoleon_eliminated || f.demoralized == Side::kFrench)
    out.allied = 3;
  else if (f.french_losses >= v.allied_provisional)
    out.allied = 2;
  else if (f.french_losses >= v.allied_marginal)
    out.allied = 1;
  return out;
}

std::string_view level_name(int level) { return kLevelNames[level < 0 ? -level : level]; }

json State::result() const {
  if (!over()) return nullptr;
  const VictoryFacts f{losses_[index_of(Side::kFrench)],
                       losses_[index_of(Side::kAllied)],
                       exited_combat_units(),
                       napoleon_exited(),
                       napoleon_eliminated(),
                       demoralized_};
  const VictoryLevels levels = judge(f, game_->victory());
  // Both may achieve a level: subtract the lesser from the greater.
  const int net = levels.net();
  return {
      {"levels", {{"french", level_name(levels.french)}, {"allied", level_name(levels.allied)}}},
      {"winner", net > 0   ? "french"
                 : net < 0 ? "allied"
                           : "none"},
      {"victory", level_name(net)},
      {"turns", turn_},
      {"losses", {{"french", f.french_losses}, {"allied", f.allied_losses}}},
      {"exited", f.exited},
      {"napoleon_exited", f.napoleon_exited},
      {"napoleon_eliminated", f.napoleon_eliminated},
      {"demoralized", demoralized_ ? json(side_name(*demoralized_)) : json(nullptr)}};
}

}  // namespace grognard::naw
