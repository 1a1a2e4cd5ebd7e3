// What each seat may know (LGA 3.5 cavalry screens, 5.66 top secret movement) and which
// events it may read.
#include <algorithm>

#include "games/la-grande-armee/state.h"

namespace grognard::lga {

void State::fog(std::optional<Side> viewer) {
  // LGA 5.66: until the first attack only the mover looks at the screen; everyone else sees
  // the mover as Phase V found him. The neutral seat and a spectator are held to the same
  // curtain, so that neither can pass on what the defender may not see.
  if (curtain_ && viewer != player_) {
    for (size_t i = 0; i < units_.size(); ++i) {
      if (side_of(UnitId{static_cast<uint16_t>(i)}) != player_) continue;
      units_[i].where = curtain_->where[i];
      units_[i].hex = curtain_->hexes[i];
      units_[i].stack = curtain_->stack[i];  // a unit moved back on top must not show it
    }
    control_ = curtain_->control;
  }
  curtain_.reset();
  hidden_below_.assign(game_->board().size(), 0);
  unseen_.assign(game_->board().size(), UnseenEffects{});
  std::vector<std::vector<UnitId>> stacks(game_->board().size());
  for (size_t i = 0; i < units_.size(); ++i)
    if (units_[i].where == Where::kOnMap)
      stacks[units_[i].hex.value].push_back(UnitId{static_cast<uint16_t>(i)});
  for (size_t h = 0; h < stacks.size(); ++h) {
    auto& stack = stacks[h];
    std::sort(stack.begin(), stack.end(),
              [&](UnitId a, UnitId b) { return units_[a.value].stack > units_[b.value].stack; });
    bool top_seen = false;
    // The unit an attack here would strike, as the referee knows it (LGA 3.5).
    const auto struck =
        stack.size() < 2 ? std::nullopt
                         : defending_unit(HexId{static_cast<uint16_t>(h)}, side_of(stack.front()));
    for (UnitId u : stack) {
      if (viewer && side_of(u) == *viewer) continue;
      UnitState& s = units_[u.value];
      if (!top_seen) {
        top_seen = true;
        // LGA 3.5: a cavalry unit on top hides how many units are under it.
        const bool screened = def(u).type == UnitType::kCavalry;
        hidden_below_[h] = screened ? -1 : static_cast<int8_t>(0);
        continue;
      }
      if (exerts_zoc(u)) unseen_[h].zoc_side = static_cast<int8_t>(index_of(side_of(u)));
      if (def(u).type != UnitType::kHq)
        unseen_[h].occupier = static_cast<int8_t>(index_of(side_of(u)));
      if (struck == u && s.withdrew) unseen_[h].struck_withdrew = true;
      s = UnitState{};
      s.where = Where::kUnknown;
      if (hidden_below_[h] >= 0) ++hidden_below_[h];
    }
  }
  // Enemy plans for units off the map are not the viewer's business either, nor the morale
  // and fatigue of any of them (LGA 3.4: a player reads the text window of his own units).
  for (size_t i = 0; i < units_.size(); ++i) {
    const UnitId u{static_cast<uint16_t>(i)};
    if (viewer && side_of(u) == *viewer) continue;
    if (units_[i].where != Where::kUnknown) {
      units_[i].masked = true;
      units_[i].morale = static_cast<int8_t>(max_morale(def(u).type));
      units_[i].fatigue = 0;
    }
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
