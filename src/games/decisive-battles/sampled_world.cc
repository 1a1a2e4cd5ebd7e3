// A whole battle a seat's view could be, for the search player. What the view leaves out
// (view.cc) is filled in from what the seat may know:
// - The order of battle is the scenario's, which both players read before they choose it: an
//   enemy unit not sighted is on the field once the scenario brings it, at the strength it
//   brought, and waiting before that.
// - Where it stands is not known. It is put near where it started or entered, on ground the
//   seat's brigades do not watch (watch_range) and does not hold, for a unit there would be
//   sighted or would have taken the hex's control icon.
// - The enemy's commands are not known either (Menu 8 is the enemy's own): each of its corps and
//   division HQs on the field is given one it could be acting on (draw_enemy_commands).
// - Menu 2 gives the seat its own victory points and the standing; the enemy's are a guess made
//   to agree with both: the casualties the seat has inflicted are what its points say beyond its
//   objectives, and the enemy's objective points are guessed from the control icons, then moved
//   until the standing reads as the seat was told.
#include <algorithm>

#include "games/decisive-battles/formulas.h"
#include "games/decisive-battles/state.h"

namespace grognard::decisive {
namespace {

// How many hexes beyond the nearest free one a unit may be put: a little spread, so that worlds
// differ.
constexpr int kSpread = 2;

}  // namespace

State State::sampled_world(uint64_t seed) const {
  State w = *this;
  w.rng_ = Rng(seed);
  if (!viewer_) return w;
  const Side me = *viewer_;
  const Side enemy = enemy_of(me);
  const HexBoard& board = game_->board();
  Rng draw(seed ^ 0x9e3779b97f4a7c15ULL);

  // The ground the seat watches, and the hexes a unit already stands on.
  const int watch = watch_range(hour().light, hour().weather);
  std::vector<bool> open(static_cast<size_t>(board.size()), true);
  for (int h = 0; h < board.size(); ++h)
    if (!game_->terrain(HexId{static_cast<uint16_t>(h)}).move ||
        control(HexId{static_cast<uint16_t>(h)}) == me)
      open[static_cast<size_t>(h)] = false;
  std::vector<bool> taken(static_cast<size_t>(board.size()), false);
  for (size_t i = 0; i < units_.size(); ++i) {
    if (units_[i].where != Where::kOnMap) continue;
    const UnitDef& d = game_->units()[i];
    if (!d.hq) taken[units_[i].hex.value] = true;
    if (d.side != me || d.hq) continue;
    for (int h = 0; h < board.size(); ++h)
      if (board.distance(units_[i].hex, HexId{static_cast<uint16_t>(h)}) <= watch)
        open[static_cast<size_t>(h)] = false;
  }

  // Brigades first, so that each HQ can join them.
  for (int pass = 0; pass < 2; ++pass)
    for (size_t i = 0; i < units_.size(); ++i) {
      const UnitDef& d = game_->units()[i];
      if (d.side != enemy || units_[i].where != Where::kUnseen || d.hq != (pass == 1)) continue;
      UnitState& s = w.units_[i];
      s = as_it_comes(d);
      if (d.arrives > turn_) continue;  // waiting, to enter where the scenario says
      // The open hexes nearest where it started or entered, one of them at random.
      int nearest = board.size();
      for (int h = 0; h < board.size(); ++h)
        if (open[static_cast<size_t>(h)] && (d.hq || !taken[static_cast<size_t>(h)]))
          nearest = std::min(nearest, board.distance(d.hex, HexId{static_cast<uint16_t>(h)}));
      std::vector<HexId> near;
      for (int h = 0; h < board.size(); ++h) {
        const HexId x{static_cast<uint16_t>(h)};
        if (open[static_cast<size_t>(h)] && (d.hq || !taken[static_cast<size_t>(h)]) &&
            board.distance(d.hex, x) <= nearest + kSpread)
          near.push_back(x);
      }
      if (near.empty()) {
        s.where = Where::kGone;  // nowhere it could stand unseen: the seat would have seen it
        continue;
      }
      s.hex = near[draw.below(near.size())];
      s.where = Where::kOnMap;
      if (!d.hq) taken[s.hex.value] = true;
      w.control_[s.hex.value] = static_cast<int8_t>(enemy);
      if (d.hq) {
        s.objectives[0] = s.hex;
        s.objective_count = 1;
      }
    }

  w.draw_enemy_commands(draw);

  // The victory points, agreeing with what Menu 2 told the seat.
  const int per = std::max(game_->scenario().men_per_vp, 1);
  const int mine = known_victory_points(me).value_or(0);
  SideState& theirs = w.sides_[static_cast<int>(enemy)];
  theirs.men_lost = std::max(mine - sides_[static_cast<int>(me)].vp, 0) * per;
  theirs.vp = guessed_enemy_objective_points(me);
  const int from_casualties = sides_[static_cast<int>(me)].men_lost / per;
  const std::string_view told = standing(me);
  while (standing_of(mine, theirs.vp + from_casualties) != told) {
    const bool more =
        told == "losing" || (told == "contested" && theirs.vp + from_casualties < mine);
    if (!more && theirs.vp == 0) break;
    theirs.vp += more ? 1 : -1;
  }

  w.viewer_.reset();
  w.spectator_ = false;
  return w;
}

void State::draw_enemy_commands(Rng& draw) {
  const Side enemy = enemy_of(*viewer_);
  const HexBoard& board = game_->board();
  // Within a column's hour: an objective the HQ could be marching on now.
  const int reach = game_->rules().max_hexes(Formation::kColumn);
  for (size_t i = 0; i < units_.size(); ++i) {
    const UnitDef& d = game_->units()[i];
    UnitState& s = units_[i];
    if (d.side != enemy || !d.hq || !d.superior || s.where != Where::kOnMap) continue;
    // Each objective its side does not hold within reach, on the offensive; or, on the
    // defensive, the nearest its side holds (where it stands when it holds none).
    std::vector<std::pair<Command, HexId>> choices;
    std::optional<HexId> held;
    for (const Objective& o : game_->scenario().objectives) {
      const int distance = board.distance(s.hex, o.hex);
      if (control(o.hex) == enemy) {
        if (!held || distance < board.distance(s.hex, *held)) held = o.hex;
      } else if (distance <= reach &&
                 std::none_of(choices.begin(), choices.end(),
                              [&](const auto& c) { return c.second == o.hex; })) {
        choices.emplace_back(Command::kOffensive, o.hex);
      }
    }
    choices.emplace_back(Command::kDefensive, held.value_or(s.hex));
    const auto& [command, objective] = choices[draw.below(choices.size())];
    s.command = command;
    s.objectives[0] = objective;
    s.objective_count = 1;
    s.next_objective = 0;
    s.new_command.reset();
    s.new_objective_count = 0;
  }
}

}  // namespace grognard::decisive
