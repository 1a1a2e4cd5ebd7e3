// grognard-loadbench: many concurrent games on one grognard-server over loopback. Each game
// has a person's seat, played by a bench thread over its own WebSocket (a random legal
// action the moment the seat is to move), and a computer seat played by the server. Prints
// actions per second (people's and computers') and the latency of people's actions, from
// sending "act" to receiving its "ack" (the action validated, applied and committed).
//
//   grognard-loadbench --games 16 --seconds 20 [--agent random] [--db DATABASE] [--threads 8]
//   grognard-loadbench --games 64 --rate 2500   # people's actions paced: 2,500 a second in all
//   grognard-loadbench --processes 2 --db postgresql://...  # grognard-server processes
//   grognard-loadbench --url 127.0.0.1:8080 [--url ...]     # servers running already
// Unpaced, every person acts the moment it may: the server runs flat out, and the latency is
// that of a saturated server (each game waits on the other games' work). With --rate the
// people act at most that many times a second in all (a game's person at most once every
// games/rate seconds), as people at a table take their time, and the latency is that of a
// server under that load; the computers answer as fast as they can either way.
// By default it starts its own server in the process, on a fresh SQLite file (or on --db).
// With --processes N it starts N grognard-server processes on --db (several need PostgreSQL)
// and prints their memory too. The games are spread over the servers, one in turn. A server
// given by --url takes 64 connections from one address unless started with a higher
// --max-connections-per-address, and needs higher game quotas than its defaults
// (--max-games-per-address, --max-new-games-per-minute).
#include <fmt/format.h>
#include <fmt/ranges.h>
#include <simdjson.h>

#include <CLI/CLI.hpp>
#include <algorithm>
#include <atomic>
#include <boost/asio/connect.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/websocket.hpp>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <mutex>
#include <nlohmann/json.hpp>
#include <optional>
#include <random>
#include <thread>

#include "percentile.h"
#include "server/http_server.h"
#include "server/lobby.h"
#include "server_process.h"

