// A designer's scenario's `position` (docs/scenarios.md): the hour play starts at, units where
// it says (their men, cohesion and whether shattered), units gone, and HQs under commands. Every
// check names its place.
#include <fmt/format.h>

#include <algorithm>
#include <set>

#include "core/rules_error.h"
#include "games/decisive-battles/game.h"
#include "io/hex_json.h"
#include "io/json_enum.h"
#include "io/json_read.h"

namespace grognard::decisive {

void Game::read_opening(const json& position) {
  const std::string w = "scenario.position";
  reject_unknown_keys(position, {"time", "units", "gone", "commands"}, w);
  Opening o;
  if (position.contains("time")) {
    const std::string at = where_in(w, "time");
    const std::string time = get_string(position, "time", w);
    const auto hour = std::find_if(scenario_.hours.begin(), scenario_.hours.end(),
                                   [&](const Hour& h) { return h.time == time; });
    if (hour == scenario_.hours.end())
      throw DataError(at, fmt::format("'{}' is not an hour of the battle ({} to {})", time,
                                      scenario_.hours.front().time, scenario_.hours.back().time));
    o.turn = static_cast<int>(hour - scenario_.hours.begin());
  }
  const HexBoard& b = board();
  auto unit_of = [&](const json& v, const std::string& at) {
    if (!v.is_string()) throw DataError(at, "expected a unit id");
    const auto u = find_unit(v.get<std::string>());
    if (!u) throw DataError(at, fmt::format("no unit '{}' in this battle", v.get<std::string>()));
    return *u;
  };
  std::set<uint16_t> named;
  auto once = [&](UnitId u, const std::string& at) {
    if (!named.insert(u.value).second)
      throw DataError(at, fmt::format("{} is named twice in the position", unit(u).id));
  };
  if (position.contains("gone")) {
    const json& gone = get_array(position, "gone", w);
    for (size_t i = 0; i < gone.size(); ++i) {
      const std::string at = where_at(where_in(w, "gone"), i);
      const UnitId u = unit_of(gone[i], at);
      if (unit(u).hq && !unit(u).superior)
        throw DataError(at, fmt::format("{} is an army HQ: it cannot be gone", unit(u).id));
      once(u, at);
      o.gone.push_back(u);
    }
  }
  std::map<uint16_t, UnitId> brigade_at;  // hex -> the brigade standing there
  std::map<uint16_t, Side> side_at;
  if (position.contains("units")) {
    const json& units = get_array(position, "units", w);
    for (size_t i = 0; i < units.size(); ++i) {
      const std::string at = where_at(where_in(w, "units"), i);
      const json& e = units[i];
      if (!e.is_object()) throw DataError(at, "expected an object");
      reject_unknown_keys(e, {"unit", "hex", "men", "cohesion", "shattered"}, at);
      OpeningUnit ou{unit_of(field(e, "unit", at), where_in(at, "unit")),
                     read_hex_label(b, field(e, "hex", at), where_in(at, "hex")),
                     {},
                     {},
                     {}};
      const UnitDef& d = unit(ou.unit);
      once(ou.unit, where_in(at, "unit"));
      if (d.arrives > o.turn)
        throw DataError(where_in(at, "unit"),
                        fmt::format("{} arrives at {}, after the position's hour", d.id,
                                    scenario_.hours[d.arrives].time));
      if (!terrain(ou.hex).move)
        throw DataError(where_in(at, "hex"),
                        fmt::format("no unit may stand in {} ({})", b.label_text(ou.hex),
                                    battlefield().terrain(ou.hex)));
      if (const auto s = side_at.find(ou.hex.value); s != side_at.end() && s->second != d.side)
        throw DataError(where_in(at, "hex"),
                        fmt::format("units of both sides in {}", b.label_text(ou.hex)));
      side_at[ou.hex.value] = d.side;
      if (!d.hq) {
        if (const auto other = brigade_at.find(ou.hex.value); other != brigade_at.end())
          throw DataError(where_in(at, "hex"),
                          fmt::format("{} and {} in {}: one brigade a hex", unit(other->second).id,
                                      d.id, b.label_text(ou.hex)));
        brigade_at.emplace(ou.hex.value, ou.unit);
        if (e.contains("men")) ou.men = static_cast<int>(get_int(e, "men", at, 1, d.men));
        if (e.contains("cohesion"))
          ou.cohesion = static_cast<int>(get_int(e, "cohesion", at, 1, 7));
        if (e.contains("shattered")) ou.shattered = get_bool(e, "shattered", at);
      } else if (e.contains("men") || e.contains("cohesion") || e.contains("shattered")) {
        throw DataError(at, fmt::format("{} is an HQ: it has no men, cohesion or shattering of "
                                        "its own here",
                                        d.id));
      }
      o.units.push_back(ou);
    }
  }
  if (position.contains("commands")) {
    const json& commands = get_array(position, "commands", w);
    for (size_t i = 0; i < commands.size(); ++i) {
      const std::string at = where_at(where_in(w, "commands"), i);
      const json& e = commands[i];
      if (!e.is_object()) throw DataError(at, "expected an object");
      reject_unknown_keys(e, {"hq", "command", "objectives"}, at);
      OpeningCommand c{unit_of(field(e, "hq", at), where_in(at, "hq")),
                       get_enum<Command>(e, "command", kCommandNames, at),
                       {}};
      if (!unit(c.hq).hq || !unit(c.hq).superior)
        throw DataError(where_in(at, "hq"),
                        fmt::format("{} is not a corps or division HQ", unit(c.hq).id));
      const json none = json::array();
      const json& list = e.contains("objectives") ? get_array(e, "objectives", at) : none;
      for (size_t k = 0; k < list.size(); ++k) {
        const std::string ok = where_at(where_in(at, "objectives"), k);
        const HexId h = read_hex_label(b, list[k], ok);
        if (!scenario_.has_objective(h))
          throw DataError(ok,
                          fmt::format("{} is not an objective of the scenario", b.label_text(h)));
        c.objectives.push_back(h);
      }
      const size_t n = c.objectives.size();
      const bool fits = c.command == Command::kOffensive   ? n == 1 || n == 2
                        : c.command == Command::kDefensive ? n == 1
                                                           : n == 0;
      if (!fits)
        throw DataError(where_in(at, "objectives"),
                        "offensive: one or two objectives; defensive: one; reserve: none");
      o.commands.push_back(std::move(c));
    }
  }
  opening_ = std::move(o);
}

}  // namespace grognard::decisive
