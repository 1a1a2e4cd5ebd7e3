// The vocabulary of Decisive Battles of the American Civil War: sides, brigade types, orders,
// commanders' profiles, the time of day and the weather, as the manual names them.
#pragma once

#include <array>
#include <cstdint>
#include <string_view>

namespace grognard::decisive {

enum class Side : uint8_t { kUnion, kConfederate };
inline constexpr int kSides = 2;
// The sides as data, saves and seats name them.
inline constexpr std::array<std::string_view, kSides> kSideNames = {"union", "confederate"};
constexpr std::string_view side_name(Side s) { return kSideNames[static_cast<size_t>(s)]; }
constexpr Side enemy_of(Side s) { return s == Side::kUnion ? Side::kConfederate : Side::kUnion; }

// "brigade type is artillery ..., infantry ..., mounted infantry, cavalry" (Cohesion).
enum class BrigadeType : uint8_t { kInfantry, kMountedInfantry, kCavalry, kArtillery };
inline constexpr std::array<std::string_view, 4> kBrigadeTypeNames = {
    "infantry", "mounted_infantry", "cavalry", "artillery"};

// A brigade's order for the hour: the engaged orders (Menu 10) and the manoeuvre orders
// (Menu 11, "column" and "objective" being one order by whom the brigade answers to).
enum class Order : uint8_t {
  kAssault,
  kSkirmish,
  kAdvance,
  kWithdraw,
  kColumn,
  kDeploy,
  kRegroup,
  kStand,
  kReserve,
};
// As actions and views name them ("column" is Menu 11's column/objective line).
inline constexpr std::array<std::string_view, 9> kOrderNames = {"assault",  "skirmish", "advance",
                                                                "withdraw", "column",   "deploy",
                                                                "regroup",  "stand",    "reserve"};

// "Brigades with objective/column or regroup orders will move in column (mounted for cavalry,
// unlimbered for artillery)"; other orders deploy them in line.
enum class Formation : uint8_t { kColumn, kLine };
inline constexpr std::array<std::string_view, 2> kFormationNames = {"column", "line"};
constexpr Formation formation_of(Order o) {
  return o == Order::kColumn || o == Order::kRegroup ? Formation::kColumn : Formation::kLine;
}

// An HQ's command (Menu 8).
enum class Command : uint8_t { kOffensive, kDefensive, kReserve };
inline constexpr std::array<std::string_view, 3> kCommandNames = {"offensive", "defensive",
                                                                  "reserve"};

// The army commander's personal profile (Menu 6).
enum class Profile : uint8_t { kHeroic, kBold, kSensible, kCautious };
inline constexpr std::array<std::string_view, 4> kProfileNames = {"heroic", "bold", "sensible",
                                                                  "cautious"};

// "daylight, dawn, dusk or night" (Menu H).
enum class Light : uint8_t { kDaylight, kDawn, kDusk, kNight };
inline constexpr std::array<std::string_view, 4> kLightNames = {"daylight", "dawn", "dusk",
                                                                "night"};

// The weather conditions the manual's systems name (sighting, communications, fire).
enum class Weather : uint8_t { kClear, kOvercast, kDrizzle, kRain, kSnow, kLightFog, kHeavyFog };
inline constexpr std::array<std::string_view, 7> kWeatherNames = {
    "clear", "overcast", "drizzle", "rain", "snow", "light_fog", "heavy_fog"};

// Rain, snow, heavy fog or night: the conditions that cap fire values (Combat).
constexpr bool poor_visibility(Weather w, Light l) {
  return w == Weather::kRain || w == Weather::kSnow || w == Weather::kHeavyFog ||
         l == Light::kNight;
}

// Fire and vulnerability values are kept in quarter points: the formulas take halves
// ("0.5 (lead. + exp.)", half the cover) and quarters (strength points past 16, 25% at range,
// 75% for cohesion 4 or 5), and integers keep every platform's results the same.
inline constexpr int kQuarter = 4;
// Quarters as whole points, a fraction rounded down (-6.25 is -7).
constexpr int whole_points(int quarters) {
  return quarters >= 0 ? quarters / kQuarter : -((-quarters + kQuarter - 1) / kQuarter);
}

}  // namespace grognard::decisive
