// A scenario's "position" (docs/scenarios.md): the set-up done, the round, whose turn, the
// nations in and out of the war, every army with its moves left, control and mobilisation,
// each checked against the rules.
#include <fmt/format.h>

#include <algorithm>
#include <map>

#include "games/struggle-for-the-continent/game.h"
#include "games/struggle-for-the-continent/state.h"
#include "io/area_json.h"
#include "io/scenario_position.h"

namespace grognard::sfc {

void Game::load_position(const json& s) {
  const json* p = scenario_position(
      s, {"round", "team", "nation", "joined", "out_of_war", "armies", "mobilised", "control"});
  if (!p) return;
  const std::string& where = kPositionWhere;
  Opening o;
  const int nations = nation_count();
  auto nation_at = [&](const json& v, const std::string& w) {
    return read_name(
        v, w, [&](const std::string& key) { return find_nation(key); },
        "a nation of this scenario");
  };
  auto team_at = [&](const std::string& key, const std::string& w) {
    for (size_t t = 0; t < teams_.size(); ++t)
      if (teams_[t].key == key) return static_cast<int>(t);
    throw DataError(w, fmt::format("no team '{}' (the teams are {} and {})", key, teams_[0].key,
                                   teams_[1].key));
  };

  if (p->contains("round")) o.round = static_cast<int>(get_int(*p, "round", where, 1, rounds_));
  o.team = p->contains("team") ? team_at(get_string(*p, "team", where), where_in(where, "team"))
                               : first_team_;

  // Who is in the war: the teams, the neutrals that joined one (5.7), less the beaten (3.5).
  std::vector<int> team_of(nations, kNoTeam);
  for (int n = 0; n < nations; ++n) team_of[n] = nations_[n].team.value_or(kNoTeam);
  if (p->contains("joined")) {
    const json& joined = get_object(*p, "joined", where);
    const std::string jw = where_in(where, "joined");
    for (auto it = joined.begin(); it != joined.end(); ++it) {
      const std::string tw = where_in(jw, it.key());
      const int team = team_at(it.key(), tw);
      if (!it.value().is_array()) throw DataError(tw, "expected a list of nations");
      for (size_t i = 0; i < it.value().size(); ++i) {
        const std::string w = where_at(tw, i);
        const NationId n = nation_at(it.value()[i], w);
        if (team_of[n.value] != kNoTeam)
          throw DataError(w, fmt::format("{} is already in team '{}', not a neutral",
                                         nations_[n.value].name, teams_[team_of[n.value]].key));
        team_of[n.value] = team;
        o.joined.push_back({n, team});
      }
    }
  }
  std::vector<bool> at_war(nations);
  for (int n = 0; n < nations; ++n) at_war[n] = team_of[n] != kNoTeam;
  if (p->contains("out_of_war")) {
    const json& out = get_array(*p, "out_of_war", where);
    for (size_t i = 0; i < out.size(); ++i) {
      const std::string w = where_at(where_in(where, "out_of_war"), i);
      const NationId n = nation_at(out[i], w);
      if (!at_war[n.value])
        throw DataError(w, fmt::format("{} is not in the war", nations_[n.value].name));
      at_war[n.value] = false;
      o.out_of_war.push_back(n);
    }
  }

  // Whose turn: a nation of the team to move still in the war, the team's first by default.
  std::vector<NationId> order = teams_[o.team].order;
  for (const auto& [n, team] : o.joined)
    if (team == o.team) order.push_back(n);
  const auto first_in_war =
      std::find_if(order.begin(), order.end(), [&](NationId n) { return at_war[n.value]; });
  if (first_in_war == order.end())
    throw DataError(where_in(where, "team"),
                    fmt::format("team '{}' has no nation in the war", teams_[o.team].key));
  o.nation = *first_in_war;
  if (p->contains("nation")) {
    const std::string w = where_in(where, "nation");
    o.nation = nation_at((*p)["nation"], w);
    if (std::find(order.begin(), order.end(), o.nation) == order.end() || !at_war[o.nation.value])
      throw DataError(w, fmt::format("{} is not a nation of team '{}' in the war",
                                     nations_[o.nation.value].name, teams_[o.team].key));
  }

  // Control: each province's owner's team unless the position says otherwise (none only for
  // a neutral's province).
  o.controller.assign(board_.size(), kNoTeam);
  for (int a = 0; a < board_.size(); ++a) o.controller[a] = team_of[provinces_[a].owner.value];
  std::vector<bool> control_given(board_.size(), false);
  if (p->contains("control")) {
    const json& control = get_object(*p, "control", where);
    const std::string cw = where_in(where, "control");
    for (auto it = control.begin(); it != control.end(); ++it) {
      const std::string w = where_in(cw, it.key());
      const AreaId a = read_area_id(board_, json(it.key()), w);
      const std::string holder = it.value().is_string() ? it.value().get<std::string>() : "";
      if (holder == "none") {
        if (team_of[provinces_[a.value].owner.value] != kNoTeam)
          throw DataError(w, "a province of a nation in a team is held by a team");
        o.controller[a.value] = kNoTeam;
      } else {
        o.controller[a.value] = team_at(holder, w);
      }
      control_given[a.value] = true;
    }
  }

  // The armies: of nations in the war, never two teams in one province; only the team to
  // move has moves left (SFC 2.1), two unless the position says fewer.
  const json& armies = get_array(*p, "armies", where);
  const std::string aw = where_in(where, "armies");
  std::vector<int> on_map(nations, 0);
  std::map<uint16_t, int> team_in;
  for (size_t i = 0; i < armies.size(); ++i) {
    const std::string w = where_at(aw, i);
    reject_unknown_keys(armies[i], {"nation", "at", "count", "moves"}, w);
    ArmyGroup g;
    g.nation = nation_at(field(armies[i], "nation", w), where_in(w, "nation"));
    const std::string name = nations_[g.nation.value].name;
    if (!at_war[g.nation.value])
      throw DataError(where_in(w, "nation"), fmt::format("{} is not in the war", name));
    g.at = read_area_id(board_, field(armies[i], "at", w), where_in(w, "at"));
    g.count = static_cast<int>(get_int(armies[i], "count", w, 1, nations_[g.nation.value].total));
    const int team = team_of[g.nation.value];
    const int most = team == o.team ? kMovesPerTurn : 0;
    g.moves = armies[i].contains("moves")
                  ? static_cast<int>(get_int(armies[i], "moves", w, 0, most))
                  : most;
    if (g.moves < kMovesPerTurn && team == o.team) o.team_acted = true;
    auto [it, fresh] = team_in.emplace(g.at.value, team);
    if (!fresh && it->second != team)
      throw DataError(where_in(w, "at"),
                      fmt::format("armies of both teams in {}", board_.name(g.at)));
    if (control_given[g.at.value] && o.controller[g.at.value] != team)
      throw DataError(where_in(w, "at"),
                      fmt::format("{} stands in {}, which the position gives another team", name,
                                  board_.name(g.at)));
    o.controller[g.at.value] = team;  // armies hold where they stand (SFC 2.2)
    if ((on_map[g.nation.value] += g.count) > nations_[g.nation.value].total)
      throw DataError(where_in(w, "count"), fmt::format("more armies of {} than its total of {}",
                                                        name, nations_[g.nation.value].total));
    o.armies.push_back(g);
  }

  // Armies ever mobilised (3.3): the start's at least, and every army on the map.
  o.mobilised.assign(nations, 0);
  for (int n = 0; n < nations; ++n)
    if (team_of[n] != kNoTeam) o.mobilised[n] = std::max(nations_[n].start_armies, on_map[n]);
  if (p->contains("mobilised")) {
    const json& mobilised = get_object(*p, "mobilised", where);
    const std::string mw = where_in(where, "mobilised");
    for (auto it = mobilised.begin(); it != mobilised.end(); ++it) {
      const std::string w = where_in(mw, it.key());
      const NationId n = nation_at(json(it.key()), w);
      if (team_of[n.value] == kNoTeam)
        throw DataError(
            w, fmt::format("{} is a neutral: it has mobilised nothing", nations_[n.value].name));
      o.mobilised[n.value] = static_cast<int>(
          get_int(mobilised, it.key(), mw, on_map[n.value], nations_[n.value].total));
    }
  }
  opening_ = std::move(o);
}

}  // namespace grognard::sfc
