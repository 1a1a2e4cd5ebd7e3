// Structured logs: one JSON object a line on stderr, with time and level added.
#pragma once

#include <nlohmann/json.hpp>

namespace grognard::server {
// `fields` may carry "level" ("info" if absent) and should carry "msg".
void log_line(const nlohmann::json& fields);
}  // namespace grognard::server
