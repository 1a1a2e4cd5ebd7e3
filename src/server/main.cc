// grognard-server: the game server and the browser client on one port.
#include <CLI/CLI.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/asio/signal_set.hpp>
#include <boost/asio/steady_timer.hpp>
#include <thread>

#include "server/http_server.h"
#include "server/lobby.h"
#include "server/log.h"
#include "server/store.h"

#ifndef GROGNARD_DEFAULT_WEB_ROOT
#define GROGNARD_DEFAULT_WEB_ROOT "web/dist"
#endif

int main(int argc, char** argv) {
  using namespace grognard::server;
  CLI::App app{
      "Grognard game server: HTTP + WebSocket, the browser client, games stored in SQLite or "
      "PostgreSQL"};
  ServerOptions options;
  options.web_root = GROGNARD_DEFAULT_WEB_ROOT;
  std::string db = "grognard.db";
  int threads = 8, computer_threads = 2;
  double rate = 50;
  std::string web_root = options.web_root.string();
  app.add_option("--host", options.host, "address to listen on")->capture_default_str();
  app.add_option("--port", options.port, "port to listen on (0: any free port)")
      ->capture_default_str();
  app.add_option("--public-url", options.public_url,
                 "the address other players reach this server at, for invitation links "
                 "(https://games.example.org); default: the listening address, or on 0.0.0.0 "
                 "this machine's outward address")
      ->envname("GROGNARD_PUBLIC_URL");
  app.add_option("--db", db,
                 "where games are stored: a SQLite file (created if missing; sqlite:FILE says so "
                 "outright) or a PostgreSQL URL (postgresql://user@host/database), which several "
                 "server processes may share")
      ->capture_default_str();
  app.add_option("--web", web_root, "the built browser client (web/dist)")->capture_default_str();
  // A message is handled on its network thread, waiting there for its action's commit: more
  // threads than cores let actions of many games arrive together and share one commit.
  app.add_option("--threads", threads, "network threads")
      ->check(CLI::Range(1, 64))
      ->capture_default_str();
  app.add_option("--computer-threads", computer_threads, "threads for computer players")
      ->check(CLI::Range(1, 64));
  app.add_option("--max-messages-per-second", rate, "per connection, in bursts of twice as many")
      ->check(CLI::PositiveNumber)
      ->capture_default_str();
  app.add_option("--max-connections", options.max_connections,
                 "connections open at once (HTTP and WebSocket); past it: 503")
      ->check(CLI::PositiveNumber)
      ->capture_default_str();
  app.add_option("--max-connections-per-address", options.max_connections_per_address,
                 "connections open at once from one remote address; past it: 503")
      ->check(CLI::PositiveNumber)
      ->capture_default_str();
  QuotaOptions quotas;
  app.add_option("--max-games-per-connection", quotas.games_per_connection,
                 "running games one connection may have started; past it: error quota")
      ->check(CLI::PositiveNumber)
      ->capture_default_str();
  app.add_option("--max-games-per-address", quotas.games_per_address,
                 "running games the connections of one remote address may have started")
      ->check(CLI::PositiveNumber)
      ->capture_default_str();
  app.add_option("--max-computer-games-per-connection", quotas.computer_games_per_connection,
                 "of them, games with no human seat")
      ->check(CLI::NonNegativeNumber)
      ->capture_default_str();
  app.add_option("--max-computer-games-per-address", quotas.computer_games_per_address,
                 "of them, games with no human seat")
      ->check(CLI::NonNegativeNumber)
      ->capture_default_str();
  app.add_option("--max-new-games-per-minute", quotas.games_per_minute,
                 "games created (or loaded) per remote address, in bursts of as many")
      ->check(CLI::PositiveNumber)
      ->capture_default_str();
  int idle_minutes = 30;
  app.add_option("--idle-game-minutes", idle_minutes,
                 "a game no one is connected to leaves memory after this long untouched (it "
                 "stays in the database)")
      ->check(CLI::PositiveNumber)
      ->capture_default_str();
  BalanceJobOptions balance;
  app.add_option("--max-balance-games", balance.max_games,
                 "games one balance job may play (the browser's balance page)")
      ->check(CLI::Range(1, 100000))
      ->capture_default_str();
  app.add_option("--max-balance-jobs", balance.max_running,
                 "balance jobs running at once on the server, one thread each (0: none)")
      ->check(CLI::Range(0, 64))
      ->capture_default_str();
  std::string backup_to;
  app.add_option("--backup", backup_to,
                 "write a consistent copy of the database to this SQLite file (safe while a "
                 "server runs on it; from PostgreSQL too) and exit");
  CLI11_PARSE(app, argc, argv);
  options.web_root = web_root;
  options.log = log_line;

  try {
    auto store = open_store(db);
    if (!backup_to.empty()) {
      store->backup(backup_to);
      log_line({{"msg", "backed up"}, {"db", redact_database_url(db)}, {"to", backup_to}});
      return 0;
    }
    LobbyOptions lobby_options{computer_threads, log_line, rate, 2 * rate, quotas};
    lobby_options.idle_game_lifetime = std::chrono::minutes(idle_minutes);
    lobby_options.balance = balance;
    Lobby lobby(*store, lobby_options);
    const int restored = lobby.restore();
    boost::asio::io_context io;
    HttpServer server(io, lobby, options);
    log_line({{"msg", "listening"},
              {"address", "http://" + options.host + ":" + std::to_string(server.port()) + "/"},
              {"public_url", server.public_url().url},
              {"public_url_source", server.public_url().source},
              {"db", redact_database_url(db)},
              {"games_restored", restored}});

    boost::asio::signal_set signals(io, SIGINT, SIGTERM);
    boost::asio::steady_timer deadline(io);
    signals.async_wait([&](const boost::system::error_code& ec, int signal) {
      if (ec) return;
      log_line({{"msg", "shutting down"}, {"signal", signal}});
      // The drain: HTTP is answered with 503 (a load balancer sees "stopping" on /health)
      // and each WebSocket closes once what is queued for it is written. It ends when the
      // io_context stops; the listener closes with the server.
      server.shut_down();
      lobby.stop();  // computer players finish their current thought; every action is stored
      deadline.expires_after(std::chrono::seconds(2));
      deadline.async_wait([&](const boost::system::error_code&) { io.stop(); });
    });

    std::vector<std::thread> pool;
    for (int i = 1; i < threads; ++i) pool.emplace_back([&] { io.run(); });
    io.run();
    for (auto& t : pool) t.join();
    log_line({{"msg", "stopped"}});
    return 0;
  } catch (const std::exception& e) {
    log_line({{"level", "error"}, {"msg", "cannot start"}, {"error", e.what()}});
    return 1;
  }
}
