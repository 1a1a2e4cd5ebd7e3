#include "core/balance_text.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <cmath>

namespace grognard {

namespace {
std::string percent(double share) { return fmt::format("{:.1f}%", 100 * share); }

// The field that says who won comes first; the others (levels, reasons) follow by name.
std::vector<std::string> outcome_order(const BalanceSummary& s) {
  std::vector<std::string> names;
  if (s.outcomes.contains("winner")) names.push_back("winner");
  for (const auto& [name, unused] : s.outcomes)
    if (name != "winner") names.push_back(name);
  return names;
}
}  // namespace

std::string balance_table(const BalanceSummary& s) {
  const BalanceIdentity& id = s.identity;
  std::string out = fmt::format("{} {} ({}), agents {}\ngames {}-{} of seeds from {} ({} games)\n",
                                id.game, id.scenario.empty() ? "(unnamed scenario)" : id.scenario,
                                id.scenario_hash, fmt::join(id.agents, ","), s.first_game,
                                s.first_game + s.games - 1, id.first_seed, s.games);
  const json figures = s.to_json();
  for (const std::string& name : outcome_order(s)) {
    size_t width = name.size();
    for (const auto& [value, unused] : s.outcomes.at(name))
      width = std::max(width, value.size() + 2);
    out += fmt::format("\n{:<{}}  {:>6}  {:>6}  {:>15}\n", name, width, "games", "share",
                       "95% interval");
    for (const auto& [value, f] : figures["outcomes"][name].items())
      out += fmt::format("  {:<{}}  {:>6}  {:>6}  {:>6} - {:>6}\n", value, width - 2,
                         f["games"].get<int64_t>(), percent(f["share"].get<double>()),
                         percent(f["low"].get<double>()), percent(f["high"].get<double>()));
  }
  if (!s.numbers.empty()) {
    size_t width = 6;
    for (const auto& [name, unused] : s.numbers) width = std::max(width, name.size());
    out += fmt::format("\n{:<{}}  {:>9}  {:>19}  {:>9}  {:>9}\n", "number", width, "mean",
                       "95% interval", "min", "max");
    for (const auto& [name, n] : s.numbers) {
      const auto [low, high] = n.mean_interval();
      out += fmt::format("{:<{}}  {:>9.2f}  {:>8.2f} - {:>8.2f}  {:>9g}  {:>9g}\n", name, width,
                         n.mean(), low, high, n.min, n.max);
    }
  }
  return out;
}

std::string progress_line(int done, int total, double seconds) {
  std::string line = fmt::format("{}/{} games", done, total);
  if (done > 0 && seconds > 0) {
    const double rate = done / seconds;
    line += fmt::format(" · {:.1f} games/s · ETA {:.0f} s", rate, std::ceil((total - done) / rate));
  }
  return line;
}

}  // namespace grognard
