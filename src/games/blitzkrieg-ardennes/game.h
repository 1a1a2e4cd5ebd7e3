// The immutable part of a Blitzkrieg at the Ardennes game: the map, the tables, the rule set
// and the order of battle, read from data/blitzkrieg-ardennes/ and a scenario. Built once,
// shared by every state of the game.
#pragma once

#include <filesystem>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "core/hex_board.h"
#include "games/blitzkrieg-ardennes/tables.h"
#include "games/blitzkrieg-ardennes/types.h"

namespace grognard::bka {

using json = nlohmann::json;

// Where a unit is when the game begins.
enum class Entry : uint8_t {
  kOnMap,         // deployed at its hex (the Allies: "already deployed")
  kStartZone,     // placed by the German player in the starting zones before the first move
  kReinforcement  // arrives at its turn in its reinforcement area
};

struct UnitDef {
  std::string id, name, formation;
  Side side = Side::kGerman;
  UnitClass cls = UnitClass::kInfantry;
  int strength = 0;  // combat points at full strength: its attack and its defence
  int movement = 0;  // movement points per turn
  Entry entry = Entry::kOnMap;
  std::optional<HexId> hex;  // kOnMap: where it stands; kStartZone: the historical hex
  int arrives = 0;           // kReinforcement: the turn it is first offered
  int area = -1;             // kReinforcement: index into Game::areas()
};

struct Landmark {
  std::string name, kind;
  HexId hex;
};

struct Bridge {
  std::string name, river;
  HexId hex;  // one end; the other is across `side`
  Direction side = Direction{};
};

// A river along a hexside, by name (the board's hexsides say only "river").
struct RiverSide {
  HexId hex;
  Direction side = Direction{};
  std::string river;
};

struct Dump {
  std::string name;
  HexId hex;
  Side owner = Side::kAllied;  // its default owner
  int supply = 4;              // hexes from a supply road, as printed in the hex's corner
};

// A set of hexes the rules name: the German starting zones, a reinforcement area.
struct Zone {
  std::string name;
  std::vector<HexId> hexes;
};

// Where play starts when the scenario has a "position" (docs/scenarios.md): the German
// deployment done, the turn and the side that begins it, units placed, lost, bridges blown.
struct Opening {
  struct Placed {
    UnitId unit;
    HexId hex;
    int strength = 0;
  };
  int turn = 0;
  Side side = Side::kGerman;
  std::vector<Placed> placed;  // every unit on the map
  std::vector<UnitId> eliminated;
  std::vector<HexId> bridges_down;  // bridge ends
};

// The Revised rules' switches, all on for RuleSet::kRevised and off for kOriginal.
struct Revisions {
  bool hidden_units = false;
  bool air_reconnaissance = false;
  bool modified_attack_rule = false;
  bool uncertainty_of_intelligence = false;
  bool infiltrators_always_invisible = false;
  bool allied_infantry_road_bonus = false;
  // Hidden units: the terrain they hide in (unless on a road: "blocking a supply road").
  bool hidden_in[kTerrains] = {};
  // Uncertainty of intelligence: the width, in strength points, of the range an enemy unit's
  // strength is shown as, by the terrain it stands in ("set in a screen").
  int uncertainty[kTerrains] = {};
  // Air reconnaissance: searches a side may fly in a clear turn, and the radius each reveals.
  int searches_per_turn = 0, search_radius = 0;
  int liege_antwerp_halves = 0;  // defence multiplier in Liège and Antwerp, in halves (0: as city)
};

class Game {
 public:
  // Reads map.json and rules.json from `data` and checks the scenario against them.
  // Throws DataError naming the file and field at fault.
  static std::shared_ptr<const Game> load(const json& scenario, const std::filesystem::path& data);

  const std::string& scenario_id() const { return scenario_id_; }
  const std::string& scenario_name() const { return scenario_name_; }
  RuleSet rule_set() const { return rule_set_; }
  const Revisions& revisions() const { return revisions_; }
  const Tables& tables() const { return tables_; }
  const HexBoard& board() const { return board_; }

  // Turns: 0 is the first turn's AM; turns() in all.
  int turns() const { return turns_; }
  TurnLabel turn_label(int turn) const { return turn_after(first_turn_, turn); }
  Weather weather(int turn) const { return weather_[turn]; }
  // Air units a side may use in `turn` (AM and clear weather only).
  int air_units(Side s, int turn) const { return air_[index_of(s)][turn]; }
  int v2_per_turn() const { return v2_per_turn_; }

  const std::vector<UnitDef>& units() const { return units_; }
  const UnitDef& unit(UnitId u) const { return units_[u.value]; }
  std::optional<UnitId> find_unit(std::string_view id) const;

