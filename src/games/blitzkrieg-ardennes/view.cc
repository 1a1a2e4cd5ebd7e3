// What each seat may know (revised: HIDDEN UNITS, INFILTRATORS, UNCERTAINTY OF INTELLIGENCE)
// and which events it may read. A view is a State with what its seat cannot see left out.
#include <algorithm>

#include "games/blitzkrieg-ardennes/state.h"

namespace grognard::bka {

namespace {

// A number in [0, 1) fixed by the game's secret, a unit and its strength: where the true
// strength lies within the range shown. Fixed per strength, so that looking again, or at
// another hex, tells nothing new; unknown to the seats, who never see the secret.
double uncertainty_draw(uint64_t secret, uint16_t unit, int strength) {
  const uint64_t x = mix64(secret ^ (uint64_t{unit} << 32) ^ static_cast<uint64_t>(strength));
  return static_cast<double>(x >> 11) / static_cast<double>(uint64_t{1} << 53);
}

}  // namespace

void State::fog(std::optional<Side> viewer) {
  // Who sees a unit: the viewer, or for a spectator, the unit's enemy (what every seat knows).
  auto looker = [&](UnitId u) { return viewer ? *viewer : enemy_of(def(u).side); };
  std::vector<UnitId> unseen;
  for (size_t i = 0; i < units_.size(); ++i) {
    const UnitId u{static_cast<uint16_t>(i)};
    if (hidden_from(u, looker(u))) unseen.push_back(u);
  }
  for (UnitId u : unseen) {
    // A unit may slip out of sight in mid-battle (its retreat into a forest): the battle and
    // the engagements go on without its name.
    if (battle_)
      for (auto* list : {&battle_->attackers, &battle_->defenders, &battle_->pending})
        list->erase(std::remove(list->begin(), list->end(), u), list->end());
    for (Engagement& e : engagements_)
      e.attackers.erase(std::remove(e.attackers.begin(), e.attackers.end(), u), e.attackers.end());
    take_off(u, Where::kUnseen);
    UnitState& s = units_[u.value];
    const Where where = s.where;
    s = UnitState{};
    s.where = where;
  }
  for (size_t i = 0; i < units_.size(); ++i) {
    const UnitId u{static_cast<uint16_t>(i)};
    if (viewer && def(u).side == *viewer) continue;
    UnitState& s = units_[i];
    // A side's plans and its supply are its own: aims, protective fire, isolation.
    aim_[i].reset();
    protect_[i].reset();
    s.isolated_turns = s.isolation_base = 0;
    s.attack_penalty = s.movement_penalty = 0;
    if (s.where != Where::kOnMap) continue;
    // "the strength value on the German unit would reflect an uncertainty based on the type of
    // terrain in which the German unit was deployed"
    const int width = game_->uncertainty(s.hex);
    if (width == 0) continue;
    const int offset =
        static_cast<int>(uncertainty_draw(secret_, u.value, s.strength) * (width + 1));
    s.shown_low = std::max(1, s.strength - offset);
    s.shown_high = s.shown_low + width;
    s.strength = (s.shown_low + s.shown_high) / 2;
  }
  for (Side side : {Side::kGerman, Side::kAllied})
    if (viewer != side)
      std::fill(searched_[index_of(side)].begin(), searched_[index_of(side)].end(), false);
  if (viewer != phasing_) {
    std::fill(tried_.begin(), tried_.end(), false);
    searches_left_ = 0;
  }
  fogged_ = true;
  secret_ = 0;
  seen_before_.clear();
  rng_ = Rng(0);
}

void State::note_who_sees() {
  seen_before_.assign(units_.size(), 0);
  for (size_t i = 0; i < units_.size(); ++i)
    for (Side side : {Side::kGerman, Side::kAllied})
      if (units_[i].where == Where::kOnMap && !hidden_from(UnitId{static_cast<uint16_t>(i)}, side))
        seen_before_[i] |= 1 << index_of(side);
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
  const State view = seat ? view_for(*seat) : public_view();
  const std::optional<Side> viewer =
      seat ? std::optional<Side>(static_cast<Side>(*seat)) : std::nullopt;
  auto find = [&](const json& id) -> std::optional<UnitId> {
    return id.is_string() ? game_->find_unit(id.get<std::string>()) : std::nullopt;
  };
  auto unseen_now = [&](const json& id) {
    const auto u = find(id);
    return u && view.units_[u->value].where == Where::kUnseen;
  };
  // Unseen now, and not seen before the action either: the events may not name it.
  auto unseen = [&](const json& id) {
    if (!unseen_now(id)) return false;
    const auto u = find(id);
    const Side looker = viewer ? *viewer : enemy_of(def(*u).side);
    return u->value >= seen_before_.size() || !(seen_before_[u->value] & (1 << index_of(looker)));
  };
  auto own = [&](const json& id) {
    const auto u = find(id);
    return u && viewer && def(*u).side == *viewer;
  };
  Events out;
  for (const json& e : events) {
    const auto side = e.contains("side") && e["side"].is_string()
                          ? parse_side(e["side"].get<std::string>())
                          : std::nullopt;
    // Events only the side they concern reads: its plans, its supply, its infiltrators' luck.
    if (e.value("private", false) && !(viewer && side == viewer)) continue;
    bool names_unseen = false;
    for (const char* key : {"unit", "gun", "target", "into"})
      if (e.contains(key)) names_unseen = names_unseen || unseen(e[key]);
    for (const char* key : {"attackers", "defenders"})
      if (e.contains(key) && e[key].is_array())
        for (const json& id : e[key]) names_unseen = names_unseen || unseen(id);
    // Where a unit went that is unseen now is not told, though it was seen leaving.
    if (e.contains("unit") && unseen_now(e["unit"]) && (e.contains("to") || e.contains("hex")))
      names_unseen = true;
    if (names_unseen) continue;
    json copy = e;
    // Guns that fired unseen stay unnamed; a move from where the unit was unseen does not say
    // where from.
    if (copy.contains("guns") && copy["guns"].is_array()) {
      json seen = json::array();
      for (const json& id : copy["guns"])
        if (!unseen(id)) seen.push_back(id);
      copy["guns"] = std::move(seen);
    }
    if (copy.contains("from_unseen")) {
      if (copy["from_unseen"].get<bool>() && !own(copy.value("unit", json()))) copy.erase("from");
      copy.erase("from_unseen");
    }
    // A battle's total for a side whose strengths the viewer sees only as ranges.
    if (copy.value("type", "") == "battle")
      for (const char* key : {"attack", "defence"}) {
        const bool attacking = std::string(key) == "attack";
        const auto& ids = copy[attacking ? "attackers" : "defenders"];
        const bool exact = std::all_of(ids.begin(), ids.end(), [&](const json& id) {
          const auto u = find(id);
          return !u || own(id) || view.units_[u->value].shown_high == 0;
        });
        if (!exact) copy.erase(key);
      }
    out.push_back(std::move(copy));
  }
  return out;
}

}  // namespace grognard::bka
