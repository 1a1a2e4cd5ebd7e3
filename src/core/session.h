// The type-erased face of a game in progress, used by the CLI, save files, the server and
// the tests that run over every registered game. A ruleset writes a typed State (see
// TypedSession below for what it must provide) and never deals with logs or hashing.
#pragma once

#include <cstdint>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "core/events.h"
#include "core/legal_runs.h"
#include "core/rng.h"
#include "core/rules_error.h"

namespace grognard {

// One entry of the action log: the action and any die results forced for it.
struct LoggedAction {
  json action;
  std::vector<int> forced_dice;
  int dice_rolled = 0;   // not saved: replaying the action rolls them again
  int telling_dice = 0;  // of those, the rolls that changed the game (Rng::telling_rolls)
};

// Who chose a game's seed, which fixes every future die. Only the server's own draw from the
// operating system's random source keeps the dice unknown to the players; anything else (a
// seed a client or the CLI's user gave, a save that does not say) counts as the client's.
enum class SeedChooser { kServer, kClient };
std::string seed_chooser_name(SeedChooser chooser);  // "server", "client"
std::optional<SeedChooser> seed_chooser_from(const std::string& name);

// A position of a session to come back to: its state after the first `actions()` entries of
// its log, kept without the log. A server keeps one before each action a person may take back,
// and hands one to a computer player to think on: copies of the state alone, whatever the
// game's length.
class SessionMark {
 public:
  virtual ~SessionMark() = default;
  size_t actions() const { return actions_; }

 protected:
  explicit SessionMark(size_t actions) : actions_(actions) {}

 private:
  size_t actions_;
};

class Session {
 public:
  virtual ~Session() = default;
  virtual std::unique_ptr<Session> clone() const = 0;
  // The position now, without the log.
  virtual std::unique_ptr<SessionMark> mark() const = 0;
  // A session at the position now whose log starts empty: a server's computer player plays its
  // turn there, and the moves reach the game only once they are stored.
  virtual std::unique_ptr<Session> branch() const = 0;
  // Back to a position this session passed through and marked: its state, and the log cut to
  // the mark's length. Throws std::invalid_argument for another game's mark or one past the
  // log's end.
  virtual void rewind(const SessionMark& mark) = 0;

  virtual std::string game_id() const = 0;
  virtual const json& scenario() const = 0;
  virtual uint64_t seed() const = 0;
  virtual std::vector<std::string> seats() const = 0;
  // The seat that must decide now; nullopt once the game is over.
  virtual std::optional<std::string> to_move() const = 0;
  virtual bool over() const = 0;

  virtual std::vector<json> legal_actions() const = 0;
  // Why the action is illegal now (or malformed), or nullopt if legal. Never mutates.
  virtual std::optional<RuleViolation> validate(const json& action) const = 0;
  // The one door: validates, applies, records the action in the log, returns the events.
  // On an illegal action or unusable forced dice, throws and leaves the session unchanged.
  // A replay that shows no one its events (loading a save, rebuilding a room) skips them.
  Events apply(const json& action, const std::vector<int>& forced_dice = {},
               EventMode events = EventMode::kRecord);
  // The same door for one action of a batch (docs/cli.md, `apply`): the action's rolls take
  // forced dice from the front of `dice`, which keeps those it did not roll for the next action.
  Events apply_taking_dice(const json& action, std::vector<int>& dice);

  // --- The one door for a seat: everything below that names a seat is built from what that
  // seat may know (S::view_for), never from the referee's state. ---
  // All a seat may know; nullopt is the referee's complete view.
  virtual json view(const std::optional<std::string>& seat) const = 0;
  // The seat's legal actions as its own view lists them (the referee still checks each one).
  virtual std::vector<json> legal_actions_for(const std::string& seat) const = 0;
  // The same list written as runs (legal_runs.h), each run's JSON text, as an update carries it.
  virtual RunTexts legal_runs_for(const std::string& seat) const = 0;
  // Why the seat's action is refused, in words built from the seat's view (nullopt: legal).
  // Where only what the seat may not see forbids it, the words say no more than that.
  virtual std::optional<RuleViolation> validate_for(const std::string& seat,
                                                    const json& action) const = 0;
  // What every seat may know (a spectator's view while the game runs).
  virtual json public_view() const = 0;
  // The same two views without what never changes in a game, where the game says what that is
  // (S::changing_json; else the views themselves): what an update compares from one action to
  // the next. A connection holds the whole view, sent on joining; a patch between two of these
  // applies to it, for what they leave out is the same in both, and every array keeps its
  // elements in the same places.
  virtual json changing_view(const std::optional<std::string>& seat) const = 0;
  virtual json changing_public_view() const = 0;
  // The part of `events` a seat may see (nullopt: what every seat may see).
  virtual Events events_for(const Events& events, const std::optional<std::string>& seat) const = 0;
  // Answers a game-defined question for the UI (docs/protocol.md: "reachable", "preview")
  // from what `seat` may know (nullopt: what every seat may know). Throws DataError for a malformed
  // or unknown query.
  virtual json inspect(const json& query, const std::optional<std::string>& seat) const = 0;
  // Final result (null while the game is running).
  virtual json result() const = 0;
  virtual uint64_t hash() const = 0;
  virtual std::string narrate(const json& event) const = 0;

