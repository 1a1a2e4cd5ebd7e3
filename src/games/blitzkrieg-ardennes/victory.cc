// Victory (BKA Victory conditions): the German objectives, each to be held a full turn before
// 1 January 1945; the Allies win by denying them.
#include <algorithm>

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

int State::german_rating() const {
  auto german = [&](HexId h) { return fighting_[index_of(Side::kGerman)][h.value] > 0; };
  int score = 25 * german_victory_;
  for (const Landmark& m : game_->major_cities()) score += german(m.hex) ? 4 : 0;
  score += german(game_->liege()) ? 6 : 0;
  for (HexId h : game_->antwerp()) score += german(h) ? 3 : 0;
  for (size_t d = 0; d < game_->dumps().size(); ++d)
    if (game_->dumps()[d].owner == Side::kAllied &&
        dump_owner(static_cast<int>(d)) == Side::kGerman)
      score += 3;
  // Strength lost by the units that have come into play.
  long lost[kSides] = {0, 0};
  for (size_t i = 0; i < units_.size(); ++i)
    if (units_[i].where == Where::kOnMap || units_[i].where == Where::kEliminated)
      lost[index_of(game_->units()[i].side)] += game_->units()[i].strength - units_[i].strength;
  const long all = lost[0] + lost[1];
  if (all > 0) score += static_cast<int>((10 * lost[index_of(Side::kAllied)] + all / 2) / all);
  return std::clamp(score, 0, 100);
}

}  // namespace grognard::bka
