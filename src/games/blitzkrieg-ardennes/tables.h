// The rule book's nine tables, read from rules.json in the book's own notation, and the odds
// arithmetic they share. Nothing here knows the map or the units.
#pragma once

#include <array>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>

#include "games/blitzkrieg-ardennes/types.h"

namespace grognard::bka {

using json = nlohmann::json;

// One cell of table 2: a loss line ("A&DL1/4") and a movement line ("Db3 Aa2", "blu", "nm").
struct CombatResult {
  Fraction attacker_loss, defender_loss;
  bool attacker_eliminated = false, defender_eliminated = false;  // AE, DE
  bool both_lose_one = false;                                     // blu
  int attacker_back = 0, defender_back = 0;                       // Ab n, Db n: hexes
  int attacker_advance = 0, defender_advance = 0;                 // Aa n, Da n: movement points
  bool operator==(const CombatResult&) const = default;
};
// Parses one cell from its two printed lines; nullopt with a reason in `error` otherwise.
std::optional<CombatResult> parse_combat_result(std::string_view loss, std::string_view movement,
                                                std::string& error);
// The cell as the book prints it: "A&DL1/4 / Db3 Aa2".
std::string combat_result_text(const CombatResult& r);

// Bridge demolition (table 5) columns, and construction (table 6) columns.
enum class DemolitionCase : uint8_t { kOk, kInfiltratorInHex, kEnemyAdjacent, kBoth };
enum class ConstructionCase : uint8_t { kOk, kEnemyAdjacent };

inline constexpr int kCombatColumns = 9;     // 1-4 .. 6-1
inline constexpr int kEvenColumn = 3;        // 1-1
inline constexpr int kArtilleryColumns = 4;  // 1-2 .. 3-1
inline constexpr int kDieSides = 6;

// Odds "rounded to the defender's advantage": the column of table 2 for `attack` against
// `defence`, each a whole number of half points (a defence of 2.5 times is five halves).
// 1 (or less) - 4 is column 0, 6 (or more) - 1 column 8.
int combat_column(long attack, long defence);
// Table 1's column for the artillery's fire against its target's defence, the same way round:
// 1-2 or less is column 0, 3-1 or more column 3.
int artillery_column(long fire, long defence);
std::string_view combat_column_name(int column);
std::string_view artillery_column_name(int column);

class Tables {
 public:
  // Reads the table_* objects of rules.json; DataError names the field at fault.
  static Tables load(const json& rules, const std::string& where);

  // Table 1: the fraction of the target's strength lost.
  Fraction artillery(int roll, int column) const { return artillery_[roll - 1][column]; }
  // Table 2.
  const CombatResult& combat(int roll, int column) const { return combat_[roll - 1][column]; }
  // Table 3: whether an infiltrator is recognised (and eliminated) on this roll, in its
  // `turns_there`-th turn in the enemy's hex (1-based).
  bool infiltrator_recognised(int roll, int turns_there) const {
    return recognised_[turns_there >= 3 ? 1 : 0][roll - 1];
  }
  // Table 4: the fraction of a bombed unit's strength lost.
  Fraction bombardment(int roll) const { return bombardment_[roll - 1]; }
  // Tables 5 and 6: whether the attempt succeeds.
  bool demolition(int roll, DemolitionCase c) const {
    return demolition_[roll - 1][static_cast<int>(c)];
  }
  bool construction(int roll, ConstructionCase c) const {
    return construction_[roll - 1][static_cast<int>(c)];
  }
  // Table 7: strength and movement lost after `turns` turns isolated (1, 2, 3 or more), for
  // a class that table lists (not infiltrators).
  Fraction isolation_strength(UnitClass c, int turns) const {
    return isolation_[static_cast<int>(c)][std::min(turns, 3) - 1][0];
  }
  Fraction isolation_movement(UnitClass c, int turns) const {
    return isolation_[static_cast<int>(c)][std::min(turns, 3) - 1][1];
  }
  // Table 8 as printed: the defence multiplier in halves (2x is 4), plain 1x.
  int defence_halves(UnitClass c, Terrain t) const {
    return defence_[static_cast<int>(c)][static_cast<int>(t)];
  }
  // Table 9 as printed: movement points per hex entered, in halves (1/2 is 1).
  int terrain_cost_halves(UnitClass c, Terrain t) const {
    return move_cost_[static_cast<int>(c)][static_cast<int>(t)];
  }
  int road_cost_halves(UnitClass c) const { return road_cost_[static_cast<int>(c)]; }

  // The revised rules' changes to table 8 ("Infantry bonus in forests is now x 2.5").
  void set_defence_halves(UnitClass c, Terrain t, int halves) {
    defence_[static_cast<int>(c)][static_cast<int>(t)] = halves;
  }

 private:
  std::array<std::array<Fraction, kArtilleryColumns>, kDieSides> artillery_{};
  std::array<std::array<CombatResult, kCombatColumns>, kDieSides> combat_{};
  std::array<std::array<bool, kDieSides>, 2> recognised_{};
  std::array<Fraction, kDieSides> bombardment_{};
  std::array<std::array<bool, 4>, kDieSides> demolition_{};
  std::array<std::array<bool, 2>, kDieSides> construction_{};
  std::array<std::array<std::array<Fraction, 2>, 3>, kUnitClasses> isolation_{};
  std::array<std::array<int, kTerrains>, kUnitClasses> defence_{};
  std::array<std::array<int, kTerrains>, kUnitClasses> move_cost_{};
  std::array<int, kUnitClasses> road_cost_{};
};

// A "1/2"-style number of rules.json as halves: "5" is 10, "1/2" is 1, "5/2" is 5; nullopt
// when it is not a whole number of halves.
std::optional<int> parse_halves(const json& value);

}  // namespace grognard::bka