  Terrain terrain(HexId h) const { return terrain_[h.value]; }
  const std::vector<Terrain>& terrains() const { return terrain_; }  // by hex
  bool road_between(HexId h, Direction d) const {
    return board_.has_feature(h, d, HexsideFeature::kRoad);
  }
  bool river_between(HexId h, Direction d) const {
    return board_.has_feature(h, d, HexsideFeature::kRiver);
  }
  // A bridge is a road across a river; its two ends are the hexes either side.
  bool bridge_between(HexId h, Direction d) const {
    return board_.has_feature(h, d, HexsideFeature::kBridge);
  }
  // Whether the hex is one end of a bridge (a unit there may demolish or rebuild it).
  bool bridge_end(HexId h) const { return bridge_end_[h.value]; }
  bool has_road(HexId h) const { return road_hex_[h.value]; }
  const std::vector<Bridge>& bridges() const { return bridges_; }
  const std::vector<RiverSide>& rivers() const { return rivers_; }
  // Revised: whether units in h are hidden from an enemy that is not next to them (forest and
  // mountain off the roads).
  bool may_hide(HexId h) const { return may_hide_[h.value]; }
  // Revised: the width of the range an enemy sees a unit's strength as, in h (0: exact).
  int uncertainty(HexId h) const {
    return revisions_.uncertainty_of_intelligence
               ? revisions_.uncertainty[static_cast<int>(terrain(h))]
               : 0;
  }

  const std::vector<Landmark>& places() const { return places_; }
  const std::vector<HexId>& antwerp() const { return antwerp_; }
  HexId liege() const { return liege_; }
  const std::vector<Landmark>& major_cities() const { return major_cities_; }
  const std::vector<Dump>& dumps() const { return dumps_; }
  // Index into dumps(), or -1.
  int dump_at(HexId h) const { return dump_index_[h.value]; }
  const Zone& start_zone() const { return start_zone_; }
  bool in_start_zone(HexId h) const { return start_zone_hex_[h.value]; }
  const std::vector<Zone>& areas() const { return areas_; }
  int find_area(std::string_view name) const;
  bool in_area(int area, HexId h) const;
  // Liège or one of Antwerp's hexes (the Revised rules triple defenders there).
  bool liege_or_antwerp(HexId h) const;

  // The scenario's position, if it gives one; else play starts with the German deployment.
  const std::optional<Opening>& opening() const { return opening_; }

  int stacking_limit() const { return stacking_limit_; }
  int artillery_range() const { return artillery_range_; }
  int raster_size() const { return raster_size_; }
  bool road_bonus(UnitClass c, Side s) const;
  bool crosses_unbridged_rivers(UnitClass c) const {
    return crosses_unbridged_[static_cast<int>(c)];
  }
  // Table 8 under this game's rule set, for a unit of class c defending in hex h; in halves.
  int defence_halves(UnitClass c, HexId h) const;

 private:
  explicit Game(HexBoard board) : board_(std::move(board)) {}
  void load_rules(const json& rules, const std::string& where);
  void load_map(const json& map, const std::string& where);
  void load_scenario(const json& scenario);
  void load_units(const json& scenario, const std::string& where);
  // The scenario's "map_changes", made to the map's JSON before it is read (map_changes.cc).
  static void change_map(json& map, const HexBoard& board, const std::string& where,
                         const json& scenario);
  void load_position(const json& scenario);  // opening.cc
  // "YYYY-MM-DD AM|PM" as a turn number of the scenario, 0 being its first.
  int read_turn(const json& value, const std::string& where) const;
  // The customisation before play (scenario "options" besides "rules"; docs).
  void apply_options(const json& options, const std::string& where);

  std::string scenario_id_, scenario_name_;
  RuleSet rule_set_ = RuleSet::kRevised;
  Revisions revisions_;
  Revisions revised_;  // what rules.json says the Revised rules change
  Tables tables_;
  HexBoard board_;

  TurnLabel first_turn_;
  int turns_ = 0;
  std::vector<Weather> weather_;
  std::vector<int> air_[kSides];
  int v2_per_turn_ = 0;

  std::vector<UnitDef> units_;
  std::vector<Terrain> terrain_;
  std::vector<bool> bridge_end_, road_hex_, start_zone_hex_, may_hide_;
  std::vector<Landmark> places_, major_cities_;
  std::vector<HexId> antwerp_;
  HexId liege_;
  std::vector<Dump> dumps_;
  std::vector<Bridge> bridges_;
  std::vector<RiverSide> rivers_;
  std::vector<int> dump_index_;
  Zone start_zone_;
  std::vector<Zone> areas_;
  std::vector<std::vector<bool>> area_hex_;
  std::optional<Opening> opening_;

  int stacking_limit_ = 3;
  int artillery_range_ = 3;
  int raster_size_ = 28;
  bool road_bonus_[kUnitClasses] = {};
  bool crosses_unbridged_[kUnitClasses] = {};
};

}  // namespace grognard::bka
