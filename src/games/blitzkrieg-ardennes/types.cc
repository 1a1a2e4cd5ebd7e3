#include "games/blitzkrieg-ardennes/types.h"

#include <fmt/format.h>

#include <array>
#include <charconv>

#include "core/enum_names.h"

namespace grognard::bka {

namespace {
constexpr std::array<std::string_view, kSides> kSideNames = {"german", "allied"};
constexpr std::array<std::string_view, kUnitClasses> kClassNames = {
    "armour",      "motorised_infantry", "artillery",  "infantry",
    "volkswerfer", "paratrooper",        "infiltrator"};
constexpr std::array<std::string_view, kTerrains> kTerrainNames = {"plain", "forest", "mountain",
                                                                   "city", "siegfried"};
constexpr std::array<std::string_view, 4> kWeatherNames = {"clear", "overcast", "fog", "snow"};
constexpr std::array<std::string_view, 2> kRuleSetNames = {"original", "revised"};

std::optional<int> whole_number(std::string_view text) {
  int value = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (error != std::errc() || end != text.data() + text.size() || text.empty()) return std::nullopt;
  return value;
}

constexpr std::array<int, 13> kDaysInMonth = {0, 31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
}  // namespace

std::optional<Fraction> parse_fraction(std::string_view text) {
  if (text == "nr") return Fraction{0, 1};
  if (text.starts_with("L")) text.remove_prefix(1);
  if (text == "all") return Fraction{1, 1};
  const size_t slash = text.find('/');
  if (slash == std::string_view::npos) return std::nullopt;
  const auto num = whole_number(text.substr(0, slash));
  const auto den = whole_number(text.substr(slash + 1));
  if (!num || !den || *den <= 0 || *num < 0 || *num > *den) return std::nullopt;
  return Fraction{*num, *den};
}

std::string fraction_text(Fraction f) {
  if (f.num == 0) return "0";
  if (f.num == f.den) return "1";
  return fmt::format("{}/{}", f.num, f.den);
}

int loss_of(int strength, Fraction f) {
  // strength * num / den, to the nearest whole number, halves up: floor(x + 1/2).
  return (2 * strength * f.num + f.den) / (2 * f.den);
}

std::optional<TurnLabel> parse_turn_label(std::string_view text) {
  // "YYYY-MM-DD AM" or "YYYY-MM-DD PM"
  if (text.size() != 13 || text[4] != '-' || text[7] != '-' || text[10] != ' ') return std::nullopt;
  const auto year = whole_number(text.substr(0, 4));
  const auto month = whole_number(text.substr(5, 2));
  const auto day = whole_number(text.substr(8, 2));
  const std::string_view half = text.substr(11);
  if (!year || !month || !day || (half != "AM" && half != "PM")) return std::nullopt;
  if (*month < 1 || *month > 12 || *day < 1 || *day > kDaysInMonth[*month]) return std::nullopt;
  return TurnLabel{*year, *month, *day, half == "PM"};
}

std::string turn_label_text(const TurnLabel& t) {
  return fmt::format("{:04}-{:02}-{:02} {}", t.year, t.month, t.day, t.pm ? "PM" : "AM");
}

TurnLabel turn_after(const TurnLabel& first, int turns) {
  TurnLabel t = first;
  for (int i = 0; i < turns; ++i) {
    if (!t.pm) {
      t.pm = true;
      continue;
    }
    t.pm = false;
    const int month_days = t.month == 2 && t.year % 4 != 0 ? 28 : kDaysInMonth[t.month];
    if (++t.day > month_days) {
      t.day = 1;
      if (++t.month > 12) {
        t.month = 1;
        ++t.year;
      }
    }
  }
  return t;
}

std::string_view side_name(Side s) { return kSideNames[index_of(s)]; }
std::optional<Side> parse_side(std::string_view s) { return parse_enum<Side>(kSideNames, s); }
std::string_view class_name(UnitClass c) { return kClassNames[static_cast<int>(c)]; }
std::optional<UnitClass> parse_class(std::string_view s) {
  return parse_enum<UnitClass>(kClassNames, s);
}
std::string_view terrain_name(Terrain t) { return kTerrainNames[static_cast<int>(t)]; }
std::optional<Terrain> parse_terrain(std::string_view s) {
  return parse_enum<Terrain>(kTerrainNames, s);
}
std::string_view weather_name(Weather w) { return kWeatherNames[static_cast<int>(w)]; }
std::optional<Weather> parse_weather(std::string_view s) {
  return parse_enum<Weather>(kWeatherNames, s);
}
std::string_view rule_set_name(RuleSet r) { return kRuleSetNames[static_cast<int>(r)]; }
std::optional<RuleSet> parse_rule_set(std::string_view s) {
  return parse_enum<RuleSet>(kRuleSetNames, s);
}

}  // namespace grognard::bka
