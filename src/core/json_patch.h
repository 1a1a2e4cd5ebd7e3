// The JSON Patch (RFC 6902) from one JSON value to another, as updates carry a seat's view
// (docs/protocol.md, "The view in updates"): the operations nlohmann's json::diff gives, in
// its order, built without its repeated work. json::diff compares each value with its
// counterpart again at every level above it and spells out a path for every element it
// visits; here each value is compared once, at its own level, and a path is written only for
// an operation.
#pragma once

#include <string>
#include <vector>

#include "core/events.h"

namespace grognard {

json json_patch(const json& from, const json& to);

// The JSON Patch (as JSON text) that turns the array of the values written in `from` into the
// array of those in `to` by the shortest edit: the elements both keep in order stay where they
// are and the rest are replaced, removed or inserted at their index ("/3", relative to the
// array). Each element is one value's JSON text (json::dump), compared as text and copied into
// the patch as it is: a legal list's runs are written once and never parsed again
// (docs/protocol.md, "The legal list in updates"). json_patch compares arrays index by index,
// so one element taken out of a long array changes every one after it; a legal list loses a
// unit's moves from its middle at every move.
struct ArrayPatch {
  std::string text;       // a JSON array of operations
  size_t operations = 0;  // how many
};
ArrayPatch array_patch(const std::vector<std::string>& from, const std::vector<std::string>& to);

}  // namespace grognard
