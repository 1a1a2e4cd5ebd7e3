#include "core/json_text.h"

namespace grognard {

std::string json_text(const json& value) {
  return value.dump(-1, ' ', false, json::error_handler_t::replace);
}

}  // namespace grognard
