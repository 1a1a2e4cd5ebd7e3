// The grognard command: a stable interface for people and scripts (docs/cli.md).
// Exit codes: 0 success, 1 bad input or data (message on stderr), 2 illegal action.
#include <fmt/format.h>
#include <unistd.h>

#include <CLI/CLI.hpp>
#include <algorithm>
#include <chrono>
#include <iostream>
#include <optional>
#include <sstream>
#include <thread>

#include "core/balance.h"
#include "core/balance_summary.h"
#include "core/balance_text.h"
#include "core/perft.h"
#include "core/registry.h"
#include "core/state_hash.h"
#include "io/json_read.h"
#include "io/save_file.h"

using namespace grognard;

namespace {

const GameEntry& game_or_throw(const std::string& id) {
  const GameEntry* g = find_game(id);
  if (!g) {
    std::string known;
    for (const auto& e : registered_games()) known += (known.empty() ? "" : ", ") + e.id;
    throw DataError("GAME", fmt::format("unknown game '{}' (known: {})", id, known));
  }
  return *g;
}

json scenario_file_or_shipped(const GameEntry& game, const std::string& id,
                              const std::string& file) {
  if (!file.empty()) return read_json_file(file);
  if (!id.empty()) return game.load_scenario(id);
  const auto list = game.scenarios();
  if (list.empty()) throw DataError(game.id, "no scenarios shipped");
  return game.load_scenario(list.front().id);
}

// The scenario with the game's options chosen on the command line (--options, a JSON object).
json scenario_for(const GameEntry& game, const std::string& id, const std::string& file,
                  const std::string& options) {
  json scenario = scenario_file_or_shipped(game, id, file);
  return options.empty() ? scenario
                         : with_options(std::move(scenario), parse_json(options, "--options"));
}

// A game from a scenario; an error in a designer's FILE names the file before the place in it.
std::unique_ptr<Session> start_scenario(const GameEntry& game, const json& scenario,
                                        const std::string& file, uint64_t seed,
                                        const std::vector<int>& dice) {
  try {
    return game.start(scenario, seed, dice);
  } catch (const DataError& e) {
    if (file.empty()) throw;
    throw DataError(file, e.what());
  }
}

std::vector<int> parse_dice(const std::string& text) {
  std::vector<int> out;
  std::stringstream ss(text);
  std::string item;
  while (std::getline(ss, item, ',')) {
    try {
      size_t used = 0;
      out.push_back(std::stoi(item, &used));
      if (used != item.size()) throw std::invalid_argument(item);
    } catch (const std::exception&) {
      throw DataError("--dice", fmt::format("'{}' is not a die result", item));
    }
  }
  return out;
}

std::vector<int> dice_or_none(const std::string& text) {
  return text.empty() ? std::vector<int>{} : parse_dice(text);
}

// The words naming one ACTION of `apply`: "ACTION" alone, "ACTION[k]" in a batch.
std::string action_name(size_t index, size_t count) {
  return count == 1 ? "ACTION" : fmt::format("ACTION[{}]", index);
}

std::string in_batch(size_t index, const std::vector<json>& actions) {
  return fmt::format("{} {}", action_name(index, actions.size()), actions[index].dump());
}

// Applies the ACTIONs in order, forced dice going to their rolls in order; all or nothing, as
// the caller writes the save only if this returns. Illegal: throws IllegalAction naming the
// ACTION in a batch.
Events apply_all(Session& session, const std::vector<json>& actions, std::vector<int> dice) {
  Events events;
  for (size_t i = 0; i < actions.size(); ++i) {
    try {
      for (json& e : session.apply_taking_dice(actions[i], dice)) events.push_back(std::move(e));
    } catch (const IllegalAction& e) {
      if (actions.size() == 1) throw;
      throw IllegalAction(RuleViolation{in_batch(i, actions), e.what()});
    } catch (const std::invalid_argument& e) {  // a forced die not on the die
      if (actions.size() == 1) throw;
      throw IllegalAction(RuleViolation{in_batch(i, actions), e.what()});
    }
  }
  if (!dice.empty()) throw unused_dice(dice.size());
  return events;
}

std::vector<std::string> split(const std::string& text) {
  std::vector<std::string> out;
  std::stringstream ss(text);
  std::string item;
  while (std::getline(ss, item, ',')) out.push_back(item);
  return out;
}

// Runs `act`, an action (or a set-up) that the rules may refuse: a refusal, or a forced die
// not on its die, is printed as `illegal:` and gives exit status 2 (docs/cli.md, exit codes).
template <class Act>
std::optional<int> refused_status(Act&& act) {
  try {
    act();
    return std::nullopt;
  } catch (const IllegalAction& e) {
    std::cerr << "illegal: " << e.what() << '\n';
  } catch (const std::invalid_argument& e) {
    std::cerr << "illegal: " << e.what() << '\n';
  }
  return 2;
}

// The progress line on stderr, rewritten in place, at most ten times a second; only on a
// terminal, so that a pipe or a log file gets no carriage returns.
class ProgressBar {
 public:
  explicit ProgressBar(int total) : total_(total), shown_(isatty(STDERR_FILENO)) {}
  BalanceWatch watch() {
    BalanceWatch w;
    if (shown_) w.on_game_done = [this](int done) { show(done); };
    return w;
  }
  void finish() const {
    if (shown_) std::cerr << '\n';
  }

