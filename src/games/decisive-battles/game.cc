#include "games/decisive-battles/game.h"

#include <fmt/format.h>

#include "core/rules_error.h"
#include "io/hex_json.h"
#include "io/json_read.h"
#include "io/scenario_map.h"

namespace grognard::decisive {
std::optional<UnitId> Game::find_unit(std::string_view id) const {
  for (size_t i = 0; i < units_.size(); ++i)
    if (units_[i].id == id) return UnitId{static_cast<uint16_t>(i)};
  return std::nullopt;
}

void Game::work_out_step_costs() {
  const Battlefield& field = *battlefield_;
  const HexBoard& b = board();
  auto cost_of = [](std::optional<int> c, const char* what) {
    if (!c) throw DataError("rules.json", std::string("no cost for ") + what);
    return *c;
  };
  const int pike = cost_of(rules_.road_cost("pike"), "a pike"),
            road = cost_of(rules_.road_cost("road"), "a road"),
            trail = cost_of(rules_.road_cost("trail"), "a trail"),
            railroad = cost_of(rules_.road_cost("railroad"), "a railroad"),
            bridge = cost_of(rules_.crossing_cost("bridge"), "a bridge"),
            ford = cost_of(rules_.crossing_cost("ford"), "a ford"),
            creek = cost_of(rules_.crossing_cost("creek"), "a creek");
  step_costs_.assign(static_cast<size_t>(b.size()) * kDirections, -1);
  for (int i = 0; i < b.size(); ++i) {
    const HexId from{static_cast<uint16_t>(i)};
    b.for_each_neighbour(from, [&](HexId to, Direction d) {
      const TerrainRule& entered = terrain(to);
      if (!entered.move) return;
      int cost = *entered.move;
      switch (field.road(from, d)) {
        case RoadKind::kPike:
          cost = pike;
          break;
        case RoadKind::kRoad:
          cost = road;
          break;
        case RoadKind::kTrail:
          cost = trail;
          break;
        case RoadKind::kNone:
          // A railroad's bed is a way through the woods where no road runs.
          if (field.railroad(from, d)) cost = std::min(cost, railroad);
          break;
      }
      switch (field.stream(from, d)) {
        case StreamKind::kRun:
          if (field.bridge(from, d))
            cost += bridge;
          else if (field.ford(from, d))
            cost += ford;
          else
            return;  // a run is crossed only at its bridges and fords
          break;
        case StreamKind::kCreek:
          cost += field.bridge(from, d) ? bridge : field.ford(from, d) ? ford : creek;
          break;
        case StreamKind::kNone:
          break;
      }
      step_costs_[i * kDirections + static_cast<int>(d)] = static_cast<int8_t>(std::min(cost, 127));
    });
  }
}

std::shared_ptr<const Game> Game::load(const json& scenario, const std::filesystem::path& data) {
  std::shared_ptr<Game> g(new Game());
  const std::string rules_file = (data / "rules.json").string();
  g->rules_ = Rules::load(read_json_file(rules_file), rules_file);
  const std::string battle = get_string(scenario, "battle", "scenario");
  const ScenarioMap map = scenario_map(scenario, data / "maps" / (battle + ".json"));
  json changed = map.map;
  if (scenario.contains("map_changes"))
    change_map(changed, read_hex_board(map.map, map.where), g->rules_.terrain_names(), scenario);
  g->battlefield_ = Battlefield::load(changed, g->rules_.terrain_names(), map.where);
  const HexBoard& board = g->battlefield_->board();
  // Battlefield::load took only terrains the rules list.
  for (const std::string& name : board.terrain_names())
    g->terrain_rules_.push_back(*g->rules_.terrain(name));
  g->scenario_ = Scenario::load(scenario, board, "scenario");
  g->work_out_step_costs();

  const std::string oob_file = (data / "oob" / (battle + ".json")).string();
  const OrderOfBattle oob = OrderOfBattle::load(read_json_file(oob_file), oob_file);
  for (int s = 0; s < kSides; ++s) {
    const Forces& forces = oob.sides[s];
    const std::string side_at = fmt::format("{}.sides.{}", oob_file, kSideNames[s]);
    const auto first = static_cast<uint16_t>(g->units_.size());
    // Where and when a unit comes: its hex (placed by the map tool) and the hour it arrives.
    auto place = [&](UnitDef& u, const Deployment& d, const std::string& at) {
      const std::string where_hex =
          fmt::format("{}.{}.hex", at, d.arrives.empty() ? "start" : "arrives");
      const auto hex = d.where.hex.empty() ? std::nullopt : board.find(d.where.hex);
      if (!hex)
        throw DataError(
            where_hex,
            d.where.hex.empty()
                ? fmt::format("no hex: run web/tools/db-map/place-units.mjs {} --write", battle)
                : fmt::format("'{}' is not a hex on the {}x{} map", d.where.hex, board.columns(),
                              board.rows()));
      u.hex = *hex;
      if (d.arrives.empty()) return;
      const std::string where_time = fmt::format("{}.arrives.time", at);
      const int turn = turn_holding(minutes_of(d.arrives, where_time), g->scenario_.start_minutes);
      if (turn >= g->turns()) throw DataError(where_time, "arrives after the battle's last hour");
      u.arrives = std::max(turn, 0);
    };
    for (size_t i = 0; i < forces.hqs.size(); ++i) {
      const Hq& h = forces.hqs[i];
      UnitDef u;
      u.id = h.id;
      u.name = h.name;
      u.commander = h.commander;
      u.second = h.second;
      u.side = static_cast<Side>(s);
      u.hq = true;
      u.kind = h.kind;
      u.cavalry_hq = h.cavalry;
      if (h.parent >= 0) u.superior = UnitId{static_cast<uint16_t>(first + h.parent)};
      u.leadership = h.leadership;
      u.staff = h.staff;
      place(u, h.deployment, fmt::format("{}.hqs[{}]", side_at, i));
      g->units_.push_back(std::move(u));
    }
    g->army_[s] = UnitId{static_cast<uint16_t>(first + forces.army)};
    for (size_t i = 0; i < forces.brigades.size(); ++i) {
      const Brigade& b = forces.brigades[i];
      const std::string at = fmt::format("{}.brigades[{}]", side_at, i);
      UnitDef u;
      u.id = b.id;
      u.name = b.name;
      u.commander = b.commander;
      u.side = static_cast<Side>(s);
      u.type = b.type;
      u.superior = UnitId{static_cast<uint16_t>(first + b.parent)};
      u.men = b.men;
      u.guns = b.guns;
      u.regiments = static_cast<int>(b.regiments.size());
      if (!b.small_arms.empty()) {
        const SmallArms* arms = g->rules_.small_arms(b.small_arms);
        if (!arms)
          throw DataError(at + ".small_arms",
                          fmt::format("'{}' is not in {}", b.small_arms, rules_file));
        u.arms = *arms;
      }
      if (!b.artillery.empty()) {
        const Guns* guns = g->rules_.artillery(b.artillery);
        if (!guns)
          throw DataError(at + ".artillery",
                          fmt::format("'{}' is not in {}", b.artillery, rules_file));
        u.artillery = *guns;
      }
      u.experience = b.experience;
      u.leadership = b.leadership;
      u.cohesion = b.cohesion;
      u.shattered = b.shattered;
      place(u, b.deployment, at);
      g->units_.push_back(std::move(u));
    }
  }
  if (g->units_.size() > UINT16_MAX) throw DataError(oob_file, "too many units");
  if (scenario.contains("position")) g->read_opening(get_object(scenario, "position", "scenario"));
  return g;
}

}  // namespace grognard::decisive
