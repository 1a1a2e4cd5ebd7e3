// A game of Struggle for the Continent in progress. Seats are the nations of the scenario,
// in the scenario's order (teams first, then the neutrals); one person may hold a whole team.
// The game hides nothing: every seat sees the whole state.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/rng.h"
#include "core/rules_error.h"
#include "core/seating.h"
#include "core/session.h"
#include "games/struggle-for-the-continent/actions.h"
#include "games/struggle-for-the-continent/battle.h"
#include "games/struggle-for-the-continent/game.h"
#include "games/struggle-for-the-continent/neutral_request.h"

namespace grognard::sfc {

enum class Phase : uint8_t { kSetup, kMove, kJoin, kBattle, kOver };

constexpr int kNoTeam = -1;
constexpr int kMovesPerTurn = 2;  // SFC 2.1

struct Army {
  int id = 0;  // stable for the whole game: battles follow their armies by it
  NationId nation;
  AreaId at;
  int moves = 0;  // left this team turn (SFC 2.1)
  bool operator==(const Army&) const = default;
};

// An attack waiting for the allies named in it to join or decline (SOURCES.md 5).
struct PendingJoin {
  Attack attack;
  std::vector<NationId> allies;  // in the order they are asked
  size_t asked = 0;              // allies[asked] decides now
};

// One individual combat of a wave, for views and the report.
struct FoughtPair {
  NationId attacker, defender;
  PairCombat combat;
};

// A battle between waves (SFC 4.1-4.5): who fights, and whose decision comes next.
struct PendingBattle {
  AreaId to;
  NationId attacker;              // the nation that attacked: it may break off
  std::vector<AreaId> from;       // where the attacking groups stand
  Battle battle;                  // the lines, in line order
  std::vector<int> attacker_ids;  // the armies of battle.attackers(), same order
  std::vector<int> defender_ids;  // the armies of battle.defenders(), same order
  std::vector<std::vector<FoughtPair>> waves;
  bool attacker_asked = false;       // the attacker fights on; defenders decide next
  std::optional<NationId> deciding;  // the defending nation deciding now
};

class State {
 public:
  using Action = sfc::Action;
  static constexpr const char* kGameId = "struggle-for-the-continent";

  State(std::shared_ptr<const Game> game, uint64_t seed);

  // --- the Session contract (core/session.h) ---
  std::vector<std::string> seat_names() const;
  std::vector<SeatTeam> seat_teams() const;
  std::optional<int> to_move() const;  // the seat: a nation's index
  std::vector<Action> legal_actions() const;
  std::optional<RuleViolation> validate(const Action& a) const;
  Events do_apply(const Action& a, EventMode mode = EventMode::kRecord);
  bool over() const { return phase_ == Phase::kOver; }
  json result() const;
  uint64_t hash() const;
  json to_json(std::optional<int>) const { return view_json(true); }
  // The view without what never changes in a game (the teams' and nations' names, each
  // nation's attack, armies in all, armies a turn and capital, each province's owner): what
  // the server compares from update to update (core/session.h).
  json changing_json(std::optional<int>) const { return view_json(false); }
  Action parse_action(const json& j) const;
  json action_json(const Action& a) const;
  Events events_for(const Events& events, std::optional<int> seat) const;
  json inspect(const json& query) const;
  std::string narrate(const json& event) const;
  Rng& rng() { return rng_; }
  State view_for(int seat) const;
  State public_view() const;
  std::vector<std::string> broken_invariants() const;

