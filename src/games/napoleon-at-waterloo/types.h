// The vocabulary of Napoleon at Waterloo: sides, nations, arms, results, phases.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

namespace grognard::naw {

enum class Side : uint8_t { kFrench, kAllied };
inline constexpr int kSides = 2;
constexpr Side enemy_of(Side s) { return s == Side::kFrench ? Side::kAllied : Side::kFrench; }
constexpr int index_of(Side s) { return static_cast<int>(s); }

// Demoralization treats the Anglo-Allied ("British") and Prussian units differently.
enum class Nation : uint8_t { kFrench, kBritish, kPrussian };
enum class Arm : uint8_t { kInfantry, kCavalry, kArtillery, kLeader };

// Modes on the Combat Unit Capability Chart.
enum class AttackMode : uint8_t { kInfantry, kCavalry, kArtilleryOneHex, kArtilleryTwoHexes };
enum class DefenseMode : uint8_t { kInfantry, kCavalry, kArtillery };

enum class CombatResult : uint8_t { kAE, kAr, kDr, kDE, kEX };

enum class Phase : uint8_t { kMovement, kBombardment, kAssault, kOver };

// A unit's identity in one scenario: its index in the order of battle.
struct UnitId {
  uint16_t value = 0;
  constexpr auto operator<=>(const UnitId&) const = default;
};

std::string_view side_name(Side s);
std::optional<Side> parse_side(std::string_view s);
std::string_view nation_name(Nation n);
std::optional<Nation> parse_nation(std::string_view s);
std::string_view arm_name(Arm a);
std::optional<Arm> parse_arm(std::string_view s);
std::string_view attack_mode_name(AttackMode m);
std::string_view defense_mode_name(DefenseMode m);
std::optional<DefenseMode> parse_defense_mode(std::string_view s);
std::string_view result_name(CombatResult r);
std::optional<CombatResult> parse_result(std::string_view s);
std::string_view phase_name(Phase p);
std::optional<Phase> parse_phase(std::string_view s);

}  // namespace grognard::naw
