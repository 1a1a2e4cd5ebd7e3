// The army commander's orders for the hour (Menus 5 to 11): who he may reach, what each menu
// offers, and the orders given. Both sides order in the same hour, each on its own view.
#include <algorithm>

#include "games/decisive-battles/state.h"

namespace grognard::decisive {
namespace {

constexpr std::string_view kMenu5 = "DB Menu 5";
constexpr std::string_view kMenu6 = "DB Menu 6";
constexpr std::string_view kMenu8 = "DB Menu 8";
constexpr std::string_view kMenu9 = "DB Menu 9";
constexpr std::string_view kMenu10 = "DB Menu 10";
constexpr std::string_view kMenu11 = "DB Menu 11";

RuleViolation refuse(std::string_view rule, std::string reason) {
  return RuleViolation{std::string(rule), std::move(reason)};
}

bool engaged_order(Order o) {
  return o == Order::kAssault || o == Order::kSkirmish || o == Order::kAdvance ||
         o == Order::kWithdraw;
}

}  // namespace

std::optional<int> State::to_move() const {
  if (phase_ != Phase::kOrders) return std::nullopt;
  for (int s = 0; s < kSides; ++s)
    if (!sides_[s].orders_given) return s;
  return std::nullopt;
}

bool State::briefing() const {
  // "If there have been 6 consecutive no move turns ... an army HQ will be allowed access to
  // all on-map HQs for command purposes."
  return rest_hours_ >= 6 && !hour().rest;
}

std::optional<UnitId> State::superseded_corps(Side side) const {
  const SideState& ss = sides_[static_cast<int>(side)];
  if (!ss.army_corps) return std::nullopt;
  const UnitState& army = units_[game_->army(side).value];
  const UnitState& corps = units_[ss.army_corps->value];
  if (army.where != Where::kOnMap || corps.where != Where::kOnMap) return std::nullopt;
  if (game_->board().distance(army.hex, corps.hex) > 1) return std::nullopt;
  return ss.army_corps;
}

bool State::may_command(UnitId hq) const {
  const UnitDef& d = game_->unit(hq);
  const UnitState& s = units_[hq.value];
  if (!d.hq || !d.superior || s.where != Where::kOnMap) return false;
  if (briefing()) return true;
  if (game_->scenario().radio) return d.kind == HqKind::kDivision;
  if (!s.in_communication) return false;
  const UnitId army = game_->army(d.side);
  return *d.superior == army || superseded_corps(d.side) == d.superior;
}

bool State::may_order(UnitId brigade) const {
  const UnitDef& d = game_->unit(brigade);
  const UnitState& s = units_[brigade.value];
  if (d.hq || s.where != Where::kOnMap || s.surprised) return false;
  if (game_->scenario().radio) return true;
  if (!s.in_communication) return false;
  const UnitId army = game_->army(d.side);
  if (*d.superior == army || superseded_corps(d.side) == d.superior) return true;
  const UnitState& a = units_[army.value];
  return a.where == Where::kOnMap && game_->board().distance(a.hex, s.hex) <= 4;
}

std::optional<UnitId> State::engaged_with(UnitId brigade) const {
  const UnitDef& d = game_->unit(brigade);
  const UnitState& s = units_[brigade.value];
  if (d.hq || s.where != Where::kOnMap) return std::nullopt;
  const HexBoard& board = game_->board();
  const Battlefield& field = game_->battlefield();
  // Two hexes off, the brigades are in contact through a hex between them that is not water,
  // with no river, bridge or ford on either step.
  auto open_between = [&](HexId a, HexId b) {
    bool open = false;
    board.for_each_neighbour(a, [&](HexId mid, Direction d1) {
      if (open || board.distance(mid, b) != 1 || !game_->terrain(mid).move) return;
      const auto d2 = board.direction_to(mid, b);
      auto clear = [&](HexId h, Direction dir) {
        return field.stream(h, dir) != StreamKind::kRun && !field.bridge(h, dir) &&
               !field.ford(h, dir);
      };
      open = clear(a, d1) && d2 && clear(mid, *d2);
    });
    return open;
  };
  std::optional<UnitId> best;
  int best_distance = 3;
  for (size_t i = 0; i < units_.size(); ++i) {
    const UnitId e{static_cast<uint16_t>(i)};
    const UnitDef& ed = game_->unit(e);
    if (ed.side == d.side || ed.hq || units_[i].where != Where::kOnMap) continue;
    if (!seen_by(e, d.side)) continue;
    const int distance = board.distance(s.hex, units_[i].hex);
    if (distance >= best_distance) continue;
    // "The exceptions are when a river, bridge or ford intervenes, when the friendly brigade is
    // unsighted or when a prohibited hex intervenes."
    if (distance == 2 && (!seen_by(brigade, ed.side) || !open_between(s.hex, units_[i].hex)))
      continue;
    best = e;
    best_distance = distance;
  }
  return best;
}

std::vector<Order> State::engaged_orders(UnitId brigade) const {
  const auto enemy = engaged_with(brigade);
  if (!enemy) return {};
  const UnitState& s = units_[brigade.value];
  const HexId there = units_[enemy->value].hex;
  const Battlefield& field = game_->battlefield();
  std::vector<Order> out;
  if (game_->board().distance(s.hex, there) == 2) {
    out = {Order::kSkirmish, Order::kAdvance};
  } else {
    const Direction d = *game_->board().direction_to(s.hex, there);
    const bool river = field.stream(s.hex, d) == StreamKind::kRun;
    const bool crossing = field.bridge(s.hex, d) || field.ford(s.hex, d);
    // Assault "unless a river hex-side intervenes" (a bridge or ford carries it over).
    if (!river || crossing) out.push_back(Order::kAssault);
    // Skirmish is denied when adjacent, "not in a fortification, not separated by a bridge, ford
    // or river hex-side and the combined cover values of your hex and your opponent's hex are
    // less than 4".
    const bool skirmish = fortification_at(brigade) > 0 || river || crossing ||
                          game_->terrain(s.hex).cover + game_->terrain(there).cover >= 4;
    if (skirmish) out.push_back(Order::kSkirmish);
    if (river) out.push_back(Order::kAdvance);
  }
  out.push_back(Order::kWithdraw);
  return out;
}

std::vector<HexId> State::objectives_left(UnitId hq) const {
  const UnitState& s = units_[hq.value];
  std::vector<HexId> out;
  for (int i = s.next_objective; i < s.objective_count; ++i) out.push_back(s.objectives[i]);
  return out;
}

std::vector<Action> State::legal_actions() const {
  std::vector<Action> out;
  const auto mover = to_move();
  if (!mover) return out;
  const Side side = static_cast<Side>(*mover);
  const SideState& ss = sides_[*mover];
  const HexBoard& board = game_->board();
  const UnitId army = game_->army(side);
  std::vector<HexId> objective_hexes;
  for (const Objective& o : game_->scenario().objectives)
    if (std::find(objective_hexes.begin(), objective_hexes.end(), o.hex) == objective_hexes.end())
      objective_hexes.push_back(o.hex);
  auto friendly = [&](HexId h) { return control(h) == side; };
  if (!ss.army_ordered && units_[army.value].where == Where::kOnMap) {
    out.push_back(MoveArmy{});
    for (size_t i = 0; i < units_.size(); ++i) {
      const UnitId u{static_cast<uint16_t>(i)};
      const UnitDef& d = game_->unit(u);
      if (d.side == side && d.hq && d.kind == HqKind::kCorps && units_[i].where == Where::kOnMap)
        out.push_back(MoveArmy{std::nullopt, u});
    }
    for (int h = 0; h < board.size(); ++h) {
      const HexId hex{static_cast<uint16_t>(h)};
      if (friendly(hex) && hex != units_[army.value].hex)
        out.push_back(MoveArmy{hex, std::nullopt});
    }
  }
  if (!ss.profile_chosen)
    for (Profile p : {Profile::kHeroic, Profile::kBold, Profile::kSensible, Profile::kCautious})
      if (p != ss.profile && !validate(ChooseProfile{p})) out.push_back(ChooseProfile{p});
  for (size_t i = 0; i < units_.size(); ++i) {
    const UnitId u{static_cast<uint16_t>(i)};
    const UnitDef& d = game_->unit(u);
    if (d.side != side || units_[i].ordered) continue;
    if (d.hq) {
      if (!may_command(u)) continue;
      out.push_back(CommandHq{u, Command::kReserve, {}});
      for (HexId o : objective_hexes)
        if (friendly(o)) out.push_back(CommandHq{u, Command::kDefensive, {o}});
      for (HexId o : objective_hexes) {
        out.push_back(CommandHq{u, Command::kOffensive, {o}});
        for (HexId via : objective_hexes)
          if (via != o) out.push_back(CommandHq{u, Command::kOffensive, {via, o}});
      }
      continue;
    }
    if (!may_order(u)) continue;
    if (engaged_with(u)) {
      for (Order o : engaged_orders(u)) out.push_back(OrderBrigade{u, o, std::nullopt});
      continue;
    }
    for (const Action& a : [&] {
           std::vector<Action> m;
           if (game_->unit(*d.superior).kind == HqKind::kDivision)
             m.push_back(OrderBrigade{u, Order::kColumn, std::nullopt});
           else
             for (HexId o : objective_hexes) m.push_back(OrderBrigade{u, Order::kColumn, o});
           board.for_each_neighbour(units_[i].hex, [&](HexId n, Direction) {
             m.push_back(OrderBrigade{u, Order::kDeploy, n});
           });
           for (Order o : {Order::kRegroup, Order::kStand, Order::kReserve})
             m.push_back(OrderBrigade{u, o, std::nullopt});
           return m;
         }())
      if (!validate(a)) out.push_back(a);
  }
  out.push_back(EndOrders{});
  return out;
}

std::optional<RuleViolation> State::validate(const Action& action) const {
  if (phase_ == Phase::kOver) return refuse("DB Chapter 6", "the battle is over");
  const auto mover = to_move();
  const Side side = static_cast<Side>(*mover);
  const SideState& ss = sides_[*mover];
  const HexBoard& board = game_->board();
  auto own_unit = [&](UnitId u, std::string_view rule) -> std::optional<RuleViolation> {
    if (!is_unit(u)) return refuse(rule, "no such unit");
    if (game_->unit(u).side != side)
      return refuse(rule, game_->unit(u).id + " is not of the " + std::string(side_name(side)));
    if (units_[u.value].ordered)
      return refuse(rule, game_->unit(u).id + " has its orders for this hour already");
    return std::nullopt;
  };
  auto is_objective = [&](HexId h) { return game_->scenario().has_objective(h); };
  return std::visit(
      [&](const auto& a) -> std::optional<RuleViolation> {
        using T = std::decay_t<decltype(a)>;
        if constexpr (std::is_same_v<T, EndOrders> || std::is_same_v<T, Resign>) {
          return std::nullopt;
        } else if constexpr (std::is_same_v<T, MoveArmy>) {
          if (ss.army_ordered) return refuse(kMenu5, "the army HQ has its move for this hour");
          if (units_[game_->army(side).value].where != Where::kOnMap)
            return refuse(kMenu5, "the army HQ is not on the battlefield yet");
          if (a.to && a.corps) return refuse(kMenu5, "a hex or a corps HQ, not both");
          if (a.to) {
            if (a.to->value >= board.size()) return refuse(kMenu5, "no such hex");
            if (control(*a.to) != side)
              return refuse(kMenu5, "only hexes under friendly control may be selected");
          }
          if (a.corps) {
            if (!is_unit(*a.corps) || game_->unit(*a.corps).side != side ||
                !game_->unit(*a.corps).hq || game_->unit(*a.corps).kind != HqKind::kCorps)
              return refuse(kMenu5, "not a corps HQ of this army");
            if (units_[a.corps->value].where != Where::kOnMap)
              return refuse(kMenu5, game_->unit(*a.corps).id + " is not on the battlefield");
          }
          return std::nullopt;
        } else if constexpr (std::is_same_v<T, ChooseProfile>) {
          if (ss.profile_chosen) return refuse(kMenu6, "the profile is chosen for this hour");
          if (a.profile == Profile::kHeroic && ss.commander != Fate::kOk)
            return refuse(kMenu6,
                          "not after the army commander has been killed, wounded or captured");
          if ((a.profile == Profile::kHeroic || a.profile == Profile::kBold) &&
              !targeted_brigade_near_army(side))
            return refuse(kMenu6, "only with a targeted friendly brigade within four hexes");
          return std::nullopt;
        } else if constexpr (std::is_same_v<T, CommandHq>) {
          if (auto v = own_unit(a.hq, kMenu8)) return v;
          if (!game_->unit(a.hq).hq) return refuse(kMenu8, game_->unit(a.hq).id + " is no HQ");
          if (!may_command(a.hq))
            return refuse(kMenu8, game_->unit(a.hq).id +
                                      " cannot receive a command: out of communication or not "
                                      "under the army HQ");
          for (HexId o : a.objectives)
            if (o.value >= board.size() || !is_objective(o))
              return refuse(kMenu8, "an HQ is sent to objectives only");
          switch (a.command) {
            case Command::kOffensive:
              if (a.objectives.empty() || a.objectives.size() > 2 ||
                  (a.objectives.size() == 2 && a.objectives[0] == a.objectives[1]))
                return refuse(kMenu8,
                              "an offensive command names a destination, and may name a "
                              "manoeuvre point before it");
              return std::nullopt;
            case Command::kDefensive:
              if (a.objectives.size() != 1)
                return refuse(kMenu8, "a defensive command names one objective");
              if (control(a.objectives[0]) != side)
                return refuse(kMenu8, "a defensive command's objective must be friendly");
              return std::nullopt;
            case Command::kReserve:
              if (!a.objectives.empty())
                return refuse(kMenu8, "a reserve command names no objective");
              return std::nullopt;
          }
          return std::nullopt;
        } else if constexpr (std::is_same_v<T, OrderBrigade>) {
          if (auto v = own_unit(a.brigade, kMenu9)) return v;
          const UnitDef& d = game_->unit(a.brigade);
          const UnitState& s = units_[a.brigade.value];
          if (d.hq) return refuse(kMenu9, d.id + " is an HQ, not a brigade");
          if (s.surprised) return refuse(kMenu10, d.id + " is surprised: it cannot be ordered");
          if (!may_order(a.brigade))
            return refuse(kMenu9, d.id +
                                      " cannot be reached: neither the army's own nor within "
                                      "four hexes of the army HQ, or out of communication");
          if (engaged_with(a.brigade)) {
            const auto allowed = engaged_orders(a.brigade);
            if (std::find(allowed.begin(), allowed.end(), a.order) == allowed.end())
              return refuse(kMenu10, d.id + " is engaged: that order is not open to it now");
            if (a.to) return refuse(kMenu10, "an engaged order names no hex");
            return std::nullopt;
          }
          if (engaged_order(a.order))
            return refuse(kMenu11, d.id + " is not engaged: it takes a manoeuvre order");
          const bool division = game_->unit(*d.superior).kind == HqKind::kDivision;
          switch (a.order) {
            case Order::kColumn:
              if (division && a.to)
                return refuse(kMenu11,
                              "a brigade of a division marches in column to its "
                              "division's objective");
              if (!division && (!a.to || a.to->value >= board.size() || !is_objective(*a.to)))
                return refuse(kMenu11,
                              "an independent brigade's objective order names an "
                              "objective");
              return std::nullopt;
            case Order::kDeploy:
              if (!a.to || a.to->value >= board.size() || board.distance(s.hex, *a.to) != 1)
                return refuse(kMenu11, "deploy names a hex beside the brigade");
              return std::nullopt;
            case Order::kRegroup: {
              const UnitState& hq = units_[d.superior->value];
              if (hq.where != Where::kOnMap)
                return refuse(kMenu11, "its HQ is not on the battlefield");
              if (hq.hex == s.hex)
                return refuse(kMenu11,
                              "the HQ is with this brigade: it is the locus of the "
                              "regrouping");
              break;
            }
            case Order::kReserve:
              // "Shattered brigades cannot go into reserve if their cohesion is 4 or greater.
              // Other brigades cannot go into reserve if their cohesion is 6 or greater."
              if (s.cohesion >= (s.shattered ? 4 : 6))
                return refuse(kMenu11, d.id + "'s cohesion is too high to go into reserve");
              break;
            default:
              break;
          }
          if (a.to) return refuse(kMenu11, "this order names no hex");
          return std::nullopt;
        }
      },
      action);
}

void State::apply_order(const Action& action) {
  const Side side = static_cast<Side>(*to_move());
  SideState& ss = side_state(side);
  std::visit(
      [&](const auto& a) {
        using T = std::decay_t<decltype(a)>;
        if constexpr (std::is_same_v<T, MoveArmy>) {
          ss.army_ordered = true;
          ss.army_corps = a.corps;
          ss.army_goal = a.to;
        } else if constexpr (std::is_same_v<T, ChooseProfile>) {
          ss.profile_chosen = true;
          ss.profile = a.profile;
        } else if constexpr (std::is_same_v<T, CommandHq>) {
          UnitState& s = units_[a.hq.value];
          s.ordered = true;
          s.new_command = a.command;
          s.new_objective_count = static_cast<uint8_t>(a.objectives.size());
          for (size_t i = 0; i < a.objectives.size(); ++i) s.new_objectives[i] = a.objectives[i];
        } else if constexpr (std::is_same_v<T, OrderBrigade>) {
          UnitState& s = units_[a.brigade.value];
          s.ordered = true;
          s.order = a.order;
          s.goal = a.to;
          // "The entrenchment will disappear as soon as the brigade ... is given an assault order."
          if (a.order == Order::kAssault) s.entrenchment = 0;
        }
      },
      action);
}

}  // namespace grognard::decisive