namespace {

namespace asio = boost::asio;
namespace beast = boost::beast;
namespace websocket = beast::websocket;
using tcp = asio::ip::tcp;
using nlohmann::json;
using Clock = std::chrono::steady_clock;

struct Totals {
  std::mutex mutex;
  std::vector<double> latencies_ms;  // people's actions
  // A computer's side-turn: from the update that leaves it to move until the one that gives
  // the decision back to the person.
  std::vector<double> computer_turns_ms;
  std::atomic<long> computer_actions{0};
  std::atomic<long> games_finished{0};
  std::atomic<long> errors{0};
  std::atomic<long> updates{0}, update_bytes{0};  // updates received, and their size
};

// What the client keeps of the last update or "joined": enough to decide its next action.
struct Latest {
  int64_t seq = 0;
  std::string to_move;  // "" when none
  bool over = false;
  std::string action;  // when the person is to move, one legal action chosen at random
};

// One run of the legal list (docs/protocol.md), as the client keeps it between updates: the
// action in JSON text, and the field it varies with the values it takes, if any.
struct Run {
  std::string action;
  std::string each;
  std::vector<std::string> of;
  size_t size() const { return each.empty() ? 1 : of.size(); }
};

Run run_of(simdjson::dom::element run) {
  Run r{simdjson::minify(run["action"].value()), {}, {}};
  if (run["each"].error() == simdjson::SUCCESS) {
    r.each = std::string(run["each"].get_string().value());
    const simdjson::dom::array of = run["of"].get_array().value();
    for (simdjson::dom::element v : of) r.of.push_back(simdjson::minify(v));
  }
  return r;
}

// The legal list after an update: its whole "legal_runs", or the held list with its
// "legal_patch" applied (the server's patches of a list are "/i" operations on the runs).
void update_runs(simdjson::dom::element m, std::vector<Run>& runs) {
  simdjson::dom::array whole;
  if (m["legal_runs"].get(whole) == simdjson::SUCCESS) {
    runs.clear();
    for (simdjson::dom::element run : whole) runs.push_back(run_of(run));
    return;
  }
  const simdjson::dom::array patch = m["legal_patch"].get_array().value();
  for (simdjson::dom::element op : patch) {
    const std::string_view name = op["op"].get_string().value();
    const std::string_view path = op["path"].get_string().value();
    const size_t at = std::stoul(std::string(path.substr(1)));
    if (name == "remove")
      runs.erase(runs.begin() + static_cast<std::ptrdiff_t>(at));
    else if (name == "add")
      runs.insert(runs.begin() + static_cast<std::ptrdiff_t>(at), run_of(op["value"].value()));
    else if (name == "replace")
      runs.at(at) = run_of(op["value"].value());
    else
      throw std::runtime_error("a legal_patch operation the bench does not know: " +
                               std::string(name));
  }
}

// One of the legal actions the runs stand for, each as likely, spelt out alone as JSON text: a
// bench client need not build every action to choose one.
std::string random_legal_action(const std::vector<Run>& runs, std::mt19937& rng) {
  size_t count = 0;
  for (const Run& run : runs) count += run.size();
  if (count == 0) throw std::runtime_error("no legal action to choose from");
  size_t pick = std::uniform_int_distribution<size_t>(0, count - 1)(rng);
  for (const Run& run : runs) {
    if (pick >= run.size()) {
      pick -= run.size();
      continue;
    }
    std::string action = run.action;
    if (!run.each.empty())
      // {"type":"move","unit":"FR-NAP"} and "to" of "1515": the field goes in before the '}'.
      action.insert(action.size() - 1, fmt::format(R"({}"{}":{})", action.size() > 2 ? "," : "",
                                                   run.each, run.of[pick]));
    return action;
  }
  throw std::runtime_error("no legal action to choose from");
}

// Plays the person's seat of one game after another until the deadline. Messages are read
// with simdjson's parser, as a browser reads them with its native JSON.parse: the bench's own
// client should take as little of the machine as a real one.
void play_games(const std::string& host, const std::string& port, const std::string& agent,
                unsigned seed, Clock::time_point deadline, Clock::duration gap, Totals& totals) {
  asio::io_context io;
  tcp::resolver resolver(io);
  websocket::stream<tcp::socket> ws(io);
  asio::connect(ws.next_layer(), resolver.resolve(host, port));
  ws.next_layer().set_option(tcp::no_delay(true));  // each request one frame: sent at once
  ws.handshake(host, "/ws");
  std::mt19937 rng(seed);
  int64_t id = 0;
  Latest latest;
  std::vector<Run> runs;  // the legal list held, patched by each update
  std::optional<Clock::time_point> computer_since;
  simdjson::dom::parser parser;
  beast::flat_buffer buffer;
  // Reads one message; returns its type and its id (-1 when it has none). The parsed message
  // stays readable in `parser` until the next read.
  auto read = [&]() -> std::pair<std::string, simdjson::dom::element> {
    buffer.clear();
    ws.read(buffer);
    const auto text = beast::buffers_to_string(buffer.data());
    simdjson::dom::element m = parser.parse(text);
    const std::string type(m["type"].get_string().value());
    if (type == "update") {
      ++totals.updates;
      totals.update_bytes += static_cast<long>(text.size());
    }
    if (type == "update" || type == "joined") {
      const int64_t seq = m["seq"].get_int64().value();
      // Count the computer's actions as their updates arrive: one update may carry several
      // (a computer's moves within its time slice), so count the seqs it advances.
      simdjson::dom::array events = m["events"].get_array().value();
      if (type == "update" && events.size() > 0 &&
          events.at(0)["seat"].get_string().value() == "allied")
        totals.computer_actions += seq - latest.seq;
      latest.seq = seq;
      latest.to_move = m["to_move"].is_null() ? "" : std::string(m["to_move"].get_string().value());
      latest.over = m["over"].get_bool().value();
      latest.action.clear();
      update_runs(m, runs);
      if (latest.to_move == "french") latest.action = random_legal_action(runs, rng);
      const bool computer_moves = latest.to_move == "allied";
      if (computer_moves && !computer_since) computer_since = Clock::now();
      if (!computer_moves && computer_since) {
        const double ms =
            std::chrono::duration<double, std::milli>(Clock::now() - *computer_since).count();
        computer_since.reset();
        std::lock_guard lock(totals.mutex);
        totals.computer_turns_ms.push_back(ms);
      }
    }
    return {type, m};
  };
  // Sends `body` (a JSON object's members, without braces) with the next id; returns the reply.
  auto request = [&](const std::string& body) {
    ws.write(asio::buffer(fmt::format(R"({{"v":1,"id":{},{}}})", ++id, body)));
    while (true) {
      auto reply = read();
      int64_t got = -1;
      if (reply.second["id"].get(got) == simdjson::SUCCESS && got == id) return reply;
    }
  };
  while (Clock::now() < deadline) {
    const json create = {{"type", "create"},
                         {"game", "napoleon-at-waterloo"},
                         {"scenario", "waterloo"},
                         {"seed", rng()},
                         {"seats",
                          {{"french", {{"player", "human"}}},
                           {"allied", {{"player", "computer"}, {"agent", agent}}}}}};
    const std::string body = create.dump();
    const auto created = request(body.substr(1, body.size() - 2));
    const std::string token(created.second["tokens"]["french"].get_string().value());
    request(fmt::format(R"("type":"join","token":"{}")", token));
    Clock::time_point due = Clock::now();
    while (Clock::now() < deadline && !latest.over) {
      if (latest.to_move != "french") {
        read();  // the computer is playing; its updates arrive
        continue;
      }
      if (gap > Clock::duration::zero()) {
        std::this_thread::sleep_until(due);
        due = std::max(due + gap, Clock::now());  // never a burst to catch up
      }
      const auto start = Clock::now();
      const auto reply = request(fmt::format(R"("type":"act","token":"{}","seq":{},"action":{})",
                                             token, latest.seq, latest.action));
      const double ms = std::chrono::duration<double, std::milli>(Clock::now() - start).count();
      if (reply.first != "ack") {
        ++totals.errors;
        continue;
      }
      read();  // the update that follows the ack
      std::lock_guard lock(totals.mutex);
      totals.latencies_ms.push_back(ms);
    }
    if (latest.over) ++totals.games_finished;
  }
  beast::error_code ec;
  ws.close(websocket::close_code::normal, ec);
}

using grognard::bench::percentile;

}  // namespace

