#include "io/json_read.h"

#include <fmt/format.h>

#include <algorithm>
#include <fstream>
#include <sstream>

#include "core/rules_error.h"

namespace grognard {

namespace {
std::string kind_of(const json& j) { return j.type_name(); }
}  // namespace

json parse_json(std::string_view text, const std::string& where) {
  try {
    return json::parse(text);
  } catch (const json::parse_error& e) {
    // Turn the byte offset into a line and column a person can find.
    size_t line = 1, col = 1;
    for (size_t i = 0; i + 1 < e.byte && i < text.size(); ++i) {
      if (text[i] == '\n') {
        ++line;
        col = 1;
      } else {
        ++col;
      }
    }
    throw DataError(where, fmt::format("not valid JSON at line {}, column {}", line, col));
  }
}

json read_json_file(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw DataError(path.string(), "cannot open the file");
  std::stringstream buffer;
  buffer << in.rdbuf();
  return parse_json(buffer.str(), path.string());
}

std::string where_in(const std::string& where, std::string_view key) {
  return where.empty() ? std::string(key) : fmt::format("{}.{}", where, key);
}
std::string where_at(const std::string& where, size_t index) {
  return fmt::format("{}[{}]", where, index);
}

const json& field(const json& object, std::string_view key, const std::string& where) {
  if (!object.is_object()) throw DataError(where, "expected an object, got " + kind_of(object));
  auto it = object.find(key);
  if (it == object.end()) throw DataError(where, fmt::format("missing field '{}'", key));
  return *it;
}

std::string get_string(const json& object, std::string_view key, const std::string& where) {
  const json& v = field(object, key, where);
  if (!v.is_string()) throw DataError(where_in(where, key), "expected a string, got " + kind_of(v));
  return v.get<std::string>();
}

long long get_int(const json& object, std::string_view key, const std::string& where, long long min,
                  long long max) {
  const json& v = field(object, key, where);
  if (!v.is_number_integer())
    throw DataError(where_in(where, key), "expected a whole number, got " + kind_of(v));
  const long long n = v.get<long long>();
  if (n < min || n > max)
    throw DataError(where_in(where, key), fmt::format("{} is outside {}..{}", n, min, max));
  return n;
}

bool get_bool(const json& object, std::string_view key, const std::string& where) {
  const json& v = field(object, key, where);
  if (!v.is_boolean()) throw DataError(where_in(where, key), "expected true or false");
  return v.get<bool>();
}

const json& get_array(const json& object, std::string_view key, const std::string& where) {
  const json& v = field(object, key, where);
  if (!v.is_array()) throw DataError(where_in(where, key), "expected an array, got " + kind_of(v));
  return v;
}

const json& get_object(const json& object, std::string_view key, const std::string& where) {
  const json& v = field(object, key, where);
  if (!v.is_object())
    throw DataError(where_in(where, key), "expected an object, got " + kind_of(v));
  return v;
}

void reject_unknown_keys(const json& object, std::initializer_list<std::string_view> known,
                         const std::string& where) {
  if (!object.is_object()) throw DataError(where, "expected an object, got " + kind_of(object));
  for (auto it = object.begin(); it != object.end(); ++it)
    if (std::find(known.begin(), known.end(), it.key()) == known.end())
      throw DataError(where_in(where, it.key()), "unknown field");
}

}  // namespace grognard