  const std::vector<LoggedAction>& log() const { return log_; }
  // Die results forced for the rolls made while setting the game up (`new --dice`); saved.
  const std::vector<int>& setup_dice() const { return setup_dice_; }
  // Travels with the game into its save files and replays (docs/cli.md, "Save files").
  SeedChooser seed_chosen_by() const { return seed_chosen_by_; }
  void set_seed_chosen_by(SeedChooser chooser) { seed_chosen_by_ = chooser; }

 protected:
  // Throws unless every forced die was rolled, or `keep_unrolled`: then the log entry records
  // only the dice the action rolled.
  virtual Events apply_validated(const json& action, const std::vector<int>& forced_dice,
                                 bool keep_unrolled, EventMode events) = 0;
  std::vector<LoggedAction> log_;
  std::vector<int> setup_dice_;
  SeedChooser seed_chosen_by_ = SeedChooser::kClient;
};

// The refusal of forced dice that no roll used, by `apply` and by a game's set-up alike.
IllegalAction unused_dice(size_t count, const std::string& why = "");

// Builds a Session from a ruleset's typed State. S provides:
//   using Action;  static constexpr const char* kGameId;
//   std::vector<std::string> seat_names() const;  // may be static: the same in every game
//   std::vector<SeatTeam> seat_teams() const;     // optional: seats that play as one side
//   std::optional<int> to_move() const;           // seat index
//   std::vector<Action> legal_actions() const;
//   std::optional<RuleViolation> validate(const Action&) const;
//   Events do_apply(const Action&, EventMode = EventMode::kRecord);
//                                                   // called only with a validated action; a
//                                                   // search skips the events (EventSink)
//   bool over() const; json result() const; uint64_t hash() const;
//   json to_json(std::optional<int> seat) const;   // the view; nullopt: everything
//   json changing_json(std::optional<int>) const; // optional: to_json less what never changes
//   Events events_for(const Events&, std::optional<int> seat) const;
//   S view_for(int seat) const;                     // what a seat may know, as a State
//   S public_view() const;                          // what every seat may know
//   json inspect(const json& query) const;          // throws DataError
//   Action parse_action(const json&) const;         // throws DataError
//   json action_json(const Action&) const;
//   std::string narrate(const json& event) const;
//   Rng& rng();
template <class S>
class TypedSession : public Session {
 public:
  TypedSession(S state, json scenario, uint64_t seed, std::vector<int> setup_dice = {})
      : state_(std::move(state)),
        scenario_(std::make_shared<const json>(std::move(scenario))),
        seed_(seed) {
    setup_dice_ = std::move(setup_dice);
  }

  // The typed position a mark keeps (a computer player reads `state`).
  struct Mark : SessionMark {
    Mark(S s, size_t actions) : SessionMark(actions), state(std::move(s)) {}
    S state;
  };

  std::unique_ptr<Session> clone() const override { return std::make_unique<TypedSession>(*this); }
  std::unique_ptr<SessionMark> mark() const override {
    return std::make_unique<Mark>(state_, log_.size());
  }
  std::unique_ptr<Session> branch() const override {
    std::unique_ptr<TypedSession> b(new TypedSession(state_, scenario_, seed_));
    b->setup_dice_ = setup_dice_;
    b->seed_chosen_by_ = seed_chosen_by_;
    return b;
  }
  void rewind(const SessionMark& mark) override {
    const auto* typed = dynamic_cast<const Mark*>(&mark);
    if (!typed) throw std::invalid_argument(std::string("not a mark of a ") + S::kGameId + " game");
    if (mark.actions() > log_.size())
      throw std::invalid_argument("a mark after " + std::to_string(mark.actions()) +
                                  " actions, but the log holds " + std::to_string(log_.size()));
    state_ = typed->state;
    log_.resize(mark.actions());
  }
  std::string game_id() const override { return S::kGameId; }
  const json& scenario() const override { return *scenario_; }
  uint64_t seed() const override { return seed_; }
  std::vector<std::string> seats() const override { return state_.seat_names(); }
  std::optional<std::string> to_move() const override {
    if (auto s = state_.to_move()) return state_.seat_names()[*s];
    return std::nullopt;
  }
  bool over() const override { return state_.over(); }

