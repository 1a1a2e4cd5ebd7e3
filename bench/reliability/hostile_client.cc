// One hostile client of the soak: a random mix of what a server must refuse, each message's
// answer read and tallied by its error code.
#include <boost/asio/connect.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/write.hpp>
#include <thread>

#include "soak_shared.h"
#include "ws_client.h"

namespace grognard::reliability {

namespace {

using harness::WsClient;
using harness::WsClosed;
using harness::WsTimeout;
constexpr auto kAnswerTimeout = std::chrono::seconds(10);
// Between two rounds: about 40 messages a second, under the default limit of 50, so that most
// hostile messages reach the checks they aim at rather than the rate limit.
constexpr auto kPause = std::chrono::milliseconds(25);
constexpr auto kNeverReaderLife = std::chrono::seconds(15);

const char* const kNotJson[] = {"hello",
                                "{",
                                "{\"v\":1,",
                                "}",
                                "[1,2",
                                "\"unterminated",
                                "{\"v\":1,\"type\":\"ping\"",
                                "nul\x01l",
                                "é",
                                "{中",
                                "😀",
                                "[\"é\", é]",
                                "{\"v\":1,\"type\":\"ping\"}é",
                                "{\"v\":1,\"type\":\"ping\"}}",
                                "\u00a0{}",
                                "{\"v\":1,\"type\":\"ping\",\"id\":1e99999}"};
// Bytes that are not UTF-8, or a character cut in two: a text frame must be UTF-8.
const char* const kCutUtf8[] = {
    "\xff\xc3", "{\"v\":1,\"type\":\"\xe4\xb8",           "\xc3", "é\xc3", "\xed\xa0\x80",
    "\xc0\xaf", "{\"v\":1,\"type\":\"ping\"}\xf0\x9f\x98"};
const char* const kUnknownTypes[] = {"delete_everything", "admin", "",       "ACT", "act ",
                                     "shutdown",          "pong",  "update", "ack"};

std::string random_hex(std::mt19937_64& rng, int digits) {
  static const char kHex[] = "0123456789abcdef";
  std::string out;
  for (int i = 0; i < digits; ++i) out += kHex[rng() % 16];
  return out;
}

class HostileClient {
 public:
  HostileClient(SoakShared& shared, uint64_t seed) : shared_(shared), rng_(seed) {}

  void run() {
    while (!shared_.stop) {
      try {
        one_round();
      } catch (const WsClosed& e) {
        dropped(e.close_code);
        client_.reset();
      } catch (const WsTimeout&) {
        tally([](SoakFigures& f) { ++f.unanswered; });
        client_.reset();
      } catch (const std::exception& e) {
        tally([](SoakFigures& f) { ++f.hostile_failures; });
        shared_.problem(std::string("a hostile client failed: ") + e.what());
        client_.reset();
      }
      std::this_thread::sleep_for(kPause);
    }
  }

 private:
  template <class Change>
  void tally(Change change) {
    std::lock_guard lock(shared_.mutex);
    change(shared_.figures);
  }
  void sent(const std::string& kind, long n = 1) {
    tally([&](SoakFigures& f) { f.sent_by_kind[kind] += n; });
  }
  void dropped(int status) {
    tally(
        [&](SoakFigures& f) { ++f.dropped_by_status[status ? std::to_string(status) : "reset"]; });
  }

  WsClient& connection() {
    if (!client_) {
      client_ = std::make_unique<WsClient>(shared_.port, kAnswerTimeout);
      watch(*client_);
    }
    return *client_;
  }
  void watch(WsClient& client) {
    client.on_message([this](std::string_view text) {
      shared_.seed_findings += shared_.seeds->watch().count_in(text);
    });
  }

  // Reads one answer and tallies it by its error code (or its type).
  json answer() {
    const std::string text = connection().read_text();
    json m = json::parse(text, nullptr, false);
    if (m.is_discarded() || !m.is_object()) {
      tally([](SoakFigures& f) { ++f.invalid_answers; });
      shared_.problem("an answer that is not a JSON object: " + text.substr(0, 200));
      return nullptr;
    }
    const std::string key =
        m.value("type", "") == "error" ? m.value("code", "?") : m.value("type", "?");
    tally([&](SoakFigures& f) { ++f.answers_by_code[key]; });
    return m;
  }
  json send_and_answer(const std::string& kind, const std::string& text) {
    sent(kind);
    connection().send_text(text);
    return answer();
  }
  // An act no one may make: any acknowledgement is a hostile act applied.
  void act(const std::string& kind, const json& message) {
    const json reply = send_and_answer(kind, message.dump());
    if (reply.value("type", "") == "ack") {
      tally([](SoakFigures& f) { ++f.hostile_applied; });
      shared_.problem("a hostile act (" + kind + ") was acknowledged: " + message.dump());
    }
  }

