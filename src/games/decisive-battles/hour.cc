// The hour once both sides' orders are in (the manual's chapter 4 in its running order: the
// combat reports, the cohesion checks, the movement routines in pulses), then recovery,
// entrenchment, the victory points, the sighting check and the next hour's start.
#include <algorithm>
#include <limits>

#include "games/decisive-battles/state.h"

namespace grognard::decisive {
namespace {

int men_on_side(const std::vector<UnitState>& units, const Game& g, Side side) {
  int men = 0;
  for (size_t i = 0; i < units.size(); ++i)
    if (g.units()[i].side == side && units[i].where == Where::kOnMap) men += units[i].men;
  return men;
}

}  // namespace

int State::fortification_at(UnitId u) const {
  const UnitState& s = units_[u.value];
  const int entrenched = s.shattered ? 0 : s.entrenchment;
  return std::max(game_->battlefield().fortification(s.hex), entrenched);
}

int State::targeted_brigades_near_army(Side side, int hexes) const {
  const UnitState& army = units_[game_->army(side).value];
  if (army.where != Where::kOnMap) return 0;
  int targeted = 0;
  for (size_t i = 0; i < units_.size(); ++i) {
    const UnitDef& d = game_->units()[i];
    if (d.side == side && !d.hq && units_[i].where == Where::kOnMap && units_[i].fired_on &&
        game_->board().distance(units_[i].hex, army.hex) <= hexes)
      ++targeted;
  }
  return targeted;
}

int State::movement_points_after_losses(UnitId u, int rnd15) const {
  const UnitState& s = units_[u.value];
  int lost = 0;
  switch (hour().weather) {
    case Weather::kRain:
    case Weather::kSnow:
    case Weather::kHeavyFog:
      lost += 2;
      break;
    case Weather::kDrizzle:
    case Weather::kLightFog:
      lost += 1;
      break;
    default:
      break;
  }
  if (hour().light == Light::kNight) lost += 3;
  if (hour().light == Light::kDawn || hour().light == Light::kDusk) lost += 1;
  if (!game_->unit(u).hq && s.cohesion <= 3) lost += 2;
  if (s.leadership < 4) lost += 4 - s.leadership;
  // "or just plain bad luck. Units out of communication are more likely to lose MPs."
  if (rnd15 >= (s.in_communication ? 14 : 10)) lost += 2;
  return std::max(movement_points(u) - lost, 1);
}

void State::check_surprise() {
  for (size_t i = 0; i < units_.size(); ++i) {
    const UnitId b{static_cast<uint16_t>(i)};
    UnitState& s = units_[i];
    s.surprised = false;
    if (game_->unit(b).hq || s.where != Where::kOnMap || !engaged_with(b)) continue;
    // "Brigades in reserve ... are automatically surprised if they enter the engaged order
    // routines"; a column "may be surprised. The higher the leadership and experience, the lower
    // the chance".
    if (s.order == Order::kReserve) s.surprised = true;
    // "Brigades which are encamped are always considered to be in column for this purpose."
    else if (formation_of(s.order) == Formation::kColumn || s.encamped)
      s.surprised = rng_.roll(16).value - 1 > s.leadership + game_->unit(b).experience + 2;
  }
}

void State::start_hour(EventSink& events) {
  begin_turn();
  for (UnitState& u : units_) u.ordered = false;
  for (int side = 0; side < kSides; ++side) {
    SideState& ss = sides_[side];
    ss.orders_given = ss.profile_chosen = ss.army_ordered = false;
    // The profile holds "until you change it in a subsequent hour or conditions make it
    // ineligible".
    if ((ss.profile == Profile::kHeroic || ss.profile == Profile::kBold) &&
        !targeted_brigade_near_army(static_cast<Side>(side)))
      ss.profile = Profile::kSensible;
  }
  check_surprise();
  subordinates_decide(events, false);
  events.add([&] {
    return json{{"type", "hour"},
                {"time", hour().time},
                {"light", kLightNames[static_cast<int>(hour().light)]},
                {"weather", kWeatherNames[static_cast<int>(hour().weather)]},
                {"turn", turn_ + 1},
                {"briefing", briefing()}};
  });
}

void State::leaders_at_risk(const std::vector<Attack>& attacks, EventSink& events) {
  const HexBoard& board = game_->board();
  auto fall = [&](UnitId u, std::string_view why) {
    // Killed, wounded or captured, one chance in three each; "a new commander. You are not told
    // how capable he is!"
    UnitState& s = units_[u.value];
    s.leader = static_cast<Fate>(1 + (rng_.roll(3).value - 1));
    s.leadership = 2 + (rng_.roll(4).value - 1);
    events.add([&, u] {
      return json{{"type", "leader_fell"},
                  {"unit", game_->unit(u).id},
                  {"fate", kFateNames[static_cast<int>(units_[u.value].leader)]},
                  {"cause", why}};
    });
  };
  for (const Attack& a : attacks) {
    const UnitDef& t = game_->unit(a.target);
    if (units_[a.target.value].where == Where::kGone) continue;
    // A brigade's commander falls with one chance in 64 a hit; an HQ's with one in eight when
    // it is fired on.
    if (t.hq ? rng_.roll(8).value == 1 : a.hits > 0 && rng_.roll(64).value <= a.hits)
      fall(a.target, "fire");
  }
  for (int side = 0; side < kSides; ++side) {
    SideState& ss = sides_[side];
    const UnitId army = game_->army(static_cast<Side>(side));
    if (units_[army.value].where != Where::kOnMap || ss.commander != Fate::kOk) continue;
    // Exposed to the fire on his brigades near him: heroic within three hexes, bold within
    // four, sensible within four ("roughly equivalent to a 2% chance of being killed or wounded
    // in a normal day's fighting"); cautious never.
    const int reach = ss.profile == Profile::kHeroic ? 3 : 4;
    const int in = ss.profile == Profile::kHeroic     ? 8
                   : ss.profile == Profile::kBold     ? 24
                   : ss.profile == Profile::kSensible ? 200
                                                      : 0;
    if (in == 0) continue;
    const bool exposed = std::any_of(attacks.begin(), attacks.end(), [&](const Attack& a) {
      return game_->unit(a.target).side == static_cast<Side>(side) &&
             board.distance(units_[a.target.value].hex, units_[army.value].hex) <= reach;
    });
    if (!exposed || rng_.roll(in).value != 1) continue;
    fall(army, "exposed");
    ss.commander = units_[army.value].leader;
    ss.profile = Profile::kSensible;
  }
}

void State::tell_moved(EventSink& events, UnitId u, const std::vector<HexId>& path,
                       std::string_view why) const {
  if (path.size() < 2) return;
  events.add([&] {
    json hexes = json::array();
    for (HexId h : path) hexes.push_back(game_->board().label_text(h));
    return json{{"type", "moved"}, {"unit", game_->unit(u).id}, {"path", hexes}, {"why", why}};
  });
}

void State::manoeuvre(EventSink& events) {
  const HexBoard& board = game_->board();
  // The flights the combat ordered come first: a broken brigade does not wait its turn.
  std::vector<bool> done(units_.size(), false);
  for (size_t i = 0; i < units_.size(); ++i) {
    if (units_[i].where != Where::kOnMap || units_[i].flee == 0) continue;
    const UnitId u{static_cast<uint16_t>(i)};
    tell_moved(events, u, fall_back(u), "flight");
    done[i] = true;
  }
  // "no move turns": the briefing's move value 0.
  if (hour().rest) return;
  for (int side = 0; side < kSides; ++side) move_army_hq(static_cast<Side>(side), events);

  struct Mover {
    UnitId u;
    int points, hexes, key;
  };
  std::vector<Mover> movers;
  for (size_t i = 0; i < units_.size(); ++i) {
    const UnitId u{static_cast<uint16_t>(i)};
    const UnitDef& d = game_->unit(u);
    const UnitState& s = units_[i];
    if (done[i] || s.where != Where::kOnMap || !d.superior) continue;
    if (!d.hq && (s.order == Order::kAssault || s.order == Order::kSkirmish ||
                  s.order == Order::kStand || s.order == Order::kReserve))
      continue;
    const Formation formation = d.hq ? Formation::kColumn : formation_of(s.order);
    // "The computer determines in which order the units will move. This is based on staff,
    // experience, leadership, cohesion, current order and a small random component."
    const int staff = d.hq ? d.staff : game_->unit(*d.superior).staff;
    const int order_term = d.hq                          ? 2
                           : s.order == Order::kWithdraw ? 3
                           : s.order == Order::kColumn   ? 2
                           : s.order == Order::kRegroup  ? 1
                                                         : 0;
    const int key =
        staff + d.experience + s.leadership + s.cohesion + order_term + (rng_.roll(4).value - 1);
    movers.push_back({u, movement_points_after_losses(u, rng_.roll(16).value - 1),
                      game_->rules().max_hexes(formation), key});
  }
  std::stable_sort(movers.begin(), movers.end(),
                   [](const Mover& a, const Mover& b) { return a.key > b.key; });
  // "If necessary, the movement routine will be divided into a series of pulses ... to ensure
  // that every unit has the maximum opportunity to complete its movement without being blocked
  // by friendly units": a unit a friendly brigade kept from the hex it wanted tries again with
  // what it has left, up to three pulses.
  constexpr int kPulses = 3;
  std::vector<Mover> waiting = movers;
  for (int pulse = 0; pulse < kPulses && !waiting.empty(); ++pulse) {
    std::vector<Mover> again;
    for (Mover m : waiting) {
      const UnitDef& d = game_->unit(m.u);
      const UnitState& s = units_[m.u.value];
      if (s.where != Where::kOnMap) continue;
      std::function<int(HexId)> distance_left;
      if (!d.hq && s.order == Order::kWithdraw) {
        // "The brigade will attempt to move out of contact with both its opponent and any other
        // enemy present."
        std::vector<HexId> enemies;
        for (size_t j = 0; j < units_.size(); ++j)
          if (units_[j].where == Where::kOnMap && game_->units()[j].side != d.side)
            enemies.push_back(units_[j].hex);
        distance_left = [&board, enemies](HexId h) {
          int nearest = 4;
          for (HexId e : enemies) nearest = std::min(nearest, board.distance(h, e));
          return 4 - nearest;
        };
      } else {
        HexId goal = s.hex;
        int within = 0;
        if (d.hq && d.kind == HqKind::kCorps) {
          // "The corps HQ itself will accompany one of its subordinates": the division HQ
          // nearest its goal.
          const HexId corps_goal = march_goal(m.u);
          goal = corps_goal;
          int best = std::numeric_limits<int>::max();
          for (size_t j = 0; j < units_.size(); ++j)
            if (game_->units()[j].superior == m.u && units_[j].where == Where::kOnMap &&
                board.distance(units_[j].hex, corps_goal) < best) {
              best = board.distance(units_[j].hex, corps_goal);
              goal = units_[j].hex;
            }
          within = 1;
        } else if (d.hq) {
          goal = march_goal(m.u);
        } else if (s.order == Order::kColumn) {
          goal = s.goal ? *s.goal : march_goal(*d.superior);
        } else if (s.order == Order::kRegroup) {
          goal = units_[d.superior->value].hex;
          within = 1;
        } else if (s.order == Order::kDeploy) {
          goal = s.goal.value_or(s.hex);
        } else if (s.order == Order::kAdvance) {
          // "Where possible, the order will move you adjacent to your opponent."
          if (const auto e = engaged_with(m.u)) goal = units_[e->value].hex;
          within = 1;
        }
        distance_left = [&board, goal, within](HexId h) {
          return std::max(board.distance(h, goal) - within, 0);
        };
      }
      if (distance_left(s.hex) == 0) continue;
      const March result = march(m.u, m.points, m.hexes, distance_left);
      tell_moved(events, m.u, result.path, "march");
      m.points -= result.cost;
      m.hexes -= static_cast<int>(result.path.size()) - 1;
      if (result.blocked && m.points > 0 && m.hexes > 0) again.push_back(m);
    }
    waiting = std::move(again);
  }
}

void State::move_army_hq(Side side, EventSink& events) {
  SideState& ss = side_state(side);
  const UnitId army = game_->army(side);
  UnitState& a = units_[army.value];
  if (a.where != Where::kOnMap) return;
  std::optional<HexId> goal = ss.army_goal;
  int within = 0;
  if (ss.army_corps && units_[ss.army_corps->value].where == Where::kOnMap) {
    goal = units_[ss.army_corps->value].hex;
    within = 1;  // beside the corps HQ, to direct it
  }
  if (!goal) return;
  const HexBoard& board = game_->board();
  auto distance_left = [&](HexId h) { return std::max(board.distance(h, *goal) - within, 0); };
  if (distance_left(a.hex) == 0) {
    ss.army_goal.reset();  // "become stationary once it reaches that location"
    return;
  }
  const March m = march(army, movement_points_after_losses(army, rng_.roll(16).value - 1),
                        game_->rules().max_hexes(Formation::kColumn), distance_left);
  tell_moved(events, army, m.path, "march");
}

void State::recover_and_entrench() {
  const bool night = hour().light == Light::kNight;
  for (size_t i = 0; i < units_.size(); ++i) {
    const UnitDef& d = game_->units()[i];
    UnitState& s = units_[i];
    if (d.hq || s.where != Where::kOnMap) continue;
    // "A brigade must be in reserve to recover lost cohesion": a normal brigade to 6, a
    // shattered one to 4; "During night turns, normal brigades may sometimes recover to a
    // cohesion rating of 7, shattered brigades may reach a cohesion rating of 5."
    if (s.order == Order::kReserve && !s.fired_on) {
      const int cap = s.shattered ? 4 : 6;
      if (s.cohesion < cap) {
        if (night || rng_.roll(2).value == 1) ++s.cohesion;
      } else if (night && s.cohesion == cap && rng_.roll(4).value == 1) {
        ++s.cohesion;
      }
    }
    // "infantry brigades which do not move or fire in a particular turn may dig a battlefield
    // entrenchment ... with a value ranging from 1 - 3": one more each such hour.
    if (game_->scenario().entrench[static_cast<int>(d.side)] && d.type == BrigadeType::kInfantry &&
        !s.moved && !s.fired && !s.shattered && s.order != Order::kAssault)
      s.entrenchment = std::min(s.entrenchment + 1, 3);
  }
}

void State::score_hour() {
  for (const Objective& o : game_->scenario().objectives) {
    if (turn_ < o.first_turn || turn_ > o.last_turn) continue;
    if (const auto held = control(o.hex)) side_state(*held).vp += o.vp_per_turn;
  }
}

std::array<int, kSides> State::victory_points(bool at_end) const {
  std::array<int, kSides> vp{};
  const int per = std::max(game_->scenario().men_per_vp, 1);
  for (int s = 0; s < kSides; ++s) vp[s] = sides_[s].vp + sides_[1 - s].men_lost / per;
  if (at_end)
    for (const Objective& o : game_->scenario().objectives)
      if (const auto held = control(o.hex)) vp[static_cast<int>(*held)] += o.vp_end;
  return vp;
}

void State::run_hour(EventSink& events) {
  subordinates_decide(events, true);
  for (UnitState& u : units_) u.fired_on = u.fired = false;
  const std::array<int, kSides> men_before{men_on_side(units_, *game_, Side::kUnion),
                                           men_on_side(units_, *game_, Side::kConfederate)};
  select_targets();
  // Where each fired from and at, before anyone falls back (the report draws its arrows there).
  std::vector<HexId> stood(units_.size());
  for (size_t i = 0; i < units_.size(); ++i) stood[i] = units_[i].hex;
  const std::vector<Attack> attacks = resolve_fire();
  for (const Attack& a : attacks) {
    units_[a.attacker.value].fired = true;
    events.add([&] {
      return json{{"type", "attack"},
                  {"attacker", game_->unit(a.attacker).id},
                  {"attacker_hex", game_->board().label_text(stood[a.attacker.value])},
                  {"target", game_->unit(a.target).id},
                  {"target_hex", game_->board().label_text(stood[a.target.value])},
                  {"fire", a.fire / kQuarter},
                  {"hits", a.hits},
                  {"cohesion_lost", a.cohesion_lost},
                  {"hq_retreats", a.hq_retreats},
                  {"gone", units_[a.target.value].where == Where::kGone}};
    });
  }
  leaders_at_risk(attacks, events);
  for (const CohesionResult& r : check_cohesion(attacks)) {
    static constexpr std::string_view kOutcomes[] = {"rout", "shatter", "retreat", "steady"};
    events.add([&] {
      return json{{"type", "cohesion_check"},
                  {"brigade", game_->unit(r.brigade).id},
                  {"outcome", kOutcomes[static_cast<int>(r.outcome)]},
                  {"eliminated", r.eliminated},
                  {"flee", r.flee}};
    });
  }
  // A camp fired on is roused: it fights as any other brigade from now on.
  for (UnitState& u : units_)
    if (u.fired_on) u.encamped = false;
  // Men a side lost this hour: the fallen, and those of brigades gone (KIA'd for the game).
  for (int s = 0; s < kSides; ++s)
    sides_[s].men_lost += men_before[s] - men_on_side(units_, *game_, static_cast<Side>(s));
  manoeuvre(events);
  recover_and_entrench();
  score_hour();
  rest_hours_ = hour().rest ? rest_hours_ + 1 : 0;
  if (turn_ + 1 >= game_->turns()) {
    // "The game will end with the completion of the movement routine on the last turn."
    check_sighting();
    phase_ = Phase::kOver;
    events.add([&] { return json{{"type", "battle_over"}, {"result", result()}}; });
    return;
  }
  end_turn();
  start_hour(events);
}

}  // namespace grognard::decisive
