// A playable battle (data/decisive-battles/scenarios/<id>.json): the map and order of battle it
// uses, its hours with their light, weather and rest, the flags, and the objectives with their
// active hours and victory points. Read and checked against the battle's map; every error names
// its place.
#pragma once

#include <algorithm>
#include <array>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>
#include <vector>

#include "core/hex_board.h"
#include "games/decisive-battles/types.h"

namespace grognard::decisive {

using json = nlohmann::json;

// "1861-07-21T05:00" as minutes since 1 January 1970 (the proleptic Gregorian calendar);
// DataError at `where` for any other form.
long long minutes_of(std::string_view time, const std::string& where);
// Minutes since 1970 written back as "1861-07-21T05:00".
std::string time_text(long long minutes);
// The turn (0-based) whose hour holds `minutes`, counted from the battle's first hour.
int turn_holding(long long minutes, long long start_minutes);

struct Hour {
  std::string time;  // "1861-07-21T05:00"
  Light light = Light::kDaylight;
  Weather weather = Weather::kClear;
  bool rest = false;  // the briefing's move value 0: no unit moves this hour
};

struct Objective {
  std::string name;
  HexId hex;
  int first_turn = 0, last_turn = 0;  // active from and to, inclusive
  int vp_per_turn = 0, vp_end = 0;
};

struct Scenario {
  std::string id, name, description, battle;
  std::vector<std::string> advice;  // Menu 12's "handy hints for the scenario", paragraphs
  long long start_minutes = 0;
  std::vector<Hour> hours;  // one per turn
  bool radio = false, exposed = false;
  std::array<bool, kSides> entrench{};
  // The sides whose brigades on the field at the first hour are in camp (the manual's encamped
  // flag): in column for surprise, and each hit costs them a point of cohesion, until they move or
  // are fired on.
  std::array<bool, kSides> encamped{};
  int men_per_vp = 250;
  std::vector<Objective> objectives;

  // Whether an objective of the scenario stands in the hex.
  bool has_objective(HexId h) const {
    return std::any_of(objectives.begin(), objectives.end(),
                       [&](const Objective& o) { return o.hex == h; });
  }

  // `battle` names the battle's map and order of battle; the objectives' hexes are checked on
  // `board`, which the caller read from that map (or the scenario's own `map`).
  static Scenario load(const json& j, const HexBoard& board, const std::string& where);
};

}  // namespace grognard::decisive
