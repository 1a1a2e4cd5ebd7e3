// One line of English per event, for the CLI and the game report.
#include <fmt/format.h>

#include "games/la-grande-armee/state.h"

namespace grognard::lga {
namespace {
// "french" -> "French", "austria" -> "Austria", "summer" -> "Summer".
std::string title(std::string word) {
  if (!word.empty() && word[0] >= 'a' && word[0] <= 'z') word[0] = static_cast<char>(word[0] - 32);
  return word;
}

std::string joined(const json& names) {
  std::string out;
  for (const json& name : names) out += (out.empty() ? "" : ", ") + name.get<std::string>();
  return out;
}
}  // namespace

std::string State::narrate(const json& e) const {
  const std::string type = e.value("type", "");
  auto s = [&](const char* key) { return e.contains(key) ? e[key].get<std::string>() : ""; };
  auto n = [&](const char* key) { return e.contains(key) ? e[key].get<int>() : 0; };
  auto side = [&](const char* key) { return title(s(key)); };
  // An area by its city's name where it has one: "Paris (0805)".
  auto place = [&](const char* key) {
    const std::string label = s(key);
    const auto h = game_->board().find(label);
    if (!h || game_->area(*h).city == CityKind::kNone) return label;
    return fmt::format("{} ({})", game_->area(*h).city_name, label);
  };
  if (type == "turn")
    return fmt::format("== {} {}: the {} turn ==", title(s("season")), n("year"), side("side"));
  if (type == "victory_points")
    return fmt::format("{} victory points: {}{}", side("side"), n("vp"),
                       e.contains("level") ? fmt::format(" ({})", level_name(n("level"))) : "");
  if (type == "military_points") {
    std::string line = side("side") + " military points:";
    for (auto it = e["countries"].begin(); it != e["countries"].end(); ++it)
      line +=
          fmt::format(" {} {} ({} unspent + VP {} + {} for every four unspent)", title(it.key()),
                      it.value()["total"].get<int>(), it.value()["unspent"].get<int>(),
                      it.value()["vp"].get<int>(), it.value()["bonus"].get<int>());
    return line;
  }
  if (type == "supply")
    return e["unsupplied"].empty()
               ? fmt::format("all {} units are in supply", side("side"))
               : fmt::format("{} out of supply: {}", side("side"), joined(e["unsupplied"]));
  if (type == "muster")
    return n("loss") ? fmt::format("muster: {} rolls {} (total {}), loses {} morale", s("unit"),
                                   n("roll"), n("total"), n("loss"))
                     : "";
  if (type == "destroyed") return fmt::format("{} is destroyed ({})", s("unit"), s("why"));
  if (type == "phase") return fmt::format("{} movement and combat (Phase V)", side("side"));
  if (type == "aid") return fmt::format("Britain gives {} MPs to {}", n("amount"), side("to"));
  if (type == "built")
    return fmt::format("{} builds {} ({}) at {} for {} MPs", side("nation"), s("unit"),
                       s("unit_type"), place("at"), n("cost"));
  if (type == "rallied")
    return fmt::format("{} rallies to morale {} for {} MPs", s("unit"), n("morale"), n("cost"));
  if (type == "moved")
    return fmt::format("{} moves {} -> {} ({} left)", s("unit"), s("from"), place("to"),
                       n("moves_left"));
  if (type == "control") return fmt::format("{} takes control of {}", side("side"), place("hex"));
  if (type == "fog_of_war")
    return fmt::format("fog of war: {} loses {} move(s)", s("unit"), n("moves_lost"));
  if (type == "long_march")
    return n("fatigue_added")
               ? fmt::format("long march: {} gains {} fatigue", s("unit"), n("fatigue_added"))
               : "";
  if (type == "combat")
    return fmt::format("{} attacks {} in {}: roll {} {:+} = {}: {}", s("attacker"), s("defender"),
                       place("to"), n("roll"), n("total") - n("roll"), n("total"), s("result"));
  if (type == "halted")
    return e.value("garrison", false) ? fmt::format("{} garrisons its city", s("unit")) : "";
  if (type == "reinforce")
    return fmt::format("{} reinforces {} -> {}: roll {} (total {}), {}", s("unit"), s("from"),
                       s("to"), n("roll"), n("total"),
                       e.value("arrived", false) ? "arrives" : "fails to arrive");
  if (type == "withdraw")
    return e.contains("loss") ? fmt::format(
                                    "{} withdraws {} -> {}: rout roll {} (total {}), "
                                    "loses {} morale",
                                    s("unit"), s("from"), s("to"), n("roll"), n("total"), n("loss"))
                              : fmt::format("{} withdraws {} -> {}", s("unit"), s("from"), s("to"));
  if (type == "set_top")
    return fmt::format("{} goes to the top of the stack in {}", s("unit"), place("hex"));
  if (type == "siege")
    return fmt::format("siege: {} rolls {}, loses {} morale", s("unit"), n("roll"), n("loss"));
  if (type == "returns_to_paris") return fmt::format("{} returns to Paris", s("unit"));
  if (type == "defense_ended") return "";
  if (type == "game_over") {
    const std::string winner = e["winner"].is_null() ? "a draw" : side("winner") + " win";
    return fmt::format("game over: French {} ({} VP), Allied {} ({} VP): {}",
                       e["french"]["level"].get<std::string>(), e["french"]["vp"].get<int>(),
                       e["allied"]["level"].get<std::string>(), e["allied"]["vp"].get<int>(),
                       winner);
  }
  return "";
}

}  // namespace grognard::lga
