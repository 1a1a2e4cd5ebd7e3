// What each seat must never see, listed per game from the rules' own words, and a search for
// those facts in anything a seat receives. It is independent of the code it checks: it reads
// the referee's whole state and never calls view_for, public_view, events_for or to_json, so
// a view that leaks cannot vouch for itself.
#pragma once

#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "core/session.h"

namespace grognard::leak {

// A hidden fact found in a message: the rule that hides it and what it is.
struct Finding {
  std::string rule;
  std::string what;
};

class HiddenFacts {
 public:
  // One seat's secrets at this moment.
  struct Secrets {
    std::set<std::string> names;  // unit ids whose presence must not be told (current parts)
    std::map<std::string, std::string> rule_of_name;
    std::set<std::string> masked_units;           // morale and fatigue unknown
    std::set<std::string> uncounted;              // area labels whose unit count is unknown
    std::map<std::string, std::string> moved_to;  // unit -> area it reached unseen
    // Blitzkrieg at the Ardennes (revised): hidden units and infiltrators by id, where they
    // stand, and the units whose strength the seat sees only as a range.
    std::map<std::string, std::string> hidden_at;  // unit -> hex label
    std::set<std::string> ranged;
    // Decisive Battles: the sides whose orders, profile and army HQ's plans the seat may not
    // know (the enemy's; both for a spectator). Their units' orders, commands, cohesion and
    // communications are in masked_units.
    std::set<std::string> unknown_sides;
  };
  // `referee` is the game as the server holds it; it must outlive this object. Call
  // observe() after each action applied to it, before searching the messages it caused.
  explicit HiddenFacts(const Session& referee);
  void observe();
  // What `message` shows `seat` (nullopt: a spectator) that the rules hide from it now.
  std::vector<Finding> search(const json& message, const std::optional<std::string>& seat) const;
  // How many facts are hidden from `seat` now (a check that checks nothing is no check).
  size_t count(const std::optional<std::string>& seat) const;
  // The secrets found for seat now, and when (the same as count(), kept for messages).
  const Secrets& secrets(const std::optional<std::string>& seat) const;

 private:
  Secrets secrets_for(const std::optional<std::string>& seat) const;
  void observe_lga();
  void add_bka_secrets(const std::optional<std::string>& seat, Secrets& out) const;
  std::vector<Finding> search_bka(const json& message,
                                  const std::optional<std::string>& seat) const;
  void add_db_secrets(const std::optional<std::string>& seat, Secrets& out) const;
  std::vector<Finding> search_db(const json& message, const std::optional<std::string>& seat) const;
  // The names a message holds that the seat may not be told: in the state, those hidden now; in
  // the events, those hidden both before the action and now.
  void find_names(const json& message, const std::optional<std::string>& seat,
                  const std::string& rule, std::vector<Finding>& found) const;

  // Every unit id of the game, to tell a hidden name from a longer visible one containing it.
  std::vector<std::string> unit_ids_;
  std::map<std::optional<std::string>, Secrets> now_;     // by seat, as of the last observe()
  std::map<std::optional<std::string>, Secrets> before_;  // as of the observe() before

  const Session& referee_;
  std::string seed_text_;
  // LGA 5.66: the mover's units and where they stood when its movement phase began.
  std::optional<std::string> mover_;
  std::string turn_;  // the mover's side and the date of its movement phase
  // Every unit -> its area ("" off the map) and place in its side's stack there, top first.
  std::map<std::string, std::pair<std::string, int>> start_of_movement_;
  std::set<int> unseen_seqs_;  // actions whose events only the mover may read
};

}  // namespace grognard::leak
