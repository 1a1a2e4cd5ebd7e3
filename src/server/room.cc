#include "server/room.h"

#include <fmt/format.h>

#include <algorithm>
#include <map>
#include <optional>
#include <string>
#include <utility>

#include "core/json_patch.h"
#include "core/legal_runs.h"
#include "core/rules_error.h"
#include "core/state_hash.h"
#include "io/save_file.h"
#include "server/protocol_error.h"

namespace grognard::server {

namespace {

constexpr size_t kHistoryEvents = 200;
constexpr size_t kUndoDepth = 64;

json with_id(json message, const json& reply_id) {
  message["v"] = 1;
  if (!reply_id.is_null()) message["id"] = reply_id;
  return message;
}

}  // namespace

Room::Room(GameRecord record, const GameEntry& entry, RoomServices services)
    : record_(std::move(record)), entry_(entry), services_(std::move(services)) {
  teams_ = teams_json(entry_.seating(record_.scenario));
  const std::vector<LoggedAction> log = std::move(record_.log);
  const std::vector<std::optional<uint64_t>> hashes = std::move(record_.hashes);
  record_.log.clear();
  record_.hashes.clear();
  rebuild(log, hashes);
}

// The game from its start through `log`, checking each stored state hash.
void Room::rebuild(const std::vector<LoggedAction>& log,
                   const std::vector<std::optional<uint64_t>>& hashes) {
  session_ = replay(0);
  actors_.clear();
  hashes_.clear();
  undo_.clear();
  history_.clear();
  for (size_t i = 0; i < log.size(); ++i)
    apply_stored(i, log[i], i < hashes.size() ? hashes[i] : std::nullopt, false);
  over_ = session_->over();
  // The trailing actions a person could still take back get their snapshots, as if the
  // server had never stopped: one more replay up to the first of them.
  size_t first = log.size();
  while (first > 0 && session_->log()[first - 1].telling_dice == 0 &&
         actors_[first - 1] == actors_.back() && !is_computer(actors_.back()) &&
         log.size() - first < kUndoDepth)
    --first;
  if (first < log.size()) {
    auto s = replay(first);
    for (size_t i = first; i < log.size(); ++i) {
      undo_.push_back(s->mark());
      s->apply(log[i].action, log[i].forced_dice, EventMode::kSkip);
    }
  }
}

// Log entry number `entry`, as stored, applied with its bookkeeping; returns who made it. A
// stored row rewritten behind the server's back replays into another game: refused by its
// hash. `undoable`: a person's action keeps a snapshot to be taken back (a rebuild makes the
// trailing ones at its end instead).
std::string Room::apply_stored(size_t entry, const LoggedAction& stored,
                               std::optional<uint64_t> hash, bool undoable, Events* events) {
  const auto actor = session_->to_move();
  if (!actor) throw DataError("log[" + std::to_string(entry) + "]", "the game was already over");
  std::unique_ptr<SessionMark> before =
      undoable && !is_computer(*actor) ? session_->mark() : nullptr;
  Events made = session_->apply(stored.action, stored.forced_dice);
  if (hash && *hash != session_->hash())
    throw DataError("log[" + std::to_string(entry) + "]",
                    "replays to state hash " + hash_text(session_->hash()) + ", not the " +
                        hash_text(*hash) + " stored with it");
  hashes_.push_back(session_->hash());
  note_action(*actor, std::move(before), made);
  if (events) *events = std::move(made);
  return *actor;
}

void Room::catch_up() {
  std::lock_guard lock(mutex_);
  follow_store();
  schedule_computer();
}

// Called with the lock held. What another server process stored since: the new entries are
// applied; if the last entry this room holds is no longer stored as it was (taken back there),
// the game is rebuilt from the store. Every watcher gets an update either way. Following is
// not activity here: a game only other processes serve leaves this one's memory when idle.
void Room::follow_store() {
  const size_t have = session_->log().size();
  StoredLog stored =
      services_.store->load_log(record_.id, have == 0 ? 0 : static_cast<int>(have) - 1);
  const size_t known = have == 0 ? 0 : 1;  // entries of `stored` this room holds already
  if (have > 0 &&
      (stored.log.empty() || stored.hashes[0] != std::optional<uint64_t>(hashes_.back()))) {
    const GameRecord whole = services_.store->load_game(record_.id);
    rebuild(whole.log, whole.hashes);
    broadcast({});
    return;
  }
  if (stored.log.size() <= known) return;
  std::vector<PastEvent> fresh;
  for (size_t i = known; i < stored.log.size(); ++i) {
    // A person's action stays one they may take back through this process too.
    Events events;
    const std::string actor =
        apply_stored(stored.from + i, stored.log[i], stored.hashes[i], true, &events);
    const int seq = static_cast<int>(session_->log().size());
    for (const json& e : events) fresh.push_back(PastEvent{seq, actor, e});
  }
  over_ = session_->over();
  broadcast(fresh);
}

// The bookkeeping after an action is in the log: who made it, whether it can be taken back
// (no die that changed the game rolled, same seat as the trailing undoable actions), and its
// events. Taking back restores the dice too: the same action rolls the same numbers again.
void Room::note_action(const std::string& actor, std::unique_ptr<SessionMark> before,
                       const Events& events) {
  const bool rolled = session_->log().back().telling_dice > 0;
  if (rolled || !before || (!actors_.empty() && actors_.back() != actor)) undo_.clear();
  if (!rolled && before) {
    if (undo_.size() == kUndoDepth) undo_.erase(undo_.begin());
    undo_.push_back(std::move(before));
  }
  actors_.push_back(actor);
  remember(static_cast<int>(session_->log().size()), actor, events);
}

void Room::remember(int seq, const std::string& actor, const Events& events) {
  for (const json& e : events) history_.push_back(PastEvent{seq, actor, e});
  while (history_.size() > kHistoryEvents) history_.pop_front();
}

bool Room::is_computer(const std::string& seat) const {
  auto it = record_.seats.find(seat);
  return it != record_.seats.end() && it->second.computer;
}

bool Room::can_undo(const std::string& seat) const {
  return !undo_.empty() && !actors_.empty() && actors_.back() == seat &&
         session_->to_move() == seat;
}

std::unique_ptr<Session> Room::replay(size_t actions) const {
  auto s = entry_.start(record_.scenario, record_.seed);
  s->set_seed_chosen_by(record_.seed_chosen_by);
  for (size_t i = 0; i < actions; ++i)
    s->apply(session_->log()[i].action, session_->log()[i].forced_dice, EventMode::kSkip);
  return s;
}

Events Room::commit(const json& action, const std::string& actor) {
  // People may take a move back, so keep the position before it; computers never undo.
  std::unique_ptr<SessionMark> before = is_computer(actor) ? nullptr : session_->mark();
  const Events events = session_->apply(action);  // throws, unchanged, when illegal
  const int seq = static_cast<int>(session_->log().size()) - 1;
  try {
    services_.store->append(record_.id, seq, session_->log().back(), session_->hash());
  } catch (const StoreError&) {
    if (before)
      session_->rewind(*before);
    else
      session_ = replay(static_cast<size_t>(seq));
    throw;
  }
  hashes_.push_back(session_->hash());
  note_action(actor, std::move(before), events);
  over_ = session_->over();
  last_activity_ = std::chrono::steady_clock::now();
  return events;
}

json Room::events_json(const std::optional<std::string>& seat,
                       const std::vector<PastEvent>& events) const {
  json out = json::array();
  for (const PastEvent& p : events)
    for (const json& e : session_->events_for(Events{p.event}, seat)) {
      // The server's own events (an undo) are told here; the game tells its own.
      const std::string text = e.value("type", "") == "undo"
                                   ? p.actor + " takes back the last action"
                                   : session_->narrate(e);
      out.push_back({{"seq", p.seq}, {"seat", p.actor}, {"event", e}, {"text", text}});
    }
  return out;
}

json Room::view_of(const std::optional<std::string>& seat, ViewPart part) const {
  const bool changing = part == ViewPart::kChanging;
  if (!seat && !session_->over())
    return changing ? session_->changing_public_view() : session_->public_view();
  return changing ? session_->changing_view(seat) : session_->view(seat);
}

Room::Update Room::update_for(const std::optional<std::string>& seat,
                              const std::vector<PastEvent>& events) {
  const bool over = session_->over();
  const auto to_move = session_->to_move();
  const uint64_t seq = session_->log().size();
  RunTexts legal;
  if (seat && to_move == seat) legal = session_->legal_runs_for(*seat);
  // A spectator sees everything once the game is over.
  const auto events_seat = (!seat && over) ? std::optional<std::string>() : seat;
  json message = {{"v", 1},
                  {"type", "update"},
                  {"game_id", record_.id},
                  {"seat", seat ? json(*seat) : json(nullptr)},
                  {"seq", seq},
                  {"to_move", to_move ? json(*to_move) : json(nullptr)},
                  {"over", over},
                  {"result", session_->result()},
                  {"events", events_json(events_seat, events)},
                  {"can_undo", seat && can_undo(*seat)}};
  // Most of a view and of a legal list stays as it was after one action: send the seat's
  // connections what changed. The list's patch only when it is the shorter of the two. The
  // views compared leave out what never changes, which the connections got on joining.
  json view = view_of(seat, ViewPart::kChanging);
  std::string legal_members;
  if (auto held = held_.find(seat); held != held_.end()) {
    message["since"] = held->second.seq;
    message["patch"] = json_patch(held->second.view, view);
    legal_members = legal_list_members(held->second.legal_runs, legal);
    held->second = HeldView{seq, std::move(view), std::move(legal)};
  } else {
    message["view"] = view_of(seat, ViewPart::kWhole);
    legal_members = legal_list_members({}, legal);
    held_.emplace(seat, HeldView{seq, std::move(view), std::move(legal)});
  }
  return {std::move(message), std::move(legal_members)};
}

void Room::forget_unwatched_views() {
  std::erase_if(subscribers_, [](const Subscriber& s) { return s.client.expired(); });
  std::erase_if(held_, [&](const auto& held) {
    return std::none_of(subscribers_.begin(), subscribers_.end(),
                        [&](const Subscriber& s) { return s.seat == held.first; });
  });
}

void Room::broadcast(const std::vector<PastEvent>& fresh) {
  forget_unwatched_views();
  // One update a seat, written once for all its connections (their held view is the same).
  std::map<std::optional<std::string>, std::string> updates;
  for (const Subscriber& s : subscribers_) {
    auto update = updates.find(s.seat);
    if (update == updates.end())
      update = updates.emplace(s.seat, update_for(s.seat, fresh).text()).first;
    if (auto c = s.client.lock()) c->send_text(update->second);
  }
}

void Room::join(const std::shared_ptr<Client>& client, const std::optional<std::string>& seat,
                const json& reply_id) {
  std::lock_guard lock(mutex_);
  const bool already = std::any_of(subscribers_.begin(), subscribers_.end(), [&](const auto& s) {
    return s.client.lock() == client && s.seat == seat;
  });
  if (!already) subscribers_.push_back(Subscriber{client, seat});
  last_activity_ = std::chrono::steady_clock::now();
  // The whole view; the seat's other connections, if any, hold the same one.
  held_.erase(seat);
  Update joined = update_for(seat, std::vector<PastEvent>(history_.begin(), history_.end()));
  json& message = joined.message;
  message["type"] = "joined";
  message["game"] = record_.game;
  message["scenario"] = record_.scenario.value("id", "");
  // GET /api/board serves the shipped scenarios only: a designer's board comes with the game.
  if (!ships_scenario(entry_, record_.scenario.value("id", ""))) {
    if (designer_board_.is_null()) designer_board_ = entry_.board(record_.scenario);
    message["board"] = designer_board_;
  }
  message["seats"] = seats_json(record_.seats);
  message["teams"] = teams_;
  message = with_id(std::move(message), reply_id);
  client->send_text(joined.text());
}

void Room::leave(const Client* client) {
  std::lock_guard lock(mutex_);
  std::erase_if(subscribers_, [&](const Subscriber& s) {
    auto c = s.client.lock();
    return !c || c.get() == client;
  });
  forget_unwatched_views();
}

void Room::act(const std::shared_ptr<Client>& client, const std::string& seat, const json& action,
               uint64_t made_at, const json& reply_id) {
  std::lock_guard lock(mutex_);
  if (session_->over()) throw ProtocolError("game_over", "the game is over");
  refuse_if_stale(made_at, "action");
  if (session_->to_move() != seat)
    throw ProtocolError("not_your_turn", "it is " + session_->to_move().value_or("no one") +
                                             "'s decision, not " + seat + "'s");
  // A refusal is worded from the seat's own view: the referee's reasons may name what it hides.
  // Rule "action": the action is malformed (a field missing or of the wrong kind, no such unit),
  // not refused by a rule of the game.
  if (auto refused = session_->validate_for(seat, action)) {
    if (refused->rule == "action") throw ProtocolError("bad_request", refused->reason);
    throw ProtocolError("illegal", refused->reason, refused->rule);
  }
  Events events;
  try {
    events = commit(action, seat);
  } catch (const StoreConflict&) {
    follow_store();
    throw ProtocolError("stale",
                        "another server process stored an action of this game first: the game "
                        "has moved on");
  }
  const int seq = static_cast<int>(session_->log().size());
  client->send(with_id({{"type", "ack"}, {"seq", seq}}, reply_id));
  if (services_.log)
    services_.log({{"msg", "action"},
                   {"game", record_.id},
                   {"seat", seat},
                   {"seq", seq},
                   {"action", action}});
  std::vector<PastEvent> fresh;
  for (const json& e : events) fresh.push_back(PastEvent{seq, seat, e});
  broadcast(fresh);
  schedule_computer();
}

void Room::refuse_if_stale(uint64_t made_at, const char* what) const {
  if (const uint64_t now = session_->log().size(); made_at != now)
    throw ProtocolError("stale", fmt::format("the game has moved on: it is at seq {}, this "
                                             "{} was made at {}",
                                             now, what, made_at));
}

void Room::undo(const std::shared_ptr<Client>& client, const std::string& seat, uint64_t made_at,
                const json& reply_id) {
  std::lock_guard lock(mutex_);
  refuse_if_stale(made_at, "undo");
  if (!can_undo(seat))
    throw ProtocolError("cannot_undo",
                        "nothing to take back: the last action must be yours, roll no die, and "
                        "still leave the decision with you");
  const int seq = static_cast<int>(session_->log().size()) - 1;
  try {
    services_.store->truncate(record_.id, seq);
  } catch (const StoreConflict&) {
    follow_store();
    throw ProtocolError("stale",
                        "another server process stored an action of this game after yours: the "
                        "game has moved on");
  }
  session_->rewind(*undo_.back());
  undo_.pop_back();
  actors_.pop_back();
  hashes_.pop_back();
  over_ = session_->over();
  last_activity_ = std::chrono::steady_clock::now();
  const json note = {{"type", "undo"}, {"seat", seat}};
  remember(seq, seat, {note});
  client->send(with_id({{"type", "ack"}, {"seq", seq}}, reply_id));
  if (services_.log) services_.log({{"msg", "undo"}, {"game", record_.id}, {"seat", seat}});
  broadcast({PastEvent{seq, seat, note}});
}

json Room::inspect(const std::string& seat, const json& query) const {
  std::lock_guard lock(mutex_);
  try {
    return session_->inspect(query, seat);
  } catch (const DataError& e) {
    throw ProtocolError("bad_request", e.what());
  }
}

json Room::save(bool all_humans_here) const {
  std::lock_guard lock(mutex_);
  if (!session_->over() && !all_humans_here)
    throw ProtocolError("hidden",
                        "another player takes part in this game: a save file holds the seed, "
                        "which would tell the future dice; it can be saved once the game ends");
  return save_json(*session_);
}

json Room::summary(const std::string& token, const std::string& seat) const {
  std::lock_guard lock(mutex_);
  const auto to_move = session_->to_move();
  return {{"token", token},
          {"game_id", record_.id},
          {"game", record_.game},
          {"scenario", record_.scenario.value("id", "")},
          {"seat", seat.empty() ? json(nullptr) : json(seat)},
          {"to_move", to_move ? json(*to_move) : json(nullptr)},
          {"over", session_->over()},
          {"seq", session_->log().size()},
          {"created", record_.created}};
}

bool Room::wake() {
  std::lock_guard lock(mutex_);
  schedule_computer();
  return !session_->over() && computer_is_to_move();
}

// Called with the lock held.
bool Room::computer_is_to_move() const {
  const auto to_move = session_->to_move();
  return to_move && is_computer(*to_move);
}

// Called with the lock held: if a computer seat is to move, let it think on another thread.
void Room::schedule_computer() {
  if (computer_pending_ || !computer_is_to_move() || !services_.run_later) return;
  // With several server processes on one database, the one holding the game moves its computer
  // seats; the others follow what it stores (Lobby wakes them now and then, to take it over).
  try {
    if (!services_.store->hold(record_.id)) return;
  } catch (const StoreError&) {
    return;
  }
  computer_pending_ = true;
  const uint64_t seq = session_->log().size();
  services_.run_later([self = shared_from_this(), seq] { self->computer_turn(seq); });
}

// In a game a person plays, a computer's turn is one task: it thinks and moves, move after move
// while a computer seat is to move, for up to the computer slice, then stores the moves in one
// commit, and every watcher gets one update for them all; then the rest waits in the queue
// again. A game of computers alone makes one move a task, so it never keeps a thread from a
// game a person waits on. The moves are made on a branch of the session, off the lock, and
// reach the game once stored: nobody sees a move a crash could lose. (Seats never change, so
// they are read off the lock.)
void Room::computer_turn(uint64_t seq) {
  const bool person_waits = a_person_plays(record_.seats);
  const auto slice_ends = std::chrono::steady_clock::now() + services_.computer_slice;
  std::optional<std::pair<std::string, std::string>> failure;  // what failed, and why
  std::string seat;
  std::unique_lock lock(mutex_);
  std::unique_ptr<Session> branch =
      session_->log().size() == seq ? session_->branch() : nullptr;  // computer_pending_ holds
  lock.unlock();
  std::vector<uint64_t> hashes;  // after each move of the branch
  while (branch) {
    const auto to_move = branch->to_move();
    if (!to_move || !is_computer(*to_move)) break;
    seat = *to_move;
    const uint64_t move = seq + branch->log().size();
    json action;
    try {
      // Seeded by the game and the move number: a restarted server chooses the same.
      action = entry_.choose(*branch->mark(), seat, record_.seats.at(seat).agent,
                             record_.seed ^ (move * 0x9E3779B97F4A7C15ULL));
    } catch (const std::exception& e) {
      failure = {"could not choose a move", e.what()};
      break;
    }
    try {
      branch->apply(action);
    } catch (const std::exception& e) {
      failure = {"chose a move the rules refuse", e.what()};
      break;
    }
    hashes.push_back(branch->hash());
    if (!person_waits || std::chrono::steady_clock::now() >= slice_ends) break;
  }
  lock.lock();
  std::vector<PastEvent> fresh;
  bool moved = false;  // an action may bring no event, and still changes what everyone sees
  // A person cannot act meanwhile (the seat to move is the computer's); another process may.
  if (branch && !branch->log().empty() && session_->log().size() == seq) {
    try {
      services_.store->append_all(record_.id, static_cast<int>(seq), branch->log(), hashes);
      for (size_t i = 0; i < hashes.size(); ++i) {
        Events events;
        const std::string actor =
            apply_stored(seq + i, branch->log()[i], hashes[i], false, &events);
        moved = true;
        for (const json& e : events)
          fresh.push_back(PastEvent{static_cast<int>(seq + i + 1), actor, e});
      }
      over_ = session_->over();
      last_activity_ = std::chrono::steady_clock::now();
      computer_failures_ = 0;
    } catch (const StoreConflict&) {
      // Another process moved first (it held the game a moment ago): follow it, and think again.
      failure.reset();
      try {
        follow_store();
      } catch (const std::exception& e) {
        failure = {"could not follow the stored game", e.what()};
      }
    } catch (const std::exception& e) {
      failure = {"could not store its moves", e.what()};
    }
  }
  computer_pending_ = false;
  if (moved) broadcast(fresh);
  if (failure) return computer_failed(seat, failure->first, failure->second);
  schedule_computer();
}

// Called with the lock held.
void Room::computer_failed(const std::string& seat, const std::string& what,
                           const std::string& why) {
  // 0.25 s, 0.5 s, 1 s ... up to 30 s between tries: a full disk may take a while to clear.
  const auto delay =
      std::min(std::chrono::milliseconds(250) * (1 << std::min(computer_failures_, 7)),
               std::chrono::milliseconds(30000));
  ++computer_failures_;
  if (services_.log)
    services_.log({{"level", "error"},
                   {"msg", "computer player " + what + "; retrying"},
                   {"game", record_.id},
                   {"seat", seat},
                   {"attempt", computer_failures_},
                   {"retry_in_ms", delay.count()},
                   {"error", why}});
  const json notice = {
      {"v", 1},
      {"type", "error"},
      {"code", "computer_stalled"},
      {"game_id", record_.id},
      {"seat", seat},
      {"retry_in_s", delay.count() / 1000.0},
      {"message", "The computer player for " + seat + " " + what + "; it tries again in " +
                      std::to_string((delay.count() + 999) / 1000) + " s."}};
  std::erase_if(subscribers_, [](const Subscriber& s) { return s.client.expired(); });
  for (const Subscriber& s : subscribers_)
    if (auto c = s.client.lock()) c->send(notice);
  if (!services_.run_after) return;
  computer_pending_ = true;  // until the retry runs
  const uint64_t seq = session_->log().size();
  services_.run_after(delay, [self = shared_from_this(), seq] { self->computer_turn(seq); });
}

}  // namespace grognard::server
