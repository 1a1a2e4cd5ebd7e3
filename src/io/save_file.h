// Save files: JSON with a format version, the game, the scenario (embedded, so a designer's
// scenario travels with the save), the seed and the action log with any forced dice. Loading
// replays the log and checks the recorded hash. Written atomically.
#pragma once

#include <filesystem>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>

#include "core/session.h"

namespace grognard {

inline constexpr int kSaveVersion = 1;

nlohmann::json save_json(const Session& session);
// Rebuilds the session by replaying the log. Throws DataError naming the field or the log
// entry at fault, and (when check_hash) a final hash that differs from the recorded one.
std::unique_ptr<Session> load_save(const nlohmann::json& save, const std::string& where,
                                   bool check_hash = true);
std::unique_ptr<Session> load_save_file(const std::filesystem::path& path, bool check_hash = true);
// Writes to a temporary file beside `path` and renames it over: all or nothing.
void write_file_atomically(const std::filesystem::path& path, const std::string& text);
void write_save_file(const std::filesystem::path& path, const Session& session);

}  // namespace grognard
