// Struggle for the Continent in JSON: actions, the view (docs/protocol.md), the result, and
// the state's hash.
#include <fmt/format.h>

#include <map>
#include <utility>

#include "core/overloaded.h"
#include "core/state_hash.h"
#include "games/struggle-for-the-continent/state.h"
#include "io/area_json.h"
#include "io/json_read.h"

namespace grognard::sfc {
namespace {

NationId read_nation(const Game& g, const json& j, std::string_view key, const std::string& where) {
  const std::string text = get_string(j, key, where);
  const auto n = g.find_nation(text);
  if (!n) throw DataError(where_in(where, key), fmt::format("no nation '{}'", text));
  return *n;
}

int read_count(const json& j, const std::string& where) {
  return static_cast<int>(get_int(j, "count", where, 1, 10000));
}

std::string_view phase_name(Phase p) {
  switch (p) {
    case Phase::kSetup:
      return "setup";
    case Phase::kMove:
      return "move";
    case Phase::kJoin:
      return "join";
    case Phase::kBattle:
      return "battle";
    case Phase::kOver:
      return "over";
  }
  return "";
}

std::string_view outcome_name(PairOutcome o) {
  switch (o) {
    case PairOutcome::kAttackerWins:
      return "attacker";
    case PairOutcome::kDefenderWins:
      return "defender";
    case PairOutcome::kStandoff:
      return "standoff";
  }
  return "";
}

}  // namespace

Action State::parse_action(const json& j) const {
  const Game& g = *game_;
  const std::string w = "action";
  if (!j.is_object()) throw DataError(w, "expected a JSON object");
  const std::string type = get_string(j, "type", w);
  auto area = [&](std::string_view key) {
    return read_area_id(g.board(), field(j, key, w), where_in(w, key));
  };
  if (type == "place") return Place{area("at")};
  if (type == "move") return Move{area("from"), area("to"), read_count(j, w)};
  if (type == "attack") {
    Attack a{area("to"), {}};
    const json& groups = get_array(j, "groups", w);
    for (size_t i = 0; i < groups.size(); ++i) {
      const std::string gw = where_at(where_in(w, "groups"), i);
      if (!groups[i].is_object()) throw DataError(gw, "expected a JSON object");
      a.groups.push_back(
          {read_area_id(g.board(), field(groups[i], "from", gw), where_in(gw, "from")),
           read_nation(g, groups[i], "nation", gw), read_count(groups[i], gw)});
    }
    return a;
  }
  if (type == "join") return Join{};
  if (type == "decline") return Decline{};
  if (type == "fight_on") return FightOn{};
  if (type == "break_off") return BreakOff{};
  if (type == "stand") return Stand{};
  if (type == "retreat") return Retreat{area("to")};
  if (type == "ask") return AskNeutral{read_nation(g, j, "nation", w)};
  if (type == "end_turn") return EndTurn{};
  throw DataError(where_in(w, "type"),
                  fmt::format("unknown action type '{}' (place, move, attack, join, decline, "
                              "fight_on, break_off, stand, retreat, ask, end_turn)",
                              type));
}

json State::action_json(const Action& action) const {
  const Game& g = *game_;
  auto key = [&](AreaId a) { return g.board().key(a); };
  return std::visit(
      Overloaded{
          [&](const Place& p) -> json {
            return {{"type", "place"}, {"at", key(p.at)}};
          },
          [&](const Move& m) -> json {
            return {{"type", "move"}, {"from", key(m.from)}, {"to", key(m.to)}, {"count", m.count}};
          },
          [&](const Attack& a) -> json {
            json groups = json::array();
            for (const AttackGroup& gr : a.groups)
              groups.push_back({{"from", key(gr.from)},
                                {"nation", g.nation(gr.nation).key},
                                {"count", gr.count}});
            return {{"type", "attack"}, {"to", key(a.to)}, {"groups", groups}};
          },
          [&](const Join&) -> json {
            return {{"type", "join"}};
          },
          [&](const Decline&) -> json {
            return {{"type", "decline"}};
          },
          [&](const FightOn&) -> json {
            return {{"type", "fight_on"}};
          },
          [&](const BreakOff&) -> json {
            return {{"type", "break_off"}};
          },
          [&](const Stand&) -> json {
            return {{"type", "stand"}};
          },
          [&](const Retreat& r) -> json {
            return {{"type", "retreat"}, {"to", key(r.to)}};
          },
          [&](const AskNeutral& a) -> json {
            return {{"type", "ask"}, {"nation", g.nation(a.nation).key}};
          },
          [&](const EndTurn&) -> json {
            return {{"type", "end_turn"}};
          },
      },
      action);
}

json State::result() const {
  if (phase_ != Phase::kOver) return nullptr;
  const Game& g = *game_;
  json score = json::object();
  for (int t = 0; t < 2; ++t) score[g.teams()[t].key] = this->score(t);
  json out_of_war = json::array();
  for (int n = 0; n < g.nation_count(); ++n)
    if (team_of_[n] != kNoTeam && !in_war_[n])
      out_of_war.push_back(g.nation(NationId{static_cast<uint8_t>(n)}).key);
  return {{"winner", winner_ ? json(g.teams()[*winner_].key) : json(nullptr)},
          {"reason", end_reason_},
          {"round", round_},
          {"score", score},
          {"out_of_war", out_of_war}};
}

json State::view_json(bool whole) const {
  const Game& g = *game_;
  auto key = [&](AreaId a) { return g.board().key(a); };
  auto team_key = [&](int t) { return t == kNoTeam ? json(nullptr) : json(g.teams()[t].key); };
  json j;
  j["round"] = round_;
  if (whole) j["rounds"] = g.rounds();
  j["phase"] = phase_name(phase_);
  j["team"] = g.teams()[team_].key;
  j["nation"] = g.nation(nation_).key;
  const auto mover = to_move();
  j["to_move"] = mover ? json(g.nation(NationId{static_cast<uint8_t>(*mover)}).key) : json(nullptr);
  if (phase_ == Phase::kSetup) j["to_place"] = to_place_;
  j["team_acted"] = team_acted_;
  json teams = json::array();
  for (int t = 0; t < 2; ++t) {
    json order = json::array();
    for (NationId n : team_order_[t]) order.push_back(g.nation(n).key);
    json team = {{"nations", std::move(order)}, {"score", score(t)}};
    if (whole) team.update({{"id", g.teams()[t].key}, {"name", g.teams()[t].name}});
    teams.push_back(std::move(team));
  }
  j["teams"] = std::move(teams);
  json nations = json::array();
  for (int i = 0; i < g.nation_count(); ++i) {
    const NationId id{static_cast<uint8_t>(i)};
    const Nation& n = g.nation(id);
    json nation = {{"team", team_key(team_of_[i])},
                   {"armies", armies_of(id)},
                   {"mobilised", mobilised_[i]},
                   {"in_war", static_cast<bool>(in_war_[i])}};
    if (whole)
      nation.update({{"id", n.key},
                     {"name", n.name},
                     {"attack", n.attack},
                     {"total", n.total},
                     {"per_turn", n.per_turn},
                     {"capital", key(n.capital)}});
    nations.push_back(std::move(nation));
  }
  j["nations"] = std::move(nations);
  json provinces = json::object();
  for (int a = 0; a < g.board().size(); ++a) {
    const AreaId id{static_cast<uint16_t>(a)};
    json province = {{"controller", team_key(controller_[a])}};
    if (whole) province["owner"] = g.nation(g.province(id).owner).key;
    provinces[key(id)] = std::move(province);
  }
  j["provinces"] = std::move(provinces);
  // One stack per province and nation, in army order.
  json stacks = json::array();
  std::map<std::pair<uint16_t, uint8_t>, std::vector<int>> moves;
  for (const Army& x : armies_) moves[{x.at.value, x.nation.value}].push_back(x.moves);
  for (const auto& [where, m] : moves)
    stacks.push_back({{"at", key(AreaId{where.first})},
                      {"nation", g.nation(NationId{where.second}).key},
                      {"count", m.size()},
                      {"moves", m}});
  j["stacks"] = std::move(stacks);
  j["join"] = nullptr;
  if (join_) {
    json allies = json::array();
    for (NationId n : join_->allies) allies.push_back(g.nation(n).key);
    j["join"] = {{"attack", action_json(join_->attack)},
                 {"allies", std::move(allies)},
                 {"deciding", g.nation(join_->allies[join_->asked]).key}};
  }
  j["battle"] = nullptr;
  if (battle_) {
    const PendingBattle& b = *battle_;
    auto line = [&](const std::vector<LineArmy>& armies) {
      json out = json::array();
      for (const LineArmy& x : armies)
        out.push_back({{"nation", g.nation(NationId{static_cast<uint8_t>(x.nation)}).key},
                       {"attack", x.attack}});
      return out;
    };
    json from = json::array();
    for (AreaId a : b.from) from.push_back(key(a));
    json waves = json::array();
    for (const auto& wave : b.waves) {
      json pairs = json::array();
      for (const FoughtPair& p : wave)
        pairs.push_back({{"attacker", g.nation(p.attacker).key},
                         {"defender", g.nation(p.defender).key},
                         {"advantage", p.combat.advantage},
                         {"attacker_roll", p.combat.attacker_roll},
                         {"defender_roll", p.combat.defender_roll},
                         {"outcome", outcome_name(p.combat.outcome)}});
      waves.push_back({{"pairs", std::move(pairs)}});
    }
    json retreat_to = json::array();
    if (b.deciding)
      for (AreaId a : retreats(*b.deciding)) retreat_to.push_back(key(a));
    j["battle"] = {{"at", key(b.to)},
                   {"attacker", g.nation(b.attacker).key},
                   {"from", std::move(from)},
                   {"attackers", line(b.battle.attackers())},
                   {"defenders", line(b.battle.defenders())},
                   {"attacker_victories", b.battle.attacker_victories()},
                   {"defender_victories", b.battle.defender_victories()},
                   {"waves", std::move(waves)},
                   {"asking", b.attacker_asked ? "defender" : "attacker"},
                   {"deciding", g.nation(b.attacker_asked ? *b.deciding : b.attacker).key},
                   {"retreats", std::move(retreat_to)},
                   {"max_waves", kMaxWaves}};
  }
  if (phase_ == Phase::kOver) j["result"] = result();
  return j;
}

uint64_t State::hash() const {
  StateHasher h;
  h.add(static_cast<uint64_t>(phase_));
  h.add(static_cast<uint64_t>(round_));
  h.add(static_cast<uint64_t>(team_));
  h.add(static_cast<uint64_t>(order_));
  h.add(nation_.value);
  h.add(static_cast<uint64_t>(to_place_));
  h.add(entry_setup_);
  h.add(team_acted_);
  h.add(static_cast<uint64_t>(next_army_id_));
  h.add(armies_.size());
  for (const Army& x : armies_)
    h.add(static_cast<uint64_t>(x.id) | uint64_t{x.nation.value} << 32 |
          uint64_t{x.at.value} << 40 | static_cast<uint64_t>(x.moves) << 56);
  for (size_t n = 0; n < mobilised_.size(); ++n)
    h.add(static_cast<uint64_t>(mobilised_[n]) | uint64_t{in_war_[n]} << 32 |
          static_cast<uint64_t>(team_of_[n] + 1) << 40);
  for (const auto& order : team_order_) {
    h.add(order.size());
    for (NationId n : order) h.add(n.value);
  }
  for (int c : controller_) h.add(static_cast<uint64_t>(c + 1));
  h.add(join_.has_value());
  if (join_) {
    h.add(join_->attack.to.value);
    for (const AttackGroup& gr : join_->attack.groups)
      h.add(uint64_t{gr.from.value} | uint64_t{gr.nation.value} << 16 |
            static_cast<uint64_t>(gr.count) << 24);
    h.add(join_->allies.size());
    h.add(join_->asked);
  }
  h.add(battle_.has_value());
  if (battle_) {
    const PendingBattle& b = *battle_;
    h.add(b.to.value);
    h.add(b.attacker.value);
    for (int id : b.attacker_ids) h.add(static_cast<uint64_t>(id));
    h.add(~uint64_t{0});
    for (int id : b.defender_ids) h.add(static_cast<uint64_t>(id));
    h.add(static_cast<uint64_t>(b.battle.attacker_victories()));
    h.add(static_cast<uint64_t>(b.battle.defender_victories()));
    h.add(static_cast<uint64_t>(b.battle.waves()));
    h.add(b.attacker_asked);
    h.add(b.deciding ? 1 + uint64_t{b.deciding->value} : 0);
  }
  h.add(winner_ ? 1 + static_cast<uint64_t>(*winner_) : 0);
  for (uint64_t w : rng_.words()) h.add(w);
  return h.value();
}

}  // namespace grognard::sfc
