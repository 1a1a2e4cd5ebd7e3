// A battle's order of battle (data/decisive-battles/oob/<battle>.json, its format in that
// folder's README): each side's army, corps and division HQs and its brigades, with where each
// stands at the start or when and where it arrives. Read and checked whole; every error names
// its place ("oob.sides.union.brigades[3].parent: no HQ 'TYLR' on this side").
#pragma once

#include <array>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "games/decisive-battles/types.h"

namespace grognard::decisive {

using json = nlohmann::json;

enum class HqKind : uint8_t { kArmy, kCorps, kDivision };

// Where a unit stands or enters: a named place, its position, and the hex the map tool found
// for it (web/tools/db-map/place-units.mjs), empty until then.
struct Position {
  std::string place;
  double lat = 0, lon = 0;
  std::string hex;
};

// A start on the map at the first hour, or an arrival ("1861-07-21T14:30") at a place.
struct Deployment {
  Position where;
  std::string arrives;  // empty: on the map from the start
};

struct Hq {
  std::string id, name, commander, second;  // `second` empty when there is none
  HqKind kind = HqKind::kDivision;
  int parent = -1;  // index in the side's hqs; -1 for the army
  bool cavalry = false;
  int leadership = 4, staff = 2;
  Deployment deployment;
};

struct Brigade {
  std::string id, name, commander;
  int parent = 0;  // index in the side's hqs
  BrigadeType type = BrigadeType::kInfantry;
  int men = 0;
  std::vector<std::string> regiments;
  int guns = 0;
  std::string artillery;   // a kind of rules.json's artillery, empty without guns
  std::string small_arms;  // a kind of rules.json's small arms, empty for artillery
  int experience = 4, leadership = 4, cohesion = 6;
  bool shattered = false;
  Deployment deployment;
};

struct Forces {
  std::vector<Hq> hqs;
  std::vector<Brigade> brigades;
  int army = 0;  // the index of the one army HQ in hqs
};

struct OrderOfBattle {
  std::string battle;
  std::array<Forces, kSides> sides;

  // DataError with the place at fault; `where` names the file.
  static OrderOfBattle load(const json& j, const std::string& where);
};

}  // namespace grognard::decisive