  // A game of this client's own, never played: its tokens are foreign to every other game.
  void ensure_foreign_game() {
    if (!foreign_tokens_.empty()) return;
    const json created = connection().request(
        {{"type", "create"},
         {"game", "napoleon-at-waterloo"},
         {"scenario", "waterloo"},
         {"seed", shared_.seeds->next()},
         {"seats", {{"french", {{"player", "human"}}}, {"allied", {{"player", "human"}}}}}});
    if (created.value("type", "") != "created")
      throw std::runtime_error("cannot create a game of its own: " + created.dump());
    const json games =
        connection().request({{"type", "games"}, {"tokens", {created["tokens"]["french"]}}});
    const std::string to_move = games["games"][0]["to_move"];
    for (const auto& [seat, token] : created["tokens"].items())
      (seat == to_move ? foreign_to_move_ : foreign_waiting_) = token.get<std::string>();
    foreign_tokens_ = created["tokens"].get<std::map<std::string, std::string>>();
    std::lock_guard lock(shared_.mutex);
    shared_.foreign_games.push_back(foreign_tokens_);
  }

  json victim_act(const std::optional<Victim>& victim) {
    if (victim) return victim->next_act;
    return {{"v", 1}, {"type", "act"}, {"seq", 1}, {"action", {{"type", "end_phase"}}}};
  }

  void one_round() {
    switch (rng_() % 15) {
      case 0: {
        std::string text = kNotJson[rng_() % std::size(kNotJson)];
        if (rng_() % 3 == 0) {  // printable noise
          text.clear();
          for (size_t n = 1 + rng_() % 200; n > 0; --n) text += static_cast<char>(32 + rng_() % 95);
        }
        return void(send_and_answer("not_json", text));
      }
      case 1:
        return void(send_and_answer("cut_utf8", kCutUtf8[rng_() % std::size(kCutUtf8)]));
      case 2:
        return wrong_types();
      case 3:
        return void(send_and_answer(
            "unknown_type",
            json({{"v", 1}, {"type", kUnknownTypes[rng_() % std::size(kUnknownTypes)]}}).dump()));
      case 4: {  // over the 256 KiB message limit, under the 1 MiB frame limit
        const size_t pad = 256 * 1024 + rng_() % (700 * 1024);
        return void(send_and_answer(
            "too_large",
            json({{"v", 1}, {"type", "ping"}, {"pad", std::string(pad, 'x')}}).dump()));
      }
      case 5:  // over 1 MiB: the server closes the connection (1009)
        return void(send_and_answer("frame_over_1MiB",
                                    std::string(1024 * 1024 + 1 + rng_() % (512 * 1024), '[')));
      case 6: {
        const size_t depth = 65 + rng_() % 20000;
        std::string text(depth, '[');
        if (rng_() % 2) text += std::string(depth, ']');
        return void(send_and_answer("too_deep", text));
      }
      case 7:
        return flood();
      case 8:
      case 9:
      case 10:
      case 11:
      case 12:
        return act_with_token(static_cast<int>(rng_() % 5));
      case 13:
        if (shared_.never_readers_running == 0) return never_read();
        return flood();
      default:
        return open_and_drop();
    }
  }

  void wrong_types() {
    ensure_foreign_game();
    const std::string token = foreign_to_move_;
    const json seats = {{"french", {{"player", "human"}}}, {"allied", {{"player", "human"}}}};
    const json cases[] = {
        {{"v", "1"}, {"type", "ping"}},
        {{"v", 1}, {"type", 5}},
        {{"v", 1}, {"type", "ping"}, {"id", {{"a", 1}}}},
        json::array({1, 2, 3}),
        nullptr,
        42,
        "ping",
        {{"v", 1}, {"type", "create"}, {"game", 7}, {"scenario", "waterloo"}, {"seats", seats}},
        {{"v", 1},
         {"type", "create"},
         {"game", "napoleon-at-waterloo"},
         {"scenario", "waterloo"},
         {"seats", json::array({1, 2})}},
        {{"v", 1},
         {"type", "create"},
         {"game", "napoleon-at-waterloo"},
         {"scenario", "waterloo"},
         {"seed", -5},
         {"seats", seats}},
        {{"v", 1},
         {"type", "create"},
         {"game", "napoleon-at-waterloo"},
         {"scenario", "waterloo"},
         {"seats", {{"french", {{"player", "robot"}}}, {"allied", {{"player", "human"}}}}}},
        {{"v", 1}, {"type", "act"}, {"token", token}, {"seq", "0"}, {"action", json::object()}},
        {{"v", 1}, {"type", "act"}, {"token", token}, {"seq", -1}, {"action", json::object()}},
        {{"v", 1}, {"type", "act"}, {"token", token}, {"seq", 0.5}, {"action", json::object()}},
        {{"v", 1}, {"type", "act"}, {"token", token}, {"seq", 0}, {"action", json::array()}},
        {{"v", 1}, {"type", "act"}, {"token", token}, {"seq", 0}, {"action", {{"type", 3}}}},
        {{"v", 1}, {"type", "act"}, {"token", 12345}, {"seq", 0}, {"action", json::object()}},
        {{"v", 1}, {"type", "join"}, {"token", nullptr}},
        {{"v", 1}, {"type", "games"}, {"tokens", "abc"}},
        {{"v", 1}, {"type", "games"}, {"tokens", json::array({1})}},
        {{"v", 1}, {"type", "inspect"}, {"token", token}, {"query", "reachable"}},
        {{"v", 1},
         {"type", "inspect"},
         {"token", token},
         {"query", {{"type", "reachable"}, {"unit", 7}}}},
    };
    const json& message = cases[rng_() % std::size(cases)];
    if (message.is_object() && message["type"] == "act") return act("wrong_types", message);
    send_and_answer("wrong_types", message.dump());
  }

