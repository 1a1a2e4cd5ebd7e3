#include "server/lobby.h"

#include <fmt/format.h>

#include <boost/asio/post.hpp>
#include <boost/asio/steady_timer.hpp>
#include <chrono>
#include <ctime>
#include <random>

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
      std::string agent = entry.agents.back();
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
      timers_work_(timers_.get_executor()),
      timer_thread_([this] { timers_.run(); }) {}

Lobby::~Lobby() { stop(); }

void Lobby::stop() {
  stopping_ = true;
  timers_work_.reset();
  timers_.stop();
  if (timer_thread_.joinable()) timer_thread_.join();
  computers_.join();
}

RoomServices Lobby::services() {
  RoomServices s;
  s.store = &store_;
  s.run_later = [this](std::function<void()> task) {
    if (!stopping_) boost::asio::post(computers_, std::move(task));
  };
  s.run_after = [this](std::chrono::milliseconds delay, std::function<void()> task) {
    if (stopping_) return;
    auto timer = std::make_shared<boost::asio::steady_timer>(timers_, delay);
    timer->async_wait([this, timer, task = std::move(task)](const boost::system::error_code& ec) {
      if (!ec && !stopping_) boost::asio::post(computers_, task);
    });
  };
  s.log = options_.log;
  return s;
}

std::shared_ptr<Room> Lobby::add_room(GameRecord record, RecordIs origin) {
  const bool is_new = origin == RecordIs::kNew;
  const GameEntry& entry = game_entry(record.game);
  const std::map<std::string, std::string> tokens = record.tokens;
  auto room = std::make_shared<Room>(is_new ? record : std::move(record), entry, services());
  if (is_new) {  // only once it replays; committed before any reply
    for (uint64_t h : room->hashes()) record.hashes.push_back(h);
    store_.create(record);
  }
  std::lock_guard lock(mutex_);
  rooms_[room->id()] = room;
  for (const auto& [token, seat] : tokens) tokens_[token] = Grant{room, seat};
  return room;
}

int Lobby::restore() {
  int restored = 0;
  std::vector<DamagedGame> damaged;
  // A damaged game is quarantined: logged, left out, and left as it is on disk for repair;
  // every other game is served.
  auto quarantine = [&](const std::string& id, const std::string& why) {
    log({{"level", "error"},
         {"msg", "game quarantined: it cannot be restored; the others are served"},
         {"game", id},
         {"error", why}});
  };
  for (GameRecord& record : store_.load_all(damaged)) {
    const std::string id = record.id;
    try {
      add_room(std::move(record), RecordIs::kStored)->wake();
      ++restored;
    } catch (const std::exception& e) {
      quarantine(id, e.what());
    }
  }
  for (const DamagedGame& d : damaged) quarantine(d.id, d.why);
  return restored;
}

size_t Lobby::game_count() const {
  std::lock_guard lock(mutex_);
  return rooms_.size();
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
  std::vector<Grant> held;
  {
    std::lock_guard lock(mutex_);
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

Lobby::Grant Lobby::grant(const json& request) const {
  const std::string token = require_string(request, "token");
  std::lock_guard lock(mutex_);
  auto it = tokens_.find(token);
  if (it == tokens_.end()) throw ProtocolError("bad_token", "this link opens no game");
  return it->second;
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
    uint64_t seed = (static_cast<uint64_t>(std::random_device{}()) << 32) | std::random_device{}();
    if (request.contains("seed"))
      seed = require(request, "seed", json::value_t::number_unsigned, "a whole number ≥ 0")
                 .get<uint64_t>();
    return create(request, {}, scenario, entry, seed);
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
    return create(request, session->log(), session->scenario(), game_entry(session->game_id()),
                  session->seed());
  }
  if (type == "games") {
    const json& tokens = require(request, "tokens", json::value_t::array, "an array");
    if (tokens.size() > 100) throw ProtocolError("too_large", "at most 100 tokens");
    json games = json::array();
    for (const json& t : tokens) {
      if (!t.is_string()) throw ProtocolError("bad_request", "tokens must be strings");
      std::optional<Grant> g;
      {
        std::lock_guard lock(mutex_);
        if (auto it = tokens_.find(t.get<std::string>()); it != tokens_.end()) g = it->second;
      }
      if (g) games.push_back(g->room->summary(t.get<std::string>(), g->seat));
    }
    return {{"type", "games"}, {"games", games}};
  }

  if (type != "join" && type != "act" && type != "undo" && type != "inspect" && type != "save")
    throw ProtocolError("unknown_type",
                        fmt::format("unknown message type '{}' (create, load, join, act, "
                                    "inspect, undo, save, games, ping)",
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
    const uint64_t made_at = require(request, "seq", json::value_t::number_unsigned,
                                     "a whole number ≥ 0 (the seq of the latest update)")
                                 .get<uint64_t>();
    g.room->act(client, *seat, action, made_at, reply_id);
    return nullptr;
  }
  if (type == "undo") {
    g.room->undo(client, *seat, reply_id);
    return nullptr;
  }
  if (type == "inspect") {
    const json& query = require(request, "query", json::value_t::object, "an object");
    return {{"type", "inspection"}, {"query", query}, {"answer", g.room->inspect(*seat, query)}};
  }
  // save: allowed mid-game only to a connection that holds every human seat of the game.
  bool all_here = true;
  {
    std::lock_guard lock(mutex_);
    const auto& held = joined_[client.get()];
    for (const auto& token_seat : g.room->record().tokens) {
      const std::string& s = token_seat.second;  // clang 14 cannot capture a structured binding
      if (s.empty()) continue;
      all_here &= std::any_of(held.begin(), held.end(),
                              [&](const Grant& h) { return h.room == g.room && h.seat == s; });
    }
  }
  return {{"type", "saved"}, {"save", g.room->save(all_here)}};
}

json Lobby::create(const json& request, std::vector<LoggedAction> initial_log, const json& scenario,
                   const GameEntry& entry, uint64_t seed) {
  GameRecord r;
  r.id = random_hex(16);
  r.game = entry.id;
  r.scenario = scenario;
  r.seed = seed;
  try {
    r.seats = read_seats(request, entry, entry.seating(scenario).seats);
  } catch (const DataError& e) {
    throw ProtocolError("bad_request", e.what());
  }
  r.log = std::move(initial_log);
  r.created = utc_now();
  json tokens = json::object();
  for (const auto& [seat, player] : r.seats) {
    if (player.computer) continue;
    const std::string token = random_hex(32);
    r.tokens[token] = seat;
    tokens[seat] = token;
  }
  const std::string spectator = random_hex(32);
  r.tokens[spectator] = "";
  const std::string id = r.id;
  std::shared_ptr<Room> room;
  try {
    room = add_room(std::move(r), RecordIs::kNew);
  } catch (const DataError& e) {
    throw ProtocolError("bad_request", e.what());
  } catch (const IllegalAction& e) {
    throw ProtocolError("bad_request", e.what());
  }
  log({{"msg", "game created"},
       {"game", id},
       {"ruleset", entry.id},
       {"scenario", scenario.value("id", "")}});
  room->wake();
  return {{"type", "created"}, {"game_id", id},
          {"game", entry.id},  {"scenario", scenario.value("id", "")},
          {"tokens", tokens},  {"spectator", spectator}};
}

}  // namespace grognard::server
