// Victory (BKA Victory conditions): the German objectives, each to be held a full turn before
// 1 January 1945; the Allies win by denying them.
#include <algorithm>
#include <array>

#include "games/blitzkrieg-ardennes/state.h"

namespace grognard::bka {

namespace {
// Bits of State::held_.
constexpr uint8_t kAntwerp = 1;        // "All three hexes must be occupied by German units"
constexpr uint8_t kLiegeAndThree = 2;  // "Liege and three of the six major cities"
constexpr uint8_t kAllSix = 4;         // "all of these major cities"
}  // namespace

void State::check_victory(EventSink& ev) {
  auto german = [&](HexId h) { return fighting_[index_of(Side::kGerman)][h.value] > 0; };
  const auto& antwerp = game_->antwerp();
  const auto& majors = game_->major_cities();
  const int majors_held = static_cast<int>(std::count_if(
      majors.begin(), majors.end(), [&](const Landmark& m) { return german(m.hex); }));
  uint8_t held = 0;
  if (std::all_of(antwerp.begin(), antwerp.end(), german)) held |= kAntwerp;
  if (german(game_->liege()) && majors_held >= 3) held |= kLiegeAndThree;
  if (majors_held == static_cast<int>(majors.size())) held |= kAllSix;
  // "All of the above cities must be held for one turn": held at the end of two game-turns in
  // a row.
  const uint8_t kept = held & held_;
  held_ = held;
  const int level = (kept & kAntwerp) ? 3 : (kept & kLiegeAndThree) ? 2 : (kept & kAllSix) ? 1 : 0;
  if (level > german_victory_) {
    german_victory_ = level;
    ev.add([&] { return json{{"type", "german_victory"}, {"level", level}}; });
  }
  // Antwerp is "the highest level of victory the German may receive": nothing is left to play.
  if (german_victory_ == 3) {
    phase_ = Phase::kOver;
    ev.add([&] { return json{{"type", "game_over"}, {"german_victory", german_victory_}}; });
  }
}

int State::objective_rating() const {
  auto german = [&](HexId h) { return fighting_[index_of(Side::kGerman)][h.value] > 0; };
  int score = 25 * german_victory_;
  for (const Landmark& m : game_->major_cities()) score += german(m.hex) ? 4 : 0;
  score += german(game_->liege()) ? 6 : 0;
  for (HexId h : game_->antwerp()) score += german(h) ? 3 : 0;
  for (size_t d = 0; d < game_->dumps().size(); ++d)
    if (game_->dumps()[d].owner == Side::kAllied &&
        dump_owner(static_cast<int>(d)) == Side::kGerman)
      score += 3;
  return score;
}

std::array<long, kSides> State::strength_lost() const {
  std::array<long, kSides> lost{};
  for (size_t i = 0; i < units_.size(); ++i)
    if (units_[i].where == Where::kOnMap || units_[i].where == Where::kEliminated)
      lost[index_of(game_->units()[i].side)] += game_->units()[i].strength - units_[i].strength;
  return lost;
}

int State::german_rating() const {
  const std::array<long, kSides> lost = strength_lost();
  const long all = lost[0] + lost[1];
  int score = objective_rating();
  if (all > 0) score += static_cast<int>((10 * lost[index_of(Side::kAllied)] + all / 2) / all);
  return std::clamp(score, 0, 100);
}

double State::expected_german_rating() const {
  const std::array<long, kSides> lost_now = strength_lost();
  double lost[kSides] = {static_cast<double>(lost_now[0]), static_cast<double>(lost_now[1])};
  // Each engagement set and not yet fought, at table 2's mean over the die's six faces, each
  // unit losing what the battle's damage would take from it ("blu", one unit of the owner's
  // choice on each side, is left out).
  for (const Engagement& e : engagements_) {
    const std::vector<UnitId> defenders = defenders_of(e);
    if (defenders.empty()) continue;
    const int column = odds(e.attackers, e.targets).column;
    for (int roll = 1; roll <= kDieSides; ++roll) {
      const CombatResult& r = game_->tables().combat(roll, column);
      auto take = [&](const std::vector<UnitId>& units, Fraction f, bool eliminated) {
        for (UnitId u : units) {
          const int strength = units_[u.value].strength;
          lost[index_of(def(u).side)] +=
              (eliminated ? strength : loss_of(strength, f)) / static_cast<double>(kDieSides);
        }
      };
      take(e.attackers, r.attacker_loss, r.attacker_eliminated);
      take(defenders, r.defender_loss, r.defender_eliminated);
    }
  }
  const double all = lost[0] + lost[1];
  const double share = all > 0 ? 10 * lost[index_of(Side::kAllied)] / all : 0;
  return std::clamp(objective_rating() + share, 0.0, 100.0);
}

}  // namespace grognard::bka
