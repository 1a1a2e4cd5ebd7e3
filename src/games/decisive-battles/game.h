// What a battle of Decisive Battles is before anyone moves: its map, its tables, its hours and
// objectives, and every unit of both sides in one list (HQs and brigades, each with its superior
// and where and when it comes). Shared, never changed, by every State of the battle.
#pragma once

#include <array>
#include <filesystem>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "games/decisive-battles/battlefield.h"
#include "games/decisive-battles/order_of_battle.h"
#include "games/decisive-battles/rules.h"
#include "games/decisive-battles/scenario.h"

namespace grognard::decisive {

// A unit's index in Game::units().
struct UnitId {
  uint16_t value = 0;
  constexpr auto operator<=>(const UnitId&) const = default;
};

struct UnitDef {
  std::string id, name, commander;
  std::string second;  // an army HQ's second in command, empty if none
  Side side = Side::kUnion;
  bool hq = false;
  HqKind kind = HqKind::kDivision;            // HQs
  bool cavalry_hq = false;                    // HQs: a cavalry corps or division
  BrigadeType type = BrigadeType::kInfantry;  // brigades
  std::optional<UnitId> superior;             // none for an army HQ
  int men = 0, guns = 0, regiments = 0;
  SmallArms arms;  // brigades other than artillery
  Guns artillery;  // with guns
  int experience = 4, leadership = 4, staff = 0, cohesion = 6;
  bool shattered = false;
  HexId hex;        // where it starts, or where it enters
  int arrives = 0;  // the turn it enters; 0 for a unit on the map at the start
};

// A designer's scenario may start in a position of its own (docs/scenarios.md): at a later hour,
// with units where it says, some gone, and HQs under commands.
struct OpeningUnit {
  UnitId unit;
  HexId hex;
  std::optional<int> men, cohesion;
  std::optional<bool> shattered;
};
struct OpeningCommand {
  UnitId hq;
  Command command = Command::kDefensive;
  std::vector<HexId> objectives;
};
struct Opening {
  int turn = 0;
  std::vector<OpeningUnit> units;
  std::vector<UnitId> gone;
  std::vector<OpeningCommand> commands;
};

class Game {
 public:
  static constexpr std::string_view kGameId = "decisive-battles";

  // Reads rules.json, the battle's map and order of battle from `data` (the scenario's own
  // `map` object instead of the shipped map, if it has one). DataError names the file and field.
  static std::shared_ptr<const Game> load(const json& scenario, const std::filesystem::path& data);

  const Rules& rules() const { return rules_; }
  const Battlefield& battlefield() const { return *battlefield_; }
  const HexBoard& board() const { return battlefield_->board(); }
  // The rules of the hex's terrain (cover, movement), looked up once per terrain at load.
  const TerrainRule& terrain(HexId h) const { return terrain_rules_[board().terrain(h).value]; }
  // What stepping from `from` across hexside `d` costs on the ground (Manoeuvre: the terrain
  // entered, or the road along the hexside, plus a stream's crossing), nullopt where no unit may
  // step (water, a run away from its crossings, the map's edge). Worked out once, at load.
  std::optional<int> step_cost(HexId from, Direction d) const {
    const int8_t c = step_costs_[from.value * kDirections + static_cast<int>(d)];
    return c < 0 ? std::nullopt : std::optional<int>(c);
  }
  const Scenario& scenario() const { return scenario_; }
  int turns() const { return static_cast<int>(scenario_.hours.size()); }

  const std::vector<UnitDef>& units() const { return units_; }
  const UnitDef& unit(UnitId u) const { return units_[u.value]; }
  std::optional<UnitId> find_unit(std::string_view id) const;
  UnitId army(Side s) const { return army_[static_cast<int>(s)]; }
  // The scenario's `position`, if it has one.
  const std::optional<Opening>& opening() const { return opening_; }

 private:
  Game() = default;
  Rules rules_;
  std::optional<Battlefield> battlefield_;
  std::vector<TerrainRule> terrain_rules_;  // by the board's TerrainId
  std::vector<int8_t> step_costs_;          // by hex and hexside; -1: no step
  Scenario scenario_;
  std::vector<UnitDef> units_;
  std::array<UnitId, kSides> army_{};
  std::optional<Opening> opening_;

  // A scenario's map_changes, made to the map's JSON before it is read (map_changes.cc).
  static void change_map(json& map, const HexBoard& board, const std::vector<std::string>& terrains,
                         const json& scenario);
  // step_costs_ from the map and the rules' costs.
  void work_out_step_costs();
  // The scenario's `position`, read and checked against the battle (opening.cc).
  void read_opening(const json& position);
};

}  // namespace grognard::decisive
