#include "core/state_hash.h"

#include <fmt/format.h>

namespace grognard {
std::string hash_text(uint64_t h) { return fmt::format("{:016x}", h); }
}  // namespace grognard
