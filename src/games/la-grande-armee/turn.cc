// The automatic phases of a player turn and the order of turns (LGA 5.1-5.4, 5.7).
#include <fmt/format.h>

#include "games/la-grande-armee/state.h"
#include "games/la-grande-armee/tables.h"

namespace grognard::lga {

json State::event_unit(UnitId u) const {
  return {{"unit", def(u).id},
          {"nation", game_->nation_name(def(u).nation)},
          {"unit_type", unit_type_name(def(u).type)},
          {"side", side_name(side_of(u))}};
}

void State::destroy(UnitId u, const std::string& why, EventSink& ev) {
  UnitState& s = units_[u.value];
  ev.add([&] {
    json e = event_unit(u);
    e["type"] = "destroyed";
    e["hex"] = game_->board().label_text(s.hex);
    e["why"] = why;
    // Combat and routs happen in the open; attrition of hidden units stays the owner's news.
    if (why.rfind("combat", 0) != 0 && why.rfind("rout", 0) != 0) e["private"] = true;
    return e;
  });
  s = UnitState{};
  s.where = Where::kDead;
}

void State::lose_morale(UnitId u, int amount, const std::string& why, EventSink& ev) {
  UnitState& s = units_[u.value];
  s.morale = static_cast<int8_t>(s.morale - amount);
  if (s.morale < 0) destroy(u, why + ": morale below zero (LGA 5.64)", ev);
}

void State::start_turn(EventSink& ev) {
  first_attack_ = false;
  last_attack_.reset();
  curtain_.reset();
  for (size_t i = 0; i < units_.size(); ++i) {
    UnitState& s = units_[i];
    const UnitId u{static_cast<uint16_t>(i)};
    if (s.where != Where::kOnMap || side_of(u) != player_) continue;
    s.fatigue = 0;  // LGA 5.1: fatigue back to zero at the start of the turn
    s.moves = static_cast<int8_t>(movement_allowance(def(u).type));
    s.halted = false;
    s.voyage.clear();
  }
  ev.add([&]() -> json {
    return {{"type", "turn"},
            {"side", side_name(player_)},
            {"season", season_name(date_.season)},
            {"year", date_.year}};
  });
  if (player_ == Side::kFrench) napoleon_returns(ev);
  // Phase I
  ev.add([&] {
    json vp = {
        {"type", "victory_points"}, {"side", side_name(player_)}, {"vp", victory_points(player_)}};
    if (auto level = victory_level(player_)) vp["level"] = *level;
    return vp;
  });
  // Phase II
  if (date_.season == Season::kSpring && !first_turn_) allocate_military_points(ev);
  // Phase III
  supply_and_muster(ev);
  phase_ = Phase::kBuild;
}

void State::settle(EventSink& ev) {
  for (;;) {
    switch (phase_) {
      case Phase::kOver:
        return;
      case Phase::kDefense:
        if (has_defense_decision()) return;
        phase_ = Phase::kMovement;
        break;
      case Phase::kBuild:
        if (has_build_decision()) return;
        begin_movement(ev);
        break;
      case Phase::kMovement:
        if (mover_still_moving()) return;
        end_turn(ev);
        break;
    }
  }
}

bool State::mover_still_moving() const {
  for (size_t i = 0; i < units_.size(); ++i)
    if (units_[i].where == Where::kOnMap && !units_[i].halted &&
        side_of(UnitId{static_cast<uint16_t>(i)}) == player_)
      return true;
  return false;
}

void State::begin_movement(EventSink& ev) {
  phase_ = Phase::kMovement;
  Curtain c;
  c.control = control_;
  for (const UnitState& s : units_) {
    c.hexes.push_back(s.hex);
    c.where.push_back(s.where);
    c.stack.push_back(s.stack);
  }
  curtain_ = std::move(c);
  ev.add([&]() -> json {
    return {{"type", "phase"}, {"side", side_name(player_)}, {"phase", "movement"}};
  });
}

void State::end_turn(EventSink& ev) {
  destroy_unsupplied(ev);  // Phase VI
  curtain_.reset();
  first_attack_ = false;
  last_attack_.reset();
  if (player_ == Side::kFrench) {
    player_ = Side::kAllied;
  } else if (player_ == Side::kAllied) {
    player_ = Side::kNeutral;
  } else {
    if (date_ == game_->end()) {
      phase_ = Phase::kOver;
      ev.add([&] {
        json e = result();
        e["type"] = "game_over";
        return e;
      });
      return;
    }
    date_ = date_.next();
    first_turn_ = false;
    player_ = Side::kFrench;
    for (UnitState& s : units_) s.rallied = s.defended = s.withdrew = false;  // per season
  }
  start_turn(ev);
}

void State::allocate_military_points(EventSink& ev) {
  // LGA 5.3: one MP per VP, plus one for every four left over from the year before. The
  // unspent MPs stay: the book allocates new points and never takes the old ones away.
  struct Allocation {
    NationId nation;
    int share, unspent, bonus;
  };
  std::vector<Allocation> allocations;
  for (int n = 0; n < game_->nation_count(); ++n) {
    const NationId id{static_cast<uint8_t>(n)};
    if (!game_->at_war(id) || game_->home_side(id) != player_) continue;
    const int share = vp_share(id), unspent = mp_[n], bonus = unspent / 4;
    mp_[n] = unspent + share + bonus;
    allocations.push_back({id, share, unspent, bonus});
  }
  ev.add([&]() -> json {
    json countries = json::object();
    for (const Allocation& a : allocations)
      countries[game_->nation_name(a.nation)] = {{"vp", a.share},
                                                 {"unspent", a.unspent},
                                                 {"bonus", a.bonus},
                                                 {"total", mp_[a.nation.value]}};
    return {{"type", "military_points"}, {"side", side_name(player_)}, {"countries", countries}};
  });
}

std::vector<Modifier> State::muster_modifiers(UnitId u, bool supplied) const {
  const UnitState& s = unit(u);
  const Area& a = game_->area(s.hex);
  std::vector<Modifier> m;
  m.push_back({"morale", s.morale});
  if (date_.season == Season::kWinter) m.push_back({"winter", -2});
  // The table's city and terrain modifiers go to every unit that musters: LGA 2.3 names
  // infantry and militia, but the table says "unit" and wins (SOURCES.md). A city's modifier
  // replaces that of the terrain it stands in (the table's "major city with mountains").
  if (a.city == CityKind::kCapital || a.city == CityKind::kMajor)
    m.push_back({a.city == CityKind::kCapital ? "in a capital" : "in a major city", 3});
  else if (a.city == CityKind::kMinor)
    m.push_back({"in a minor city", 2});
  else if (a.terrain == Terrain::kForest)
    m.push_back({"in a forest", -1});
  else if (a.terrain == Terrain::kMountains)
    m.push_back({"in mountains", -2});
  else if (a.terrain == Terrain::kMarsh)
    m.push_back({"in a marsh", -3});
  if (!supplied) m.push_back({"unsupplied", -2});
  if (side_of(u) == Side::kFrench &&
      (game_->is_nation(a.nation, "russia") || game_->is_nation(a.nation, "spain") ||
       game_->is_nation(a.nation, "portugal")))
    m.push_back({"French unit in Russia, Spain or Portugal", -1});
  return m;
}

json modifiers_json(const std::vector<Modifier>& mods) {
  json a = json::array();
  for (const Modifier& m : mods) a.push_back({{"why", m.why}, {"value", m.value}});
  return a;
}
int total(const std::vector<Modifier>& mods) {
  int t = 0;
  for (const Modifier& m : mods) t += m.value;
  return t;
}

int CombatPlan::total_modifier() const { return total(modifiers); }

void State::supply_and_muster(EventSink& ev) {
  const std::vector<bool> supplied = supplied_areas(player_);
  for (size_t i = 0; i < units_.size(); ++i) {
    const UnitId u{static_cast<uint16_t>(i)};
    if (!on_map(u) || side_of(u) != player_) continue;
    units_[i].unsupplied = !in_supply(u, supplied);
  }
  ev.add([&]() -> json {
    json out = json::array();
    for (size_t i = 0; i < units_.size(); ++i) {
      const UnitId u{static_cast<uint16_t>(i)};
      if (on_map(u) && side_of(u) == player_ && units_[i].unsupplied) out.push_back(def(u).id);
    }
    return {{"type", "supply"}, {"side", side_name(player_)}, {"unsupplied", out}};
  });
  for (size_t i = 0; i < units_.size(); ++i) {
    const UnitId u{static_cast<uint16_t>(i)};
    if (!on_map(u) || side_of(u) != player_ || !musters(def(u).type, at_sea(u))) continue;
    const auto mods = muster_modifiers(u, !units_[i].unsupplied);
    const int roll = rng_.roll(6).value, total = roll + lga::total(mods);
    const int loss = two_one_nothing(total);
    ev.add([&] {
      json e = event_unit(u);
      e.update({{"type", "muster"},
                {"roll", roll},
                {"modifiers", modifiers_json(mods)},
                {"total", total},
                {"loss", loss}});
      return e;
    });
    if (loss > 0) lose_morale(u, loss, "muster", ev);
  }
}

void State::destroy_unsupplied(EventSink& ev) {
  const std::vector<bool> supplied = supplied_areas(player_);
  for (size_t i = 0; i < units_.size(); ++i) {
    const UnitId u{static_cast<uint16_t>(i)};
    if (!on_map(u) || side_of(u) != player_ || !units_[i].unsupplied) continue;
    if (in_supply(u, supplied)) continue;
    // LGA 2.3: units inside a capital, anyone's, "cannot be destroyed due to a lack of
    // supply": no destruction and no siege roll. They stay unsupplied (LGA 5.4: no moving or
    // attacking this season, -2 to muster).
    if (game_->area(units_[i].hex).city == CityKind::kCapital) continue;
    if (units_[i].garrison) {  // LGA 5.7 siege table
      const int roll = rng_.roll(6).value, loss = siege_loss(roll);
      ev.add([&] {
        json e = event_unit(u);
        e.update({{"type", "siege"}, {"roll", roll}, {"loss", loss}});
        return e;
      });
      lose_morale(u, loss, "siege", ev);
    } else {
      destroy(u, "out of supply since the start of its turn (LGA 5.7)", ev);
    }
  }
}

void State::napoleon_returns(EventSink& ev) {
  const auto& r = game_->napoleon_returns();
  if (!r || date_ != r->date) return;
  const UnitId u = *game_->find_unit(r->unit);
  if (!on_map(u)) return;
  for (HexId paris : game_->capitals_of(*game_->find_nation("france"))) {
    if (control(paris) != Side::kFrench) continue;
    const HexId from = unit(u).hex;
    place_on_top(u, paris);
    units_[u.value].garrison = false;
    ev.add([&] {
      json e = event_unit(u);
      e.update({{"type", "returns_to_paris"},
                {"from", game_->board().label_text(from)},
                {"to", game_->board().label_text(paris)}});
      return e;
    });
    return;
  }
}

bool State::has_build_decision() const {
  std::vector<Action> out;
  list_build_phase(out);
  return out.size() > 1;  // more than "end the phase"
}

bool State::has_defense_decision() const {
  std::vector<Action> out;
  list_defense(out);
  return out.size() > 1;
}

}  // namespace grognard::lga