  // An act on an honest game (or, for a foreign token, made as if on one) that must be refused.
  void act_with_token(int how) {
    ensure_foreign_game();
    const std::optional<Victim> victim = shared_.pick_victim(rng_);
    json message = victim_act(victim);
    switch (victim ? how : 1) {
      case 0: {  // wrong: a spectator link with one digit changed
        std::string token = victim->spectator;
        const size_t at = rng_() % token.size();
        token[at] = token[at] == '0' ? '1' : '0';
        message["token"] = token;
        return act("act_wrong_token", message);
      }
      case 1:
        message["token"] = random_hex(rng_, 32);
        return act("act_guessed_token", message);
      case 2:  // a seat of another game, not to move there, at this game's seq
        message["token"] = rng_() % 2 ? foreign_waiting_ : foreign_to_move_;
        if (message["token"] == foreign_to_move_ && message["seq"] == 0) message["seq"] = 1;
        return act("act_foreign_token", message);
      case 3:
        message["token"] = victim->spectator;
        return act("act_spectator_token", message);
      default:  // an acknowledged act caught on the way and sent again
        return act("act_stale_seq", victim->last_acked_act);
    }
  }

  void flood() {
    const int n = 150 + static_cast<int>(rng_() % 200);
    WsClient& c = connection();
    for (int i = 0; i < n; ++i) c.send(json{{"v", 1}, {"type", "ping"}, {"id", i}});
    sent("flood", n);
    for (int i = 0; i < n; ++i) answer();
  }

  // Joins game after game and never reads what comes back: the server must drop it (1008)
  // before it grows.
  void never_read() {
    ++shared_.never_readers_running;
    struct Leave {
      std::atomic<int>& running;
      ~Leave() { --running; }
    } leave{shared_.never_readers_running};
    tally([](SoakFigures& f) { ++f.never_readers; });
    ensure_foreign_game();
    WsClient c(shared_.port, std::chrono::seconds(5));
    watch(c);
    const auto until = std::chrono::steady_clock::now() + kNeverReaderLife;
    try {
      while (!shared_.stop && std::chrono::steady_clock::now() < until) {
        const auto victim = shared_.pick_victim(rng_);
        const std::string token = victim ? victim->spectator : foreign_tokens_.begin()->second;
        c.send(json{{"v", 1}, {"type", "join"}, {"token", token}});
        sent("never_reads");
        std::this_thread::sleep_for(kPause);
      }
    } catch (const std::exception&) {  // closed, or writes blocked: read what came
    }
    try {
      while (true) c.read_text();
    } catch (const WsClosed& e) {
      dropped(e.close_code);
      if (e.close_code == 1008) tally([](SoakFigures& f) { ++f.never_readers_closed; });
    } catch (const WsTimeout&) {  // still open: the server kept up with it
    }
  }

  void open_and_drop() {
    sent("open_and_drop");
    switch (rng_() % 3) {
      case 0:
      case 1: {  // a TCP connection closed at once, or half an upgrade request
        boost::asio::io_context io;
        boost::asio::ip::tcp::socket socket(io);
        socket.connect({boost::asio::ip::make_address("127.0.0.1"),
                        static_cast<unsigned short>(shared_.port)});
        if (rng_() % 2) {
          const std::string half = "GET /ws HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: webs";
          boost::asio::write(socket, boost::asio::buffer(half));
        }
        return;
      }
      default: {  // a WebSocket that asks and leaves without reading
        WsClient c(shared_.port, kAnswerTimeout);
        c.send(json{{"v", 1}, {"type", "games"}, {"tokens", json::array({random_hex(rng_, 32)})}});
        c.drop();
      }
    }
  }

  SoakShared& shared_;
  std::mt19937_64 rng_;
  std::unique_ptr<WsClient> client_;
  std::map<std::string, std::string> foreign_tokens_;
  std::string foreign_to_move_, foreign_waiting_;
};

}  // namespace

void run_hostile_client(SoakShared& shared, uint64_t seed) { HostileClient(shared, seed).run(); }

}  // namespace grognard::reliability
