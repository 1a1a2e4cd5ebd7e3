#include "hidden_facts.h"

#include <fmt/format.h>

#include "games/blitzkrieg-ardennes/state.h"
#include "games/decisive-battles/state.h"
#include "games/la-grande-armee/state.h"

namespace grognard::leak {

namespace {

using LgaSession = TypedSession<lga::State>;

const lga::State* lga_state(const Session& s) {
  const auto* typed = dynamic_cast<const LgaSession*>(&s);
  return typed ? &typed->state() : nullptr;
}

const bka::State* bka_state(const Session& s) {
  const auto* typed = dynamic_cast<const TypedSession<bka::State>*>(&s);
  return typed ? &typed->state() : nullptr;
}

const decisive::State* db_state(const Session& s) {
  const auto* typed = dynamic_cast<const TypedSession<decisive::State>*>(&s);
  return typed ? &typed->state() : nullptr;
}

// BKA revised rules, HIDDEN UNITS and INFILTRATORS, read from the rule book and the referee's
// raw state: whether `viewer` may see unit u now.
bool bka_hidden(const bka::State& s, bka::UnitId u, bka::Side viewer) {
  const bka::UnitDef& d = s.def(u);
  if (d.side == viewer || s.unit(u).where != bka::Where::kOnMap) return false;
  const bka::Revisions& rules = s.game().revisions();
  // "INFILTRATORS - Are always invisible to the enemy."
  if (d.cls == bka::UnitClass::kInfiltrator) return rules.infiltrators_always_invisible;
  // "Units in forest and mountain are invisible unless blocking a supply road or next to an
  // enemy unit"; air reconnaissance finds them.
  const HexId at = s.unit(u).hex;
  if (!rules.hidden_units || !rules.hidden_in[static_cast<int>(s.game().terrain(at))] ||
      s.game().has_road(at) || s.searched(viewer, at))
    return false;
  for (int i = 0; i < s.unit_count(); ++i) {
    const bka::UnitId v{static_cast<uint16_t>(i)};
    if (s.def(v).side == viewer && s.unit(v).where == bka::Where::kOnMap &&
        s.game().board().distance(s.unit(v).hex, at) <= 1)
      return false;
  }
  return true;
}

bool is_word_char(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '-'; }

// Whether `name` stands in free text (a message, a narration) as itself: a whole word, and
// not part of another unit's longer name ("Imperial Guard" in "Russian Imperial Guard").
bool names_alone(const std::string& text, const std::string& name,
                 const std::vector<std::string>& all_names) {
  for (size_t at = text.find(name); at != std::string::npos; at = text.find(name, at + 1)) {
    const size_t end = at + name.size();
    if ((at > 0 && is_word_char(text[at - 1])) || (end < text.size() && is_word_char(text[end])))
      continue;
    const bool inside_longer =
        std::any_of(all_names.begin(), all_names.end(), [&](const std::string& other) {
          if (other.size() <= name.size()) return false;
          for (size_t o = text.find(other); o != std::string::npos; o = text.find(other, o + 1))
            if (o <= at && end <= o + other.size()) return true;
          return false;
        });
    if (!inside_longer) return true;
  }
  return false;
}

// Calls f(key, value, object, where) for every member of every object inside j; `where` is
// the member's JSON pointer, to say where a leak was found.
template <class F>
void walk(const json& j, F&& f, const std::string& where = "") {
  if (j.is_object()) {
    for (auto it = j.begin(); it != j.end(); ++it) {
      const std::string at = where + "/" + it.key();
      f(it.key(), it.value(), j, at);
      walk(it.value(), f, at);
    }
  } else if (j.is_array()) {
    for (size_t i = 0; i < j.size(); ++i) walk(j[i], f, where + "/" + std::to_string(i));
  }
}

std::string named_unit(const json& object) {
  for (const char* key : {"id", "unit"})
    if (auto it = object.find(key); it != object.end() && it->is_string()) return *it;
  return {};
}

}  // namespace

HiddenFacts::HiddenFacts(const Session& referee)
    : referee_(referee), seed_text_(std::to_string(referee.seed())) {
  if (const lga::State* s = lga_state(referee_))
    for (int i = 0; i < s->unit_count(); ++i)
      unit_ids_.push_back(s->def(lga::UnitId{static_cast<uint16_t>(i)}).id);
  if (const bka::State* s = bka_state(referee_))
    for (int i = 0; i < s->unit_count(); ++i)
      unit_ids_.push_back(s->def(bka::UnitId{static_cast<uint16_t>(i)}).id);
  if (const decisive::State* s = db_state(referee_))
    for (const decisive::UnitDef& d : s->game().units()) unit_ids_.push_back(d.id);
  observe();
}

void HiddenFacts::observe() {
  if (lga_state(referee_)) observe_lga();
  before_ = std::move(now_);
  now_.clear();
  now_[std::nullopt] = secrets_for(std::nullopt);
  for (const std::string& seat : referee_.seats()) now_[seat] = secrets_for(seat);
}

const HiddenFacts::Secrets& HiddenFacts::secrets(const std::optional<std::string>& seat) const {
  return now_.at(seat);
}

// LGA 5.66: "The defensive player is not allowed to look at the screen until after the
// offensive player makes his first attack." From the start of the mover's movement phase to
// its first attack, only the mover may see its units move.
void HiddenFacts::observe_lga() {
  const lga::State& s = *lga_state(referee_);
  const bool curtain = s.phase() == lga::Phase::kMovement && !s.first_attack_made();
  const std::string player(lga::side_name(s.player()));
  const int seq = static_cast<int>(referee_.log().size());
  // The action just taken moved unseen if the curtain was up before it and it did not lift it
  // by attacking (the attack itself is fought in the open).
  if (mover_ && seq > 0 && (!s.first_attack_made() || *mover_ != player)) unseen_seqs_.insert(seq);
  if (!curtain) {
    mover_.reset();
    return;
  }
  // A new movement phase, even one of the same side (the others may have had nothing to do).
  const std::string turn =
      fmt::format("{} {} {}", player, lga::season_name(s.date().season), s.date().year);
  if (mover_ == player && turn_ == turn) return;
  mover_ = player;
  turn_ = turn;
  start_of_movement_.clear();
  const auto& board = s.game().board();
  for (int i = 0; i < s.unit_count(); ++i)
    start_of_movement_[s.def(lga::UnitId{static_cast<uint16_t>(i)}).id] = {"", 0};
  for (int h = 0; h < board.size(); ++h) {
    int rank = 0;
    for (lga::UnitId u : s.units_in(HexId{static_cast<uint16_t>(h)}))
      if (lga::side_name(s.side_of(u)) == player)
        start_of_movement_[s.def(u).id] = {board.label_text(s.unit(u).hex), rank++};
  }
}

void HiddenFacts::add_bka_secrets(const std::optional<std::string>& seat, Secrets& out) const {
  const bka::State& s = *bka_state(referee_);
  const auto& board = s.game().board();
  for (int i = 0; i < s.unit_count(); ++i) {
    const bka::UnitId u{static_cast<uint16_t>(i)};
    const bka::UnitDef& d = s.def(u);
    const bka::Side viewer = seat ? *bka::parse_side(*seat) : bka::enemy_of(d.side);
    if (d.side == viewer || s.unit(u).where != bka::Where::kOnMap) continue;
    const std::string at = board.label_text(s.unit(u).hex);
    if (bka_hidden(s, u, viewer)) {
      out.names.insert(d.id);
      out.hidden_at[d.id] = at;
      out.rule_of_name[d.id] = fmt::format("{} {} hidden at {}", bka::class_name(d.cls), d.id, at);
    } else if (s.game().uncertainty(s.unit(u).hex) > 0) {
      // "would not see the actual strength of the German unit"
      out.ranged.insert(d.id);
    }
  }
}

// Decisive Battles, Sighting: "Not knowing where all your opponent's troops are, not knowing how
// many he has". With the EXPOSED flag off, an enemy unit on the map is seen only while sighted or
// picketed (the flags of the referee's raw state), and one yet to arrive not at all. Both sides
// order the same hour unseen by the other ("Simultaneous orders"), and a side's orders,
// commands, cohesion and communications are its own.
void HiddenFacts::add_db_secrets(const std::optional<std::string>& seat, Secrets& out) const {
  const decisive::State& s = *db_state(referee_);
  const decisive::Game& g = s.game();
  for (size_t i = 0; i < g.units().size(); ++i) {
    const decisive::UnitId u{static_cast<uint16_t>(i)};
    const decisive::UnitDef& d = g.unit(u);
    const std::string side(decisive::side_name(d.side));
    if (seat && side == *seat) continue;
    out.unknown_sides.insert(side);
    out.masked_units.insert(d.id);
    const decisive::UnitState& us = s.unit(u);
    const bool waiting = us.where == decisive::Where::kWaiting;
    const bool unsighted = us.where == decisive::Where::kOnMap && !g.scenario().exposed &&
                           us.sighting == decisive::Sighting::kUnsighted;
    if (!waiting && !unsighted) continue;
    out.names.insert(d.id);
    out.rule_of_name[d.id] =
        waiting ? fmt::format("{} has not yet arrived", d.id)
                : fmt::format("{} stands unsighted at {}", d.id, g.board().label_text(us.hex));
    if (!waiting) out.hidden_at[d.id] = g.board().label_text(us.hex);
  }
}

HiddenFacts::Secrets HiddenFacts::secrets_for(const std::optional<std::string>& seat) const {
  Secrets out;
  if (db_state(referee_)) {
    if (!referee_.over()) add_db_secrets(seat, out);
    return out;
  }
  if (bka_state(referee_)) {
    if (!referee_.over()) add_bka_secrets(seat, out);
    return out;
  }
  const lga::State* state = lga_state(referee_);
  if (!state || referee_.over()) return out;
  const lga::State& s = *state;
  const auto& board = s.game().board();
  const bool curtained = mover_ && seat != mover_;
  auto hidden_side = [&](lga::Side side) { return !seat || lga::side_name(side) != *seat; };
  auto of_mover = [&](lga::UnitId u) {
    return curtained && std::string(lga::side_name(s.side_of(u))) == *mover_;
  };
  // LGA 3.5: of an enemy stack only the top unit is seen, with the number of units beneath
  // unless a cavalry unit is on top. While the curtain is up the mover's stacks are those the
  // others saw when its movement began.
  std::map<std::pair<std::string, int>, std::vector<lga::UnitId>>
      stacks;  // (area, side), top first
  for (int h = 0; h < board.size(); ++h)
    for (lga::UnitId u : s.units_in(HexId{static_cast<uint16_t>(h)}))
      if (hidden_side(s.side_of(u)) && !of_mover(u))
        stacks[{board.label_text(s.unit(u).hex), lga::index_of(s.side_of(u))}].push_back(u);
  if (curtained) {
    std::map<std::pair<std::string, int>, std::map<int, lga::UnitId>> before;
    for (int i = 0; i < s.unit_count(); ++i) {
      const lga::UnitId u{static_cast<uint16_t>(i)};
      const auto& [area, rank] = start_of_movement_.at(s.def(u).id);
      if (of_mover(u) && !area.empty()) before[{area, lga::index_of(s.side_of(u))}][rank] = u;
    }
    for (const auto& [key, ranked] : before)
      for (const auto& [rank, u] : ranked) stacks[key].push_back(u);
  }
  for (const auto& [key, units] : stacks) {
    for (size_t i = 1; i < units.size(); ++i) {
      out.names.insert(s.def(units[i]).id);
      out.rule_of_name[s.def(units[i]).id] = fmt::format(
          "LGA 3.5: {} is under the top of the stack in {}", s.def(units[i]).id, key.first);
    }
    if (units.size() > 1 && s.def(units[0]).type == lga::UnitType::kCavalry)
      out.uncounted.insert(key.first);
  }
  for (int i = 0; i < s.unit_count(); ++i) {
    const lga::UnitId u{static_cast<uint16_t>(i)};
    if (!hidden_side(s.side_of(u))) continue;
    out.masked_units.insert(s.def(u).id);
    if (of_mover(u) && s.on_map(u)) {
      const std::string now = board.label_text(s.unit(u).hex);
      if (now != start_of_movement_.at(s.def(u).id).first) out.moved_to[s.def(u).id] = now;
    }
  }
  return out;
}

std::vector<Finding> HiddenFacts::search_bka(const json& message,
                                             const std::optional<std::string>& seat) const {
  std::vector<Finding> found;
  find_names(message, seat, "BKA Hidden units", found);
  const Secrets& now = secrets(seat);
  walk(message, [&](const std::string& key, const json& value, const json& object,
                    const std::string& where) {
    const std::string unit = named_unit(object);
    // Where a hidden unit stands, said of it under any name of place.
    if ((key == "hex" || key == "to") && value.is_string() && now.hidden_at.count(unit) &&
        now.hidden_at.at(unit) == value)
      found.push_back({"BKA Hidden units",
                       unit + " stands unseen at " + value.get<std::string>() + ", at " + where});
    // "would not see the actual strength": only a range.
    if (key == "strength" && value.is_number() && now.ranged.count(unit))
      found.push_back(
          {"BKA Uncertainty of intelligence", "the strength of " + unit + ", at " + where});
  });
  return found;
}

void HiddenFacts::find_names(const json& message, const std::optional<std::string>& seat,
                             const std::string& rule, std::vector<Finding>& found) const {
  const Secrets& now = secrets(seat);
  // Events may name a unit the seat saw before the action or sees after it: the secret names
  // there are those hidden both before and now.
  const auto was = before_.find(seat);
  std::set<std::string> hidden_throughout;
  for (const std::string& name : now.names)
    if (was == before_.end() || was->second.names.count(name)) hidden_throughout.insert(name);
  json state = message;
  json events = json::array();
  if (state.is_object() && state.contains("events")) {
    events = state["events"];
    state.erase("events");
  }
  const auto names_in = [&](const json& part, const std::set<std::string>& secret) {
    walk(part, [&](const std::string&, const json& value, const json&, const std::string& where) {
      const auto each = [&](const json& v, const std::string& at) {
        if (!v.is_string()) return;
        const std::string& text = v.get_ref<const std::string&>();
        for (const std::string& name : secret)
          if (text == name ||
              (text.find(' ') != std::string::npos && names_alone(text, name, unit_ids_)))
            found.push_back({rule, now.rule_of_name.at(name) + ", at " + at});
      };
      each(value, where);
      if (value.is_array())
        for (size_t i = 0; i < value.size(); ++i) each(value[i], where + "/" + std::to_string(i));
    });
  };
  names_in(state, now.names);
  names_in(events, hidden_throughout);
}

std::vector<Finding> HiddenFacts::search_db(const json& message,
                                            const std::optional<std::string>& seat) const {
  std::vector<Finding> found;
  find_names(message, seat, "DB Sighting", found);
  const Secrets& now = secrets(seat);
  static const std::set<std::string> kOwnOnly = {
      "order",   "command",   "new_command",      "objectives",
      "goal",    "cohesion",  "in_communication", "leadership",
      "ordered", "surprised", "entrenchment",     "encamped"};
  static const std::set<std::string> kSideOwnOnly = {"profile",  "army_goal",      "army_corps",
                                                     "men_lost", "profile_chosen", "army_ordered",
                                                     "commander"};
  walk(message, [&](const std::string& key, const json& value, const json& object,
                    const std::string& where) {
    std::string unit = named_unit(object);
    for (const char* k : {"brigade", "hq"})
      if (unit.empty() && object.contains(k) && object.at(k).is_string()) unit = object.at(k);
    if (now.masked_units.count(unit) && kOwnOnly.count(key))
      found.push_back({"DB Simultaneous orders", "the " + key + " of " + unit + ", at " + where});
    if ((key == "hex" || key == "to") && value.is_string() && now.hidden_at.count(unit) &&
        now.hidden_at.at(unit) == value)
      found.push_back({"DB Sighting", unit + " stands unsighted at " + value.get<std::string>() +
                                          ", at " + where});
    // A side's own account: its orders given this hour, its profile, its army HQ's plans.
    if (kSideOwnOnly.count(key) && where.find("/sides/") != std::string::npos)
      for (const std::string& side : now.unknown_sides)
        if (where.find("/sides/" + side + "/") != std::string::npos)
          found.push_back({"DB Simultaneous orders", "the " + side + " " + key + ", at " + where});
    if (key == "type" && value == "order_given" && object.contains("side") &&
        now.unknown_sides.count(object.at("side").get<std::string>()))
      found.push_back(
          {"DB Simultaneous orders",
           "an order of the " + object.at("side").get<std::string>() + ", at " + where});
  });
  return found;
}

size_t HiddenFacts::count(const std::optional<std::string>& seat) const {
  const Secrets& s = secrets(seat);
  return 1 + s.names.size() + s.masked_units.size() + s.uncounted.size() + s.moved_to.size() +
         s.ranged.size();
}

std::vector<Finding> HiddenFacts::search(const json& message,
                                         const std::optional<std::string>& seat) const {
  std::vector<Finding> found;
  const std::string type = message.value("type", "");
  // The seed tells every die to come; only a save file, which carries it by design, holds it.
  if (type != "saved" && message.dump().find(seed_text_) != std::string::npos)
    found.push_back({"dice", "the game's seed " + seed_text_});
  if (bka_state(referee_)) {
    for (Finding& f : search_bka(message, seat)) found.push_back(std::move(f));
    return found;
  }
  if (db_state(referee_)) {
    for (Finding& f : search_db(message, seat)) found.push_back(std::move(f));
    return found;
  }

  const Secrets& secrets = this->secrets(seat);
  // What the message says of the game as it stands now: all but the reported events.
  json now = message;
  json events = json::array();
  if (now.is_object() && now.contains("events")) {
    events = now["events"];
    now.erase("events");
  }
  walk(now, [&](const std::string&, const json& value, const json&, const std::string& where) {
    const auto each = [&](const json& v, const std::string& at) {
      if (!v.is_string()) return;
      const std::string& text = v.get_ref<const std::string&>();
      if (secrets.names.count(text)) {
        found.push_back({"LGA 3.5", secrets.rule_of_name.at(text) + ", at " + at});
      } else if (text.find(' ') != std::string::npos) {
        for (const std::string& name : secrets.names)
          if (names_alone(text, name, unit_ids_))
            found.push_back(
                {"LGA 3.5", secrets.rule_of_name.at(name) + ", at " + at + ": " + text});
      }
    };
    each(value, where);
    if (value.is_array())
      for (size_t i = 0; i < value.size(); ++i) each(value[i], where + "/" + std::to_string(i));
  });
  walk(now, [&](const std::string& key, const json& value, const json& object,
                const std::string& where) {
    if (secrets.uncounted.count(key) && value.is_number())
      found.push_back(
          {"LGA 3.5", "the number of units under the cavalry screen in " + key + ", at " + where});
    const std::string unit = named_unit(object);
    if (key == "hex" && value.is_string() && secrets.moved_to.count(unit) &&
        secrets.moved_to.at(unit) == value)
      found.push_back({"LGA 5.66", unit + " moved to " + value.get<std::string>() +
                                       " before the mover's first attack"});
  });
  // Morale and fatigue of the other side's units: in the view and in any event.
  walk(message, [&](const std::string& key, const json& value, const json& object,
                    const std::string& where) {
    if ((key == "morale" || key == "fatigue") && value.is_number() &&
        secrets.masked_units.count(named_unit(object)))
      found.push_back({"LGA 3.4", key + " of " + named_unit(object) + ", at " + where});
  });
  // LGA 5.66: what the mover did before its first attack is never reported to the others.
  // An action that ends the turn may run on into the mover's next turn (when every side in
  // between has nothing to decide): from that "turn" event on, its events are the new turn's
  // public ones (Phase I), no longer the movement behind the curtain.
  if (lga_state(referee_)) {
    std::set<int> turn_passed;
    for (const json& entry : events) {
      if (!entry.is_object() || !unseen_seqs_.count(entry.value("seq", -1))) continue;
      const json& e = entry.value("event", json::object());
      if (e.value("type", "") == "turn") turn_passed.insert(entry.value("seq", -1));
      if (turn_passed.count(entry.value("seq", -1))) continue;
      const std::string mover = entry.value("seat", "");
      if (seat == mover || e.value("side", "") != mover) continue;
      found.push_back({"LGA 5.66", "an unseen " + e.value("type", "event") + " of " + mover +
                                       " at seq " + std::to_string(entry.value("seq", -1))});
    }
  }
  return found;
}

}  // namespace grognard::leak
