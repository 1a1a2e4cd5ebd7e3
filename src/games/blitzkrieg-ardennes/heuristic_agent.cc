#include "games/blitzkrieg-ardennes/heuristic_agent.h"

#include <algorithm>
#include <utility>

#include "core/pull_field.h"

namespace grognard::bka {

namespace {

// Objective weights for the German drive: Liège and the major cities (victory), Antwerp (its
// highest level) and the Allied dumps ("and hopefully, fuel dumps"), each until a German unit
// holds it, so that the units spread to the nearest objective not yet taken.
constexpr int kObjective = 400, kDump = 390;
// The Allies' river line: "prevent the German from gaining control of bridges"; armour never
// crosses a river unbridged.
constexpr std::string_view kRiverLine = "Meuse";
// How near the Germans may come before the Allies blow a bridge: sooner on the river line.
constexpr int kBlowAt = 3, kBlowRiverLineAt = 8;

// The west end of each bridge over the river line (the Allies' side of it).
std::vector<HexId> river_line_ends(const Game& g) {
  std::vector<HexId> out;
  for (const Bridge& b : g.bridges()) {
    if (b.river != kRiverLine) continue;
    const HexId other = *g.board().neighbour(b.hex, b.side);
    out.push_back(g.board().label(other).column < g.board().label(b.hex).column ? other : b.hex);
  }
  return out;
}

int column_of(std::string_view name) {
  for (int c = 0; c < 16; ++c)
    if (combat_column_name(c) == name) return c;
  return 0;
}

}  // namespace

std::vector<std::pair<HexId, int>> objectives(const Game& g, Side side) {
  std::vector<std::pair<HexId, int>> out;
  for (HexId h : g.antwerp()) out.emplace_back(h, kObjective);
  out.emplace_back(g.liege(), kObjective);
  for (const Landmark& m : g.major_cities()) out.emplace_back(m.hex, kObjective);
  for (const Dump& d : g.dumps())
    if (d.owner == Side::kAllied) out.emplace_back(d.hex, kDump);
  if (side == Side::kAllied)
    for (HexId h : river_line_ends(g)) out.emplace_back(h, kDump);
  return out;
}

const std::vector<Style>& styles() {
  // The fortress: the Germans win by Antwerp, by Liège and three major cities, or by all six
  // (BKA Victory conditions), and the revised rules treble the units in Liège and Antwerp; two
  // Meuse cities held besides leave them only Antwerp. Three a hex is the stacking limit.
  static const std::vector<Style> all = {
      {}, {.fortress_stack = 3, .fortress_pull = 100, .fortress_cities = {"Namur", "Dinant"}}};
  return all;
}

namespace {

bool is_fortress(const Game& g, HexId h, const Style& style) {
  if (h == g.liege() || contains(g.antwerp(), h)) return true;
  return std::any_of(g.major_cities().begin(), g.major_cities().end(), [&](const Landmark& m) {
    return m.hex == h && contains(style.fortress_cities, m.name);
  });
}

// How many units of `side` each of its objectives wants, by hex (0: not an objective).
std::vector<int> wanted_by_hex(const Game& g, Side side, const Style& style,
                               const std::vector<std::pair<HexId, int>>& objectives) {
  std::vector<int> wanted(g.board().size(), 0);
  for (const auto& [h, weight] : objectives)
    wanted[h.value] = side == Side::kAllied && is_fortress(g, h, style) ? style.fortress_stack : 1;
  return wanted;
}

// The pull toward those of `objectives` with fewer units of `side` than they want; a fortress
// (more than one wanted) pulls `fortress_pull` more.
std::vector<int> pull_to_unheld(const State& view, Side side,
                                const std::vector<std::pair<HexId, int>>& objectives,
                                const std::vector<int>& wanted, int fortress_pull) {
  std::vector<std::pair<HexId, int>> targets;
  const Game& g = view.game();
  for (const auto& [h, weight] : objectives) {
    if (view.stack_count(h, side) >= wanted[h.value]) continue;
    targets.emplace_back(h, wanted[h.value] > 1 ? weight + fortress_pull : weight);
  }
  return pull_field(g.board(), targets, 0, [&](HexId h) {
    return side == Side::kGerman || g.terrain(h) != Terrain::kSiegfried;
  });
}

class Chooser {
 public:
  Chooser(const State& view, Side side, const Style& style)
      : s_(view), side_(side), river_line_(river_line_ends(view.game())) {
    const auto objectives_of_side = objectives(view.game(), side);
    wanted_ = wanted_by_hex(view.game(), side, style, objectives_of_side);
    pull_ = pull_to_unheld(view, side, objectives_of_side, wanted_, style.fortress_pull);
  }

  // The best action of `legal` by `score` (nullopt if every score is below zero).
  template <class F>
  std::optional<Action> best(const std::vector<Action>& legal, F&& score) const {
    std::optional<Action> out;
    long top = -1;
    for (const Action& a : legal) {
      const long v = score(a);
      if (v > top) {
        top = v;
        out = a;
      }
    }
    return out;
  }

  long place(const Action& a) const {
    const auto* p = std::get_if<Place>(&a);
    return p ? pull_[p->hex.value] + 1000 : -1;
  }

