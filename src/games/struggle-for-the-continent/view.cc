// What a seat sees (everything: the game hides nothing, only the dice to come), the
// questions the browser asks, and the invariants the property tests check.
#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <deque>
#include <map>

#include "games/struggle-for-the-continent/battle_odds.h"
#include "games/struggle-for-the-continent/state.h"
#include "io/area_json.h"
#include "io/json_read.h"

namespace grognard::sfc {

State State::view_for(int) const { return public_view(); }

State State::public_view() const {
  State v = *this;
  v.rng_ = Rng(0);  // the future dice are no one's to know
  return v;
}

Events State::events_for(const Events& events, std::optional<int>) const { return events; }

namespace {

// The preview's whole battle: how often it is played out, from a fixed seed so that the same
// attack always shows the same figures.
constexpr int kPreviewSamples = 2000;
constexpr uint64_t kPreviewSeed = 1914;

// The whole battle from here, played out on a random source of its own (the game's dice to
// come stay secret), the attacker fighting to the end and every defender standing.
json whole_battle(const BattleLines& lines) {
  const BattleOdds o = battle_odds(lines, kPreviewSeed, kPreviewSamples, AttackerPlan::kToTheEnd);
  auto tenths = [](double x) { return std::round(x * 10) / 10; };
  return {{"samples", kPreviewSamples},
          {"take", static_cast<int>(std::lround(100 * o.take))},
          {"attackers_lost", tenths(o.attackers_lost)},
          {"defenders_lost", tenths(o.defenders_lost)}};
}

// Odds of one individual combat at this advantage: a d10 a side (SFC 4.4).
json pair_odds(int advantage) {
  int win = 0, lose = 0;
  for (int a = 1; a <= 10; ++a)
    for (int d = 1; d <= 10; ++d) {
      const int margin = a + advantage - d;
      win += margin > 0;
      lose += margin < 0;
    }
  return {{"advantage", advantage}, {"win", win}, {"lose", lose}, {"standoff", 100 - win - lose}};
}

}  // namespace

json State::inspect(const json& query) const {
  const Game& g = *game_;
  const std::string w = "query";
  if (!query.is_object()) throw DataError(w, "expected a JSON object");
  const std::string type = get_string(query, "type", w);
  if (type == "reachable") {
    // Where armies of a nation in a province may go with the moves they have left (SFC 2).
    const AreaId from = read_area_id(g.board(), field(query, "from", w), where_in(w, "from"));
    const std::string nation_key = get_string(query, "nation", w);
    const auto nation = g.find_nation(nation_key);
    if (!nation) throw DataError(where_in(w, "nation"), fmt::format("no nation '{}'", nation_key));
    int moves = 0;
    for (const Army& x : armies_)
      if (x.nation == *nation && x.at == from) moves = std::max(moves, x.moves);
    const int team = team_of_[nation->value];
    json reach = json::array(), attacks = json::array();
    if (phase_ == Phase::kMove && *nation == nation_ && moves > 0) {
      std::vector<int> cost(g.board().size(), -1);
      std::vector<AreaId> previous(g.board().size());
      std::deque<AreaId> queue{from};
      cost[from.value] = 0;
      while (!queue.empty()) {
        const AreaId at = queue.front();
        queue.pop_front();
        if (cost[at.value] == moves) continue;
        g.board().for_each_neighbour(at, [&](AreaId to, Border) {
          const int there = occupier(to);
          if (cost[to.value] >= 0 || controller_[to.value] == kNoTeam) return;
          if (there != kNoTeam && there != team) return;  // enemies: an attack, not a move
          cost[to.value] = cost[at.value] + 1;
          previous[to.value] = at;
          queue.push_back(to);
          json path = json::array();
          for (AreaId p = to; p != from; p = previous[p.value])
            path.insert(path.begin(), g.board().key(p));
          reach.push_back({{"to", g.board().key(to)}, {"cost", cost[to.value]}, {"path", path}});
        });
      }
      g.board().for_each_neighbour(from, [&](AreaId to, Border) {
        const int there = occupier(to);
        if (there != kNoTeam && there != team) attacks.push_back(g.board().key(to));
      });
    }
    return {{"from", g.board().key(from)},
            {"nation", nation_key},
            {"moves", moves},
            {"reach", reach},
            {"attacks", attacks}};
  }
  if (type == "preview") {
    const Action a = parse_action(field(query, "action", w));
    json out;
    if (auto v = validate(a)) {
      out = {{"legal", false}, {"rule", v->rule}, {"reason", v->reason}};
    } else {
      out = {{"legal", true}};
    }
    if (const auto* attack = std::get_if<Attack>(&a); attack && !validate(a)) {
      // The first wave as it would line up (proposal 6), with each pair's odds.
      std::vector<int> line;
      for (const AttackGroup& gr : attack->groups)
        for (int i = 0; i < gr.count; ++i) line.push_back(g.nation(gr.nation).attack);
      std::vector<std::pair<int, std::string>> defence;
      for (const Army& x : armies_)
        if (x.at == attack->to)
          defence.push_back({g.nation(x.nation).attack, g.nation(x.nation).key});
      std::stable_sort(defence.begin(), defence.end(),
                       [](const auto& p, const auto& q) { return p.first > q.first; });
      json pairs = json::array();
      for (size_t i = 0; i < std::min(line.size(), defence.size()); ++i) {
        json p = pair_odds(line[i] - defence[i].first);
        p["defender"] = defence[i].second;
        pairs.push_back(p);
      }
      std::vector<int> defenders;
      for (const auto& d : defence) defenders.push_back(d.first);
      out["details"] = {{"attackers", line.size()},
                        {"defenders", defence.size()},
                        {"pairs", pairs},
                        {"battle", whole_battle(BattleLines{line, defenders})}};
    }
    return out;
  }
  if (type == "battle") {
    if (!battle_) throw DataError(where_in(w, "type"), "no battle is being fought");
    json out = whole_battle(lines_of(battle_->battle));
    out["at"] = g.board().key(battle_->to);
    return out;
  }
  throw DataError(where_in(w, "type"),
                  fmt::format("unknown query '{}' (reachable, preview, battle)", type));
}

std::vector<std::string> State::broken_invariants() const {
  const Game& g = *game_;
  std::vector<std::string> broken;
  std::map<uint16_t, int> team_in;
  for (const Army& x : armies_) {
    const int team = team_of_[x.nation.value];
    if (team == kNoTeam || !in_war_[x.nation.value])
      broken.push_back(fmt::format("{} is not at war but has an army", g.nation(x.nation).name));
    if (x.moves < 0 || x.moves > kMovesPerTurn)
      broken.push_back(fmt::format("an army of {} has {} moves", g.nation(x.nation).name, x.moves));
    auto [it, fresh] = team_in.emplace(x.at.value, team);
    if (!fresh && it->second != team)
      broken.push_back(fmt::format("armies of both teams in {}", province(x.at)));
    if (controller_[x.at.value] != team)
      broken.push_back(fmt::format("{} stands in {}, held by another team", g.nation(x.nation).name,
                                   province(x.at)));
  }
  for (int n = 0; n < g.nation_count(); ++n) {
    const NationId id{static_cast<uint8_t>(n)};
    if (mobilised_[n] > g.nation(id).total)
      broken.push_back(fmt::format("{} mobilised more than its total", g.nation(id).name));
    if (armies_of(id) > mobilised_[n])
      broken.push_back(fmt::format("{} has more armies than it mobilised", g.nation(id).name));
  }
  for (int a = 0; a < g.board().size(); ++a)
    if (controller_[a] == kNoTeam &&
        team_of_[g.province(AreaId{static_cast<uint16_t>(a)}).owner.value] != kNoTeam)
      broken.push_back(
          fmt::format("{} is held by no team", province(AreaId{static_cast<uint16_t>(a)})));
  if (phase_ != Phase::kOver && !to_move()) broken.push_back("no seat to move");
  return broken;
}

}  // namespace grognard::sfc
