// The legal list as updates carry it (docs/protocol.md, "legal_runs"): a game lists its moves
// unit by unit, destination by destination, so neighbouring actions mostly differ in one field
// only. A run is one action and the values one of its fields takes in a row:
//   {"action": {"type":"move","unit":"FR-NAP"}, "each": "to", "of": ["1515","1616"]}
// stands for the two moves in that order; a lone action is {"action": {...}}. Expanding the
// runs in order gives the list back exactly, order included.
#pragma once

#include <string>
#include <vector>

#include "core/events.h"

namespace grognard {

json legal_runs(std::vector<json> actions);
// The list `runs` stands for; throws DataError when an entry is not a run.
std::vector<json> expand_legal_runs(const json& runs);

// Runs as the server holds and sends them: each written once as JSON text (json::dump), so
// that lists are compared and patched as texts and no run is parsed or written again.
// A run's text is json_text's (core/json_text.h).
using RunTexts = std::vector<std::string>;
RunTexts run_texts(const json& runs);
// The JSON array of the runs, as text.
std::string runs_array_text(const RunTexts& runs);
// The legal list `now` as an update carries it to connections that hold the runs `held`
// (docs/protocol.md, "The legal list in updates"): the members (JSON text, no braces)
// "legal_patch": …, the patch from `held`, when it has fewer operations than the list has
// runs, else "legal_runs": now.
std::string legal_list_members(const RunTexts& held, const RunTexts& now);

}  // namespace grognard
