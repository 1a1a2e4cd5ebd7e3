// The immutable part of a La Grande Armée game: the map of Europe (areas, nations, cities,
// seas, rivers) read from data/la-grande-armee/map.json, and one scenario's sides, military
// points, victory thresholds and order of battle. Built once, shared by every state.
#pragma once

#include <array>
#include <filesystem>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "core/hex_board.h"
#include "games/la-grande-armee/types.h"

namespace grognard::lga {

using json = nlohmann::json;

// One hex of the map: an "area" of about 100 km (LGA 2.2).
struct Area {
  Terrain terrain = Terrain::kProhibited;  // kSea for sea areas
  std::optional<NationId> nation;          // land areas only
  CityKind city = CityKind::kNone;
  std::string city_name;
  bool port = false;
  bool hinterland = false;  // the Russian Hinterland, column 30 (LGA 2.5)
  int sea = -1;             // index of the sea (Atlantic, Baltic, ...) for sea areas
  bool land() const { return terrain != Terrain::kSea && terrain != Terrain::kProhibited; }
};

struct UnitDef {
  std::string id;
  NationId nation;
  UnitType type = UnitType::kInfantry;
  int bonus = 0;               // HQs: +1..+3 to combat in their area (LGA 5.64)
  std::optional<HexId> start;  // on the map at the start
  int available = 0;           // year from which it may be built (not on the map at start)
  bool garrison = false;       // a garrison at the start
  int morale = 0;              // at the start
};

// A rule of one scenario that the general rules do not cover.
struct NapoleonReturns {  // scenario 3: "Napoleon automatically returns to Paris"
  std::string unit;
  Date date;
};

// Where play starts: the scenario's "position" (docs/scenarios.md), else the French player's
// first turn at the scenario's start. Fatigue by unit index; the side to move has none.
struct Opening {
  Date date;
  Side player = Side::kFrench;
  bool skip_build = false;  // "phase": "movement": straight to Phase V
  std::vector<int> fatigue;
};

// A scenario's season and year under `key`; throws DataError naming the field.
Date read_date(const json& object, std::string_view key, const std::string& where);
Side read_side(const json& v, const std::string& where);

class Game {
 public:
  // Reads map.json from `data` and checks the scenario against it. Throws DataError naming
  // the file and field at fault.
  static std::shared_ptr<const Game> load(const json& scenario, const std::filesystem::path& data);

  const std::string& scenario_id() const { return scenario_id_; }
  const std::string& scenario_name() const { return scenario_name_; }
  const HexBoard& board() const { return board_; }
  const Area& area(HexId h) const { return areas_[h.value]; }
  // Extra sea connections (the arrows around Portugal, the Strait of Gibraltar).
  const std::vector<HexId>& sea_links(HexId h) const { return sea_links_[h.value]; }
  bool river_between(HexId a, HexId b) const;
  const std::string& sea_name(int sea) const { return sea_names_[sea]; }

  int nation_count() const { return static_cast<int>(nations_.size()); }
  const std::string& nation_name(NationId n) const { return nations_[n.value]; }
  std::optional<NationId> find_nation(std::string_view name) const;
  bool is_nation(std::optional<NationId> n, std::string_view name) const {
    return n && nations_[n->value] == name;
  }
  // The side that holds a nation's areas at the start: its "home" side for victory points.
  Side home_side(NationId n) const { return nation_side_[n.value]; }
  bool at_war(NationId n) const { return at_war_[n.value]; }
  int starting_mp(NationId n) const { return starting_mp_[n.value]; }
  // Who controls each area at the start; nullopt for sea and prohibited areas.
  std::optional<Side> start_control(HexId h) const { return start_control_[h.value]; }
  // The victory-point thresholds SD, TD, TV, SV, AV of a side, if it has them (LGA 5.2).
  const std::optional<std::array<int, 5>>& thresholds(Side s) const {
    return thresholds_[index_of(s)];
  }
  Date start() const { return start_; }
  Date end() const { return end_; }
  // The longest campaign a scenario may span, in years: the book's runs 1805-1815.
  static constexpr int kMaxCampaignYears = 50;

  const std::vector<UnitDef>& units() const { return units_; }
  const UnitDef& unit(UnitId u) const { return units_[u.value]; }
  std::optional<UnitId> find_unit(std::string_view id) const;
  const std::optional<NapoleonReturns>& napoleon_returns() const { return napoleon_returns_; }
  const Opening& opening() const { return opening_; }

  // A major power has a capital on the map; the others are minor countries (LGA 7.0).
  bool is_major(NationId n) const { return !capitals_of(n).empty(); }
  // Capital areas of a nation (Russia has two); Paris for France.
  std::vector<HexId> capitals_of(NationId n) const;
  // Every land area that is not prohibited, in HexId order.
  const std::vector<HexId>& land_areas() const { return land_; }
  // Every capital and major city: the areas that score victory points.
  const std::vector<HexId>& scoring_areas() const { return scoring_; }

 private:
  explicit Game(HexBoard board) : board_(std::move(board)) {}
  void load_map(const json& map, const std::string& where);
  void change_map(const json& scenario);
  void index_areas();  // land_ and scoring_, once the map is final
  void load_scenario(const json& scenario);
  void load_position(const json& scenario);

  std::string scenario_id_, scenario_name_;
  HexBoard board_;
  std::vector<Area> areas_;
  std::vector<std::vector<HexId>> sea_links_;
  std::vector<std::string> sea_names_;
  std::vector<std::string> nations_;
  std::vector<Side> nation_side_;
  std::vector<bool> at_war_;
  std::vector<int> starting_mp_;
  std::vector<std::optional<Side>> start_control_;
  std::array<std::optional<std::array<int, 5>>, kSides> thresholds_;
  Date start_, end_;
  std::vector<UnitDef> units_;
  std::optional<NapoleonReturns> napoleon_returns_;
  Opening opening_;
  std::vector<HexId> land_, scoring_;
};

}  // namespace grognard::lga
