#include "server/store.h"

#include <fmt/format.h>

#include <algorithm>
#include <regex>

namespace grognard::server {

bool a_person_plays(const std::map<std::string, SeatPlayer>& seats) {
  return std::any_of(seats.begin(), seats.end(), [](const auto& s) { return !s.second.computer; });
}

json seats_json(const std::map<std::string, SeatPlayer>& seats) {
  json j = json::object();
  for (const auto& [seat, p] : seats)
    j[seat] =
        p.computer ? json{{"player", "computer"}, {"agent", p.agent}} : json{{"player", "human"}};
  return j;
}

std::map<std::string, SeatPlayer> seats_from(const json& j) {
  std::map<std::string, SeatPlayer> out;
  for (const auto& [seat, p] : j.items())
    out[seat] = SeatPlayer{p.at("player") == "computer", p.value("agent", "")};
  return out;
}

std::string dice_text(const LoggedAction& entry) { return json(entry.forced_dice).dump(); }
std::string hash_text(uint64_t state_hash) { return fmt::format("{:016x}", state_hash); }

bool stored_as(const std::string& action, const std::string& dice,
               const std::optional<std::string>& hash, const LoggedAction& entry,
               uint64_t state_hash) {
  return action == entry.action.dump() && dice == dice_text(entry) && hash == hash_text(state_hash);
}

StoreConflict conflicting_append(const std::string& game_id, int seq) {
  return StoreConflict(fmt::format(
      "game {}: action {} cannot be stored: another entry is stored under its number, or the "
      "log is not that long",
      game_id, seq));
}

std::vector<AppendRequest> append_requests(const std::string& game_id, int first,
                                           std::span<const LoggedAction> entries,
                                           std::span<const uint64_t> state_hashes) {
  if (entries.size() != state_hashes.size())
    throw std::invalid_argument(fmt::format("{} entries to append with {} state hashes",
                                            entries.size(), state_hashes.size()));
  std::vector<AppendRequest> requests;
  requests.reserve(entries.size());
  for (size_t i = 0; i < entries.size(); ++i)
    requests.push_back(
        AppendRequest{game_id, first + static_cast<int>(i), entries[i], state_hashes[i]});
  return requests;
}

json parse_stored(const std::string& text, const std::string& where) {
  try {
    return json::parse(text);
  } catch (const json::exception& e) {
    throw StoreError(where + ": " + e.what());
  }
}

void add_stored_entry(StoredLog& log, const std::string& game_id, int64_t seq,
                      const std::string& action, const std::string& dice,
                      const std::optional<std::string>& hash) {
  const int64_t expected = log.from + static_cast<int64_t>(log.log.size());
  if (seq != expected)
    throw StoreError(fmt::format("game {}: action {} follows {} actions", game_id, seq, expected));
  const json rolled = parse_stored(dice, "actions.dice of " + game_id);
  log.log.push_back(LoggedAction{parse_stored(action, "actions.action of " + game_id),
                                 rolled.get<std::vector<int>>()});
  if (!hash) {
    log.hashes.push_back(std::nullopt);
    return;
  }
  try {
    log.hashes.push_back(std::stoull(*hash, nullptr, 16));
  } catch (const std::exception&) {
    throw StoreError(
        fmt::format("game {}: action {} has a malformed hash '{}'", game_id, seq, *hash));
  }
}

namespace {
bool starts_with(const std::string& s, const char* prefix) { return s.rfind(prefix, 0) == 0; }
}  // namespace

std::unique_ptr<GameStore> open_store(const std::string& database) {
  if (starts_with(database, "postgresql://") || starts_with(database, "postgres://"))
    return open_postgres_store(database);
  if (starts_with(database, "sqlite:")) return open_sqlite_store(database.substr(7));
  return open_sqlite_store(database);
}

std::string redact_database_url(const std::string& database) {
  static const std::regex in_authority(R"(^(postgres(?:ql)?://[^/@:?]*:)[^@/?]*@)");
  static const std::regex as_parameter(R"((password=)[^&\s]*)", std::regex::icase);
  return std::regex_replace(std::regex_replace(database, in_authority, "$1***@"), as_parameter,
                            "$1***");
}

}  // namespace grognard::server