  long fire(const Action& a) const {
    if (const auto* b = std::get_if<Bomb>(&a))
      return b->unit ? 100 + s_.unit(*b->unit).strength
                     : 50 + s_.dump_supply(s_.game().dump_at(b->hex));
    if (const auto* t = std::get_if<Target>(&a)) return 100 + s_.unit(t->target).strength;
    if (const auto* v = std::get_if<LaunchV2>(&a))
      return 100 + s_.dump_supply(s_.game().dump_at(v->target));
    if (const auto* p = std::get_if<Protect>(&a))
      return s_.next_to_enemy(s_.unit(p->unit).hex, Side::kAllied) ? 100 + s_.unit(p->unit).strength
                                                                   : 10;
    return -1;
  }

  // A move's gain toward the nearest objective its side does not hold yet: the Germans to
  // take it, the Allies to garrison it. An Ally never moves into contact, but to join a fortress
  // short of its units: it waits there.
  long move(const Action& a) const {
    const auto* m = std::get_if<Move>(&a);
    if (!m) return -1;
    const HexId from = s_.unit(m->unit).hex;
    if (holds_objective(m->unit)) return -1;
    if (side_ == Side::kAllied && s_.next_to_enemy(m->to, Side::kAllied) && !joins_fortress(m->to))
      return -1;
    const long gain = pull_[m->to.value] - pull_[from.value];
    return gain > 0 ? 1000 + 10 * gain + s_.unit(m->unit).strength : -1;
  }

  long engage(const Action& a) const {
    const auto* e = std::get_if<Engage>(&a);
    if (!e) return -1;
    const int column = s_.odds(e->attackers, e->targets).column;
    return 100 * column + static_cast<long>(e->attackers.size());
  }

  long demolish(const Action& a) const {
    const auto* d = std::get_if<Demolish>(&a);
    if (!d || side_ != Side::kAllied) return std::holds_alternative<Rebuild>(a) ? 1 : -1;
    // "prevent the German from gaining control of bridges": blow it when Germans are near.
    const HexId h = s_.unit(d->unit).hex;
    const int near = contains(river_line_, h) ? kBlowRiverLineAt : kBlowAt;
    for (int i = 0; i < s_.unit_count(); ++i) {
      const UnitId g{static_cast<uint16_t>(i)};
      if (s_.def(g).side == Side::kGerman && s_.on_map(g) &&
          s_.game().board().distance(s_.unit(g).hex, h) <= near)
        return 1;
    }
    return -1;
  }

  long advance(const Action& a) const {
    if (const auto* v = std::get_if<Advance>(&a))
      return side_ == Side::kGerman ? pull_[v->to.value] - pull_[s_.unit(v->unit).hex.value] : -1;
    if (const auto* r = std::get_if<Retreat>(&a)) return 100000 + pull_[r->to.value];
    if (const auto* l = std::get_if<LoseUnit>(&a)) return 100000 - s_.unit(l->unit).strength;
    if (std::holds_alternative<Resolve>(a)) return 100000;
    if (std::holds_alternative<EndPhase>(a)) return 0;
    return -1;
  }

 private:
  // Whether the unit is one of those an objective wants (alone, or the fortress's three): a
  // German stays to hold it a full turn, an Ally to deny it.
  bool holds_objective(UnitId u) const {
    const HexId h = s_.unit(u).hex;
    return wanted_[h.value] > 0 && s_.stack_count(h, side_) <= wanted_[h.value];
  }

  // Whether an Ally moving to `h` joins a fortress short of its units.
  bool joins_fortress(HexId h) const {
    return wanted_[h.value] > 1 && s_.stack_count(h, side_) < wanted_[h.value];
  }

  const State& s_;
  Side side_;
  std::vector<int> wanted_;  // by hex: the units of the side each objective wants, 0 elsewhere
  std::vector<HexId> river_line_;
  std::vector<int> pull_;
};

}  // namespace

Action HeuristicAgent::choose(const State& view, const std::vector<Action>& legal) {
  const Side side = static_cast<Side>(*view.to_move());
  const Chooser c(view, side, style_);
  const auto end = std::find(legal.begin(), legal.end(), Action{EndPhase{}});
  const bool may_end = end != legal.end();
  auto pick = [&](auto score) { return c.best(legal, score); };
  std::optional<Action> choice;
  switch (view.phase()) {
    case Phase::kDeploy:
    case Phase::kReinforce:
      choice = pick([&](const Action& a) { return c.place(a); });
      break;
    case Phase::kAir:
    case Phase::kV2:
    case Phase::kProtect:
      choice = pick([&](const Action& a) { return c.fire(a); });
      break;
    case Phase::kBattles:
      choice = pick([&](const Action& a) { return c.advance(a); });
      break;
    case Phase::kMovement: {
      choice = pick([&](const Action& a) { return std::max(c.fire(a), c.demolish(a) * 5000); });
      if (!choice) choice = pick([&](const Action& a) { return c.move(a); });
      if (!choice) {
        // Attack at 1-1 or better when free to choose; at the best odds offered when a unit
        // next to the enemy must attack before "Resolve".
        const long even = 100L * column_of("1-1");
        auto engage = pick([&](const Action& a) { return c.engage(a); });
        if (engage && (!may_end || (side == Side::kGerman && c.engage(*engage) >= even)))
          choice = engage;
      }
      break;
    }
    case Phase::kOver:
      break;
  }
  if (choice) return *choice;
  if (may_end) return *end;
  return legal[rng_.below(legal.size())];
}

}  // namespace grognard::bka
