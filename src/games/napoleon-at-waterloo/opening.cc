// A scenario's "position" (docs/scenarios.md): the game-turn, the phasing side and phase,
// the units eliminated or exited so far, and demoralization, each checked against the rules.
#include <fmt/format.h>

#include <algorithm>

#include "games/napoleon-at-waterloo/game.h"
#include "io/scenario_position.h"

namespace grognard::naw {

void Game::load_position(const json& scenario) {
  const json* p = scenario_position(
      scenario, {"turn", "side", "phase", "eliminated", "exited", "losses", "demoralized"});
  if (!p) return;
  const std::string& where = kPositionWhere;
  Opening& o = opening_;
  if (p->contains("turn")) o.turn = static_cast<int>(get_int(*p, "turn", where, 1, turns_));
  if (p->contains("side"))
    o.side =
        read_name((*p)["side"], where_in(where, "side"), parse_side, "\"french\" or \"allied\"");
  if (p->contains("phase")) {
    auto playable = [](std::string_view name) {
      const auto phase = parse_phase(name);
      return phase == Phase::kOver ? std::nullopt : phase;
    };
    o.phase = read_name((*p)["phase"], where_in(where, "phase"), playable,
                        "\"movement\", \"bombardment\" or \"assault\"");
  }
  auto find = [&](const std::string& id) { return find_unit(id); };
  if (p->contains("eliminated")) o.eliminated = read_unit_ids(*p, "eliminated", where, find);
  if (p->contains("exited")) o.exited = read_unit_ids(*p, "exited", where, find);
  for (size_t i = 0; i < o.exited.size(); ++i) {
    const std::string w = where_at(where_in(where, "exited"), i);
    const UnitDef& d = unit(o.exited[i]);
    if (d.side != Side::kFrench)
      throw DataError(w, fmt::format("{} is allied: only French units leave by the north edge "
                                     "(NAW How the Game is Won)",
                                     d.id));
    if (std::find(o.eliminated.begin(), o.eliminated.end(), o.exited[i]) != o.eliminated.end())
      throw DataError(w, fmt::format("{} is also eliminated", d.id));
  }

  // Losses are the strength of the eliminated units (NAW Demoralization): given, they must agree.
  int lost[kSides] = {0, 0};
  for (UnitId u : o.eliminated) lost[index_of(unit(u).side)] += unit(u).strength;
  if (p->contains("losses")) {
    const json& losses = get_object(*p, "losses", where);
    const std::string lw = where_in(where, "losses");
    reject_unknown_keys(losses, {"french", "allied"}, lw);
    for (Side s : {Side::kFrench, Side::kAllied}) {
      const std::string key(side_name(s));
      if (!losses.contains(key)) continue;
      const auto given = get_int(losses, key, lw, 0, 9999);
      if (given != lost[index_of(s)])
        throw DataError(where_in(lw, key),
                        fmt::format("{} but the eliminated {} units' strength totals {}", given,
                                    key, lost[index_of(s)]));
    }
  }

  // Demoralization (NAW Demoralization): at the threshold a side is demoralized, and only one.
  const int threshold = victory_.demoralization;
  const std::string dw = where_in(where, "demoralized");
  auto over = [&](Side s) { return lost[index_of(s)] >= threshold; };
  if (p->contains("demoralized") && !(*p)["demoralized"].is_null()) {
    const Side s = read_name((*p)["demoralized"], dw, parse_side, "\"french\", \"allied\" or null");
    if (!over(s))
      throw DataError(dw, fmt::format("the {} side has lost {}, below the {} that demoralizes",
                                      side_name(s), lost[index_of(s)], threshold));
    o.demoralized = s;
  } else if (over(Side::kFrench) || over(Side::kAllied)) {
    if (p->contains("demoralized"))
      throw DataError(dw, fmt::format("a side has lost {} or more: it is demoralized", threshold));
    if (over(Side::kFrench) && over(Side::kAllied))
      throw DataError(
          dw, fmt::format("both sides have lost {} or more: say which is demoralized", threshold));
    o.demoralized = over(Side::kFrench) ? Side::kFrench : Side::kAllied;
  }
}

}  // namespace grognard::naw