 private:
  void show(int done) {
    const auto now = std::chrono::steady_clock::now();
    if (done < total_ && now - last_ < std::chrono::milliseconds(100)) return;
    last_ = now;
    const std::chrono::duration<double> elapsed = now - start_;
    std::cerr << '\r' << progress_line(done, total_, elapsed.count()) << "\x1b[K" << std::flush;
  }
  int total_;
  bool shown_;
  std::chrono::steady_clock::time_point start_ = std::chrono::steady_clock::now(), last_{};
};

void print_summary(const BalanceSummary& summary, bool as_json) {
  if (as_json)
    std::cout << summary.to_json().dump(1) << '\n';
  else
    std::cout << balance_table(summary);
}

BalanceSummary merge_files(const std::vector<std::string>& files) {
  std::vector<BalanceShard> shards;
  for (const std::string& file : files) shards.push_back(read_shard(file));
  return merge_summaries(std::move(shards));
}

}  // namespace

int main(int argc, char** argv) {
  CLI::App app{"Grognard: classic wargames with every rule enforced"};
  app.require_subcommand(1);

  auto* games_cmd = app.add_subcommand("games", "List games and their scenarios (JSON)");

  std::string game_id, scenario_id, scenario_file, out_path, seat, dice, agents, options;
  const char* const options_help =
      "the game's options as JSON, e.g. '{\"rules\":\"original\"}' (`grognard games` lists them)";
  uint64_t seed = 1;
  int depth = 1;
  bool narrate = false;

  auto* new_cmd = app.add_subcommand("new", "Start a game and write its save file");
  new_cmd->add_option("GAME", game_id, "game id")->required();
  auto* scen_opt = new_cmd->add_option("--scenario", scenario_id, "shipped scenario id");
  new_cmd->add_option("--scenario-file", scenario_file, "a scenario JSON file")->excludes(scen_opt);
  new_cmd->add_option("--seed", seed, "random seed");
  new_cmd->add_option("--dice", dice, "force the set-up's die results, e.g. 3,5");
  new_cmd->add_option("--options", options, options_help);
  new_cmd->add_option("-o,--output", out_path, "save file to write")->required();

  std::string save_path;
  auto* show_cmd = app.add_subcommand("show", "Print the state, or what one seat may see (JSON)");
  show_cmd->add_option("SAVE", save_path)->required();
  show_cmd->add_option("--seat", seat, "seat whose view to print");

  std::string query_text;
  auto* inspect_cmd = app.add_subcommand(
      "inspect", "Answer a question the browser asks (reachable, preview, ...), as JSON");
  inspect_cmd->add_option("SAVE", save_path)->required();
  inspect_cmd->add_option("QUERY", query_text, "the query as JSON")->required();
  inspect_cmd->add_option("--seat", seat, "answer from what this seat may know");

  auto* legal_cmd =
      app.add_subcommand("legal", "List the legal actions of the seat to move (JSON)");
  legal_cmd->add_option("SAVE", save_path)->required();

  std::vector<std::string> action_texts;
  auto* apply_cmd =
      app.add_subcommand("apply", "Validate and apply actions, all or nothing; print their events");
  apply_cmd->add_option("SAVE", save_path)->required();
  apply_cmd->add_option("ACTION", action_texts, "the actions as JSON, applied in order")
      ->required();
  apply_cmd->add_option("--dice", dice, "force die results, e.g. 3,5, taken in order");

  auto* replay_cmd = app.add_subcommand("replay", "Replay a save from its seed; check its hash");
  replay_cmd->add_option("SAVE", save_path)->required();

  auto* selfplay_cmd = app.add_subcommand("selfplay", "Computer against computer, to the end");
  selfplay_cmd->add_option("GAME", game_id)->required();
  selfplay_cmd->add_option("--scenario", scenario_id, "shipped scenario id");
  selfplay_cmd->add_option("--seed", seed, "random seed")->required();
  selfplay_cmd->add_option("--options", options, options_help);
  selfplay_cmd
      ->add_option(
          "--agents", agents,
          "one for all seats, one per seat (heuristic,random), or by seat or team (entente=random)")
      ->required();
  selfplay_cmd->add_option("-o,--output", out_path, "also write the save file");
  selfplay_cmd->add_flag("--narrate", narrate, "print the game report");

  int games = 100;
  int threads = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
  int64_t first_game = 0;
  bool each = false, as_json = false;
  auto* balance_cmd =
      app.add_subcommand("balance", "Many seeded games between computer players, summed up");
  // Not ->required(): `balance merge` needs neither; checked after parsing.
  auto* balance_game = balance_cmd->add_option("GAME", game_id);
  auto* balance_scen = balance_cmd->add_option("--scenario", scenario_id, "shipped scenario id");
  balance_cmd->add_option("--scenario-file", scenario_file, "a designer's scenario file")
      ->excludes(balance_scen);
  auto* balance_agents = balance_cmd->add_option(
      "--agents", agents,
      "one for all seats, one per seat (heuristic,random), or by seat or team (entente=random)");
  balance_cmd->add_option("--options", options, options_help);
  balance_cmd->add_option("--games", games, "how many games")->check(CLI::Range(1, 1000000));
  balance_cmd->add_option("--seed", seed, "the seed of game 0; game k uses seed+k");
  balance_cmd
      ->add_option("--first-game", first_game,
                   "the first game of this shard (from 0): plays games K ... K+N-1")
      ->check(CLI::Range(int64_t{0}, int64_t{1} << 52));
  balance_cmd->add_option("--threads", threads, "games played at once")->check(CLI::Range(1, 256));
  balance_cmd->add_flag("--each", each, "also print each game's result, one JSON line each");
  balance_cmd->add_flag("--json", as_json, "print the summary as JSON (a shard for merge)");
  std::vector<std::string> shard_files;
  auto* merge_cmd = balance_cmd->add_subcommand(
      "merge", "Add up the --json summaries of shards of one run into that run's summary");
  merge_cmd->add_option("FILE", shard_files, "the shards' JSON files")->required();
  merge_cmd->add_flag("--json", as_json, "print the summary as JSON");

  auto* perft_cmd = app.add_subcommand("perft", "Count legal action sequences to a depth");
  perft_cmd->add_option("SAVE", save_path)->required();
  perft_cmd->add_option("DEPTH", depth)->required()->check(CLI::Range(0, 6));

  CLI11_PARSE(app, argc, argv);
  if (*balance_cmd && !*merge_cmd) {
    if (balance_game->count() == 0) return app.exit(CLI::RequiredError("GAME"));
    if (balance_agents->count() == 0) return app.exit(CLI::RequiredError("--agents"));
  }

  try {
    if (*games_cmd) {
      json out = json::array();
      for (const auto& g : registered_games()) out.push_back(catalog_entry(g));
      std::cout << out.dump(2) << '\n';
    } else if (*new_cmd) {
      const GameEntry& g = game_or_throw(game_id);
      const json scenario = scenario_for(g, scenario_id, scenario_file, options);
      std::unique_ptr<Session> session;
      if (auto status = refused_status([&] {
            session = start_scenario(g, scenario, scenario_file, seed, dice_or_none(dice));
          }))
        return *status;
      write_save_file(out_path, *session);
      std::cout << json{{"save", out_path},
                        {"to_move", *session->to_move()},
                        {"hash", hash_text(session->hash())}}
                       .dump()
                << '\n';
    } else if (*show_cmd) {
      auto session = load_save_file(save_path);
      std::cout << session->view(seat.empty() ? std::nullopt : std::optional(seat)).dump(2) << '\n';
    } else if (*inspect_cmd) {
      auto session = load_save_file(save_path);
      const json query = parse_json(query_text, "QUERY");
      std::cout << session->inspect(query, seat.empty() ? std::nullopt : std::optional(seat)).dump()
                << '\n';
    } else if (*legal_cmd) {
      auto session = load_save_file(save_path);
      std::cout << json(session->legal_actions()).dump(1) << '\n';
    } else if (*apply_cmd) {
      auto session = load_save_file(save_path);
      std::vector<json> actions;
      for (size_t i = 0; i < action_texts.size(); ++i)
        actions.push_back(parse_json(action_texts[i], action_name(i, action_texts.size())));
      Events events;
      if (auto status =
              refused_status([&] { events = apply_all(*session, actions, dice_or_none(dice)); }))
        return *status;
      write_save_file(save_path, *session);
      std::cout << json{{"events", events},
                        {"hash", hash_text(session->hash())},
                        {"to_move", session->to_move() ? json(*session->to_move()) : json(nullptr)}}
                       .dump(1)
                << '\n';
    } else if (*replay_cmd) {
      auto session = load_save_file(save_path);
      std::cout << json{{"hash", hash_text(session->hash())},
                        {"actions", session->log().size()},
                        {"result", session->result()}}
                       .dump()
                << '\n';
    } else if (*selfplay_cmd) {
      const GameEntry& g = game_or_throw(game_id);
      auto session = g.start(scenario_for(g, scenario_id, "", options), seed);
      const auto names = split(agents);
      const int actions =
          g.play_out(*session, names, seed, narrate ? &std::cout : nullptr, nullptr);
      if (!out_path.empty()) write_save_file(out_path, *session);
      json result = session->result();
      result["actions"] = actions;
      result["seed"] = seed;
      result["hash"] = hash_text(session->hash());
      std::cout << result.dump() << '\n';
    } else if (*merge_cmd) {
      print_summary(merge_files(shard_files), as_json);
    } else if (*balance_cmd) {
      const GameEntry& g = game_or_throw(game_id);
      BalanceRun run{scenario_for(g, scenario_id, scenario_file, options), split(agents), seed,
                     games, threads};
      run.first_game = first_game;
      // A designer's file is checked once, so that its error names the file.
      start_scenario(g, run.scenario, scenario_file, seed, {});
      ProgressBar progress(games);
      const std::vector<json> results = play_games(g, run, progress.watch());
      progress.finish();
      if (each)
        for (const json& r : results) std::cout << r.dump() << '\n';
      print_summary(summarize_run(identity_of(g, run), first_game, results), as_json);
    } else if (*perft_cmd) {
      auto session = load_save_file(save_path);
      std::cout << json{{"depth", depth}, {"count", perft(*session, depth)}}.dump() << '\n';
    }
  } catch (const DataError& e) {
    std::cerr << "error: " << e.what() << '\n';
    return 1;
  } catch (const std::exception& e) {
    std::cerr << "error: " << e.what() << '\n';
    return 1;
  }
  return 0;
}
