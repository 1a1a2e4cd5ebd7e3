#include "games/napoleon-at-waterloo/types.h"

#include <array>

#include "core/enum_names.h"

namespace grognard::naw {

namespace {
constexpr std::array<std::string_view, 2> kSideNames = {"french", "allied"};
constexpr std::array<std::string_view, 3> kNations = {"french", "british", "prussian"};
constexpr std::array<std::string_view, 4> kArms = {"infantry", "cavalry", "artillery", "leader"};
constexpr std::array<std::string_view, 4> kAttackModes = {"infantry", "cavalry", "artillery_1",
                                                          "artillery_2"};
constexpr std::array<std::string_view, 3> kDefenseModes = {"infantry", "cavalry", "artillery"};
constexpr std::array<std::string_view, 5> kResults = {"AE", "Ar", "Dr", "DE", "EX"};
constexpr std::array<std::string_view, 4> kPhases = {"movement", "bombardment", "assault", "over"};
}  // namespace

std::string_view side_name(Side s) { return kSideNames[static_cast<int>(s)]; }
std::optional<Side> parse_side(std::string_view s) { return parse_enum<Side>(kSideNames, s); }
std::string_view nation_name(Nation n) { return kNations[static_cast<int>(n)]; }
std::optional<Nation> parse_nation(std::string_view s) { return parse_enum<Nation>(kNations, s); }
std::string_view arm_name(Arm a) { return kArms[static_cast<int>(a)]; }
std::optional<Arm> parse_arm(std::string_view s) { return parse_enum<Arm>(kArms, s); }
std::string_view attack_mode_name(AttackMode m) { return kAttackModes[static_cast<int>(m)]; }
std::string_view defense_mode_name(DefenseMode m) { return kDefenseModes[static_cast<int>(m)]; }
std::optional<DefenseMode> parse_defense_mode(std::string_view s) {
  return parse_enum<DefenseMode>(kDefenseModes, s);
}
std::string_view result_name(CombatResult r) { return kResults[static_cast<int>(r)]; }
std::optional<CombatResult> parse_result(std::string_view s) {
  return parse_enum<CombatResult>(kResults, s);
}
std::string_view phase_name(Phase p) { return kPhases[static_cast<int>(p)]; }
std::optional<Phase> parse_phase(std::string_view s) { return parse_enum<Phase>(kPhases, s); }

}  // namespace grognard::naw
