// Events told as a game report.
#include <fmt/format.h>

#include "games/napoleon-at-waterloo/state.h"

namespace grognard::naw {

namespace {
constexpr const char* kHours[] = {"1 pm", "2 pm", "3 pm", "4 pm", "5 pm",
                                  "6 pm", "7 pm", "8 pm", "9 pm", "10 pm"};

std::string join(const json& a) {
  std::string out;
  for (const auto& x : a) {
    if (!out.empty()) out += ", ";
    out += x.get<std::string>();
  }
  return out;
}
}  // namespace

std::string State::narrate(const json& e) const {
  const std::string type = e.value("type", "");
  auto name = [&](const json& id) {
    if (auto u = game_->find_unit(id.get<std::string>())) return def(*u).name;
    return id.get<std::string>();
  };
  if (type == "phase") {
    const int t = e["turn"].get<int>();
    const std::string hour = t >= 1 && t <= 10 ? kHours[t - 1] : fmt::format("turn {}", t);
    // The rules' own words for the two steps of the Combat Phase (NAW Turns of Play).
    const std::string phase = e["phase"].get<std::string>();
    const std::string words = phase == "bombardment" ? "bombardment (combat step 2a)"
                              : phase == "assault"   ? "ground combat (combat step 2b)"
                                                     : phase + " phase";
    std::string s =
        fmt::format("== Game-turn {} ({}), {} {} ==", t, hour, e["side"].get<std::string>(), words);
    if (e.contains("arriving"))
      s += fmt::format("\n   Reinforcements due: {}", join(e["arriving"]));
    return s;
  }
  if (type == "move" || type == "enter") {
    const auto& path = e["path"];
    return fmt::format(
        "   {} {} {} ({} MP)", name(e["unit"]), type == "enter" ? "enters at" : "moves",
        type == "enter"
            ? path.front().get<std::string>() + " and on to " + path.back().get<std::string>()
            : path.front().get<std::string>() + " -> " + path.back().get<std::string>(),
        e["cost"].get<int>());
  }
  if (type == "exit")
    return fmt::format("   {} marches off the map from {}", name(e["unit"]),
                       e["from"].get<std::string>());
  if (type == "bombardment" || type == "attack")
    return fmt::format("   {} by {} on {}", type == "attack" ? "Attack" : "Bombardment",
                       join(e["attackers"]), join(e["targets"]));
  if (type == "combat")
    return fmt::format(
        "     {} to {} at {}{}, {} vs {} ({:+d}), die {} -> {}", e["attack"].get<int>(),
        e["defense"].get<int>(), e["odds"].get<std::string>(),
        e["shift"].get<int>() ? " after the woods shift" : "", e["attack_mode"].get<std::string>(),
        e["defense_mode"].get<std::string>(), e["modifier"].get<int>(), e["roll"].get<int>(),
        e["result"].get<std::string>());
  if (type == "eliminated")
    return fmt::format("     {} is destroyed in {}", name(e["unit"]), e["hex"].get<std::string>());
  if (type == "retreat")
    return fmt::format("     {} falls back {} -> {}", name(e["unit"]), e["from"].get<std::string>(),
                       e["to"].get<std::string>());
  if (type == "no_retreat") return fmt::format("     {} has nowhere to retreat", name(e["unit"]));
  if (type == "bumped")
    return fmt::format("     {} is bumped out of {} and disrupted", name(e["unit"]),
                       e["hex"].get<std::string>());
  if (type == "advance")
    return fmt::format("     {} advances {} -> {}", name(e["unit"]), e["from"].get<std::string>(),
                       e["to"].get<std::string>());
  if (type == "demoralized")
    return fmt::format("   *** The {} army is demoralized ({} combat points lost) ***",
                       e["side"].get<std::string>(), e["losses"].get<int>());
  if (type == "defense_mode")
    return fmt::format("     defender fights as {}", e["mode"].get<std::string>());
  if (type == "no_effect") return "     no effect";
  if (type == "game_over") {
    const json& r = e["result"];
    return fmt::format(
        "== Game over. French: {}; Allied: {}. Result: {} victory for {} ==\n"
        "   Losses: French {} points, Allied {} points; {} French units exited{}.",
        r["levels"]["french"].get<std::string>(), r["levels"]["allied"].get<std::string>(),
        r["victory"].get<std::string>(), r["winner"].get<std::string>(),
        r["losses"]["french"].get<int>(), r["losses"]["allied"].get<int>(), r["exited"].get<int>(),
        r["napoleon_eliminated"].get<bool>() ? "; Napoleon has fallen" : "");
  }
  return "";
}

}  // namespace grognard::naw
