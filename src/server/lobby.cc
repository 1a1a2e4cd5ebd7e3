#include "server/lobby.h"

#include <fmt/format.h>

#include <chrono>
#include <ctime>
#include <random>
#include <set>

#include "core/registry.h"
#include "core/rules_error.h"
#include "io/save_file.h"
#include "server/protocol_error.h"

namespace grognard::server {

namespace {

// Secrets come from the operating system's random source, never from a seeded generator.
std::string random_hex(int digits) {
  static thread_local std::random_device device;
  std::string out;
  while (static_cast<int>(out.size()) < digits) out += fmt::format("{:08x}", device());
  out.resize(digits);
  return out;
}

std::string utc_now() {
  const std::time_t t = std::chrono::system_clock::to_time_t(std::chrono::system_clock::now());
  std::tm tm{};
  gmtime_r(&t, &tm);
  char buf[32];
  std::strftime(buf, sizeof buf, "%Y-%m-%dT%H:%M:%SZ", &tm);
  return buf;
}

struct TooDeep {};

// nlohmann's words for a syntax error, without the bytes it quotes ("last read: '...'"): they
// may be a character cut in two, which no reply may carry. Where it is, not what it is.
std::string parse_problem(const json::parse_error& e) {
  std::string what = e.what();
  if (const size_t start = what.find("] "); start != std::string::npos) what.erase(0, start + 2);
  if (const size_t quote = what.find("; last read:"); quote != std::string::npos) what.erase(quote);
  return fmt::format("{} (byte {})", what, e.byte);
}

json parse_message(std::string_view text) {
  if (text.size() > kMaxMessageBytes)
    throw ProtocolError("too_large", fmt::format("a message may hold at most {} bytes, not {}",
                                                 kMaxMessageBytes, text.size()));
  try {
    return json::parse(text, [](int depth, json::parse_event_t, json&) {
      if (depth > kMaxMessageDepth) throw TooDeep{};
      return true;
    });
  } catch (const TooDeep&) {
    throw ProtocolError("too_large",
                        fmt::format("a message may nest at most {} levels", kMaxMessageDepth));
  } catch (const json::parse_error& e) {
    throw ProtocolError("bad_json", fmt::format("not JSON: {}", parse_problem(e)));
  } catch (const json::out_of_range&) {  // nlohmann's "number overflow" (1e99999)
    throw ProtocolError("bad_json", "not JSON this server reads: a number too large for a double");
  }
}

// The id of a request when one can be read from its text, else null: a message refused
// before it is read (over the rate limit) still gets its id back when it has one.
json readable_id(std::string_view text) {
  try {
    const json request = parse_message(text);
    if (!request.is_object()) return nullptr;
    if (auto id = request.find("id"); id != request.end())
      if (id->is_string() || id->is_number_integer()) return *id;
  } catch (const ProtocolError&) {
  }
  return nullptr;
}

const json& require(const json& request, const char* key, json::value_t type,
                    const char* type_name) {
  auto it = request.find(key);
  if (it == request.end()) throw ProtocolError("bad_request", fmt::format("'{}' is missing", key));
  if (it->type() != type &&
      !(type == json::value_t::number_unsigned && it->is_number_integer() && *it >= 0))
    throw ProtocolError("bad_request", fmt::format("'{}' must be {}", key, type_name));
  return *it;
}

std::string require_string(const json& request, const char* key) {
  return require(request, key, json::value_t::string, "a string").get<std::string>();
}

// The seq an act or an undo was made at: a stale one is refused, so a resend changes nothing.
uint64_t made_at(const json& request) {
  return require(request, "seq", json::value_t::number_unsigned,
                 "a whole number ≥ 0 (the seq of the latest update)")
      .get<uint64_t>();
}

const GameEntry& game_entry(const std::string& id) {
  const GameEntry* entry = find_game(id);
  if (!entry) throw ProtocolError("no_game", fmt::format("no game named '{}'", id));
  return *entry;
}

std::map<std::string, SeatPlayer> read_seats(const json& request, const GameEntry& entry,
                                             const std::vector<std::string>& game_seats) {
  const json& seats = require(request, "seats", json::value_t::object, "an object");
  std::map<std::string, SeatPlayer> out;
  for (const std::string& seat : game_seats) {
    auto it = seats.find(seat);
    if (it == seats.end() || !it->is_object())
      throw ProtocolError("bad_request", fmt::format("seats.{}: say who plays it", seat));
    // Read without value(), which throws type_error for a field of another kind.
    const auto player_field = it->find("player");
    const std::string player = player_field != it->end() && player_field->is_string()
                                   ? player_field->get<std::string>()
                                   : "";
    if (player == "human") {
      out[seat] = SeatPlayer{};
    } else if (player == "computer") {
      // Without a choice, the game's own player: it answers at once.
      std::string agent = "heuristic";
      if (const auto agent_field = it->find("agent"); agent_field != it->end()) {
        if (!agent_field->is_string())
          throw ProtocolError("bad_request", fmt::format("seats.{}.agent must be a string ({})",
                                                         seat, fmt::join(entry.agents, ", ")));
        agent = agent_field->get<std::string>();
      }
      if (std::find(entry.agents.begin(), entry.agents.end(), agent) == entry.agents.end())
        throw ProtocolError("bad_request",
                            fmt::format("seats.{}.agent: no computer player '{}' ({})", seat, agent,
                                        fmt::join(entry.agents, ", ")));
      out[seat] = SeatPlayer{true, agent};
    } else {
      throw ProtocolError("bad_request",
                          fmt::format("seats.{}.player must be 'human' or 'computer'", seat));
    }
  }
  for (const auto& [seat, _] : seats.items())
    if (!out.count(seat))
      throw ProtocolError("bad_request", fmt::format("seats: {} has no seat '{}' ({})", entry.id,
                                                     seat, fmt::join(game_seats, ", ")));
  return out;
}

// The human seats the creator takes ("mine"; all of them when absent): the others are
// opened by invitations, so the creator never holds a token for a seat someone else plays.
std::set<std::string> read_mine(const json& request,
                                const std::map<std::string, SeatPlayer>& seats) {
  std::set<std::string> mine;
  const auto field = request.find("mine");
  if (field == request.end()) {
    for (const auto& [seat, player] : seats)
      if (!player.computer) mine.insert(seat);
    return mine;
  }
  if (!field->is_array())
    throw ProtocolError("bad_request", "'mine' must be an array of the seats you take");
  for (size_t i = 0; i < field->size(); ++i) {
    const json& seat = (*field)[i];
    const auto it = seat.is_string() ? seats.find(seat.get<std::string>()) : seats.end();
    if (it == seats.end()) {
      std::vector<std::string> names;
      for (const auto& [name, _] : seats) names.push_back(name);
      throw ProtocolError("bad_request", fmt::format("mine[{}] must name a seat of this game ({})",
                                                     i, fmt::join(names, ", ")));
    }
    if (it->second.computer)
      throw ProtocolError("bad_request",
                          fmt::format("mine[{}]: {} is played by the computer", i, it->first));
    if (!mine.insert(it->first).second)
      throw ProtocolError("bad_request", fmt::format("mine[{}]: {} is named twice", i, it->first));
  }
  return mine;
}

// A save embeds its scenario, so that a designer's scenario travels with it; but content
// altered under a shipped scenario's id would pass for that scenario (in "my games", in the
// board drawn from the shipped file), so it is refused rather than served under that name. Its
// "options" are the choices a game offers before play of any scenario, and may differ.
void refuse_altered_shipped_scenario(const GameEntry& entry, json scenario) {
  const auto id_field = scenario.find("id");
  if (id_field == scenario.end() || !id_field->is_string()) return;
  const std::string id = id_field->get<std::string>();
  if (!ships_scenario(entry, id)) return;  // a designer's own scenario, under an id of its own
  json shipped_content = entry.load_scenario(id);
  shipped_content.erase("options");
  scenario.erase("options");
  if (shipped_content != scenario)
    throw ProtocolError(
        "bad_request",
        fmt::format("save.scenario: '{}' differs from the scenario shipped with {} under that id; "
                    "give an altered scenario an id of its own",
                    id, entry.id));
}

// Every error reply is valid UTF-8 whatever its text quotes (a scenario's or a save's own
// error may name what the client sent).
json error_message(const ProtocolError& e, const json& reply_id) {
  json m = {{"v", 1}, {"type", "error"}, {"code", e.code()}, {"message", valid_utf8(e.what())}};
  if (!e.rule().empty()) m["rule"] = valid_utf8(e.rule());
  if (!reply_id.is_null()) m["id"] = reply_id;
  return m;
}

}  // namespace

Lobby::Lobby(GameStore& store, LobbyOptions options)
    : store_(store),
      options_(std::move(options)),
      computers_(options_.computer_threads),
      balance_(options_.balance),
      timers_work_(timers_.get_executor()),
      release_timer_(timers_),
      wake_timer_(timers_),
      timer_thread_([this] { timers_.run(); }),
      quota_(options_.quotas) {
  release_idle_games_every_minute();
  if (store_.shared()) {
    store_.watch([this](const std::string& game_id) { follow_elsewhere(game_id); });
    wake_held_elsewhere_every_second();
  }
}

Lobby::~Lobby() { stop(); }

void Lobby::stop() {
  stopping_ = true;
  store_.watch({});
  timers_work_.reset();
  timers_.stop();
  if (timer_thread_.joinable()) timer_thread_.join();
  computers_.stop();
  balance_.stop();
}

void Lobby::release_idle_games_every_minute() {
  release_timer_.expires_after(std::min<std::chrono::steady_clock::duration>(
      std::chrono::minutes(1), options_.idle_game_lifetime));
  release_timer_.async_wait([this](const boost::system::error_code& ec) {
    if (ec || stopping_) return;
    const size_t released = release_idle_games(std::chrono::steady_clock::now());
    if (released > 0)
      log({{"msg", "games left memory"}, {"count", released}, {"in_memory", game_count()}});
    release_idle_games_every_minute();
  });
}

// Another server process stored or took back actions of `game_id` ("": of any game): the room
// in memory, if any, follows.
void Lobby::follow_elsewhere(const std::string& game_id) {
  std::vector<std::shared_ptr<Room>> rooms;
  {
    std::lock_guard lock(mutex_);
    if (game_id.empty()) {
      for (const auto& [id, room] : rooms_) rooms.push_back(room);
    } else if (auto it = rooms_.find(game_id); it != rooms_.end()) {
      rooms.push_back(it->second);
    }
  }
  for (const auto& room : rooms) {
    try {
      room->catch_up();
    } catch (const std::exception& e) {
      log({{"level", "error"},
           {"msg", "cannot follow a game another server process changed"},
           {"game", room->id()},
           {"error", e.what()}});
    }
  }
}

// A game another process held, whose computer seat is to move, is taken over here once that
// process lets go of it (it ended, or the game left its memory).
void Lobby::wake_held_elsewhere_every_second() {
  wake_timer_.expires_after(std::chrono::seconds(1));
  wake_timer_.async_wait([this](const boost::system::error_code& ec) {
    if (ec || stopping_) return;
    std::vector<std::shared_ptr<Room>> rooms;
    {
      std::lock_guard lock(mutex_);
      for (const auto& [id, room] : rooms_)
        if (!room->over()) rooms.push_back(room);
    }
    for (const auto& room : rooms) room->wake();
    wake_held_elsewhere_every_second();
  });
}

// A game's computer moves wait their turn behind the games a person plays (when no person
// plays this one) and behind the other creators' (FairQueue).
RoomServices Lobby::services(std::string creator, Attention attention) {
  if (options_.computer_order == LobbyOptions::ComputerOrder::kFifo) {
    creator.clear();  // one queue, in the order asked
    attention = Attention::kUnattended;
  }
  RoomServices s;
  s.store = &store_;
  s.run_later = [this, creator, attention](std::function<void()> task) {
    if (!stopping_) computers_.submit(creator, attention, std::move(task));
  };
  s.run_after = [this, creator, attention](std::chrono::milliseconds delay,
                                           std::function<void()> task) {
    if (stopping_) return;
    auto timer = std::make_shared<boost::asio::steady_timer>(timers_, delay);
    timer->async_wait([this, timer, creator, attention,
                       task = std::move(task)](const boost::system::error_code& ec) {
      if (!ec && !stopping_) computers_.submit(creator, attention, task);
    });
  };
  s.log = options_.log;
  s.computer_slice = options_.computer_slice;
  return s;
}

std::shared_ptr<Room> Lobby::add_room(GameRecord record, RecordIs origin,
                                      const std::string& creator) {
  const bool is_new = origin == RecordIs::kNew;
  const GameEntry& entry = game_entry(record.game);
  const std::map<std::string, std::string> tokens = record.tokens;
  const std::map<std::string, Invitation> invitations = record.invitations;
  const bool person_plays = a_person_plays(record.seats);
  auto room = std::make_shared<Room>(
      is_new ? record : std::move(record), entry,
      services(creator, person_plays ? Attention::kPersonWaiting : Attention::kUnattended));
  if (is_new) {  // only once it replays; committed before any reply
    for (uint64_t h : room->hashes()) record.hashes.push_back(h);
    store_.create(record);
  }
  std::lock_guard lock(mutex_);
  auto [kept, added] = rooms_.try_emplace(room->id(), room);
  if (added) {
    for (const auto& [token, seat] : tokens) tokens_[token] = StoredToken{room->id(), seat};
    for (const auto& [code, invitation] : invitations)
      invitations_[code] = OpenSeat{room->id(), invitation.seat, invitation.claimed};
  }
  return kept->second;
}

// A damaged game is quarantined: logged, left out, and left as it is on disk for repair;
// every other game is served.
void Lobby::quarantine(const std::string& game_id, const std::string& why) {
  log({{"level", "error"},
       {"msg", "game quarantined: it cannot be restored; the others are served"},
       {"game", game_id},
       {"error", why}});
  std::lock_guard lock(mutex_);
  quarantined_.insert(game_id);
}

// Every game is replayed once, so that a damaged one is reported at start; only those whose
// computer seat is to move stay in memory, to play on. The others, finished or waiting for a
// person, are loaded again when someone asks for them: the server's memory grows with the games
// being played, not with every game the store keeps.
int Lobby::restore() {
  int restored = 0;
  for (const std::string& id : store_.game_ids()) {
    try {
      // Scheduled by game: who started it is not stored.
      auto room = add_room(store_.load_game(id), RecordIs::kStored, id);
      ++restored;
      if (room->wake()) continue;
      std::lock_guard lock(mutex_);
      leave_memory(*room);
    } catch (const std::exception& e) {
      quarantine(id, e.what());
    }
  }
  return restored;
}

std::shared_ptr<Room> Lobby::load_stored(const std::string& game_id) {
  {
    std::lock_guard lock(mutex_);
    if (quarantined_.count(game_id)) return nullptr;
    if (auto it = rooms_.find(game_id); it != rooms_.end()) return it->second;
  }
  std::shared_ptr<Room> room;
  try {
    room = add_room(store_.load_game(game_id), RecordIs::kStored, game_id);
  } catch (const std::exception& e) {
    quarantine(game_id, e.what());
    return nullptr;
  }
  log({{"msg", "game loaded"}, {"game", game_id}});
  room->wake();
  return room;
}

std::optional<Lobby::Grant> Lobby::find_grant(const std::string& token) {
  std::optional<StoredToken> opens;
  {
    std::lock_guard lock(mutex_);
    if (auto t = tokens_.find(token); t != tokens_.end()) {
      if (auto r = rooms_.find(t->second.game_id); r != rooms_.end())
        return Grant{r->second, t->second.seat};
      opens = t->second;
    }
  }
  if (!opens) opens = store_.find_token(token);
  if (!opens) return std::nullopt;
  auto room = load_stored(opens->game_id);
  if (!room) return std::nullopt;
  return Grant{room, opens->seat};
}

size_t Lobby::release_idle_games(std::chrono::steady_clock::time_point now) {
  std::vector<std::shared_ptr<Room>> released;  // freed outside the lock
  std::lock_guard lock(mutex_);
  for (const auto& [id, room] : rooms_) {
    // Held by rooms_ alone: no connection joined, no request under way, no computer move
    // waiting or thinking. No one can take it up meanwhile: that goes through mutex_.
    const bool held_elsewhere = room.use_count() > 1;
    if (!held_elsewhere &&
        (room->over() || now - room->last_activity() >= options_.idle_game_lifetime))
      released.push_back(room);
  }
  for (const auto& room : released) leave_memory(*room);
  quota_.forget_refilled(now);
  return released.size();
}

void Lobby::leave_memory(const Room& room) {
  // Tokens given by claims since the game was loaded are not in its record: erased by game.
  std::erase_if(tokens_, [&](const auto& token) { return token.second.game_id == room.id(); });
  std::erase_if(invitations_,
                [&](const auto& invitation) { return invitation.second.game_id == room.id(); });
  creations_.erase(room.id());
  try {
    store_.release(room.id());
  } catch (const StoreError&) {
    // Let go of with the connection that held it.
  }
  rooms_.erase(room.id());
}

size_t Lobby::game_count() const {
  std::lock_guard lock(mutex_);
  return rooms_.size();
}

std::pair<RunningGames, RunningGames> Lobby::running_games(const Client& client) {
  RunningGames by_connection, by_address;
  for (auto it = creations_.begin(); it != creations_.end();) {
    const Creation& c = it->second;
    const auto room = c.room.lock();
    if (c.built && (!room || room->over())) {  // over, or left memory: it counts no more
      it = creations_.erase(it);
      continue;
    }
    if (c.address == client.address()) {
      ++by_address.all;
      by_address.computer_only += c.computer_only;
    }
    if (c.connection == &client) {
      ++by_connection.all;
      by_connection.computer_only += c.computer_only;
    }
    ++it;
  }
  return {by_connection, by_address};
}

json Lobby::catalog() const {
  std::lock_guard lock(mutex_);
  if (catalog_.is_null()) {  // the games and their scenarios are fixed while the server runs
    json games = json::array();
    for (const GameEntry& g : registered_games()) games.push_back(catalog_entry(g));
    catalog_ = {{"games", games}};
  }
  return catalog_;
}

json Lobby::board(const std::string& game, const std::string& scenario) {
  const std::string key = game + "/" + scenario;
  {
    std::lock_guard lock(mutex_);
    if (auto it = boards_.find(key); it != boards_.end()) return it->second;
  }
  const GameEntry& entry = game_entry(game);
  json board;
  try {
    board = entry.board(entry.load_scenario(scenario));
  } catch (const DataError& e) {
    throw ProtocolError("no_scenario", e.what());
  }
  std::lock_guard lock(mutex_);
  boards_[key] = board;
  return board;
}

void Lobby::disconnect(const Client* client) {
  balance_.disconnect(client);
  std::vector<Grant> held;
  {
    std::lock_guard lock(mutex_);
    for (auto& [id, creation] : creations_)
      if (creation.connection == client) creation.connection = nullptr;
    auto it = joined_.find(client);
    if (it == joined_.end()) return;
    held = std::move(it->second);
    joined_.erase(it);
  }
  for (auto& h : held) h.room->leave(client);
}

void Lobby::handle(const std::shared_ptr<Client>& client, std::string_view text) {
  json reply_id;
  try {
    // Before anything else: a message over the allowance is refused whatever it holds.
    if (!client->take_message_allowance(options_.messages_per_second, options_.message_burst)) {
      reply_id = readable_id(text);
      throw ProtocolError("rate_limited", fmt::format("too many messages: at most {} a second",
                                                      options_.messages_per_second));
    }
    const json request = parse_message(text);
    if (!request.is_object()) throw ProtocolError("bad_request", "a message is a JSON object");
    if (auto id = request.find("id"); id != request.end()) {
      if (!id->is_string() && !id->is_number_integer())
        throw ProtocolError("bad_request", "'id' must be a string or an integer");
      reply_id = *id;
    }
    if (request.value("v", json()) != 1)
      throw ProtocolError("bad_version", "this server speaks protocol version 1 (\"v\": 1)");
    json reply = dispatch(client, request, reply_id);
    if (!reply.is_null()) {
      reply["v"] = 1;
      if (!reply_id.is_null()) reply["id"] = reply_id;
      client->send(reply);
    }
  } catch (const ProtocolError& e) {
    client->send(error_message(e, reply_id));
  } catch (const StoreError& e) {
    log({{"level", "error"}, {"msg", "store failed"}, {"error", e.what()}});
    client->send(error_message(
        ProtocolError("internal", "the server could not store this; nothing was changed"),
        reply_id));
  } catch (const std::exception& e) {
    // A message must never bring the server down; what escaped is a bug to fix.
    log({{"level", "error"}, {"msg", "unexpected failure"}, {"error", e.what()}});
    client->send(
        error_message(ProtocolError("internal", "the server failed on this message"), reply_id));
  }
}

Lobby::Grant Lobby::grant(const json& request) {
  auto found = find_grant(require_string(request, "token"));
  if (!found) throw ProtocolError("bad_token", "this link opens no game");
  return *found;
}

json Lobby::dispatch(const std::shared_ptr<Client>& client, const json& request,
                     const json& reply_id) {
  const std::string type = require_string(request, "type");
  if (type == "ping") return {{"type", "pong"}};
  if (type == "create") {
    const GameEntry& entry = game_entry(require_string(request, "game"));
    json scenario;
    try {
      scenario = entry.load_scenario(require_string(request, "scenario"));
    } catch (const DataError& e) {
      throw ProtocolError("no_scenario", e.what());
    }
    // The game's options (catalog "options"), checked when the game is built for its seats.
    if (request.contains("options")) try {
        scenario = with_options(std::move(scenario), request["options"]);
      } catch (const DataError& e) {
        throw ProtocolError("bad_request", e.what());
      }
    uint64_t seed = (static_cast<uint64_t>(std::random_device{}()) << 32) | std::random_device{}();
    SeedChooser chosen_by = SeedChooser::kServer;
    if (request.contains("seed")) {
      seed = require(request, "seed", json::value_t::number_unsigned, "a whole number ≥ 0")
                 .get<uint64_t>();
      chosen_by = SeedChooser::kClient;
    }
    return create(client, request, {}, scenario, entry, seed, chosen_by);
  }
  if (type == "load") {
    const json& save = require(request, "save", json::value_t::object, "a save file (object)");
    std::unique_ptr<Session> session;
    try {
      session = load_save(save, "save");
    } catch (const DataError& e) {
      throw ProtocolError("bad_request", e.what());
    } catch (const IllegalAction& e) {
      throw ProtocolError("bad_request", std::string("save: ") + e.what());
    }
    // A room rebuilds its game from the scenario, the seed and the log alone.
    if (!session->setup_dice().empty())
      throw ProtocolError("bad_request",
                          "save.setup_dice: the server cannot play a game whose set-up dice "
                          "were forced");
    const GameEntry& entry = game_entry(session->game_id());
    refuse_altered_shipped_scenario(entry, session->scenario());
    return create(client, request, session->log(), session->scenario(), entry, session->seed(),
                  session->seed_chosen_by());
  }
  if (type == "claim") return claim(request);
  if (type == "balance") {
    balance_.start(client, request, reply_id);  // replies itself, before the job's messages
    return nullptr;
  }
  if (type == "balance_scenario") return balance_.scenario_seats(request);
  if (type == "balance_cancel") return balance_.cancel(client.get());
  if (type == "games") {
    const json& tokens = require(request, "tokens", json::value_t::array, "an array");
    if (tokens.size() > 100) throw ProtocolError("too_large", "at most 100 tokens");
    json games = json::array();
    for (const json& t : tokens) {
      if (!t.is_string()) throw ProtocolError("bad_request", "tokens must be strings");
      if (const std::optional<Grant> g = find_grant(t.get<std::string>()))
        games.push_back(g->room->summary(t.get<std::string>(), g->seat));
    }
    return {{"type", "games"}, {"games", games}};
  }

  if (type != "join" && type != "act" && type != "undo" && type != "inspect" && type != "save")
    throw ProtocolError("unknown_type",
                        fmt::format("unknown message type '{}' (create, load, claim, join, "
                                    "act, inspect, undo, save, games, ping)",
                                    type));
  const Grant g = grant(request);
  const std::optional<std::string> seat =
      g.seat.empty() ? std::nullopt : std::optional<std::string>(g.seat);
  if (type == "join") {
    {
      std::lock_guard lock(mutex_);
      auto& held = joined_[client.get()];
      if (std::none_of(held.begin(), held.end(),
                       [&](const Grant& h) { return h.room == g.room && h.seat == g.seat; }))
        held.push_back(g);
    }
    g.room->join(client, seat, reply_id);
    return nullptr;
  }
  if (!seat && type == "save") return {{"type", "saved"}, {"save", g.room->save(false)}};
  if (!seat) throw ProtocolError("bad_token", "a spectator link may only watch");
  if (type == "act") {
    const json& action = require(request, "action", json::value_t::object, "an object");
    g.room->act(client, *seat, action, made_at(request), reply_id);
    return nullptr;
  }
  if (type == "undo") {
    g.room->undo(client, *seat, made_at(request), reply_id);
    return nullptr;
  }
  if (type == "inspect") {
    const json& query = require(request, "query", json::value_t::object, "an object");
    return {{"type", "inspection"}, {"query", query}, {"answer", g.room->inspect(*seat, query)}};
  }
  // save: allowed mid-game only to a connection that holds every human seat of the game,
  // invited ones included.
  bool all_here = true;
  {
    std::lock_guard lock(mutex_);
    const auto& held = joined_[client.get()];
    for (const auto& seat_player : g.room->record().seats) {
      const std::string& s = seat_player.first;  // clang 14 cannot capture a structured binding
      if (seat_player.second.computer) continue;
      all_here &= std::any_of(held.begin(), held.end(),
                              [&](const Grant& h) { return h.room == g.room && h.seat == s; });
    }
  }
  return {{"type", "saved"}, {"save", g.room->save(all_here)}};
}

json Lobby::create(const std::shared_ptr<Client>& client, const json& request,
                   std::vector<LoggedAction> initial_log, const json& scenario,
                   const GameEntry& entry, uint64_t seed, SeedChooser seed_chosen_by) {
  GameRecord r;
  r.id = random_hex(16);
  r.game = entry.id;
  r.scenario = scenario;
  r.seed = seed;
  r.seed_chosen_by = seed_chosen_by;
  try {
    r.seats = read_seats(request, entry, entry.seating(scenario).seats);
  } catch (const DataError& e) {
    throw ProtocolError("bad_request", e.what());
  }
  const std::set<std::string> mine = read_mine(request, r.seats);
  r.log = std::move(initial_log);
  r.created = utc_now();
  json tokens = json::object(), invitations = json::object();
  for (const auto& [seat, player] : r.seats) {
    if (player.computer) continue;
    const std::string secret = random_hex(32);
    if (mine.count(seat)) {
      r.tokens[secret] = seat;
      tokens[seat] = secret;
    } else {
      r.invitations[secret] = Invitation{seat, false};
      invitations[seat] = secret;
    }
  }
  const std::string spectator = random_hex(32);
  r.tokens[spectator] = "";
  const std::string id = r.id;
  {
    // Counted as running from here, so that two requests at once cannot both pass the cap.
    std::lock_guard lock(mutex_);
    const bool computer_only = !a_person_plays(r.seats);
    const auto [by_connection, by_address] = running_games(*client);
    quota_.admit(client->address(), by_connection, by_address, computer_only,
                 std::chrono::steady_clock::now());
    creations_[id] = Creation{client->address(), client.get(), computer_only, {}, false};
  }
  auto forget_creation = [&] {
    std::lock_guard lock(mutex_);
    creations_.erase(id);
  };
  std::shared_ptr<Room> room;
  try {
    room = add_room(std::move(r), RecordIs::kNew, client->address());
  } catch (const DataError& e) {
    forget_creation();
    throw ProtocolError("bad_request", e.what());
  } catch (const IllegalAction& e) {
    forget_creation();
    throw ProtocolError("bad_request", e.what());
  } catch (...) {
    forget_creation();
    throw;
  }
  {
    std::lock_guard lock(mutex_);
    if (auto it = creations_.find(id); it != creations_.end()) {
      it->second.room = room;
      it->second.built = true;
    }
  }
  log({{"msg", "game created"},
       {"game", id},
       {"ruleset", entry.id},
       {"scenario", scenario.value("id", "")}});
  room->wake();
  return {{"type", "created"},     {"game_id", id},
          {"game", entry.id},      {"scenario", scenario.value("id", "")},
          {"tokens", tokens},      {"invitations", invitations},
          {"spectator", spectator}};
}

// An invitation becomes its seat's token once: the first claim wins, any later one is refused.
json Lobby::claim(const json& request) {
  const std::string code = require_string(request, "invitation");
  // An invitation of a game out of memory brings the game back, and with it its invitations.
  bool known = false;
  {
    std::lock_guard lock(mutex_);
    known = invitations_.count(code) > 0;
  }
  if (!known)
    if (const auto game_id = store_.find_invitation(code)) load_stored(*game_id);
  OpenSeat invited;
  {
    std::lock_guard lock(mutex_);
    auto it = invitations_.find(code);
    if (it == invitations_.end()) throw ProtocolError("bad_token", "this invitation opens no game");
    if (it->second.claimed)
      throw ProtocolError("claimed",
                          "this invitation has already been used: its seat is taken (whoever "
                          "claimed it holds the seat's link)");
    it->second.claimed = true;  // taken now, so a claim racing this one is refused
    invited = it->second;
  }
  const std::string token = random_hex(32);
  try {
    store_.claim(invited.game_id, code, token);
  } catch (const StoreConflict&) {
    // Claimed through another server process on the same database.
    throw ProtocolError("claimed",
                        "this invitation has already been used: its seat is taken (whoever "
                        "claimed it holds the seat's link)");
  } catch (const StoreError&) {
    std::lock_guard lock(mutex_);
    if (auto it = invitations_.find(code); it != invitations_.end()) it->second.claimed = false;
    throw;
  }
  {
    std::lock_guard lock(mutex_);
    tokens_[token] = StoredToken{invited.game_id, invited.seat};
  }
  const std::optional<Grant> opened = find_grant(token);
  if (!opened) throw ProtocolError("bad_token", "this invitation's game cannot be restored");
  log({{"msg", "invitation claimed"}, {"game", invited.game_id}, {"seat", invited.seat}});
  return {{"type", "claimed"},
          {"game_id", invited.game_id},
          {"game", opened->room->record().game},
          {"scenario", opened->room->record().scenario.value("id", "")},
          {"seat", invited.seat},
          {"token", token}};
}

}  // namespace grognard::server
