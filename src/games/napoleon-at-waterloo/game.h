// The immutable part of a Napoleon at Waterloo game: the map, the tables and the order of
// battle, read from data/napoleon-at-waterloo/ and a scenario. Built once, shared by every
// state of the game.
#pragma once

#include <array>
#include <filesystem>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "core/hex_board.h"
#include "games/napoleon-at-waterloo/types.h"

namespace grognard::naw {

using json = nlohmann::json;

struct UnitDef {
  std::string id;
  std::string name;
  Side side;
  Nation nation;
  Arm arm;
  int strength;
  int movement;
  std::optional<HexId> start;  // on the map at the start
  int arrives = 0;             // game-turn of arrival for reinforcements (0: at start)
};

struct TerrainEffect {
  int move_cost = 1;
  int defense_multiplier = 1;
  int odds_shift = 0;
  bool blocks_fire = false;
  bool retreat_by_road_only = false;
};

struct Place {
  std::string name;
  HexId hex;
};

struct MovementCosts {
  int road = 1;
  int enter_enemy_zoc = 1;
  int leave_enemy_zoc = 1;
  int exit = 1;
};

struct VictoryThresholds {
  int demoralization = 90;
  int french_provisional = 150;
  int french_decisive_exits = 14;
  int allied_marginal = 75;
  int allied_provisional = 100;
};

// Where play starts: the scenario's "position" (docs/scenarios.md), else the first French
// movement phase with every unit where the order of battle puts it.
struct Opening {
  int turn = 1;
  Side side = Side::kFrench;
  Phase phase = Phase::kMovement;
  std::vector<UnitId> eliminated, exited;
  std::optional<Side> demoralized;
};

class Game {
 public:
  // Reads map.json and rules.json from `data` and checks the scenario against them.
  // Throws DataError naming the file and field at fault.
  static std::shared_ptr<const Game> load(const json& scenario, const std::filesystem::path& data);

  const std::string& scenario_id() const { return scenario_id_; }
  const std::string& scenario_name() const { return scenario_name_; }
  int turns() const { return turns_; }
  const HexBoard& board() const { return board_; }
  const std::vector<UnitDef>& units() const { return units_; }
  const UnitDef& unit(UnitId u) const { return units_[u.value]; }
  std::optional<UnitId> find_unit(std::string_view id) const;
  const TerrainEffect& terrain(HexId h) const { return terrain_[board_.terrain(h).value]; }
  const std::vector<Place>& places() const { return places_; }
  bool is_exit(HexId h) const { return exit_[h.value]; }
  const std::vector<HexId>& exit_hexes() const { return exit_hexes_; }
  const std::vector<HexId>& entry_hexes() const { return entry_hexes_; }
  int stacking_limit() const { return stacking_limit_; }
  const MovementCosts& movement() const { return movement_; }
  const VictoryThresholds& victory() const { return victory_; }
  const Opening& opening() const { return opening_; }

  // Combat Resolution Table: columns run from the lowest odds (0) to the highest.
  int odds_columns() const { return static_cast<int>(odds_names_.size()); }
  const std::string& odds_name(int column) const { return odds_names_[column]; }
  // The column for the ratio 1-1 (attacker and defender equal).
  int even_column() const { return even_column_; }
  int die_sides() const { return die_sides_; }
  int lowest_row() const { return lowest_row_; }
  int highest_row() const { return lowest_row_ + static_cast<int>(crt_.size()) - 1; }
  // The result for a modified die roll (clamped to the table's rows) on an odds column.
  CombatResult crt(int column, int modified_roll) const;
  // Combat Unit Capability Chart: the die modifier for an attack mode against a defense mode.
  int capability(AttackMode a, DefenseMode d) const {
    return capability_[static_cast<int>(a)][static_cast<int>(d)];
  }

 private:
  Game(HexBoard board) : board_(std::move(board)) {}
  void load_rules(const json& rules, const std::string& where);
  void load_map(const json& map, const std::string& where);
  void change_map(const json& scenario);
  void load_scenario(const json& scenario);
  void load_position(const json& scenario);

  std::string scenario_id_, scenario_name_;
  int turns_ = 10;
  HexBoard board_;
  std::vector<TerrainEffect> terrain_;  // by TerrainId
  std::vector<Place> places_;
  std::vector<bool> exit_;
  std::vector<HexId> exit_hexes_, entry_hexes_;
  std::vector<UnitDef> units_;
  int stacking_limit_ = 3;
  MovementCosts movement_;
  VictoryThresholds victory_;
  Opening opening_;
  std::vector<std::string> odds_names_;
  int even_column_ = 0;
  int die_sides_ = 6;
  int lowest_row_ = 0;
  std::vector<std::vector<CombatResult>> crt_;  // [row - lowest_row][column]
  std::array<std::array<int, 3>, 4> capability_{};
};

}  // namespace grognard::naw
