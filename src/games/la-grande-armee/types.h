// The vocabulary of La Grande Armée: sides, unit types, seasons, terrain and the small
// numbers the rules attach to them (LGA 3.3, 2.3).
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

namespace grognard::lga {

// The three players (LGA 2.7). Neutral is at war with nobody.
enum class Side : uint8_t { kFrench, kAllied, kNeutral };
inline constexpr int kSides = 3;
constexpr int index_of(Side s) { return static_cast<int>(s); }
// The side that defends during `s`'s turn (LGA 2.7), if any.
constexpr std::optional<Side> enemy_of(Side s) {
  if (s == Side::kFrench) return Side::kAllied;
  if (s == Side::kAllied) return Side::kFrench;
  return std::nullopt;
}
constexpr bool enemies(Side a, Side b) { return enemy_of(a) == b; }

enum class UnitType : uint8_t { kInfantry, kMilitia, kArtillery, kGuard, kCavalry, kHq };
inline constexpr int kUnitTypes = 6;

// LGA 3.3: moves, maximum morale and cost to build.
int movement_allowance(UnitType t);
int max_morale(UnitType t);
int build_cost(UnitType t);
// LGA 3.6: only infantry, artillery (and guard) and militia may garrison a city.
bool may_garrison(UnitType t);
// LGA 3.3: infantry and militia are subject to rout during withdrawal.
bool may_rout(UnitType t);
// LGA 5.62: everything but HQs is subject to long march fatigue.
constexpr bool tires_on_long_march(UnitType t) { return t != UnitType::kHq; }
// LGA 5.4 musters "all friendly units"; LGA 3.3: "HQ's are not in this group" (their morale
// of zero has nothing to lose). LGA 2.3 spares infantry and militia at sea, and only them.
constexpr bool musters(UnitType t, bool at_sea) {
  if (t == UnitType::kHq) return false;
  return !at_sea || (t != UnitType::kInfantry && t != UnitType::kMilitia);
}
// LGA 5.5: the cost to raise morale from `from` to from + 1.
int rally_cost(int from);

enum class Season : uint8_t { kSpring, kSummer, kAutumn, kWinter };

// A season of a year; winter belongs to the year in which it begins (LGA 2.6).
struct Date {
  int year = 1805;
  Season season = Season::kSpring;
  constexpr int index() const { return year * 4 + static_cast<int>(season); }
  constexpr auto operator<=>(const Date& o) const { return index() <=> o.index(); }
  constexpr bool operator==(const Date& o) const { return index() == o.index(); }
  Date next() const;
};

enum class Terrain : uint8_t { kClear, kForest, kMountains, kMarsh, kSea, kProhibited };
enum class CityKind : uint8_t { kNone, kMinor, kMajor, kCapital };

// The six combat results (LGA 5.64), in table order.
enum class CombatResult : uint8_t { kA3, kA2, kA1, kS1, kD1, kD2, kD3 };

// The morale each side loses by a result (LGA 5.64): A3 costs the attacker 3, S1 both 1.
struct MoraleLoss {
  int attacker = 0;
  int defender = 0;
};
constexpr MoraleLoss morale_loss(CombatResult r) {
  switch (r) {
    case CombatResult::kA3:
      return {3, 0};
    case CombatResult::kA2:
      return {2, 0};
    case CombatResult::kA1:
      return {1, 0};
    case CombatResult::kS1:
      return {1, 1};
    case CombatResult::kD1:
      return {0, 1};
    case CombatResult::kD2:
      return {0, 2};
    case CombatResult::kD3:
      return {0, 3};
  }
  return {};
}

std::string_view side_name(Side s);
std::optional<Side> parse_side(std::string_view s);
std::string_view unit_type_name(UnitType t);
std::optional<UnitType> parse_unit_type(std::string_view s);
std::string_view season_name(Season s);
std::optional<Season> parse_season(std::string_view s);
std::string_view terrain_name(Terrain t);
std::optional<Terrain> parse_terrain(std::string_view s);
std::string_view city_kind_name(CityKind k);
std::optional<CityKind> parse_city_kind(std::string_view s);
std::string_view result_name(CombatResult r);

// A unit's identity in one scenario: its index in the order of battle.
struct UnitId {
  uint16_t value = 0;
  constexpr auto operator<=>(const UnitId&) const = default;
};
// A nation of the map (major power or minor country), by index in the map's list.
struct NationId {
  uint8_t value = 0;
  constexpr auto operator<=>(const NationId&) const = default;
};

}  // namespace grognard::lga
