// The end-of-combat cohesion check (the manual's Cohesion, Step Three).
#include <map>

#include "games/decisive-battles/state.h"

namespace grognard::decisive {
namespace {

// Whether two hexsides are the same or side by side.
bool beside(Direction a, Direction b) {
  const int d = (static_cast<int>(a) - static_cast<int>(b) + kDirections) % kDirections;
  return d <= 1 || d == kDirections - 1;
}

}  // namespace

int State::previous_turn(Side side, HexId h) const {
  int retreated = 0, shattered = 0, killed = 0, broken = 0;
  const HexBoard& board = game_->board();
  for (const Event& e : befell_) {
    const int age = turn_ - e.turn;
    if (age < 1 || age > (e.what == Befell::kKilled ? 2 : 1)) continue;
    const int distance = board.distance(h, e.hex);
    if (e.side == side && distance <= 4) {
      retreated += e.what == Befell::kRetreated;
      shattered += e.what == Befell::kShattered;
      killed += e.what == Befell::kKilled;
    } else if (e.side != side && distance <= 3) {
      ++broken;
    }
  }
  return previous_turn_factor(retreated, shattered, killed, broken);
}

std::vector<CohesionResult> State::check_cohesion(const std::vector<Attack>& attacks) {
  const HexBoard& board = game_->board();
  // Each target's front: the hexside its first attacker came across.
  std::map<uint16_t, std::pair<Direction, bool>> front;  // target -> (front, enfiladed)
  for (const Attack& a : attacks) {
    const UnitState& t = units_[a.target.value];
    const auto d = board.direction_to(t.hex, units_[a.attacker.value].hex);
    if (!d) continue;  // fire from further off comes across no one hexside: frontal
    auto [it, first] = front.emplace(a.target.value, std::pair(*d, false));
    if (!first && !beside(it->second.first, *d)) it->second.second = true;
  }
  std::vector<CohesionResult> results;
  for (size_t i = 0; i < units_.size(); ++i) {
    UnitState& u = units_[i];
    const UnitId b{static_cast<uint16_t>(i)};
    const UnitDef& d = game_->unit(b);
    if (!u.fired_on || d.hq || u.where != Where::kOnMap) continue;
    CohesionCheck c;
    c.cohesion = u.cohesion;
    c.leadership = u.leadership;
    c.experience = d.experience;
    c.fortification = fortification_at(b);
    const auto f = front.find(b.value);
    c.frontal = f == front.end() || !f->second.second;
    for (size_t j = 0; j < units_.size(); ++j) {
      const UnitDef& o = game_->units()[j];
      if (j == i || o.hq || units_[j].where != Where::kOnMap) continue;
      const int distance = board.distance(u.hex, units_[j].hex);
      if (o.side == d.side && distance <= 3) ++c.friends_within_three;
      if (o.side != d.side && distance <= 2) ++c.enemies_within_two;
    }
    const UnitId army = game_->army(d.side);
    if (units_[army.value].where == Where::kOnMap &&
        board.distance(u.hex, units_[army.value].hex) <= 4) {
      static constexpr CommandPresence kByProfile[] = {
          CommandPresence::kHeroic, CommandPresence::kBold, CommandPresence::kSensible,
          CommandPresence::kCautious};
      c.command = kByProfile[static_cast<int>(sides_[static_cast<int>(d.side)].profile)];
    }
    c.order = u.order;
    c.previous_turn = previous_turn(d.side, u.hex);
    CohesionResult r{.brigade = b, .value = cohesion_check_value(c, rng_.roll(8).value - 1)};
    r.outcome = cohesion_outcome(r.value);
    switch (r.outcome) {
      case CohesionOutcome::kRout:
        if (u.shattered) {
          r.eliminated = true;
          u.where = Where::kGone;
          befell_.push_back({d.side, u.hex, Befell::kKilled, turn_});
          break;
        }
        [[fallthrough]];
      case CohesionOutcome::kShatterFlee:
        u.shattered = true;
        r.flee = 3 + (rng_.roll(2).value - 1);
        befell_.push_back({d.side, u.hex, Befell::kShattered, turn_});
        break;
      case CohesionOutcome::kRetreat:
        r.flee = 1 + (rng_.roll(2).value - 1);
        befell_.push_back({d.side, u.hex, Befell::kRetreated, turn_});
        break;
      case CohesionOutcome::kNoEffect:
        break;
    }
    u.flee = r.flee;
    results.push_back(r);
  }
  return results;
}

}  // namespace grognard::decisive
