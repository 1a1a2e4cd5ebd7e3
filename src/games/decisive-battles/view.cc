// What each seat may know (Sighting; Menu 9: "you may always access every brigade through the
// <MAP WALK> routine") and which events it may read. A view is a State with what its seat cannot
// see left out: enemy units unsighted or not yet come, the enemy's orders, commands, cohesion
// and communications, and the dice.
#include "games/decisive-battles/state.h"

namespace grognard::decisive {
// "The game is considered contested if there is less than a 20% difference between each side's
// VP total. Otherwise you will be told you are winning or losing."
std::string_view standing_of(int mine, int theirs) {
  const int high = std::max(mine, theirs);
  if (high == 0 || (high - std::min(mine, theirs)) * 5 < high) return "contested";
  return mine > theirs ? "winning" : "losing";
}

std::string_view State::standing(Side side) const {
  const std::array<int, kSides> vp = fogged() ? standing_vp_ : victory_points(false);
  return standing_of(vp[static_cast<int>(side)], vp[1 - static_cast<int>(side)]);
}

std::optional<int> State::known_victory_points(Side side) const {
  if (spectator_ || (viewer_ && *viewer_ != side)) return std::nullopt;
  return fogged() ? standing_vp_[static_cast<int>(side)]
                  : victory_points(false)[static_cast<int>(side)];
}

int State::guessed_enemy_objective_points(Side side) const {
  int points = 0;
  for (const Objective& o : game_->scenario().objectives)
    if (control(o.hex) == enemy_of(side) && turn_ >= o.first_turn)
      points += o.vp_per_turn * (std::min(turn_, o.last_turn + 1) - o.first_turn);
  return points;
}

void State::fog(std::optional<Side> viewer) {
  standing_vp_ = victory_points(false);
  // Who sees a unit: the viewer, or for a spectator the unit's enemy (what every seat knows).
  auto looker = [&](UnitId u) { return viewer ? *viewer : enemy_of(game_->unit(u).side); };
  std::vector<bool> unseen(units_.size(), false);
  for (size_t i = 0; i < units_.size(); ++i) {
    const UnitId u{static_cast<uint16_t>(i)};
    const Side side = game_->unit(u).side;
    if (viewer && side == *viewer) continue;
    UnitState& s = units_[i];
    if (s.where == Where::kGone) continue;
    unseen[i] = !seen_by(u, looker(u));
    // The enemy's plans and condition: only its line or column, and steady or shaken.
    const bool shaken = s.cohesion < 4;
    const Formation formation = formation_of(s.order);
    UnitState shown;
    shown.where = s.where;
    shown.hex = s.hex;
    shown.men = s.men;
    shown.sighting = s.sighting;
    shown.order = formation == Formation::kColumn ? Order::kColumn : Order::kStand;
    shown.cohesion = shaken ? 3 : 6;
    s = shown;
  }
  for (size_t i = 0; i < units_.size(); ++i)
    if (unseen[i]) {
      units_[i] = UnitState{};
      units_[i].where = Where::kUnseen;
    }
  for (int s = 0; s < kSides; ++s) {
    if (viewer && static_cast<Side>(s) == *viewer) continue;
    const bool given = sides_[s].orders_given;
    sides_[s] = SideState{};
    sides_[s].orders_given = given;
  }
  std::erase_if(befell_, [&](const Event& e) { return !viewer || e.side != *viewer; });
  std::fill(targets_.begin(), targets_.end(), std::nullopt);
  viewer_ = viewer;
  spectator_ = !viewer;
  rng_ = Rng(0);
}

State State::view_for(int seat) const {
  State v = *this;
  v.fog(static_cast<Side>(seat));
  return v;
}

State State::public_view() const {
  State v = *this;
  v.fog(std::nullopt);
  return v;
}

Events State::events_for(const Events& events, std::optional<int> seat) const {
  Events out;
  // A unit of the other side is named only if the seat sees it now, or it is gone.
  auto shown = [&](const json& id) {
    const auto u = game_->find_unit(id.get<std::string>());
    if (!u) return false;
    const Side side = game_->unit(*u).side;
    if (seat && side == static_cast<Side>(*seat)) return true;
    if (units_[u->value].where == Where::kGone) return true;
    const Side looker = seat ? static_cast<Side>(*seat) : enemy_of(side);
    return seen_by(*u, looker);
  };
  auto own = [&](const json& side) {
    return seat && side.get<std::string>() == side_name(static_cast<Side>(*seat));
  };
  for (const json& e : events) {
    const std::string type = e.value("type", "");
    if (type == "hour" || type == "orders_given" || type == "battle_over" || type == "resigned") {
      out.push_back(e);
    } else if (type == "order_given") {
      if (own(e.at("side"))) out.push_back(e);
    } else if (type == "attack") {
      // A seat is told of fire its side gave or took; an unseen enemy is "unseen".
      if (!seat) continue;
      json shown_e = e;
      bool involved = false;
      for (const char* key : {"attacker", "target"}) {
        const auto u = game_->find_unit(e.at(key).get<std::string>());
        if (u && game_->unit(*u).side == static_cast<Side>(*seat)) involved = true;
        if (!shown(e.at(key))) {
          shown_e[key] = "unseen";
          shown_e.erase(std::string(key) + "_hex");  // where it stands is as hidden as who
        }
      }
      if (involved) out.push_back(shown_e);
    } else if (type == "cohesion_check" || type == "moved" || type == "leader_fell") {
      const json& id = e.contains("brigade") ? e.at("brigade") : e.at("unit");
      if (seat && shown(id)) out.push_back(e);
    } else if (type == "command_taken_up" || type == "sound_of_the_guns") {
      const auto u = game_->find_unit(e.at("hq").get<std::string>());
      if (seat && u && game_->unit(*u).side == static_cast<Side>(*seat)) out.push_back(e);
    }
  }
  return out;
}

}  // namespace grognard::decisive
