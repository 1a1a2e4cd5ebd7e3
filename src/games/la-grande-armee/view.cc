// What each seat may know (LGA 3.5 cavalry screens, 5.66 top secret movement) and which
// events it may read.
#include <algorithm>

#include "games/la-grande-armee/state.h"

namespace grognard::lga {

void State::fog(std::optional<Side> viewer) {
  // LGA 5.66: until the first attack, the defender sees the mover as Phase V found him.
  // A spectator is held to the same curtain, so he cannot pass on what the defender may not see.
  if (curtain_ && (!viewer || viewer == defender())) {
    for (size_t i = 0; i < units_.size(); ++i) {
      if (side_of(UnitId{static_cast<uint16_t>(i)}) != player_) continue;
      units_[i].where = curtain_->where[i];
      units_[i].hex = curtain_->hexes[i];
    }
    control_ = curtain_->control;
  }
  curtain_.reset();
  hidden_below_.assign(game_->board().size(), 0);
  std::vector<std::vector<UnitId>> stacks(game_->board().size());
  for (size_t i = 0; i < units_.size(); ++i)
    if (units_[i].where == Where::kOnMap)
      stacks[units_[i].hex.value].push_back(UnitId{static_cast<uint16_t>(i)});
  for (size_t h = 0; h < stacks.size(); ++h) {
    auto& stack = stacks[h];
    std::sort(stack.begin(), stack.end(),
              [&](UnitId a, UnitId b) { return units_[a.value].stack > units_[b.value].stack; });
    bool top_seen = false;
    for (UnitId u : stack) {
      if (viewer && side_of(u) == *viewer) continue;
      UnitState& s = units_[u.value];
      if (!top_seen) {
        top_seen = true;
        s.masked = true;
        s.morale = static_cast<int8_t>(max_morale(def(u).type));
        s.fatigue = 0;
        // LGA 3.5: a cavalry unit on top hides how many units are under it.
        const bool screened = def(u).type == UnitType::kCavalry;
        hidden_below_[h] = screened ? -1 : static_cast<int8_t>(0);
        continue;
      }
      s = UnitState{};
      s.where = Where::kUnknown;
      if (hidden_below_[h] >= 0) ++hidden_below_[h];
    }
  }
  // Enemy plans for units off the map are not the viewer's business either.
  for (size_t i = 0; i < units_.size(); ++i) {
    const UnitId u{static_cast<uint16_t>(i)};
    if (viewer && side_of(u) == *viewer) continue;
    units_[i].moves = 0;
    units_[i].unsupplied = false;
    units_[i].voyage.clear();
  }
}

State State::view_for(int seat) const {
  State v = *this;
  v.rng_ = Rng(0);
  v.fog(static_cast<Side>(seat));
  return v;
}

State State::public_view() const {
  State v = *this;
  v.rng_ = Rng(0);
  v.fog(std::nullopt);
  return v;
}

Events State::events_for(const Events& events, std::optional<int> seat) const {
  // Events about a side's own units that the enemy never reads: muster and siege rolls,
  // supply, fatigue, lost moves, rallies and halts.
  static const std::vector<std::string> kPrivate = {"supply",  "muster", "long_march", "fog_of_war",
                                                    "rallied", "halted", "siege"};
  Events out;
  for (const json& e : events) {
    const auto side = e.contains("side") ? parse_side(e["side"].get<std::string>()) : std::nullopt;
    if (seat && side && index_of(*side) == *seat) {
      out.push_back(e);
      continue;
    }
    if (e.value("secret", false) || e.value("private", false)) continue;
    const std::string type = e.value("type", "");
    if (side && std::find(kPrivate.begin(), kPrivate.end(), type) != kPrivate.end()) continue;
    out.push_back(e);
  }
  return out;
}

}  // namespace grognard::lga
