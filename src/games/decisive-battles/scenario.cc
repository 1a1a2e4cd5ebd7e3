#include "games/decisive-battles/scenario.h"

#include <fmt/format.h>

#include <charconv>

#include "core/enum_names.h"
#include "core/rules_error.h"
#include "io/hex_json.h"
#include "io/json_enum.h"
#include "io/json_read.h"

namespace grognard::decisive {
namespace {

// Days from 1970-01-01 to a civil date (H. Hinnant's days_from_civil).
long long days_from_civil(long long y, unsigned m, unsigned d) {
  y -= m <= 2;
  const long long era = (y >= 0 ? y : y - 399) / 400;
  const unsigned yoe = static_cast<unsigned>(y - era * 400);
  const unsigned doy = (153 * (m > 2 ? m - 3 : m + 9) + 2) / 5 + d - 1;
  const unsigned doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
  return era * 146097 + static_cast<long long>(doe) - 719468;
}

// The civil date of a day counted from 1970-01-01 (H. Hinnant's civil_from_days).
std::array<int, 3> civil_from_days(long long z) {
  z += 719468;
  const long long era = (z >= 0 ? z : z - 146096) / 146097;
  const unsigned doe = static_cast<unsigned>(z - era * 146097);
  const unsigned yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
  const unsigned doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
  const unsigned mp = (5 * doy + 2) / 153;
  const unsigned d = doy - (153 * mp + 2) / 5 + 1;
  const unsigned m = mp < 10 ? mp + 3 : mp - 9;
  return {static_cast<int>(static_cast<long long>(yoe) + era * 400 + (m <= 2)), static_cast<int>(m),
          static_cast<int>(d)};
}

int number(std::string_view s, size_t at, size_t len, bool& ok) {
  int v = 0;
  const auto r = std::from_chars(s.data() + at, s.data() + at + len, v);
  ok = ok && r.ec == std::errc() && r.ptr == s.data() + at + len;
  return v;
}

// The entries {"from": time, key: name} of a schedule as a value for every hour.
template <class E, size_t N>
std::vector<E> schedule(const json& j, std::string_view key, std::string_view value_key,
                        const std::array<std::string_view, N>& names, const Scenario& s, int turns,
                        const std::string& where) {
  const std::string at = where_in(where, key);
  const json& list = get_array(j, key, where);
  if (list.empty()) throw DataError(at, "expected entries from the first hour on");
  std::vector<E> out(turns);
  int last = -1;
  for (size_t i = 0; i < list.size(); ++i) {
    const std::string ew = where_at(at, i);
    reject_unknown_keys(list[i], {"from", value_key}, ew);
    const int turn = turn_holding(minutes_of(get_string(list[i], "from", ew), where_in(ew, "from")),
                                  s.start_minutes);
    if (i == 0 && turn != 0) throw DataError(where_in(ew, "from"), "the first entry is the start");
    if (turn <= last || turn >= turns)
      throw DataError(where_in(ew, "from"), "entries ascend, within the battle's hours");
    const E e = get_enum<E>(list[i], value_key, names, ew);
    for (int t = turn; t < turns; ++t) out[t] = e;
    last = turn;
  }
  return out;
}

}  // namespace

long long minutes_of(std::string_view t, const std::string& where) {
  bool ok = t.size() == 16 && t[4] == '-' && t[7] == '-' && t[10] == 'T' && t[13] == ':';
  if (ok) {
    const int y = number(t, 0, 4, ok), mo = number(t, 5, 2, ok), d = number(t, 8, 2, ok);
    const int h = number(t, 11, 2, ok), mi = number(t, 14, 2, ok);
    ok = ok && mo >= 1 && mo <= 12 && d >= 1 && d <= 31 && h <= 23 && mi <= 59;
    if (ok)
      return days_from_civil(y, static_cast<unsigned>(mo), static_cast<unsigned>(d)) * 1440 +
             h * 60 + mi;
  }
  throw DataError(where, fmt::format("'{}' is not a time of the form 1861-07-21T05:00", t));
}

std::string time_text(long long minutes) {
  const long long day = minutes >= 0 ? minutes / 1440 : -((-minutes + 1439) / 1440);
  const long long in_day = minutes - day * 1440;
  const auto [y, m, d] = civil_from_days(day);
  return fmt::format("{:04}-{:02}-{:02}T{:02}:{:02}", y, m, d, in_day / 60, in_day % 60);
}

int turn_holding(long long minutes, long long start_minutes) {
  const long long m = minutes - start_minutes;
  return static_cast<int>(m >= 0 ? m / 60 : -((-m + 59) / 60));
}

Scenario Scenario::load(const json& j, const HexBoard& board, const std::string& where) {
  reject_unknown_keys(j,
                      {"id", "name", "description", "advice", "battle", "map", "start", "turns",
                       "light", "weather", "rest", "flags", "entrench", "men_per_vp", "objectives",
                       "options", "map_changes", "position", "encamped"},
                      where);
  Scenario s;
  s.id = get_string(j, "id", where);
  s.name = get_string(j, "name", where);
  s.description = j.contains("description") ? get_string(j, "description", where) : "";
  if (j.contains("advice")) {
    const json& advice = get_array(j, "advice", where);
    for (size_t i = 0; i < advice.size(); ++i) {
      if (!advice[i].is_string())
        throw DataError(where_at(where_in(where, "advice"), i), "expected a paragraph of text");
      s.advice.push_back(advice[i].get<std::string>());
    }
  }
  s.battle = get_string(j, "battle", where);
  const std::string start = get_string(j, "start", where);
  s.start_minutes = minutes_of(start, where_in(where, "start"));
  const int turns = static_cast<int>(get_int(j, "turns", where, 1, 200));
  const auto light = schedule<Light>(j, "light", "light", kLightNames, s, turns, where);
  const auto weather = schedule<Weather>(j, "weather", "weather", kWeatherNames, s, turns, where);
  for (int t = 0; t < turns; ++t)
    s.hours.push_back({time_text(s.start_minutes + 60LL * t), light[t], weather[t], false});

  const std::string rest_w = where_in(where, "rest");
  const json& rest = get_array(j, "rest", where);
  for (size_t i = 0; i < rest.size(); ++i) {
    const std::string ew = where_at(rest_w, i);
    if (!rest[i].is_array() || rest[i].size() != 2 || !rest[i][0].is_string() ||
        !rest[i][1].is_string())
      throw DataError(ew, "expected [first hour, last hour]");
    const int from = turn_holding(minutes_of(rest[i][0].get<std::string>(), ew), s.start_minutes);
    const int to = turn_holding(minutes_of(rest[i][1].get<std::string>(), ew), s.start_minutes);
    if (from < 0 || to >= turns || from > to)
      throw DataError(ew, "a span of the battle's hours, first to last");
    for (int t = from; t <= to; ++t) s.hours[t].rest = true;
  }

  const std::string flags_w = where_in(where, "flags");
  const json& flags = get_object(j, "flags", where);
  reject_unknown_keys(flags, {"radio", "exposed"}, flags_w);
  s.radio = get_bool(flags, "radio", flags_w);
  s.exposed = get_bool(flags, "exposed", flags_w);
  const std::string ent_w = where_in(where, "entrench");
  for (const json& side : get_array(j, "entrench", where)) {
    const auto e =
        side.is_string() ? parse_enum<Side>(kSideNames, side.get<std::string>()) : std::nullopt;
    if (!e) throw DataError(ent_w, "expected the sides that may entrench: union, confederate");
    s.entrench[static_cast<int>(*e)] = true;
  }
  if (j.contains("encamped")) {
    const std::string camp_w = where_in(where, "encamped");
    for (const json& side : get_array(j, "encamped", where)) {
      const auto e =
          side.is_string() ? parse_enum<Side>(kSideNames, side.get<std::string>()) : std::nullopt;
      if (!e)
        throw DataError(camp_w, "expected the sides in camp at the start: union, confederate");
      s.encamped[static_cast<int>(*e)] = true;
    }
  }
  s.men_per_vp = static_cast<int>(get_int(j, "men_per_vp", where, 1, 100000));

  const std::string obj_w = where_in(where, "objectives");
  const json& objectives = get_array(j, "objectives", where);
  for (size_t i = 0; i < objectives.size(); ++i) {
    const std::string ew = where_at(obj_w, i);
    const json& o = objectives[i];
    reject_unknown_keys(o, {"name", "hex", "active", "vp_per_turn", "vp_end"}, ew);
    Objective obj;
    obj.name = get_string(o, "name", ew);
    obj.hex = read_hex_label(board, field(o, "hex", ew), where_in(ew, "hex"));
    const json& active = get_array(o, "active", ew);
    const std::string aw = where_in(ew, "active");
    if (active.size() != 2 || !active[0].is_string() || !active[1].is_string())
      throw DataError(aw, "expected [first hour, last hour]");
    obj.first_turn = turn_holding(minutes_of(active[0].get<std::string>(), aw), s.start_minutes);
    obj.last_turn = turn_holding(minutes_of(active[1].get<std::string>(), aw), s.start_minutes);
    if (obj.first_turn < 0 || obj.last_turn >= turns || obj.first_turn > obj.last_turn)
      throw DataError(aw, "a span of the battle's hours, first to last");
    obj.vp_per_turn = static_cast<int>(get_int(o, "vp_per_turn", ew, 0, 100));
    obj.vp_end = static_cast<int>(get_int(o, "vp_end", ew, 0, 1000));
    s.objectives.push_back(std::move(obj));
  }
  return s;
}

}  // namespace grognard::decisive
