// What must hold in every state of a La Grande Armée game; the property tests check it after
// every action of many computer-played games.
#include <fmt/format.h>

#include "games/la-grande-armee/state.h"

namespace grognard::lga {

std::vector<std::string> State::broken_invariants() const {
  std::vector<std::string> out;
  const Game& g = *game_;
  const HexBoard& board = g.board();
  std::vector<int> garrisons(board.size(), 0);
  std::vector<int> sides(board.size(), 0);  // bitmask of sides with units in the area
  for (size_t i = 0; i < units_.size(); ++i) {
    const UnitId u{static_cast<uint16_t>(i)};
    const UnitState& s = units_[i];
    const UnitDef& d = def(u);
    if (s.where != Where::kOnMap) continue;
    const Area& a = g.area(s.hex);
    const std::string where = fmt::format("{} in {}", d.id, board.label_text(s.hex));
    if (a.terrain == Terrain::kProhibited) out.push_back(where + ": a prohibited area");
    if (!a.land() && !g.is_nation(d.nation, "britain")) out.push_back(where + ": at sea");
    if (s.morale < 0 || s.morale > max_morale(d.type))
      out.push_back(
          fmt::format("{}: morale {} outside 0..{}", where, s.morale, max_morale(d.type)));
    if (s.fatigue < 0) out.push_back(where + ": negative fatigue");
    if (s.moves < 0 || s.moves > movement_allowance(d.type))
      out.push_back(fmt::format("{}: {} moves left", where, s.moves));
    if (s.garrison) {
      ++garrisons[s.hex.value];
      if (a.city == CityKind::kNone || !may_garrison(d.type))
        out.push_back(where + ": an impossible garrison");
    }
    if (side_of(u) == Side::kFrench && a.hinterland)
      out.push_back(where +
                    ": French in the "
                    "Hinterland");
    sides[s.hex.value] |= 1 << index_of(side_of(u));
    if (a.land() && d.type != UnitType::kHq && control(s.hex) != side_of(u))
      out.push_back(where + ": stands in an area its side does not control");
  }
  for (int h = 0; h < board.size(); ++h) {
    const std::string label = board.label_text(HexId{static_cast<uint16_t>(h)});
    if (garrisons[h] > 1) out.push_back(label + ": more than one garrison");
    if ((sides[h] & 3) == 3) out.push_back(label + ": French and Allied units share it");
    const bool land = g.area(HexId{static_cast<uint16_t>(h)}).land();
    if (land != (control_[h] >= 0))
      out.push_back(label +
                    ": control on a non-land area or none "
                    "on land");
  }
  for (int n = 0; n < g.nation_count(); ++n)
    if (mp_[n] < 0) out.push_back(g.nation_name(NationId{uint8_t(n)}) + ": negative MPs");
  return out;
}

}  // namespace grognard::lga
