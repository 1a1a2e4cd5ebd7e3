// What a side can see of the other under the revised rules: hidden units in forest and
// mountain, infiltrators, and what meeting an unseen unit does (BKA Revised rules, HIDDEN
// UNITS, MOVEMENT, INFILTRATORS).
#include <fmt/format.h>

#include "games/blitzkrieg-ardennes/state.h"

namespace grognard::bka {

bool State::side_at_or_beside(HexId h, Side side) const {
  const auto& own = stacked_[index_of(side)];
  if (own[h.value] > 0) return true;
  const HexBoard& board = game_->board();
  for (Direction d : kAllDirections)
    if (const auto n = board.neighbour(h, d); n && own[n->value] > 0) return true;
  return false;
}

bool State::concealed(HexId h, Side viewer) const {
  if (fogged_ || !game_->may_hide(h) || searched_[index_of(viewer)][h.value]) return false;
  // "invisible unless ... next to an enemy unit": any unit of the viewer's beside or in it.
  return !side_at_or_beside(h, viewer);
}

bool State::next_to_seen_enemy(HexId h, Side side) const {
  const auto& enemy = fighting_[index_of(enemy_of(side))];
  const HexBoard& board = game_->board();
  for (Direction d : kAllDirections)
    if (const auto n = board.neighbour(h, d); n && enemy[n->value] > 0 && !concealed(*n, side))
      return true;
  return false;
}

bool State::hidden_from(UnitId u, Side viewer) const {
  const UnitDef& d = def(u);
  if (d.side == viewer || units_[u.value].where != Where::kOnMap) return false;
  if (d.cls == UnitClass::kInfiltrator && game_->revisions().infiltrators_always_invisible)
    return true;
  return concealed(units_[u.value].hex, viewer);
}

HexId State::walk(UnitId u, const std::vector<HexId>& path, EventSink& ev) {
  const UnitDef& d = def(u);
  if (path.size() < 2 || d.cls == UnitClass::kInfiltrator) return path.back();
  // Infiltrators stop no one; every other enemy unit does, seen or not.
  for (size_t i = 1; i < path.size(); ++i) {
    const HexId at = path[i];
    if (!next_to_enemy(at, d.side) || next_to_known_enemy(at, d.side)) continue;
    // "If an advancing unit encounters a hidden enemy, he must stop there" "and may not move".
    units_[u.value].immobilized = true;
    ev.add([&] {
      return json{{"type", "met_hidden"},
                  {"unit", d.id},
                  {"side", side_name(d.side)},
                  {"hex", game_->board().label_text(at)}};
    });
    return at;
  }
  return path.back();
}

std::optional<RuleViolation> State::validate_search(const Search& s) const {
  const char* rule = "BKA Air reconnaissance";
  if (!game_->revisions().air_reconnaissance)
    return RuleViolation{rule, "air reconnaissance belongs to the revised rules"};
  if (phase_ != Phase::kMovement) return RuleViolation{rule, "searches are flown while moving"};
  if (game_->weather(turn_) != Weather::kClear)
    return RuleViolation{rule, "searches are flown in clear weather only"};
  if (searches_left_ < 1)
    return RuleViolation{
        rule, fmt::format("{} search(es) a turn, all flown", game_->revisions().searches_per_turn)};
  if (s.hex.value >= game_->board().size()) return RuleViolation{rule, "no such hex"};
  return std::nullopt;
}

void State::apply_search(const Search& s, EventSink& ev) {
  const HexBoard& board = game_->board();
  const int radius = game_->revisions().search_radius;
  const auto before = [&] {
    std::vector<UnitId> hidden;
    for (size_t i = 0; i < units_.size(); ++i)
      if (hidden_from(UnitId{static_cast<uint16_t>(i)}, phasing_))
        hidden.push_back(UnitId{static_cast<uint16_t>(i)});
    return hidden;
  }();
  for (int i = 0; i < board.size(); ++i)
    if (board.distance(s.hex, HexId{static_cast<uint16_t>(i)}) <= radius)
      searched_[index_of(phasing_)][i] = true;
  --searches_left_;
  std::vector<UnitId> found;
  for (UnitId u : before)
    if (!hidden_from(u, phasing_)) found.push_back(u);
  // What the search found is the searcher's to know; the enemy is not told it was looked for.
  ev.add([&] {
    return json{{"type", "search"},
                {"side", side_name(phasing_)},
                {"hex", board.label_text(s.hex)},
                {"found", unit_ids(found)},
                {"private", true}};
  });
}

void State::list_searches(std::vector<Action>& out) const {
  if (validate_search(Search{HexId{0}})) return;
  // Only over hexes where a unit could hide from the searcher now (validate takes any hex).
  for (int i = 0; i < game_->board().size(); ++i) {
    const HexId h{static_cast<uint16_t>(i)};
    if (game_->may_hide(h) && !searched_[index_of(phasing_)][i] && !side_at_or_beside(h, phasing_))
      out.push_back(Search{h});
  }
}

}  // namespace grognard::bka
