#include "games/blitzkrieg-ardennes/tables.h"

#include <fmt/format.h>

#include <vector>

#include "core/rules_error.h"
#include "io/json_read.h"

namespace grognard::bka {

namespace {

constexpr std::array<std::string_view, kCombatColumns> kCombatColumnNames = {
    "1-4", "1-3", "1-2", "1-1", "2-1", "3-1", "4-1", "5-1", "6-1"};
constexpr std::array<std::string_view, kArtilleryColumns> kArtilleryColumnNames = {"1-2", "1-1",
                                                                                   "2-1", "3-1"};

std::vector<std::string_view> words_of(std::string_view text) {
  std::vector<std::string_view> out;
  while (!text.empty()) {
    const size_t start = text.find_first_not_of(' ');
    if (start == std::string_view::npos) break;
    text.remove_prefix(start);
    const size_t end = std::min(text.find(' '), text.size());
    out.push_back(text.substr(0, end));
    text.remove_prefix(end);
  }
  return out;
}

// "b3" -> 3, for the hexes of a retreat or the points of an advance.
std::optional<int> count_after(std::string_view word, char letter) {
  if (word.size() != 2 || word[0] != letter || word[1] < '1' || word[1] > '9') return std::nullopt;
  return word[1] - '0';
}

// A table's columns as rules.json must print them, checked against the book's.
template <size_t N>
void check_columns(const json& table, const std::array<std::string_view, N>& names,
                   const std::string& where) {
  const json& columns = get_array(table, "columns", where);
  if (columns.size() != N)
    throw DataError(where_in(where, "columns"), fmt::format("expected {} columns", N));
  for (size_t i = 0; i < N; ++i)
    if (!columns[i].is_string() || columns[i].get<std::string>() != names[i])
      throw DataError(where_at(where_in(where, "columns"), i),
                      fmt::format("expected \"{}\"", names[i]));
}

// The six rows of a table keyed "1".."6", each an array of `width` cells.
const json& roll_row(const json& table, int roll, size_t width, const std::string& where) {
  const std::string rw = where_in(where, "rolls");
  const json& row = get_array(get_object(table, "rolls", where), std::to_string(roll), rw);
  if (row.size() != width)
    throw DataError(where_in(rw, std::to_string(roll)), fmt::format("expected {} cells", width));
  return row;
}

Fraction fraction_at(const json& value, const std::string& where) {
  const auto f = value.is_string() ? parse_fraction(value.get<std::string>()) : std::nullopt;
  if (!f) throw DataError(where, "expected a loss such as \"L1/4\", \"nr\" or \"Lall\"");
  return *f;
}

bool bool_at(const json& value, const std::string& where) {
  if (!value.is_boolean()) throw DataError(where, "expected true or false");
  return value.get<bool>();
}

int halves_at(const json& value, const std::string& where, int min) {
  const auto h = parse_halves(value);
  if (!h || *h < min) throw DataError(where, "expected a number such as 2, \"5/2\" or \"1/2\"");
  return *h;
}

// Table rows per class, keyed by class name, for the classes a table lists.
template <class F>
void for_each_listed_class(const json& table, const std::string& where, F&& f) {
  for (int c = 0; c < kUnitClasses; ++c) {
    const auto cls = static_cast<UnitClass>(c);
    if (cls == UnitClass::kInfiltrator) continue;  // no table lists them
    f(cls, get_object(table, class_name(cls), where), where_in(where, class_name(cls)));
  }
}

}  // namespace

std::optional<CombatResult> parse_combat_result(std::string_view loss, std::string_view movement,
                                                std::string& error) {
  CombatResult r;
  if (loss != "nr") {
    bool attacker = false, defender = false;
    if (loss.starts_with("A&D")) {
      attacker = defender = true;
      loss.remove_prefix(3);
    } else if (loss.starts_with("A")) {
      attacker = true;
      loss.remove_prefix(1);
    } else if (loss.starts_with("D")) {
      defender = true;
      loss.remove_prefix(1);
    }
    const auto f = loss.starts_with("L") ? parse_fraction(loss) : std::nullopt;
    if (!(attacker || defender) || !f || f->none()) {
      error = "a loss is nr, AL<n/d>, DL<n/d> or A&DL<n/d>";
      return std::nullopt;
    }
    if (attacker) r.attacker_loss = *f;
    if (defender) r.defender_loss = *f;
  }
  if (movement == "nm") return r;
  if (movement == "blu") {
    r.both_lose_one = true;
    return r;
  }
  const auto words = words_of(movement);
  if (words.empty()) {
    error = "a movement is nm, blu, or words such as AE, Db3, Aa2";
    return std::nullopt;
  }
  for (std::string_view w : words) {
    const char who = w.empty() ? ' ' : w[0];
    if (who != 'A' && who != 'D') {
      error = fmt::format("'{}': a movement word starts with A or D", w);
      return std::nullopt;
    }
    const std::string_view rest = w.substr(1);
    const bool attacker = who == 'A';
    if (rest == "E") {
      (attacker ? r.attacker_eliminated : r.defender_eliminated) = true;
    } else if (const auto back = count_after(rest, 'b')) {
      (attacker ? r.attacker_back : r.defender_back) = *back;
    } else if (const auto advance = count_after(rest, 'a')) {
      (attacker ? r.attacker_advance : r.defender_advance) = *advance;
    } else {
      error = fmt::format("'{}': expected E, b<n> or a<n> after A or D", w);
      return std::nullopt;
    }
  }
  return r;
}

std::string combat_result_text(const CombatResult& r) {
  std::string loss = "nr";
  if (!r.attacker_loss.none() && r.attacker_loss == r.defender_loss)
    loss = "A&DL" + fraction_text(r.attacker_loss);
  else if (!r.attacker_loss.none())
    loss = "AL" + fraction_text(r.attacker_loss);
  else if (!r.defender_loss.none())
    loss = "DL" + fraction_text(r.defender_loss);
  std::string movement;
  auto add = [&movement](const std::string& word) {
    if (!movement.empty()) movement += ' ';
    movement += word;
  };
  if (r.attacker_eliminated) add("AE");
  if (r.defender_eliminated) add("DE");
  if (r.attacker_back) add(fmt::format("Ab{}", r.attacker_back));
  if (r.defender_back) add(fmt::format("Db{}", r.defender_back));
  if (r.attacker_advance) add(fmt::format("Aa{}", r.attacker_advance));
  if (r.defender_advance) add(fmt::format("Da{}", r.defender_advance));
  if (r.both_lose_one) movement = "blu";
  if (movement.empty()) movement = "nm";
  return loss + " / " + movement;
}

int combat_column(long attack, long defence) {
  if (defence <= 0) return kCombatColumns - 1;
  if (attack >= defence) {
    const long ratio = attack / defence;  // rounded down: the defender's advantage
    return static_cast<int>(std::min<long>(kEvenColumn + ratio - 1, kCombatColumns - 1));
  }
  if (attack <= 0) return 0;
  const long ratio = (defence + attack - 1) / attack;  // rounded up: the defender's advantage
  return static_cast<int>(std::max<long>(kEvenColumn - (ratio - 1), 0));
}

int artillery_column(long fire, long defence) {
  // Table 1 runs from 1-2 (column 0) to 3-1 (column 3); 1-1 is column 1.
  const int column = combat_column(fire, defence) - kEvenColumn + 1;
  return std::clamp(column, 0, kArtilleryColumns - 1);
}

std::string_view combat_column_name(int column) { return kCombatColumnNames[column]; }
std::string_view artillery_column_name(int column) { return kArtilleryColumnNames[column]; }

std::optional<int> parse_halves(const json& value) {
  if (value.is_number_integer()) return 2 * value.get<int>();
  if (!value.is_string()) return std::nullopt;
  const std::string text = value.get<std::string>();
  const size_t slash = text.find('/');
  try {
    size_t used = 0;
    if (slash == std::string::npos) {
      const int whole = std::stoi(text, &used);
      if (used != text.size()) return std::nullopt;
      return 2 * whole;
    }
    const int num = std::stoi(text.substr(0, slash), &used);
    if (used != slash || text.substr(slash + 1) != "2") return std::nullopt;
    return num;
  } catch (const std::exception&) {
    return std::nullopt;
  }
}

Tables Tables::load(const json& rules, const std::string& where) {
  Tables t;

  const std::string w1 = where_in(where, "table_1_artillery");
  const json& t1 = get_object(rules, "table_1_artillery", where);
  check_columns(t1, kArtilleryColumnNames, w1);
  for (int roll = 1; roll <= kDieSides; ++roll) {
    const json& row = roll_row(t1, roll, kArtilleryColumns, w1);
    for (int c = 0; c < kArtilleryColumns; ++c)
      t.artillery_[roll - 1][c] =
          fraction_at(row[c], where_at(where_in(where_in(w1, "rolls"), std::to_string(roll)), c));
  }

  const std::string w2 = where_in(where, "table_2_combat");
  const json& t2 = get_object(rules, "table_2_combat", where);
  check_columns(t2, kCombatColumnNames, w2);
  for (int roll = 1; roll <= kDieSides; ++roll) {
    const json& row = roll_row(t2, roll, kCombatColumns, w2);
    for (int c = 0; c < kCombatColumns; ++c) {
      const std::string cw = where_at(where_in(where_in(w2, "rolls"), std::to_string(roll)), c);
      const json& cell = row[c];
      if (!cell.is_array() || cell.size() != 2 || !cell[0].is_string() || !cell[1].is_string())
        throw DataError(cw, "expected [loss, movement], e.g. [\"DL1/4\", \"Db2 Aa1\"]");
      std::string error;
      const auto r =
          parse_combat_result(cell[0].get<std::string>(), cell[1].get<std::string>(), error);
      if (!r) throw DataError(cw, error);
      t.combat_[roll - 1][c] = *r;
    }
  }

  const std::string w3 = where_in(where, "table_3_infiltrator_elimination");
  const json& t3 = get_object(rules, "table_3_infiltrator_elimination", where);
  const char* rows3[] = {"turns_1_2", "turns_3_on"};
  for (int i = 0; i < 2; ++i) {
    const json& row = get_array(t3, rows3[i], w3);
    if (row.size() != kDieSides) throw DataError(where_in(w3, rows3[i]), "expected 6 cells");
    for (int roll = 0; roll < kDieSides; ++roll) {
      if (row[roll] != "E" && row[roll] != "nr")
        throw DataError(where_at(where_in(w3, rows3[i]), roll), "expected \"E\" or \"nr\"");
      t.recognised_[i][roll] = row[roll] == "E";
    }
  }

  const std::string w4 = where_in(where, "table_4_bombardment");
  const json& t4 = get_array(rules, "table_4_bombardment", where);
  if (t4.size() != kDieSides) throw DataError(w4, "expected 6 cells");
  for (int roll = 0; roll < kDieSides; ++roll)
    t.bombardment_[roll] = fraction_at(t4[roll], where_at(w4, roll));

  const std::string w5 = where_in(where, "table_5_bridge_demolition");
  const json& t5 = get_object(rules, "table_5_bridge_demolition", where);
  check_columns(t5,
                std::array<std::string_view, 4>{"ok", "infiltrator_in_hex", "enemy_adjacent",
                                                "enemy_adjacent_and_infiltrator_in_hex"},
                w5);
  for (int roll = 1; roll <= kDieSides; ++roll) {
    const json& row = roll_row(t5, roll, 4, w5);
    for (int c = 0; c < 4; ++c)
      t.demolition_[roll - 1][c] =
          bool_at(row[c], where_at(where_in(where_in(w5, "rolls"), std::to_string(roll)), c));
  }

  const std::string w6 = where_in(where, "table_6_bridge_construction");
  const json& t6 = get_object(rules, "table_6_bridge_construction", where);
  check_columns(t6, std::array<std::string_view, 2>{"ok", "enemy_adjacent"}, w6);
  for (int roll = 1; roll <= kDieSides; ++roll) {
    const json& row = roll_row(t6, roll, 2, w6);
    for (int c = 0; c < 2; ++c)
      t.construction_[roll - 1][c] =
          bool_at(row[c], where_at(where_in(where_in(w6, "rolls"), std::to_string(roll)), c));
  }

  const std::string w7 = where_in(where, "table_7_isolation");
  const json& t7 = get_object(rules, "table_7_isolation", where);
  for (int c = 0; c < kUnitClasses; ++c) {
    const auto cls = static_cast<UnitClass>(c);
    if (cls == UnitClass::kInfiltrator) continue;
    const std::string cw = where_in(w7, class_name(cls));
    const json& row = get_array(t7, class_name(cls), w7);
    if (row.size() != 3) throw DataError(cw, "expected 3 cells: 1, 2 and 3+ turns isolated");
    for (int turns = 0; turns < 3; ++turns) {
      const json& cell = row[turns];
      if (!cell.is_array() || cell.size() != 2)
        throw DataError(where_at(cw, turns), "expected [strength loss, movement loss]");
      for (int k = 0; k < 2; ++k)
        t.isolation_[c][turns][k] = fraction_at(cell[k], where_at(where_at(cw, turns), k));
    }
  }

  const std::string w8 = where_in(where, "table_8_defence");
  for_each_listed_class(get_object(rules, "table_8_defence", where), w8,
                        [&](UnitClass cls, const json& row, const std::string& rw) {
                          auto& d = t.defence_[static_cast<int>(cls)];
                          d[static_cast<int>(Terrain::kPlain)] = 2;
                          for (Terrain terrain : {Terrain::kForest, Terrain::kMountain,
                                                  Terrain::kCity, Terrain::kSiegfried})
                            d[static_cast<int>(terrain)] =
                                halves_at(field(row, terrain_name(terrain), rw),
                                          where_in(rw, terrain_name(terrain)), 2);
                        });

  const std::string w9 = where_in(where, "table_9_movement");
  for_each_listed_class(
      get_object(rules, "table_9_movement", where), w9,
      [&](UnitClass cls, const json& row, const std::string& rw) {
        auto& m = t.move_cost_[static_cast<int>(cls)];
        for (Terrain terrain : {Terrain::kPlain, Terrain::kForest, Terrain::kMountain})
          m[static_cast<int>(terrain)] = halves_at(field(row, terrain_name(terrain), rw),
                                                   where_in(rw, terrain_name(terrain)), 1);
        // Table 9 has no column for cities and the Siegfried Line: they are open ground.
        m[static_cast<int>(Terrain::kCity)] = m[static_cast<int>(Terrain::kPlain)];
        m[static_cast<int>(Terrain::kSiegfried)] = m[static_cast<int>(Terrain::kPlain)];
        t.road_cost_[static_cast<int>(cls)] =
            halves_at(field(row, "road", rw), where_in(rw, "road"), 1);
      });
  // Infiltrators, in no table, drove jeeps: they move as motorised infantry (SOURCES.md 1.7).
  // They never fight ("no attack or defence strength"), so table 8 never applies to them.
  const int motorised = static_cast<int>(UnitClass::kMotorisedInfantry);
  const int infiltrator = static_cast<int>(UnitClass::kInfiltrator);
  t.move_cost_[infiltrator] = t.move_cost_[motorised];
  t.road_cost_[infiltrator] = t.road_cost_[motorised];
  t.defence_[infiltrator] = t.defence_[motorised];
  return t;
}

}  // namespace grognard::bka
