// Struggle for the Continent's immutable data: Europe's provinces (an area board) with their
// owners and capitals, the nations with their attack values and armies (SFC 3.1-3.3, 4.3),
// the two teams in their order of play (SFC 1.1, 1.4, 5.4) and the neutrals.
#pragma once

#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "core/area_board.h"
#include "io/json_read.h"

namespace grognard::sfc {

struct NationId {
  uint8_t value = 0;
  constexpr auto operator<=>(const NationId&) const = default;
};
// The nation and the area at an index, for loops over every one.
inline NationId nation_at(int i) { return NationId{static_cast<uint8_t>(i)}; }
inline AreaId area_at(int i) { return AreaId{static_cast<uint16_t>(i)}; }

struct Nation {
  std::string key, name;
  int attack = 0;        // SFC 4.3
  int start_armies = 0;  // SFC 1.2, 3.1
  int per_turn = 0;      // armies mobilised at the start of its turn (3.2)
  int total = 0;         // armies it may ever have, the start included (3.3)
  AreaId capital;
  std::optional<int> team;  // index into teams(); none for a neutral
};

struct Province {
  NationId owner;
  bool capital = false;
  double lon = 0, lat = 0;         // where the browser draws it over a real coastline
  int screen_x = 0, screen_y = 0;  // the 1991 program's 640x200 screen
};

struct Team {
  std::string key, name;
  std::vector<NationId> order;  // the first is the group leader (5.4)
};

// A group of armies of one nation in one province, as a position gives it.
struct ArmyGroup {
  NationId nation;
  AreaId at;
  int count = 0;
  int moves = 0;  // left this team turn (SFC 2.1)
};

// Where play starts when the scenario has a "position" (docs/scenarios.md): the set-up is
// done and `nation` of `team` begins its turn in `round`.
struct Opening {
  int round = 1;
  int team = 0;
  NationId nation;
  std::vector<std::pair<NationId, int>> joined;  // neutrals in the war: nation, team (5.7)
  std::vector<NationId> out_of_war;              // SFC 3.5
  std::vector<ArmyGroup> armies;
  std::vector<int> mobilised;   // by nation (3.3)
  std::vector<int> controller;  // by province: team index, or -1 for none
  bool team_acted = false;      // an army of the team to move has used a move
};

class Game {
 public:
  // Reads map.json from `data` and checks the scenario against it. Throws DataError naming
  // the file and field at fault.
  static std::shared_ptr<const Game> load(const json& scenario, const std::filesystem::path& data);

  const std::string& scenario_id() const { return scenario_id_; }
  const std::string& scenario_name() const { return scenario_name_; }
  const AreaBoard& board() const { return board_; }
  const Province& province(AreaId a) const { return provinces_[a.value]; }

  int nation_count() const { return static_cast<int>(nations_.size()); }
  const Nation& nation(NationId n) const { return nations_[n.value]; }
  std::optional<NationId> find_nation(std::string_view key) const;

  const std::vector<Team>& teams() const { return teams_; }
  int first_team() const { return first_team_; }
  // The rounds a game lasts at most; an unfinished game is then scored (SOURCES.md).
  int rounds() const { return rounds_; }
  // The scenario's position, if it gives one; else play starts with the set-up (SFC 1.2).
  const std::optional<Opening>& opening() const { return opening_; }

 private:
  explicit Game(AreaBoard board) : board_(std::move(board)) {}
  // The scenario's "map_changes" made to the map's JSON, before the board is built from it.
  static void change_links(json& map, const std::string& where, const json& scenario);
  void load_map(const json& map, const std::string& where);
  void load_scenario(const json& s);
  void load_position(const json& s);

  std::string scenario_id_, scenario_name_;
  AreaBoard board_;
  std::vector<Province> provinces_;
  std::vector<Nation> nations_;
  std::string map_where_;                // the map file, or "scenario.map"
  std::vector<std::string> owner_keys_;  // per province, until the scenario names the nations
  std::vector<Team> teams_;
  int first_team_ = 0;
  int rounds_ = 0;
  std::optional<Opening> opening_;
};

}  // namespace grognard::sfc
