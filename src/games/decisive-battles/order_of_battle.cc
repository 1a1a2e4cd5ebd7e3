#include "games/decisive-battles/order_of_battle.h"

#include <fmt/format.h>

#include <algorithm>
#include <map>

#include "core/rules_error.h"
#include "io/json_enum.h"
#include "io/json_read.h"

namespace grognard::decisive {
namespace {

constexpr std::array<std::string_view, 3> kHqKinds = {"army", "corps", "division"};
constexpr size_t kMaxIdLength = 9;  // "brigades have a 9-character I.D." (Menu 2)

void check_id(const std::string& id, const std::string& where) {
  const bool ok =
      !id.empty() && id.size() <= kMaxIdLength && std::all_of(id.begin(), id.end(), [](char c) {
        return (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-';
      });
  if (!ok)
    throw DataError(where,
                    fmt::format("'{}' is not an id (1 to {} of A-Z, 0-9 and -)", id, kMaxIdLength));
}

double get_number(const json& object, std::string_view key, const std::string& where) {
  const json& v = field(object, key, where);
  if (!v.is_number()) throw DataError(where_in(where, key), "expected a number");
  return v.get<double>();
}

Position read_position(const json& j, const std::string& where, bool arrival) {
  if (arrival)
    reject_unknown_keys(j, {"time", "place", "lat", "lon", "hex"}, where);
  else
    reject_unknown_keys(j, {"place", "lat", "lon", "hex"}, where);
  Position p{get_string(j, "place", where), get_number(j, "lat", where),
             get_number(j, "lon", where), j.contains("hex") ? get_string(j, "hex", where) : ""};
  if (p.lat < -90 || p.lat > 90 || p.lon < -180 || p.lon > 180)
    throw DataError(where, "latitude or longitude out of range");
  return p;
}

// "start" or "arrives", exactly one.
Deployment read_deployment(const json& unit, const std::string& where) {
  const bool starts = unit.contains("start"), arrives = unit.contains("arrives");
  if (starts == arrives) throw DataError(where, "give exactly one of 'start' and 'arrives'");
  if (starts)
    return {read_position(get_object(unit, "start", where), where_in(where, "start"), false), ""};
  const std::string at = where_in(where, "arrives");
  const json& a = get_object(unit, "arrives", where);
  return {read_position(a, at, true), get_string(a, "time", at)};
}

int rating(const json& j, std::string_view key, const std::string& where) {
  return static_cast<int>(get_int(j, key, where, 0, 9));
}

std::string optional_string(const json& j, std::string_view key, const std::string& where) {
  if (!j.contains(key) || j.at(std::string(key)).is_null()) return "";
  return get_string(j, key, where);
}

Forces read_forces(const json& j, const std::string& where) {
  reject_unknown_keys(j, {"hqs", "brigades"}, where);
  Forces f;
  std::map<std::string, int> hq_index;
  std::vector<std::string> hq_parents;
  const json& hqs = get_array(j, "hqs", where);
  for (size_t i = 0; i < hqs.size(); ++i) {
    const std::string at = where_at(where_in(where, "hqs"), i);
    const json& h = hqs[i];
    reject_unknown_keys(h,
                        {"id", "kind", "name", "commander", "second", "parent", "type",
                         "leadership", "staff", "start", "arrives"},
                        at);
    Hq hq;
    hq.id = get_string(h, "id", at);
    check_id(hq.id, where_in(at, "id"));
    hq.kind = get_enum<HqKind>(h, "kind", kHqKinds, at);
    hq.name = get_string(h, "name", at);
    hq.commander = get_string(h, "commander", at);
    hq.second = optional_string(h, "second", at);
    const std::string type = get_string(h, "type", at);
    if (type != "infantry" && type != "cavalry")
      throw DataError(where_in(at, "type"), "an HQ is 'infantry' or 'cavalry'");
    hq.cavalry = type == "cavalry";
    hq.leadership = rating(h, "leadership", at);
    hq.staff = rating(h, "staff", at);
    hq.deployment = read_deployment(h, at);
    if (!hq_index.emplace(hq.id, static_cast<int>(i)).second)
      throw DataError(where_in(at, "id"), fmt::format("'{}' is given twice", hq.id));
    hq_parents.push_back(optional_string(h, "parent", at));
    f.hqs.push_back(std::move(hq));
  }
  const auto armies = std::count_if(f.hqs.begin(), f.hqs.end(),
                                    [](const Hq& h) { return h.kind == HqKind::kArmy; });
  if (armies != 1)
    throw DataError(where_in(where, "hqs"), fmt::format("a side has one army HQ, not {}", armies));
  for (size_t i = 0; i < f.hqs.size(); ++i) {
    Hq& hq = f.hqs[i];
    const std::string at = where_in(where_at(where_in(where, "hqs"), i), "parent");
    if (hq.kind == HqKind::kArmy) {
      if (!hq_parents[i].empty()) throw DataError(at, "the army HQ has no parent");
      f.army = static_cast<int>(i);
      continue;
    }
    const auto it = hq_index.find(hq_parents[i]);
    if (it == hq_index.end())
      throw DataError(at, fmt::format("no HQ '{}' on this side", hq_parents[i]));
    const HqKind parent = f.hqs[it->second].kind;
    if (hq.kind == HqKind::kCorps && parent != HqKind::kArmy)
      throw DataError(at, "a corps answers to the army HQ");
    if (hq.kind == HqKind::kDivision && parent == HqKind::kDivision)
      throw DataError(at, "a division answers to a corps or the army HQ");
    hq.parent = it->second;
  }
  std::map<std::string, int> brigade_index;
  const json& brigades = get_array(j, "brigades", where);
  for (size_t i = 0; i < brigades.size(); ++i) {
    const std::string at = where_at(where_in(where, "brigades"), i);
    const json& b = brigades[i];
    reject_unknown_keys(
        b,
        {"id", "name", "commander", "parent", "type", "men", "regiments", "guns", "artillery",
         "small_arms", "experience", "leadership", "cohesion", "shattered", "start", "arrives"},
        at);
    Brigade br;
    br.id = get_string(b, "id", at);
    check_id(br.id, where_in(at, "id"));
    if (hq_index.count(br.id) || !brigade_index.emplace(br.id, static_cast<int>(i)).second)
      throw DataError(where_in(at, "id"), fmt::format("'{}' is given twice", br.id));
    br.name = get_string(b, "name", at);
    br.commander = get_string(b, "commander", at);
    const std::string parent = get_string(b, "parent", at);
    const auto it = hq_index.find(parent);
    if (it == hq_index.end())
      throw DataError(where_in(at, "parent"), fmt::format("no HQ '{}' on this side", parent));
    br.parent = it->second;
    br.type = get_enum<BrigadeType>(b, "type", kBrigadeTypeNames, at);
    br.men = static_cast<int>(get_int(b, "men", at, 1, 100000));
    for (const json& r : get_array(b, "regiments", at)) {
      if (!r.is_string()) throw DataError(where_in(at, "regiments"), "expected names");
      br.regiments.push_back(r.get<std::string>());
    }
    br.guns = static_cast<int>(get_int(b, "guns", at, 0, 200));
    br.artillery = optional_string(b, "artillery", at);
    if ((br.guns > 0) != !br.artillery.empty())
      throw DataError(where_in(at, "artillery"), "a kind of gun exactly when there are guns");
    br.small_arms = optional_string(b, "small_arms", at);
    if ((br.type == BrigadeType::kArtillery) != br.small_arms.empty())
      throw DataError(where_in(at, "small_arms"),
                      "every brigade but artillery has small arms, artillery none");
    if (br.type == BrigadeType::kArtillery && br.guns == 0)
      throw DataError(where_in(at, "guns"), "an artillery brigade has guns");
    br.experience = rating(b, "experience", at);
    br.leadership = rating(b, "leadership", at);
    br.cohesion = static_cast<int>(get_int(b, "cohesion", at, 1, 7));
    br.shattered = get_bool(b, "shattered", at);
    br.deployment = read_deployment(b, at);
    f.brigades.push_back(std::move(br));
  }
  return f;
}

}  // namespace

OrderOfBattle OrderOfBattle::load(const json& j, const std::string& where) {
  reject_unknown_keys(j, {"battle", "sides"}, where);
  OrderOfBattle oob;
  oob.battle = get_string(j, "battle", where);
  const std::string at = where_in(where, "sides");
  const json& sides = get_object(j, "sides", where);
  reject_unknown_keys(sides, {"union", "confederate"}, at);
  for (int s = 0; s < kSides; ++s)
    oob.sides[s] = read_forces(get_object(sides, kSideNames[s], at), where_in(at, kSideNames[s]));
  // An id names one unit of the battle, whichever side.
  std::map<std::string, std::string_view> seen;
  for (int s = 0; s < kSides; ++s) {
    auto note = [&](const std::string& id) {
      if (auto [it, fresh] = seen.emplace(id, kSideNames[s]); !fresh)
        throw DataError(at, fmt::format("'{}' is on both sides", id));
    };
    for (const Hq& h : oob.sides[s].hqs) note(h.id);
    for (const Brigade& b : oob.sides[s].brigades) note(b.id);
  }
  return oob;
}

}  // namespace grognard::decisive
