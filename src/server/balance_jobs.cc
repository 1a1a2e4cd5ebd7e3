#include "server/balance_jobs.h"

#include <fmt/format.h>
#include <fmt/ranges.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>

#include "core/balance_summary.h"
#include "core/registry.h"
#include "core/rules_error.h"
#include "server/protocol_error.h"

namespace grognard::server {

namespace {

ProtocolError bad(const std::string& message) { return ProtocolError("bad_request", message); }

// The scenario named (`scenario`, a shipped id) or sent (`scenario_file`, a designer's JSON).
json scenario_of(const GameEntry& entry, const json& request) {
  const bool named = request.contains("scenario"), sent = request.contains("scenario_file");
  if (named == sent) throw bad("give either 'scenario' (a shipped id) or 'scenario_file'");
  if (sent) {
    const json& file = request["scenario_file"];
    if (!file.is_object()) throw bad("'scenario_file' must be a scenario (a JSON object)");
    return file;
  }
  if (!request["scenario"].is_string()) throw bad("'scenario' must be a string");
  try {
    return entry.load_scenario(request["scenario"].get<std::string>());
  } catch (const DataError& e) {
    throw ProtocolError("no_scenario", e.what());
  }
}

// `players`: seat → computer player, for every seat of the scenario, in the game's seat order.
std::vector<std::string> agents_of(const GameEntry& entry, const Seating& seating,
                                   const json& request) {
  const auto players = request.find("players");
  if (players == request.end() || !players->is_object())
    throw bad(fmt::format("'players' must map each seat ({}) to a computer player ({})",
                          fmt::join(seating.seats, ", "), fmt::join(entry.agents, ", ")));
  std::vector<std::string> agents;
  for (const std::string& seat : seating.seats) {
    const auto it = players->find(seat);
    if (it == players->end() || !it->is_string())
      throw bad(fmt::format("players.{}: name its computer player ({})", seat,
                            fmt::join(entry.agents, ", ")));
    const std::string agent = it->get<std::string>();
    if (std::find(entry.agents.begin(), entry.agents.end(), agent) == entry.agents.end())
      throw bad(fmt::format("players.{}: no computer player '{}' ({})", seat, agent,
                            fmt::join(entry.agents, ", ")));
    agents.push_back(agent);
  }
  for (const auto& [seat, unused] : players->items())
    if (std::find(seating.seats.begin(), seating.seats.end(), seat) == seating.seats.end())
      throw bad(fmt::format("players: this scenario has no seat '{}' ({})", seat,
                            fmt::join(seating.seats, ", ")));
  return agents;
}

const GameEntry& game_of(const json& request) {
  const auto field = request.find("game");
  if (field == request.end() || !field->is_string()) throw bad("'game' is missing");
  const GameEntry* entry = find_game(field->get<std::string>());
  if (!entry)
    throw ProtocolError("no_game", fmt::format("no game named '{}'", field->get<std::string>()));
  return *entry;
}

struct CheckedScenario {
  json scenario;
  Seating seating;
};

// The scenario and its seats; a designer's scenario that cannot start is refused here, before
// any game is played, with the place in it at fault.
CheckedScenario checked_scenario(const GameEntry& entry, const json& request) {
  CheckedScenario out{scenario_of(entry, request), {}};
  try {
    out.seating = entry.seating(out.scenario);
    entry.start(out.scenario, 1);
  } catch (const DataError& e) {
    throw bad(request.contains("scenario_file") ? fmt::format("scenario_file: {}", e.what())
                                                : e.what());
  }
  return out;
}

std::string scenario_id(const json& scenario) {
  const auto id = scenario.find("id");
  return id != scenario.end() && id->is_string() ? id->get<std::string>() : "";
}

// What the job plays, checked before any thread starts: every error names its field.
BalanceRun run_of(const GameEntry& entry, const json& request, int max_games) {
  BalanceRun run;
  auto [scenario, seating] = checked_scenario(entry, request);
  run.scenario = std::move(scenario);
  run.agents = agents_of(entry, seating, request);
  const auto games = request.find("games");
  if (games == request.end() || !games->is_number_integer() || *games < 1 || *games > max_games)
    throw bad(fmt::format("'games' must be a whole number from 1 to {}", max_games));
  run.games = games->get<int>();
  if (const auto seed = request.find("seed"); seed != request.end()) {
    if (!seed->is_number_unsigned()) throw bad("'seed' must be a whole number ≥ 0");
    run.first_seed = seed->get<uint64_t>();
  }
  run.threads = 1;  // one core per job at most
  return run;
}

// The lowest priority for the calling thread only (Linux gives each thread its own nice value):
// the computer players of people's games come first.
void lower_this_threads_priority() {
  setpriority(PRIO_PROCESS, static_cast<id_t>(syscall(SYS_gettid)), 19);
}

}  // namespace

json BalanceJobs::scenario_seats(const json& request) {
  const GameEntry& entry = game_of(request);
  const CheckedScenario checked = checked_scenario(entry, request);
  return {{"type", "balance_scenario"},
          {"game", entry.id},
          {"scenario", scenario_id(checked.scenario)},
          {"seats", checked.seating.seats},
          {"teams", teams_json(checked.seating)}};
}

void BalanceJobs::start(const std::shared_ptr<Client>& client, const json& request,
                        const json& reply_id) {
  const GameEntry* entry = &game_of(request);
  BalanceRun run = run_of(*entry, request, options_.max_games);
  const BalanceIdentity identity = identity_of(*entry, run);

  std::lock_guard lock(mutex_);
  if (stopping_) throw ProtocolError("internal", "the server is stopping");
  reap_finished();
  if (std::any_of(jobs_.begin(), jobs_.end(),
                  [&](const Job& j) { return j.owner == client.get(); }))
    throw ProtocolError("quota",
                        "balance quota reached: one running job per connection; cancel "
                        "it or wait for its result");
  if (static_cast<int>(jobs_.size()) >= options_.max_running)
    throw ProtocolError("quota", fmt::format("balance quota reached: at most {} jobs run on this "
                                             "server at once; try again later",
                                             options_.max_running));
  const uint64_t id = next_job_++;
  // Sent here, before the thread starts, so that no progress or result can overtake it.
  json started = {{"v", 1},
                  {"type", "balance_started"},
                  {"job", id},
                  {"game", entry->id},
                  {"scenario", identity.scenario},
                  {"agents", run.agents},
                  {"games", run.games},
                  {"first_seed", run.first_seed}};
  if (!reply_id.is_null()) started["id"] = reply_id;
  client->send(started);
  Job& job = jobs_.emplace_back();
  job.owner = client.get();
  job.thread = std::thread([&job, client, entry, run, identity, id] {
    lower_this_threads_priority();
    BalanceWatch watch;
    watch.cancel = &job.cancel;
    auto last = std::chrono::steady_clock::now();
    watch.on_game_done = [&](int done) {
      // At most five a second, and the last game always: enough for a progress bar.
      const auto now = std::chrono::steady_clock::now();
      if (done < run.games && now - last < std::chrono::milliseconds(200)) return;
      last = now;
      client->send({{"v", 1},
                    {"type", "balance_progress"},
                    {"job", id},
                    {"done", done},
                    {"games", run.games}});
    };
    json final_message;
    try {
      const std::vector<json> results = play_games(*entry, run, watch);
      final_message = {{"v", 1},
                       {"type", "balance_result"},
                       {"job", id},
                       {"summary", summarize_run(identity, 0, results).to_json()},
                       {"results", results}};
    } catch (const BalanceCancelled&) {
      final_message = {{"v", 1}, {"type", "balance_cancelled"}, {"job", id}};
    } catch (const std::exception& e) {
      final_message = {{"v", 1},
                       {"type", "error"},
                       {"code", "balance_failed"},
                       {"job", id},
                       {"message", valid_utf8(e.what())}};
    }
    // Over before the client hears so: a client told its job ended may start the next one.
    job.finished = true;
    client->send(final_message);
  });
}

json BalanceJobs::cancel(const Client* client) {
  std::lock_guard lock(mutex_);
  bool found = false;
  for (Job& job : jobs_)
    if (job.owner == client && !job.finished) {
      job.cancel = true;
      found = true;
    }
  return {{"type", "balance_cancelling"}, {"running", found}};
}

void BalanceJobs::reap_finished() {
  for (auto it = jobs_.begin(); it != jobs_.end();) {
    if (it->finished) {
      it->thread.join();
      it = jobs_.erase(it);
    } else {
      ++it;
    }
  }
}

void BalanceJobs::stop() {
  std::list<Job> jobs;
  {
    std::lock_guard lock(mutex_);
    stopping_ = true;
    for (Job& job : jobs_) job.cancel = true;
    jobs.splice(jobs.end(), jobs_);
  }
  for (Job& job : jobs)
    if (job.thread.joinable()) job.thread.join();
}

}  // namespace grognard::server
