#include "games/la-grande-armee/types.h"

#include <array>

#include "core/enum_names.h"

namespace grognard::lga {

namespace {
constexpr std::array<std::string_view, kSides> kSideNames = {"french", "allied", "neutral"};
constexpr std::array<std::string_view, kUnitTypes> kTypeNames = {"infantry", "militia", "artillery",
                                                                 "guard",    "cavalry", "hq"};
constexpr std::array<std::string_view, 4> kSeasonNames = {"spring", "summer", "autumn", "winter"};
constexpr std::array<std::string_view, 6> kTerrainNames = {"clear", "forest", "mountains",
                                                           "marsh", "sea",    "prohibited"};
constexpr std::array<std::string_view, 4> kCityNames = {"none", "minor", "major", "capital"};
constexpr std::array<std::string_view, 7> kResultNames = {"A3", "A2", "A1", "S1", "D1", "D2", "D3"};
}  // namespace

int movement_allowance(UnitType t) {
  constexpr std::array<int, kUnitTypes> kMoves = {5, 4, 4, 4, 7, 7};
  return kMoves[static_cast<int>(t)];
}
int max_morale(UnitType t) {
  constexpr std::array<int, kUnitTypes> kMorale = {3, 2, 4, 4, 2, 0};
  return kMorale[static_cast<int>(t)];
}
// HQs: the table of LGA 3.3 and the BUILD menu's "at least five MP's" say 5; the text of
// LGA 5.5 says 3. SOURCES.md records the choice of 5.
int build_cost(UnitType t) {
  constexpr std::array<int, kUnitTypes> kCost = {9, 7, 10, 10, 7, 5};
  return kCost[static_cast<int>(t)];
}
bool may_garrison(UnitType t) {
  return t == UnitType::kInfantry || t == UnitType::kArtillery || t == UnitType::kGuard ||
         t == UnitType::kMilitia;
}
bool may_rout(UnitType t) { return t == UnitType::kInfantry || t == UnitType::kMilitia; }
int rally_cost(int from) { return from >= 3 ? 1 : 4 - from; }

Date Date::next() const {
  if (season == Season::kWinter) return Date{year + 1, Season::kSpring};
  return Date{year, static_cast<Season>(static_cast<int>(season) + 1)};
}

std::string_view side_name(Side s) { return kSideNames[index_of(s)]; }
std::optional<Side> parse_side(std::string_view s) { return parse_enum<Side>(kSideNames, s); }
std::string_view unit_type_name(UnitType t) { return kTypeNames[static_cast<int>(t)]; }
std::optional<UnitType> parse_unit_type(std::string_view s) {
  return parse_enum<UnitType>(kTypeNames, s);
}
std::string_view season_name(Season s) { return kSeasonNames[static_cast<int>(s)]; }
std::optional<Season> parse_season(std::string_view s) {
  return parse_enum<Season>(kSeasonNames, s);
}
std::string_view terrain_name(Terrain t) { return kTerrainNames[static_cast<int>(t)]; }
std::optional<Terrain> parse_terrain(std::string_view s) {
  return parse_enum<Terrain>(kTerrainNames, s);
}
std::string_view city_kind_name(CityKind k) { return kCityNames[static_cast<int>(k)]; }
std::optional<CityKind> parse_city_kind(std::string_view s) {
  return parse_enum<CityKind>(kCityNames, s);
}
std::string_view result_name(CombatResult r) { return kResultNames[static_cast<int>(r)]; }

}  // namespace grognard::lga
