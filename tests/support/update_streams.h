// What a client of the protocol keeps (docs/protocol.md, "update"): each seat's view and legal
// list, rebuilt from the whole ones in "joined" and the patches in each "update" after it, the
// list spelt out from its runs. Kept by game and seat, so one connection may watch several
// seats and games.
#pragma once

#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <utility>

namespace grognard::harness {

class UpdateStreams {
 public:
  // Gives a "joined" or an "update" its whole "view" and "legal_runs", as the client rebuilds
  // them, and its legal actions as a plain list ("legal"). Other messages pass unchanged. Returns
  // what is wrong when the update does not follow the view held (a gap: its "since" is not the held
  // seq) or cannot be read, else nullopt.
  std::optional<std::string> complete(nlohmann::json& message);

 private:
  struct Held {
    nlohmann::json seq;
    nlohmann::json view;
    nlohmann::json legal_runs;
  };
  std::map<std::pair<std::string, std::string>, Held> held_;  // (game, seat or "") -> view
};

}  // namespace grognard::harness
