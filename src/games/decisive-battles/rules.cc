#include "games/decisive-battles/rules.h"

#include <fmt/format.h>

#include <array>

#include "core/rules_error.h"
#include "io/json_read.h"

namespace grognard::decisive {
namespace {

int small(const json& j, std::string_view key, const std::string& where, int min = 0,
          int max = 99) {
  return static_cast<int>(get_int(j, key, where, min, max));
}

std::map<std::string, int> costs(const json& j, std::string_view key, const std::string& where,
                                 std::initializer_list<std::string_view> names) {
  const std::string at = where_in(where, key);
  const json& o = get_object(j, key, where);
  reject_unknown_keys(o, names, at);
  std::map<std::string, int> out;
  for (std::string_view n : names) out[std::string(n)] = small(o, n, at);
  return out;
}

}  // namespace

Rules Rules::load(const json& j, const std::string& where) {
  reject_unknown_keys(j,
                      {"about", "men_per_strength_point", "guns_per_battery_point", "men_per_hit",
                       "hits_per_gun", "terrain", "roads", "streams", "movement", "max_hexes",
                       "small_arms", "artillery", "hits", "communications", "sighting_conditions"},
                      where);
  Rules r;
  r.men_per_sp_ = small(j, "men_per_strength_point", where, 1, 1000);
  r.guns_per_point_ = small(j, "guns_per_battery_point", where, 1, 12);
  r.men_per_hit_ = small(j, "men_per_hit", where, 1, 1000);
  r.hits_per_gun_ = small(j, "hits_per_gun", where, 1, 50);

  const std::string terrain_at = where_in(where, "terrain");
  for (const auto& [name, t] : get_object(j, "terrain", where).items()) {
    const std::string at = where_in(terrain_at, name);
    reject_unknown_keys(t, {"cover", "move"}, at);
    TerrainRule rule{small(t, "cover", at), std::nullopt};
    if (!field(t, "move", at).is_null()) rule.move = small(t, "move", at, 1);
    r.terrain_[name] = rule;
  }
  r.roads_ = costs(j, "roads", where, {"pike", "road", "trail", "railroad"});
  r.crossings_ = costs(j, "streams", where, {"creek", "ford", "bridge"});

  const std::string move_at = where_in(where, "movement");
  const json& movement = get_object(j, "movement", where);
  reject_unknown_keys(movement, {"infantry", "mounted_infantry", "cavalry", "artillery"}, move_at);
  for (size_t t = 0; t < kBrigadeTypeNames.size(); ++t) {
    const std::string at = where_in(move_at, kBrigadeTypeNames[t]);
    const json& m = get_object(movement, kBrigadeTypeNames[t], move_at);
    reject_unknown_keys(m, {"column", "line"}, at);
    for (size_t f = 0; f < kFormationNames.size(); ++f)
      r.movement_[t][f] = small(m, kFormationNames[f], at, 1);
  }
  const std::string max_at = where_in(where, "max_hexes");
  const json& max_hexes = get_object(j, "max_hexes", where);
  reject_unknown_keys(max_hexes, {"column", "line"}, max_at);
  for (size_t f = 0; f < kFormationNames.size(); ++f)
    r.max_hexes_[f] = small(max_hexes, kFormationNames[f], max_at, 1);

  const std::string arms_at = where_in(where, "small_arms");
  for (const auto& [name, a] : get_object(j, "small_arms", where).items()) {
    const std::string at = where_in(arms_at, name);
    reject_unknown_keys(a, {"range", "fire", "melee"}, at);
    r.small_arms_[name] = {small(a, "range", at, 0, 5), small(a, "fire", at),
                           small(a, "melee", at)};
  }
  const std::string guns_at = where_in(where, "artillery");
  for (const auto& [name, g] : get_object(j, "artillery", where).items()) {
    const std::string at = where_in(guns_at, name);
    reject_unknown_keys(g, {"range", "rate_of_fire", "effectiveness", "penetration"}, at);
    r.artillery_[name] = {small(g, "range", at, 1, 12), small(g, "rate_of_fire", at),
                          small(g, "effectiveness", at), small(g, "penetration", at)};
  }

  const std::string hits_at = where_in(where, "hits");
  const json& hits = get_array(j, "hits", where);
  for (size_t i = 0; i < hits.size(); ++i) {
    const std::string at = where_at(hits_at, i);
    reject_unknown_keys(hits[i], {"from", "hits"}, at);
    const int from = static_cast<int>(get_int(hits[i], "from", at, -999, 999));
    const int n = small(hits[i], "hits", at);
    if (!r.hits_.empty() && (from <= r.hits_.back().first || n < r.hits_.back().second))
      throw DataError(at, "rows ascend: each 'from' above the last, its hits no fewer");
    r.hits_.emplace_back(from, n);
  }
  if (r.hits_.empty() || r.hits_.front().first != -999)
    throw DataError(hits_at, "the first row is 'from': -999, so that every difference has a row");

  const std::string comm_at = where_in(where, "communications");
  for (const json& c : get_array(j, "communications", where)) {
    if (!c.is_number_integer() || c.get<int>() < 0 || c.get<int>() > 15)
      throw DataError(comm_at, "a chance of 0 to 15 for each distance, from 0 hexes");
    if (!r.communications_.empty() && c.get<int>() > r.communications_.back())
      throw DataError(comm_at, "a chance never grows with distance");
    r.communications_.push_back(c.get<int>());
  }
  if (r.communications_.empty()) throw DataError(comm_at, "expected the chances by distance");

  const std::string sight_at = where_in(where, "sighting_conditions");
  const json& sighting = get_object(j, "sighting_conditions", where);
  reject_unknown_keys(
      sighting, {"overcast", "rain", "snow", "dawn", "dusk", "night", "heavy_fog", "light_fog"},
      sight_at);
  // "increased by 4-15 points for each of the following conditions"
  for (const auto& [name, v] : sighting.items())
    r.sighting_[name] = small(sighting, name, sight_at, 4, 15);
  return r;
}

const TerrainRule* Rules::terrain(const std::string& name) const {
  const auto it = terrain_.find(name);
  return it == terrain_.end() ? nullptr : &it->second;
}

std::vector<std::string> Rules::terrain_names() const {
  std::vector<std::string> names;
  for (const auto& [name, rule] : terrain_) names.push_back(name);
  return names;
}

const SmallArms* Rules::small_arms(const std::string& name) const {
  const auto it = small_arms_.find(name);
  return it == small_arms_.end() ? nullptr : &it->second;
}

const Guns* Rules::artillery(const std::string& name) const {
  const auto it = artillery_.find(name);
  return it == artillery_.end() ? nullptr : &it->second;
}

std::optional<int> Rules::road_cost(const std::string& kind) const {
  const auto it = roads_.find(kind);
  return it == roads_.end() ? std::nullopt : std::optional<int>(it->second);
}

std::optional<int> Rules::crossing_cost(const std::string& kind) const {
  const auto it = crossings_.find(kind);
  return it == crossings_.end() ? std::nullopt : std::optional<int>(it->second);
}

int Rules::movement_points(BrigadeType type, Formation f) const {
  return movement_[static_cast<int>(type)][static_cast<int>(f)];
}

int Rules::hits(int fire_quarters, int vulnerability_quarters) const {
  const int difference = whole_points(fire_quarters - vulnerability_quarters);
  int n = 0;
  for (const auto& [from, hits] : hits_)
    if (difference >= from) n = hits;
  return n;
}

int Rules::communication_base(int distance) const {
  const size_t d = static_cast<size_t>(std::max(distance, 0));
  return d < communications_.size() ? communications_[d] : communications_.back();
}

int Rules::sighting_points(const std::string& condition) const {
  const auto it = sighting_.find(condition);
  return it == sighting_.end() ? 0 : it->second;
}

int Rules::sighting_points(Light light, Weather weather) const {
  int sum = 0;
  if (light == Light::kDawn) sum += sighting_points("dawn");
  if (light == Light::kDusk) sum += sighting_points("dusk");
  if (light == Light::kNight) sum += sighting_points("night");
  switch (weather) {
    case Weather::kOvercast:
      sum += sighting_points("overcast");
      break;
    case Weather::kRain:
      sum += sighting_points("rain");
      break;
    case Weather::kSnow:
      sum += sighting_points("snow");
      break;
    case Weather::kLightFog:
      sum += sighting_points("light_fog");
      break;
    case Weather::kHeavyFog:
      sum += sighting_points("heavy_fog");
      break;
    default:  // clear; drizzle, which the manual's sighting list does not name
      break;
  }
  return sum;
}

}  // namespace grognard::decisive
