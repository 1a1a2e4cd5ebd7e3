// The tables the manual left to its data card (data/decisive-battles/rules.json, designed to
// fit the manual's formulas: SOURCES.md section 5): terrain cover and movement costs, small
// arms and artillery, the hits table ("Table 2"), the communications table and the sighting
// conditions. Read and checked whole; every error names its place.
#pragma once

#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "games/decisive-battles/formulas.h"

namespace grognard::decisive {

using json = nlohmann::json;

struct TerrainRule {
  int cover = 0;
  std::optional<int> move;  // movement points to enter; none: no unit may enter
};

class Rules {
 public:
  static Rules load(const json& j, const std::string& where);

  int men_per_strength_point() const { return men_per_sp_; }
  int guns_per_battery_point() const { return guns_per_point_; }
  int men_per_hit() const { return men_per_hit_; }
  int hits_per_gun() const { return hits_per_gun_; }

  // nullptr for a name the file does not list.
  const TerrainRule* terrain(const std::string& name) const;
  std::vector<std::string> terrain_names() const;
  const SmallArms* small_arms(const std::string& name) const;
  const Guns* artillery(const std::string& name) const;
  // The cost of a hex entered along a road of this kind ("pike", "road", "trail", "railroad").
  std::optional<int> road_cost(const std::string& kind) const;
  // The extra cost of crossing a hexside: "creek", "ford", "bridge".
  std::optional<int> crossing_cost(const std::string& kind) const;
  int movement_points(BrigadeType type, Formation f) const;
  int max_hexes(Formation f) const { return max_hexes_[static_cast<int>(f)]; }

  // Table 2: the hits scored by a fire value against a vulnerability (both in quarters); the
  // difference counts in whole points, a fraction rounded down.
  int hits(int fire_quarters, int vulnerability_quarters) const;
  // The communications table's base chance for a distance in hexes.
  int communication_base(int distance) const;
  // The sighting points of a condition ("overcast", "dawn", "heavy_fog", ...); 0 if unlisted.
  int sighting_points(const std::string& condition) const;
  // Every condition of the hour's light and weather, summed.
  int sighting_points(Light light, Weather weather) const;

 private:
  int men_per_sp_ = 100, guns_per_point_ = 2, men_per_hit_ = 50, hits_per_gun_ = 4;
  std::map<std::string, TerrainRule> terrain_;
  std::map<std::string, int> roads_, crossings_;
  std::map<std::string, SmallArms> small_arms_;
  std::map<std::string, Guns> artillery_;
  int movement_[4][2] = {};
  int max_hexes_[2] = {};
  std::vector<std::pair<int, int>> hits_;  // (from, hits), ascending
  std::vector<int> communications_;
  std::map<std::string, int> sighting_;
};

}  // namespace grognard::decisive
