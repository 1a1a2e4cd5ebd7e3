// The legal actions of the seat to move. Moves are listed in full; attacks are listed by
// whole adjacent stacks (every subset of them) and by single units against one hex, and
// bombardments by all guns, each gun, and each hex of guns. validate() accepts every other
// combination the rules allow (several defending hexes, any subset of units).
#include <fmt/format.h>

#include <algorithm>

#include "games/napoleon-at-waterloo/state.h"

namespace grognard::naw {

std::vector<Action> State::legal_actions() const {
  std::vector<Action> out;
  if (over()) return out;
  if (combat_) {
    const Combat& c = *combat_;
    switch (c.stage) {
      case Combat::Stage::kDefenseMode:
        for (DefenseMode m : defense_options(c)) out.push_back(ChooseDefense{m});
        break;
      case Combat::Stage::kLosses:
        for (auto& set : loss_options()) out.push_back(ChooseLosses{std::move(set)});
        break;
      case Combat::Stage::kRetreat:
        for (const Retreat& r : retreat_actions(c.retreating.front())) out.push_back(r);
        break;
      case Combat::Stage::kVolunteer:
        out.push_back(VolunteerRetreat{c.attackers});
        if (c.attackers.size() > 1)
          for (UnitId g : c.attackers) out.push_back(VolunteerRetreat{{g}});
        out.push_back(Pass{});
        break;
      case Combat::Stage::kAdvance:
        for (UnitId u : c.may_advance)
          for (HexId h : advance_targets(u)) out.push_back(Advance{u, h});
        out.push_back(Pass{});
        break;
    }
    return out;
  }
  switch (phase_) {
    case Phase::kMovement:
      list_moves(out);
      break;
    case Phase::kBombardment:
      list_bombardments(out);
      break;
    case Phase::kAssault:
      list_attacks(out);
      break;
    case Phase::kOver:
      return out;
  }
  if (phase_ != Phase::kMovement || !validate_end_of_movement()) out.push_back(Pass{});
  return out;
}

std::optional<RuleViolation> State::validate_pending(const Action& a) const {
  const Combat& c = *combat_;
  switch (c.stage) {
    case Combat::Stage::kDefenseMode: {
      const auto* x = std::get_if<ChooseDefense>(&a);
      if (!x)
        return RuleViolation{"NAW Capability Chart", "the defender must choose a mode of defense"};
      const auto options = defense_options(c);
      if (std::find(options.begin(), options.end(), x->mode) == options.end())
        return RuleViolation{
            "NAW Capability Chart",
            fmt::format("{} is not a mode open to the defender", defense_mode_name(x->mode))};
      return std::nullopt;
    }
    case Combat::Stage::kLosses: {
      const auto* x = std::get_if<ChooseLosses>(&a);
      if (!x)
        return RuleViolation{"NAW Combat Resolution Table (EX)",
                             "the attacker must choose the units lost in the exchange"};
      auto chosen = x->units;
      std::sort(chosen.begin(), chosen.end());
      for (auto option : loss_options()) {
        std::sort(option.begin(), option.end());
        if (option == chosen) return std::nullopt;
      }
      return RuleViolation{"NAW Combat Resolution Table (EX)",
                           fmt::format("lose attacking units with at least {} strength points, "
                                       "and no more units than needed",
                                       c.losses_required)};
    }
    case Combat::Stage::kRetreat: {
      const auto* x = std::get_if<Retreat>(&a);
      if (!x || x->unit != c.retreating.front())
        return RuleViolation{"NAW Retreat", fmt::format("the victor must retreat {} next",
                                                        def(c.retreating.front()).id)};
      const auto options = retreat_options(x->unit);
      if (std::find(options.begin(), options.end(), x->to) == options.end())
        return RuleViolation{"NAW Retreat",
                             fmt::format("{} must retreat to a vacant hex if one is free, else to "
                                         "the one with fewest friends; never into enemy units, "
                                         "zones of control or roadless woods",
                                         def(x->unit).id)};
      const std::string to = game_->board().label_text(x->to);
      if (!fills(x->unit, x->to)) {
        if (x->bump)
          return RuleViolation{"NAW Retreat",
                               fmt::format("{} has room: no unit is bumped out of it", to)};
        return std::nullopt;
      }
      const auto choices = bump_choices(x->unit, x->to);
      if (!x->bump || std::find(choices.begin(), choices.end(), *x->bump) == choices.end()) {
        std::vector<std::string> names;
        for (UnitId v : choices) names.push_back(def(v).id);
        return RuleViolation{"NAW Retreat (disruption)",
                             fmt::format("{} is full: name the uninvolved unit to bump out ({})",
                                         to, fmt::join(names, ", "))};
      }
      return std::nullopt;
    }
    case Combat::Stage::kVolunteer: {
      if (std::holds_alternative<Pass>(a)) return std::nullopt;
      const auto* x = std::get_if<VolunteerRetreat>(&a);
      if (!x)
        return RuleViolation{"NAW Artillery (7)", "name the guns that accept the retreat, or pass"};
      if (x->guns.empty())
        return RuleViolation{"NAW Artillery (7)", "name at least one gun, or pass"};
      auto guns = x->guns;
      std::sort(guns.begin(), guns.end());
      if (std::adjacent_find(guns.begin(), guns.end()) != guns.end())
        return RuleViolation{"action", "a unit is named twice"};
      for (UnitId g : guns)
        if (std::find(c.attackers.begin(), c.attackers.end(), g) == c.attackers.end())
          return RuleViolation{"NAW Artillery (7)", "only the guns that fired may retreat"};
      return std::nullopt;
    }
    case Combat::Stage::kAdvance: {
      if (std::holds_alternative<Pass>(a)) return std::nullopt;
      const auto* x = std::get_if<Advance>(&a);
      if (!x) return RuleViolation{"NAW Advance", "advance a unit or pass"};
      if (std::find(c.may_advance.begin(), c.may_advance.end(), x->unit) == c.may_advance.end())
        return RuleViolation{"NAW Advance",
                             "only victorious units in this combat, not artillery and not held "
                             "by another enemy zone of control, may advance"};
      const auto targets = advance_targets(x->unit);
      if (std::find(targets.begin(), targets.end(), x->to) == targets.end())
        return RuleViolation{"NAW Advance",
                             "advance only into an adjacent hex the losers left empty, within "
                             "the stacking limit"};
      return std::nullopt;
    }
  }
  return RuleViolation{"NAW", "unexpected decision"};
}

}  // namespace grognard::naw
