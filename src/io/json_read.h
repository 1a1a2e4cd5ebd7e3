// Reading JSON that people write (scenarios, saves, actions): every failure says which file
// and which field, and what was expected there.
#pragma once

#include <filesystem>
#include <initializer_list>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>

namespace grognard {

using json = nlohmann::json;

// Parses a file; DataError names the file and the line/column of a syntax error.
json read_json_file(const std::filesystem::path& path);
// Parses text; `where` names its origin in errors.
json parse_json(std::string_view text, const std::string& where);

// Field access with errors of the form "<where>.<key>: expected ..., got ...".
const json& field(const json& object, std::string_view key, const std::string& where);
std::string get_string(const json& object, std::string_view key, const std::string& where);
long long get_int(const json& object, std::string_view key, const std::string& where, long long min,
                  long long max);
bool get_bool(const json& object, std::string_view key, const std::string& where);
const json& get_array(const json& object, std::string_view key, const std::string& where);
const json& get_object(const json& object, std::string_view key, const std::string& where);
// Throws DataError "<where>.<key>: unknown field" for a key not in `known`: a misspelt
// field in a designer's file is an error, not silently ignored. DataError too when `object`
// is not an object.
void reject_unknown_keys(const json& object, std::initializer_list<std::string_view> known,
                         const std::string& where);
std::string where_in(const std::string& where, std::string_view key);
std::string where_at(const std::string& where, size_t index);

}  // namespace grognard
