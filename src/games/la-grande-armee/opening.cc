// A scenario's "position" (docs/scenarios.md): the season, the player to move and where his
// turn stands, and the fatigue units carry. Military points, control, places and morale are
// the scenario's own fields ("military_points", "control", units' "hex" and "morale").
#include <fmt/format.h>

#include "games/la-grande-armee/game.h"
#include "io/scenario_position.h"

namespace grognard::lga {

void Game::load_position(const json& scenario) {
  opening_.date = start_;
  opening_.fatigue.assign(units_.size(), 0);
  const json* p = scenario_position(scenario, {"date", "player", "phase", "fatigue"});
  if (!p) return;
  const std::string& where = kPositionWhere;
  Opening& o = opening_;
  if (p->contains("date")) {
    o.date = read_date(*p, "date", where);
    if (o.date < start_ || end_ < o.date)
      throw DataError(
          where_in(where, "date"),
          fmt::format("{} {} is outside the scenario's {} {} to {} {}", season_name(o.date.season),
                      o.date.year, season_name(start_.season), start_.year,
                      season_name(end_.season), end_.year));
  }
  if (p->contains("player")) o.player = read_side((*p)["player"], where_in(where, "player"));
  if (p->contains("phase")) {
    // Phases I-III run by themselves as the turn begins; a position starts at a decision.
    const std::string phase = get_string(*p, "phase", where);
    if (phase != "build" && phase != "movement")
      throw DataError(where_in(where, "phase"),
                      fmt::format("'{}': a position starts at \"build\" (Phase IV) or "
                                  "\"movement\" (Phase V)",
                                  phase));
    o.skip_build = phase == "movement";
  }
  if (p->contains("fatigue")) {
    const json& fatigue = get_object(*p, "fatigue", where);
    const std::string fw = where_in(where, "fatigue");
    for (auto it = fatigue.begin(); it != fatigue.end(); ++it) {
      const std::string w = where_in(fw, it.key());
      const auto u = find_unit(it.key());
      if (!u) throw DataError(w, fmt::format("no unit '{}' in this scenario", it.key()));
      const UnitDef& d = unit(*u);
      if (!d.start) throw DataError(w, "is not on the map at the start");
      if (home_side(d.nation) == o.player)
        throw DataError(w, fmt::format("belongs to the {} player, whose turn begins by setting "
                                       "fatigue to zero (LGA 5.1)",
                                       side_name(o.player)));
      o.fatigue[u->value] = static_cast<int>(get_int(fatigue, it.key(), fw, 0, 9));
    }
  }
}

}  // namespace grognard::lga
