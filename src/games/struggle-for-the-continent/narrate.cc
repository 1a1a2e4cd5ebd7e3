// One line of English per event, for the CLI and the game report.
#include <fmt/format.h>

#include "games/struggle-for-the-continent/state.h"

namespace grognard::sfc {

std::string State::narrate(const json& e) const {
  const Game& g = *game_;
  const std::string type = e.value("type", "");
  auto s = [&](const char* key) { return e.contains(key) ? e[key].get<std::string>() : ""; };
  auto n = [&](const char* key) { return e.contains(key) ? e[key].get<int>() : 0; };
  auto name_of = [&](const std::string& nation_key) {
    const auto id = g.find_nation(nation_key);
    return id ? g.nation(*id).name : nation_key;
  };
  auto nation = [&](const char* key) { return name_of(s(key)); };
  auto place = [&](const char* key) {
    const auto a = g.board().find(s(key));
    return a ? g.board().name(*a) : s(key);
  };
  auto team = [&](const char* key) {
    for (const Team& t : g.teams())
      if (t.key == s(key)) return t.name;
    return s(key);
  };
  auto armies = [](int count) {
    return fmt::format("{} {}", count, count == 1 ? "army" : "armies");
  };
  if (type == "placed")
    return fmt::format("{} places an army in {}", nation("nation"), place("at"));
  if (type == "setup_done") return "Set-up is over: the war begins";
  if (type == "team_turn") return fmt::format("== Round {}: the {} ==", n("round"), team("team"));
  if (type == "turn") return fmt::format("{} to move", nation("nation"));
  if (type == "mobilised")
    return fmt::format("{} mobilises {} in {}", nation("nation"), armies(n("count")), place("at"));
  if (type == "moved")
    return fmt::format("{} moves {} from {} to {}", nation("nation"), armies(n("count")),
                       place("from"), place("to"));
  if (type == "control") return fmt::format("The {} take {}", team("team"), place("at"));
  if (type == "attack") {
    int count = 0;
    for (const json& gr : e["groups"]) count += gr["count"].get<int>();
    return fmt::format("{} attacks {} with {}", nation("nation"), place("to"), armies(count));
  }
  if (type == "joined_attack") return fmt::format("{} joins the attack", nation("nation"));
  if (type == "declined_attack") return fmt::format("{} stays out of the attack", nation("nation"));
  if (type == "battle")
    return fmt::format("Battle for {}: {} attack, {} defend", place("at"), n("attackers"),
                       n("defenders"));
  if (type == "wave") {
    std::string line = fmt::format("Wave {} at {}:", n("wave"), place("at"));
    for (const json& p : e["pairs"]) {
      const std::string outcome = p["outcome"];
      line += fmt::format(" {} {}{:+} vs {} {}{}", name_of(p["attacker"].get<std::string>()),
                          p["attacker_roll"].get<int>(), p["advantage"].get<int>(),
                          name_of(p["defender"].get<std::string>()), p["defender_roll"].get<int>(),
                          outcome == "attacker"   ? " (attacker wins);"
                          : outcome == "defender" ? " (defender wins);"
                                                  : " (standoff);");
    }
    const int a = n("attackers_left"), d = n("defenders_left");
    return line + fmt::format(" {} attacker{} and {} defender{} left", a, a == 1 ? "" : "s", d,
                              d == 1 ? "" : "s");
  }
  if (type == "broke_off")
    return fmt::format("{} breaks off the attack on {}", nation("nation"), place("at"));
  if (type == "stand") return fmt::format("{} stands", nation("nation"));
  if (type == "retreated")
    return fmt::format("{} retreats {} from {} to {}", nation("nation"), armies(n("count")),
                       place("from"), place("to"));
  if (type == "battle_over")
    return fmt::format("The battle for {} is over after {} wave(s): the {} holds the field",
                       place("at"), n("waves"), s("winner"));
  if (type == "end_turn") return fmt::format("{} ends its turn", nation("nation"));
  if (type == "asked")
    return fmt::format("{} asks {} to join the war: it rolls {} and {}", nation("nation"),
                       nation("neutral"), n("roll"),
                       e.value("accepted", false) ? "accepts" : "declines");
  if (type == "entered_war")
    return fmt::format("{} enters the war with the {}", nation("nation"), team("team"));
  if (type == "out_of_war") return fmt::format("{} is out of the war", nation("nation"));
  if (type == "game_over")
    return e["winner"].is_null()
               ? fmt::format("Game over, a draw: {}", s("reason"))
               : fmt::format("Game over: the {} win ({})", team("winner"), s("reason"));
  return type;
}

}  // namespace grognard::sfc