int main(int argc, char** argv) {
  CLI::App app{"Load benchmark for grognard-server: concurrent games on loopback"};
  int games = 16, seconds = 20, processes = 0, threads = 8;
  double rate = 0;
  std::string agent = "random", database, server_binary = GROGNARD_SERVER;
  std::vector<std::string> urls;
  app.add_option("--games", games, "concurrent games (one WebSocket each)")
      ->check(CLI::Range(1, 1000));
  app.add_option("--seconds", seconds, "how long to run")->check(CLI::Range(1, 3600));
  app.add_option("--rate", rate,
                 "people's actions a second in all, paced evenly over the games (default: "
                 "unpaced, each as soon as it may)")
      ->check(CLI::PositiveNumber);
  app.add_option("--agent", agent, "the computer seat's player (random, heuristic)");
  app.add_option("--db", database,
                 "where the servers started here store games (default: a new SQLite file)");
  app.add_option("--processes", processes,
                 "start this many grognard-server processes on --db (0: one server in this "
                 "process)")
      ->check(CLI::Range(0, 16));
  app.add_option("--threads", threads,
                 "the in-process server's network threads (as grognard-server's --threads)")
      ->check(CLI::Range(1, 64))
      ->capture_default_str();
  app.add_option("--server", server_binary, "the grognard-server the processes run")
      ->capture_default_str();
  app.add_option("--url", urls,
                 "HOST:PORT of a running server, one or more (default: start "
                 "servers here)");
  CLI11_PARSE(app, argc, argv);

  using namespace grognard::server;
  std::unique_ptr<GameStore> store;
  std::unique_ptr<Lobby> lobby;
  asio::io_context io;
  std::unique_ptr<HttpServer> server;
  std::vector<std::thread> io_threads;
  std::vector<std::unique_ptr<grognard::harness::ServerProcess>> children;
  const auto dir =
      std::filesystem::temp_directory_path() / ("grognard-loadbench-" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir / "web");
  std::ofstream(dir / "web" / "index.html") << "<!doctype html><title>Grognard</title>";
  if (database.empty()) database = (dir / "games.db").string();
  std::vector<std::pair<std::string, std::string>> servers;  // host, port
  for (const std::string& url : urls)
    servers.emplace_back(url.substr(0, url.find(':')), url.substr(url.find(':') + 1));
  if (urls.empty() && processes == 0) {
    store = open_store(database);
    // No rate limit and no game quota: every game comes from this one address.
    lobby = std::make_unique<Lobby>(
        *store, LobbyOptions{2, nullptr, 1e9, 1e9, QuotaOptions{1 << 30, 1 << 30, 0, 0, 1e9}});
    ServerOptions options;
    options.port = 0;
    // Every game connects from loopback: the per-address cap must not stop the benchmark.
    options.max_connections_per_address = options.max_connections;
    server = std::make_unique<HttpServer>(io, *lobby, options);
    servers.emplace_back("127.0.0.1", std::to_string(server->port()));
    for (int i = 0; i < threads; ++i) io_threads.emplace_back([&] { io.run(); });
  }
  for (int p = 0; urls.empty() && p < processes; ++p) {
    grognard::harness::ServerProcessOptions options;
    options.binary = server_binary;
    options.db = database;
    options.log = dir / ("server-" + std::to_string(p) + ".log");
    options.web = dir / "web";
    // As the in-process server: no rate limit, no quota on games from one address.
    options.extra_args = {
        "--max-connections-per-address", "100000",  "--max-messages-per-second", "1000000",
        "--max-games-per-connection",    "1000000", "--max-games-per-address",   "1000000",
        "--max-new-games-per-minute",    "1000000"};
    children.push_back(std::make_unique<grognard::harness::ServerProcess>(options));
    servers.emplace_back("127.0.0.1", std::to_string(children.back()->port()));
  }

  Totals totals;
  const auto start = Clock::now();
  const auto deadline = start + std::chrono::seconds(seconds);
  const auto gap =
      rate > 0
          ? std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(games / rate))
          : Clock::duration::zero();
  std::vector<std::thread> players;
  for (int g = 0; g < games; ++g)
    players.emplace_back([&, g] {
      try {
        const auto& [host, port] = servers[g % servers.size()];
        play_games(host, port, agent, 1000 + g, deadline, gap, totals);
      } catch (const std::exception& e) {
        std::fprintf(stderr, "game %d: %s\n", g, e.what());
        ++totals.errors;
      }
    });
  for (auto& t : players) t.join();
  const double elapsed = std::chrono::duration<double>(Clock::now() - start).count();

  auto& lat = totals.latencies_ms;
  const long people = static_cast<long>(lat.size());
  const std::string where = !urls.empty() ? fmt::format("{}", fmt::join(urls, ", "))
                            : processes > 0
                                ? fmt::format("{} grognard-server processes on {}", processes,
                                              redact_database_url(database))
                                : "in-process server on " + redact_database_url(database);
  std::printf("grognard-loadbench: %d concurrent games, computer seat '%s', %.1f s, %s\n", games,
              agent.c_str(), elapsed, where.c_str());
  if (rate > 0) std::printf("  people paced     %.0f actions/s in all\n", rate);
  std::printf("  actions/s        %.0f (people %ld, computers %ld)\n",
              (people + totals.computer_actions) / elapsed, people, totals.computer_actions.load());
  std::printf("  updates          %ld, %.0f bytes each on average\n", totals.updates.load(),
              totals.updates ? static_cast<double>(totals.update_bytes) / totals.updates : 0.0);
  std::printf("  games finished   %ld   errors %ld\n", totals.games_finished.load(),
              totals.errors.load());
  std::printf("  act->ack latency p50 %.2f ms  p90 %.2f ms  p99 %.2f ms  max %.2f ms\n",
              percentile(lat, 50), percentile(lat, 90), percentile(lat, 99), percentile(lat, 100));
  auto& turns = totals.computer_turns_ms;
  std::printf(
      "  computer turns   %zu, p50 %.0f ms  p90 %.0f ms  p99 %.0f ms  max %.0f ms (side-turns)\n",
      turns.size(), percentile(turns, 50), percentile(turns, 90), percentile(turns, 99),
      percentile(turns, 100));

  for (size_t p = 0; p < children.size(); ++p)
    std::printf("  process %zu        memory %.1f MB now, %.1f MB at most\n", p,
                children[p]->rss_kib().value_or(0) / 1024.0,
                children[p]->peak_rss_kib().value_or(0) / 1024.0);
  children.clear();
  if (server) {
    server->shut_down();
    lobby->stop();
    io.stop();
    for (auto& t : io_threads) t.join();
  }
  std::filesystem::remove_all(dir);
  return totals.errors > 0 ? 1 : 0;
}
