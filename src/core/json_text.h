// JSON as the server writes it, for the wire, the log and the legal list's runs alike: compact,
// and a string that is not well-formed UTF-8 mended (its bad bytes U+FFFD) rather than refused,
// so that writing never fails. Texts written here may be joined into one message.
#pragma once

#include <string>

#include "core/events.h"

namespace grognard {

std::string json_text(const json& value);

}  // namespace grognard