  // --- queries, for rules, agents, tests and the UI ---
  const Game& game() const { return *game_; }
  Phase phase() const { return phase_; }
  int round() const { return round_; }
  int team() const { return team_; }                   // whose team turn it is
  NationId nation_to_move() const { return nation_; }  // the nation whose turn (or set-up) it is
  int to_place() const { return to_place_; }
  const std::vector<Army>& armies() const { return armies_; }
  int armies_of(NationId n, AreaId a) const;
  int armies_of(NationId n) const;
  // Armies of the nation in the province that still have a move this team turn.
  int ready_armies(NationId n, AreaId a) const;
  int mobilised(NationId n) const { return mobilised_[n.value]; }
  bool in_war(NationId n) const { return in_war_[n.value]; }
  // The nation's team now (a neutral that joined has one); kNoTeam for a neutral.
  int team_of(NationId n) const { return team_of_[n.value]; }
  // The nations of a team in their order of play, newcomers last (SFC 5.7).
  const std::vector<NationId>& team_order(int team) const { return team_order_[team]; }
  // The team holding a province, or kNoTeam (a neutral's province).
  int controller(AreaId a) const { return controller_[a.value]; }
  // The team whose armies stand in a province, if any (armies of two teams never share one).
  int occupier(AreaId a) const;
  bool capital_held(NationId n) const;
  // The team's leader (SFC 5.4): its first nation still in the war.
  std::optional<NationId> leader(int team) const;
  bool team_has_acted() const { return team_acted_; }
  const std::optional<PendingJoin>& join() const { return join_; }
  const std::optional<PendingBattle>& battle() const { return battle_; }
  // Where the nation's armies may retreat from the battle's province (SFC 4.2, proposal 8).
  std::vector<AreaId> retreats(NationId n) const;
  // The defending nations with armies in the battle, in their team's order.
  std::vector<NationId> defending_nations() const;
  TeamStrength strength(int team) const;
  // Why the team to move may not ask this neutral now, or nullopt (SFC 5.1-5.6).
  std::optional<RuleViolation> ask_violation(NationId neutral) const;
  // Provinces held, capitals counting three (the score of an unfinished game).
  int score(int team) const;
  // The winning team once the game is over; nullopt for a draw or while it runs.
  std::optional<int> winner() const { return winner_; }

 private:
  // Every seat sees the same view; without the fixed parts unless `whole`.
  json view_json(bool whole) const;
  std::optional<RuleViolation> validate_place(const Place& p) const;
  std::optional<RuleViolation> validate_move(const Move& m) const;
  std::optional<RuleViolation> validate_attack(const Attack& a) const;
  std::optional<RuleViolation> validate_battle_choice(const Action& a) const;
  std::string province(AreaId a) const { return game_->board().name(a); }
  std::string name(NationId n) const { return game_->nation(n).name; }

  void apply_move(const Move& m, EventSink& ev);
  void apply_attack(const Attack& a, EventSink& ev);
  void apply_ask(const AskNeutral& a, EventSink& ev);
  void placed(EventSink& ev);
  void start_battle(const Attack& a, EventSink& ev);
  void fight_wave(EventSink& ev);
  void next_battle_decision(EventSink& ev);
  void retreat(NationId n, AreaId to, EventSink& ev);
  void end_battle(EventSink& ev);
  void check_defeats(EventSink& ev);
  void start_play(EventSink& ev);
  // Play from a scenario's position instead of the set-up (opening.cc in the Game).
  void start_from(const Opening& o, EventSink& ev);
  void start_team_turn(EventSink& ev);
  void begin_nation_turn(EventSink& ev);
  void mobilise(NationId n, EventSink& ev);
  void next_nation(EventSink& ev);
  void end_team_turn(EventSink& ev);
  void finish(std::optional<int> winner, const std::string& reason, EventSink& ev);
  void take_control(AreaId a, int team, EventSink& ev);
  void add_armies(NationId n, AreaId a, int count, int moves);
  void remove_army(int id);

  std::shared_ptr<const Game> game_;
  Rng rng_;
  Phase phase_ = Phase::kSetup;
  int round_ = 1;
  int team_ = 0;
  int order_ = 0;  // index in team_order_[team_]
  NationId nation_;
  int to_place_ = 0;
  bool entry_setup_ = false;  // a newcomer sets up (5.7); play goes on afterwards
  bool team_acted_ = false;   // a nation of the team has moved or attacked this team turn
  int next_army_id_ = 0;
  std::vector<Army> armies_;
  std::vector<int> mobilised_;
  std::vector<bool> in_war_;
  std::vector<int> team_of_;
  std::vector<std::vector<NationId>> team_order_;
  std::vector<int> controller_;
  std::optional<PendingJoin> join_;
  std::optional<PendingBattle> battle_;
  std::optional<int> winner_;
  std::string end_reason_;
};

}  // namespace grognard::sfc
