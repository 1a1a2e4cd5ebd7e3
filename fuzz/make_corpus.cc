// Writes the fuzz targets' seed corpora from the repository's own data, into
// OUT/{protocol,action,save,scenario}/ (docs/fuzzing.md):
//   scenario: every shipped scenario (data/*/scenarios), after its game's byte;
//   save:     the golden saves (tests/golden/**), whole and cut after a few actions;
//   action:   for every shipped scenario, games played from it by the computer players
//             (random and heuristic), with an inspect query before some actions;
//   protocol: realistic sessions of messages: create with people (or a computer) at the
//             seats, join, act, inspect, undo, save, games, ping, load of a short save.
// Usage: fuzz_corpus OUT
#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iostream>

#include "core/registry.h"
#include "io/json_read.h"
#include "io/save_file.h"
#include "starts.h"

namespace fs = std::filesystem;
using namespace grognard;
using grognard::fuzz::kSeed;
using grognard::fuzz::starts;

namespace {

fs::path out_dir;
int files = 0;

void write(const std::string& kind, const std::string& name, const std::string& text) {
  fs::create_directories(out_dir / kind);
  std::ofstream(out_dir / kind / name, std::ios::binary) << text;
  ++files;
}

std::string byte(size_t index) { return std::string(1, static_cast<char>(index)); }

// The actions of a game played by `agent` at every seat from `session`, at most `count`.
std::vector<json> play(const GameEntry& game, Session& session, const std::string& agent,
                       uint64_t agent_seed, int count) {
  std::vector<json> actions;
  for (int i = 0; i < count && !session.over(); ++i) {
    const json a = game.choose(*session.mark(), *session.to_move(), agent, agent_seed + i);
    session.apply(a);
    actions.push_back(a);
  }
  return actions;
}

// The queries a seat could ask before `action`.
std::vector<json> queries(const json& action) {
  std::vector<json> q = {{{"type", "preview"}, {"action", action}}};
  if (action.contains("unit")) q.push_back({{"type", "reachable"}, {"unit", action["unit"]}});
  for (const char* key : {"to", "hex", "area", "target"})
    if (action.contains(key) && action[key].is_string())
      q.push_back({{"type", "area"}, {"hex", action[key]}});
  return q;
}

void scenario_seeds() {
  const auto& games = registered_games();
  for (size_t g = 0; g < games.size(); ++g)
    for (const ScenarioInfo& s : games[g].scenarios())
      write("scenario", games[g].id + "-" + s.id, byte(g) + games[g].load_scenario(s.id).dump());
}

void save_seeds() {
  for (const auto& file :
       fs::recursive_directory_iterator(fs::path(GROGNARD_SOURCE_DIR) / "tests" / "golden")) {
    if (file.path().extension() != ".json" || file.path().filename() == "manifest.json") continue;
    const json save = read_json_file(file.path());
    const std::string name =
        file.path().parent_path().filename().string() + "-" + file.path().stem().string();
    write("save", name, save.dump());
    const auto whole = load_save(save, file.path().string());
    const GameEntry& game = *find_game(whole->game_id());
    for (size_t cut : {0, 1, 5, 30}) {
      auto s = game.start(whole->scenario(), whole->seed());
      for (size_t i = 0; i < cut && i < whole->log().size(); ++i)
        s->apply(whole->log()[i].action, whole->log()[i].forced_dice);
      write("save", name + "-cut" + std::to_string(cut), save_json(*s).dump());
    }
  }
}

void action_seeds() {
  for (size_t k = 0; k < starts().size(); ++k) {
    const auto& start = starts()[k];
    int n = 0;
    for (const auto& [agent, count] : {std::pair{"random", 8}, {"heuristic", 16}, {"random", 20}}) {
      auto session = start.session->clone();
      const auto actions = play(*start.game, *session, agent, kSeed + n, count);
      std::vector<std::string> lines;
      for (size_t i = 0; i < actions.size(); ++i) {
        if (i % 7 == 0)
          for (const json& q : queries(actions[i])) lines.push_back("?" + q.dump());
        lines.push_back(actions[i].dump());
      }
      lines.resize(std::min(lines.size(), fuzz::kMaxLines));
      std::string text = byte(k);
      for (const auto& line : lines) text += line + "\n";
      write("action",
            start.game->id + "-" + start.scenario + "-after" +
                std::to_string(start.actions_played) + "-" + std::to_string(n++),
            text);
    }
  }
}

json message(json m) {
  m["v"] = 1;
  return m;
}

void protocol_seeds() {
  write("protocol", "ping", message({{"type", "ping"}, {"id", 1}}).dump());
  write("protocol", "games", message({{"type", "games"}, {"tokens", {"x"}}}).dump());
  for (const GameEntry& game : registered_games()) {
    const std::string scenario = game.scenarios().front().id;
    const json scenario_json = game.load_scenario(scenario);
    auto seats = game.seating(scenario_json).seats;
    std::sort(seats.begin(), seats.end());  // the order of "tokens" in the reply
    for (bool computer : {false, true}) {
      json players = json::object();
      for (const auto& seat : seats) players[seat] = {{"player", "human"}};
      if (computer) players[seats.back()] = {{"player", "computer"}, {"agent", "random"}};
      const size_t humans = computer ? seats.size() - 1 : seats.size();
      std::vector<std::string> lines = {message({{"type", "create"},
                                                 {"id", 1},
                                                 {"game", game.id},
                                                 {"scenario", scenario},
                                                 {"seed", kSeed},
                                                 {"seats", players}})
                                            .dump()};
      auto session = game.start(scenario_json, kSeed);
      const auto token = [&](const std::string& seat) {
        return "$" + std::to_string(std::find(seats.begin(), seats.end(), seat) - seats.begin());
      };
      lines.push_back(
          message({{"type", "join"}, {"id", 2}, {"token", "$" + std::to_string(humans)}}).dump());
      for (const auto& seat : seats)
        if (!computer || seat != seats.back())
          lines.push_back(message({{"type", "join"}, {"id", 3}, {"token", token(seat)}}).dump());
      for (int i = 0; i < 6 && !session->over(); ++i) {
        const std::string seat = *session->to_move();
        if (computer && seat == seats.back()) break;
        const json a = game.choose(*session->mark(), seat, "random", kSeed + i);
        for (const json& q : queries(a))
          lines.push_back(
              message({{"type", "inspect"}, {"id", 4}, {"token", token(seat)}, {"query", q}})
                  .dump());
        // "$s" in place of the seq: the reply text is JSON again after substitution.
        std::string act =
            message({{"type", "act"}, {"id", 5}, {"token", token(seat)}, {"seq", 0}, {"action", a}})
                .dump();
        act.replace(act.find("\"seq\":0"), 7, "\"seq\":$s");
        lines.push_back(act);
        session->apply(a);
        if (i == 2) {
          std::string undo =
              message({{"type", "undo"}, {"id", 6}, {"token", token(seat)}, {"seq", 0}}).dump();
          undo.replace(undo.find("\"seq\":0"), 7, "\"seq\":$s");
          lines.push_back(undo);
          lines.push_back(act);
        }
      }
      lines.push_back(message({{"type", "save"}, {"id", 7}, {"token", "$0"}}).dump());
      lines.push_back(
          message({{"type", "save"}, {"id", 8}, {"token", "$" + std::to_string(humans)}}).dump());
      lines.push_back(
          message({{"type", "games"}, {"id", 9}, {"tokens", {"$0", "$1", "x"}}}).dump());
      std::string text;
      for (const auto& l : lines) text += l + "\n";
      write("protocol", game.id + (computer ? "-computer" : "-people"), text);

      // A load of the game so far, then a move in it.
      json load = message({{"type", "load"}, {"id", 10}, {"save", save_json(*session)}});
      load["seats"] = players;
      write("protocol", game.id + (computer ? "-load-computer" : "-load"),
            load.dump() + "\n" + message({{"type", "join"}, {"token", "$0"}}).dump() + "\n");
    }
  }
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 2) {
    std::cerr << "usage: fuzz_corpus OUT\n";
    return 2;
  }
  out_dir = argv[1];
  scenario_seeds();
  save_seeds();
  action_seeds();
  protocol_seeds();
  std::cout << "wrote " << files << " seed inputs under " << out_dir.string() << "\n";
  return 0;
}
