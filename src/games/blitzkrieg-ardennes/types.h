// The vocabulary of Blitzkrieg at the Ardennes: sides, unit classes, terrain, weather, the
// two rule sets, turns and the fractions its tables are printed in.
#pragma once

#include <algorithm>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace grognard::bka {

template <class T>
bool contains(const std::vector<T>& v, const T& x) {
  return std::find(v.begin(), v.end(), x) != v.end();
}

enum class Side : uint8_t { kGerman, kAllied };
inline constexpr int kSides = 2;
constexpr Side enemy_of(Side s) { return s == Side::kGerman ? Side::kAllied : Side::kGerman; }
constexpr int index_of(Side s) { return static_cast<int>(s); }

// The classes of tables 7 to 9, and the infiltrators, which no table lists.
enum class UnitClass : uint8_t {
  kArmour,
  kMotorisedInfantry,
  kArtillery,
  kInfantry,
  kVolkswerfer,
  kParatrooper,
  kInfiltrator
};
inline constexpr int kUnitClasses = 7;

// "Each cell is assigned a terrain type of mountain, plain, forest, city or Siegfried."
enum class Terrain : uint8_t { kPlain, kForest, kMountain, kCity, kSiegfried };
inline constexpr int kTerrains = 5;

enum class Weather : uint8_t { kClear, kOvercast, kFog, kSnow };

// "diverted at random into an area of three hex radius from the infiltrator"
inline constexpr int kDiversionRadius = 3;

// The rules as first printed, or the "Revised rules for the Amiga 1 meg version".
enum class RuleSet : uint8_t { kOriginal, kRevised };

// A unit's identity in one scenario: its index in the order of battle.
struct UnitId {
  uint16_t value = 0;
  constexpr auto operator<=>(const UnitId&) const = default;
};

// A part of a whole, as the tables print losses ("L1/4"); 0/1 is "nr", 1/1 "L all".
struct Fraction {
  int num = 0, den = 1;
  constexpr bool none() const { return num == 0; }
  constexpr auto operator<=>(const Fraction&) const = default;
};
// Parses "1/4", "L1/4", "nr" (none) and "Lall" (the whole); nullopt otherwise.
std::optional<Fraction> parse_fraction(std::string_view text);
std::string fraction_text(Fraction f);  // "1/4", "0", "1"
// The loss the fraction takes from `strength`, rounded to the nearest whole number with
// halves rounded up ("A loss of 1.5 becomes a loss of 2, and a loss of 1.3 becomes 1").
int loss_of(int strength, Fraction f);

// Game-turns are half-days: turn 0 is the first turn's AM, turn 1 its PM, and so on.
struct TurnLabel {
  int year = 1944, month = 12, day = 16;
  bool pm = false;
};
// "1944-12-16 AM" -> its calendar parts; nullopt when malformed.
std::optional<TurnLabel> parse_turn_label(std::string_view text);
std::string turn_label_text(const TurnLabel& t);
// The label of the turn `turns` half-days after `first`.
TurnLabel turn_after(const TurnLabel& first, int turns);

std::string_view side_name(Side s);
std::optional<Side> parse_side(std::string_view s);
std::string_view class_name(UnitClass c);
std::optional<UnitClass> parse_class(std::string_view s);
std::string_view terrain_name(Terrain t);
std::optional<Terrain> parse_terrain(std::string_view s);
std::string_view weather_name(Weather w);
std::optional<Weather> parse_weather(std::string_view s);
std::string_view rule_set_name(RuleSet r);
std::optional<RuleSet> parse_rule_set(std::string_view s);

}  // namespace grognard::bka
