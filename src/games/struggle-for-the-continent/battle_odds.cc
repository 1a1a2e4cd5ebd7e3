#include "games/struggle-for-the-continent/battle_odds.h"

#include <algorithm>
#include <array>
#include <mutex>
#include <shared_mutex>
#include <string>
#include <unordered_map>

#include "core/rng.h"
#include "games/struggle-for-the-continent/neutral_request.h"

namespace grognard::sfc {

namespace {

// The province's worth the attacker counts on when deciding to fight on: an ordinary one.
constexpr double kPolicyProvince = 2.0;
// A battle played out longer than this is broken off (the engine's own cap is kMaxWaves).
constexpr int kSimWaves = 60;

// Outcomes of a pair over the 100 rolls of two d10, for advantages -10..10.
struct PairTable {
  std::array<double, 21> win{}, loss{};
  PairTable() {
    for (int x = -10; x <= 10; ++x) {
      int w = 0, l = 0;
      for (int a = 1; a <= 10; ++a)
        for (int d = 1; d <= 10; ++d) {
          w += a + x > d;
          l += a + x < d;
        }
      win[x + 10] = w / 100.0;
      loss[x + 10] = l / 100.0;
    }
  }
};
const PairTable& table() {
  static const PairTable t;
  return t;
}

double worth_sum(const std::vector<int>& line) {
  double s = 0;
  for (int v : line) s += army_worth(v);
  return s;
}

double mean(const std::vector<int>& line) {
  double s = 0;
  for (int v : line) s += v;
  return line.empty() ? 0 : s / static_cast<double>(line.size());
}

// A line of armies with these attack values (the nation plays no part in the odds).
std::vector<LineArmy> line_of(const std::vector<int>& values) {
  std::vector<LineArmy> line;
  line.reserve(values.size());
  for (int v : values) line.push_back(LineArmy{0, v});
  return line;
}

}  // namespace

double army_worth(int attack) {
  return static_cast<double>(kArmyWeight[std::clamp(attack, 0, 10)]) / 1000.0;
}

double pair_win(int advantage) { return table().win[std::clamp(advantage, -10, 10) + 10]; }
double pair_loss(int advantage) { return table().loss[std::clamp(advantage, -10, 10) + 10]; }

void lines_of(const Battle& battle, BattleLines& out) {
  out.attackers.clear();
  out.defenders.clear();
  for (const LineArmy& x : battle.attackers()) out.attackers.push_back(x.attack);
  for (const LineArmy& x : battle.defenders()) out.defenders.push_back(x.attack);
  out.attacker_victories = battle.attacker_victories();
  out.defender_victories = battle.defender_victories();
}

BattleLines lines_of(const Battle& battle) {
  BattleLines out;
  lines_of(battle, out);
  return out;
}

bool worth_fighting_on(const BattleLines& b) {
  const auto& a = b.attackers;
  const auto& d = b.defenders;
  if (a.empty() || d.empty()) return false;
  // The next wave on its own, each pair at the advantage it starts with.
  const size_t pairs = std::min(a.size(), d.size());
  double wave = 0;
  for (size_t i = 0; i < pairs; ++i) {
    const int x = (a[i] - b.attacker_victories) - (d[i] - b.defender_victories);
    wave += pair_win(x) * army_worth(d[i]) - pair_loss(x) * army_worth(a[i]);
  }
  if (wave > 0) return true;
  // The whole battle: the penalties of 4.5 drive the advantage to nothing, by which time the
  // side ahead has won about its initial advantage in armies more than it lost.
  const double x = (mean(a) - b.attacker_victories) - (mean(d) - b.defender_victories);
  const double na = static_cast<double>(a.size()), nd = static_cast<double>(d.size());
  const double wa = worth_sum(a) / na, wd = worth_sum(d) / nd;
  double whole;
  if (na + x > nd + 0.5)
    whole = kPolicyProvince + nd * wd - std::max(0.0, nd - x) * wa;
  else
    whole = std::min(nd, std::max(0.0, na + x)) * wd - na * wa;
  return whole > 0;
}

BattleOdds battle_odds(const BattleLines& lines, uint64_t seed, int samples, AttackerPlan plan) {
  const int wave_cap = plan == AttackerPlan::kToTheEnd ? kMaxWaves : kSimWaves;
  BattleOdds out;
  if (lines.attackers.empty() || lines.defenders.empty() || samples <= 0) {
    out.take = lines.defenders.empty() && !lines.attackers.empty() ? 1 : 0;
    return out;
  }
  Rng rng(seed);
  const std::vector<LineArmy> attackers = line_of(lines.attackers),
                              defenders = line_of(lines.defenders);
  const double a_worth = worth_sum(lines.attackers), d_worth = worth_sum(lines.defenders);
  BattleLines left;
  for (int s = 0; s < samples; ++s) {
    // SFC 4.1-4.5, as the game fights it (battle.h).
    Battle b(attackers, defenders, lines.attacker_victories, lines.defender_victories);
    for (int wave = 1;; ++wave) {
      b.fight_unrecorded_wave(rng);
      lines_of(b, left);
      if (b.over() || wave >= wave_cap) break;
      if (plan == AttackerPlan::kWhilePaying && !worth_fighting_on(left))
        break;  // 4.2: the attacker breaks off
    }
    if (left.defenders.empty() && !left.attackers.empty()) out.take += 1;
    out.attackers_lost += static_cast<double>(lines.attackers.size() - left.attackers.size());
    out.defenders_lost += static_cast<double>(lines.defenders.size() - left.defenders.size());
    out.attacker_worth_lost += a_worth - worth_sum(left.attackers);
    out.defender_worth_lost += d_worth - worth_sum(left.defenders);
  }
  const double n = samples;
  out.take /= n;
  out.attackers_lost /= n;
  out.defenders_lost /= n;
  out.attacker_worth_lost /= n;
  out.defender_worth_lost /= n;
  return out;
}

namespace {

// The memo's key: the lines as a short text.
std::string odds_key(const BattleLines& lines) {
  std::string key;
  key.reserve(lines.attackers.size() + lines.defenders.size() + 16);
  for (int v : lines.attackers) key.push_back(static_cast<char>('a' + v));
  key.push_back('|');
  for (int v : lines.defenders) key.push_back(static_cast<char>('a' + v));
  key += '|' + std::to_string(lines.attacker_victories) + '|' +
         std::to_string(lines.defender_victories);
  return key;
}

uint64_t seed_of(const std::string& key) {
  uint64_t h = 14695981039346656037ULL;  // FNV-1a: the same odds on every platform
  for (char ch : key) h = (h ^ static_cast<uint8_t>(ch)) * 1099511628211ULL;
  return h;
}

}  // namespace

uint64_t odds_seed(const BattleLines& lines) { return seed_of(odds_key(lines)); }

BattleOdds remembered_odds(const BattleLines& lines) {
  std::string key = odds_key(lines);
  static std::shared_mutex mutex;
  static std::unordered_map<std::string, BattleOdds> memo;
  {
    const std::shared_lock read(mutex);
    if (auto it = memo.find(key); it != memo.end()) return it->second;
  }
  const BattleOdds o = battle_odds(lines, seed_of(key));
  const std::unique_lock write(mutex);
  if (memo.size() > 50000) memo.clear();  // a bound on memory (some MB); the odds stay the same
  memo.emplace(std::move(key), o);
  return o;
}

}  // namespace grognard::sfc