  std::vector<json> legal_actions() const override {
    std::vector<json> out;
    for (const auto& a : state_.legal_actions()) out.push_back(state_.action_json(a));
    return out;
  }
  std::optional<RuleViolation> validate(const json& action) const override {
    try {
      return state_.validate(state_.parse_action(action));
    } catch (const DataError& e) {
      return RuleViolation{"action", e.what()};
    }
  }
  json view(const std::optional<std::string>& seat) const override {
    if (!seat) return state_.to_json(std::nullopt);
    const int i = seat_index(*seat);
    return state_.view_for(i).to_json(i);
  }
  std::vector<json> legal_actions_for(const std::string& seat) const override {
    return legal_actions_json(state_.view_for(seat_index(seat)));
  }
  RunTexts legal_runs_for(const std::string& seat) const override {
    const S view = state_.view_for(seat_index(seat));
    // A game whose list is long may write its runs its own way (Napoleon at Waterloo's
    // movement phase lists thousands of moves, fixed for the phase: written once).
    if constexpr (requires { view.legal_run_texts(); })
      return view.legal_run_texts();
    else
      return run_texts(legal_runs(legal_actions_json(view)));
  }
  std::optional<RuleViolation> validate_for(const std::string& seat,
                                            const json& action) const override {
    const auto verdict = validate(action);
    if (!verdict) return std::nullopt;
    const S view = state_.view_for(seat_index(seat));
    try {
      if (auto seen = view.validate(view.parse_action(action))) return seen;
    } catch (const DataError& e) {
      return RuleViolation{"action", e.what()};
    }
    // Naming the rule would tell what lies behind the fog; say only that something does.
    return RuleViolation{"", "refused by the rules for a reason this seat cannot see"};
  }
  int seat_index(const std::string& seat) const { return seat_index_in(state_, seat); }
  static std::vector<json> legal_actions_json(const S& view) {
    const auto legal = view.legal_actions();
    std::vector<json> out;
    out.reserve(legal.size());
    for (const auto& a : legal) out.push_back(view.action_json(a));
    return out;
  }
  static int seat_index_in(const S& state, const std::string& seat) {
    const auto names = state.seat_names();
    for (size_t i = 0; i < names.size(); ++i)
      if (names[i] == seat) return static_cast<int>(i);
    throw DataError("seat", "no seat named '" + seat + "'");
  }
  Events events_for(const Events& events, const std::optional<std::string>& seat) const override {
    return state_.events_for(events, seat ? std::optional<int>(seat_index(*seat)) : std::nullopt);
  }
  json inspect(const json& query, const std::optional<std::string>& seat) const override {
    if (!seat) return state_.public_view().inspect(query);
    return state_.view_for(seat_index(*seat)).inspect(query);
  }
  json public_view() const override { return state_.public_view().to_json(std::nullopt); }
  json changing_view(const std::optional<std::string>& seat) const override {
    if constexpr (requires { state_.changing_json(std::nullopt); }) {
      if (!seat) return state_.changing_json(std::nullopt);
      const int i = seat_index(*seat);
      return state_.view_for(i).changing_json(i);
    } else {
      return view(seat);
    }
  }
  json changing_public_view() const override {
    if constexpr (requires { state_.changing_json(std::nullopt); })
      return state_.public_view().changing_json(std::nullopt);
    else
      return public_view();
  }
  json result() const override { return state_.result(); }
  uint64_t hash() const override { return state_.hash(); }
  std::string narrate(const json& event) const override { return state_.narrate(event); }

  const S& state() const { return state_; }

  // The typed door, for agents and self-play: validated, logged, applied.
  Events apply_typed(const typename S::Action& a, const std::vector<int>& forced_dice = {}) {
    if (auto v = state_.validate(a)) throw IllegalAction(*v);
    return commit(a, forced_dice, false, EventMode::kRecord);
  }

 protected:
  Events apply_validated(const json& action, const std::vector<int>& forced_dice,
                         bool keep_unrolled, EventMode events) override {
    typename S::Action a;
    try {
      a = state_.parse_action(action);
    } catch (const DataError& e) {
      throw IllegalAction(RuleViolation{"action", e.what()});
    }
    if (auto v = state_.validate(a)) throw IllegalAction(*v);
    return commit(a, forced_dice, keep_unrolled, events);
  }

 private:
  TypedSession(S state, std::shared_ptr<const json> scenario, uint64_t seed)
      : state_(std::move(state)), scenario_(std::move(scenario)), seed_(seed) {}

  Events commit(const typename S::Action& a, const std::vector<int>& forced_dice,
                bool keep_unrolled, EventMode mode) {
    S next = state_;  // apply to a copy: a failure leaves the session untouched
    next.rng().clear_forced();
    next.rng().force(forced_dice);
    const uint64_t rolls_before = next.rng().rolls();
    const uint64_t telling_before = next.rng().telling_rolls();
    Events events = next.do_apply(a, mode);
    const int dice_rolled = static_cast<int>(next.rng().rolls() - rolls_before);
    const int telling_dice = static_cast<int>(next.rng().telling_rolls() - telling_before);
    const size_t unrolled = next.rng().forced_pending();
    if (unrolled != 0 && !keep_unrolled) throw unused_dice(unrolled);
    next.rng().clear_forced();  // the next action's, if any: it forces them again
    state_ = std::move(next);
    const std::vector<int> rolled(forced_dice.begin(), forced_dice.end() - unrolled);
    log_.push_back(LoggedAction{state_.action_json(a), rolled, dice_rolled, telling_dice});
    return events;
  }

  S state_;
  std::shared_ptr<const json> scenario_;  // shared by clones: it never changes
  uint64_t seed_;
};

}  // namespace grognard
