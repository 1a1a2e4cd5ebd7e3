#include "core/seating.h"

#include <algorithm>

#include "core/rules_error.h"

namespace grognard {
namespace {

std::string joined(const std::vector<std::string>& items) {
  std::string out;
  for (const auto& s : items) out += (out.empty() ? "" : ",") + s;
  return out;
}

}  // namespace

nlohmann::json teams_json(const Seating& seating) {
  nlohmann::json teams = nlohmann::json::array();
  for (const SeatTeam& t : seating.teams)
    teams.push_back({{"id", t.id}, {"name", t.name}, {"seats", t.seats}});
  return teams;
}

std::vector<std::string> agents_per_seat(const std::vector<std::string>& names,
                                         const Seating& seating) {
  const auto& seats = seating.seats;
  const bool by_key = std::any_of(names.begin(), names.end(), [](const std::string& n) {
    return n.find('=') != std::string::npos;
  });
  if (!by_key) {
    if (names.size() == 1) return std::vector<std::string>(seats.size(), names[0]);
    if (names.size() == seats.size()) return names;
    throw DataError("agents", "name one computer player for every seat, or one per seat (" +
                                  joined(seats) + ")");
  }
  std::vector<std::string> out(seats.size());
  for (const std::string& entry : names) {
    const auto eq = entry.find('=');
    if (eq == std::string::npos || eq == 0 || eq + 1 == entry.size())
      throw DataError("agents", "'" + entry + "' is not SEAT=PLAYER or TEAM=PLAYER");
    const std::string key = entry.substr(0, eq), agent = entry.substr(eq + 1);
    bool found = false;
    for (const SeatTeam& team : seating.teams)
      if (team.id == key) {
        found = true;
        for (const auto& seat : team.seats)
          out[std::find(seats.begin(), seats.end(), seat) - seats.begin()] = agent;
      }
    if (auto it = std::find(seats.begin(), seats.end(), key); it != seats.end()) {
      found = true;
      out[it - seats.begin()] = agent;
    }
    if (!found) {
      std::vector<std::string> keys = seats;
      for (const SeatTeam& team : seating.teams) keys.push_back(team.id);
      throw DataError("agents", "no seat or team named '" + key + "' (" + joined(keys) + ")");
    }
  }
  for (size_t i = 0; i < seats.size(); ++i)
    if (out[i].empty()) throw DataError("agents", "no computer player for seat '" + seats[i] + "'");
  return out;
}

}  // namespace grognard
