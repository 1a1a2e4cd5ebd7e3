#include "server/store.h"

#include <algorithm>

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

}  // namespace grognard::server
