// The JSON Patch (RFC 6902) from one JSON value to another, as updates carry a seat's view
// (docs/protocol.md, "The view in updates"): the operations nlohmann's json::diff gives, in
// its order, built without its repeated work. json::diff compares each value with its
// counterpart again at every level above it and spells out a path for every element it
// visits; here each value is compared once, at its own level, and a path is written only for
// an operation.
#pragma once

#include "core/events.h"

namespace grognard {

json json_patch(const json& from, const json& to);

}  // namespace grognard
