#include "io/save_file.h"

#include <fmt/format.h>
#include <unistd.h>

#include <cstdio>
#include <fstream>

#include "core/registry.h"
#include "core/state_hash.h"
#include "io/json_read.h"

namespace grognard {

json save_json(const Session& session) {
  json log = json::array();
  for (const LoggedAction& a : session.log()) {
    json entry = {{"action", a.action}};
    if (!a.forced_dice.empty()) entry["dice"] = a.forced_dice;
    log.push_back(std::move(entry));
  }
  json save = {{"format", "grognard-save"},
               {"version", kSaveVersion},
               {"game", session.game_id()},
               {"scenario", session.scenario()},
               {"seed", session.seed()},
               {"seed_chosen_by", seed_chooser_name(session.seed_chosen_by())},
               {"log", log},
               {"hash", hash_text(session.hash())}};
  // Only when forced: a save without set-up dice reads the same as before the field.
  if (!session.setup_dice().empty()) save["setup_dice"] = session.setup_dice();
  return save;
}

namespace {

// Forced die results, in a log entry ("dice") or for the set-up ("setup_dice"); absent: none.
std::vector<int> read_dice(const json& holder, const std::string& key, const std::string& where) {
  std::vector<int> dice;
  if (!holder.contains(key)) return dice;
  for (const auto& v : get_array(holder, key, where)) {
    if (!v.is_number_integer()) throw DataError(where_in(where, key), "expected whole numbers");
    dice.push_back(v.get<int>());
  }
  return dice;
}

}  // namespace

std::unique_ptr<Session> load_save(const json& save, const std::string& where, bool check_hash) {
  if (get_string(save, "format", where) != "grognard-save")
    throw DataError(where_in(where, "format"), "not a Grognard save file");
  const long long version = get_int(save, "version", where, 1, 1'000'000);
  if (version != kSaveVersion)
    throw DataError(where_in(where, "version"),
                    fmt::format("save format {} is not supported (this build reads {})", version,
                                kSaveVersion));
  const std::string game_id = get_string(save, "game", where);
  const GameEntry* game = find_game(game_id);
  if (!game) throw DataError(where_in(where, "game"), "unknown game '" + game_id + "'");
  const json& seed = field(save, "seed", where);
  if (!seed.is_number_unsigned() && !(seed.is_number_integer() && seed.get<long long>() >= 0))
    throw DataError(where_in(where, "seed"), "expected a non-negative whole number");
  // Absent in saves from before the mark: no one vouches for such a seed.
  SeedChooser chosen_by = SeedChooser::kClient;
  if (save.contains("seed_chosen_by")) {
    const auto named = seed_chooser_from(get_string(save, "seed_chosen_by", where));
    if (!named)
      throw DataError(where_in(where, "seed_chosen_by"), "expected \"server\" or \"client\"");
    chosen_by = *named;
  }
  const std::vector<int> setup_dice = read_dice(save, "setup_dice", where);
  std::unique_ptr<Session> session;
  try {
    session = game->start(get_object(save, "scenario", where), seed.get<uint64_t>(), setup_dice);
  } catch (const DataError& e) {
    throw DataError(where_in(where, "scenario"), e.what());
  } catch (const IllegalAction& e) {
    throw DataError(where_in(where, "setup_dice"), e.what());
  } catch (const std::invalid_argument& e) {
    throw DataError(where_in(where, "setup_dice"), e.what());
  }
  session->set_seed_chosen_by(chosen_by);
  const json& log = get_array(save, "log", where);
  for (size_t i = 0; i < log.size(); ++i) {
    const std::string ew = where_at(where_in(where, "log"), i);
    const std::vector<int> dice = read_dice(log[i], "dice", ew);
    try {
      session->apply(field(log[i], "action", ew), dice, EventMode::kSkip);
    } catch (const IllegalAction& e) {
      throw DataError(ew, std::string("the logged action is illegal: ") + e.what());
    } catch (const std::invalid_argument& e) {
      throw DataError(ew, e.what());
    }
  }
  if (check_hash) {
    const std::string recorded = get_string(save, "hash", where);
    const std::string replayed = hash_text(session->hash());
    if (recorded != replayed)
      throw DataError(
          where_in(where, "hash"),
          fmt::format("replay ends at state {} but the save recorded {}", replayed, recorded));
  }
  return session;
}

std::unique_ptr<Session> load_save_file(const std::filesystem::path& path, bool check_hash) {
  return load_save(read_json_file(path), path.string(), check_hash);
}

void write_file_atomically(const std::filesystem::path& path, const std::string& text) {
  const auto tmp = path.string() + fmt::format(".tmp{}", static_cast<long>(getpid()));
  {
    std::ofstream out(tmp, std::ios::binary | std::ios::trunc);
    if (!out) throw DataError(path.string(), "cannot write here");
    out << text;
    out.flush();
    if (!out) {
      std::remove(tmp.c_str());
      throw DataError(path.string(), "writing failed");
    }
  }
  std::error_code ec;
  std::filesystem::rename(tmp, path, ec);
  if (ec) {
    std::remove(tmp.c_str());
    throw DataError(path.string(), "cannot replace the file: " + ec.message());
  }
}

void write_save_file(const std::filesystem::path& path, const Session& session) {
  write_file_atomically(path, save_json(session).dump(1) + "\n");
}

}  // namespace grognard
