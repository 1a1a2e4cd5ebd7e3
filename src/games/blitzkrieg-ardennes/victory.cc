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

}  // namespace grognard::bka
