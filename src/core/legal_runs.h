// The legal list as updates carry it (docs/protocol.md, "legal_runs"): a game lists its moves
// unit by unit, destination by destination, so neighbouring actions mostly differ in one field
// only. A run is one action and the values one of its fields takes in a row:
//   {"action": {"type":"move","unit":"FR-NAP"}, "each": "to", "of": ["1515","1616"]}
// stands for the two moves in that order; a lone action is {"action": {...}}. Expanding the
// runs in order gives the list back exactly, order included.
#pragma once

#include <vector>

#include "core/events.h"

namespace grognard {

json legal_runs(std::vector<json> actions);
// The list `runs` stands for; throws DataError when an entry is not a run.
std::vector<json> expand_legal_runs(const json& runs);
// The legal list `now` as an update carries it to connections that hold the runs `held`
// (docs/protocol.md, "The legal list in updates"): {"legal_patch": …}, the patch from `held`,
// when it is shorter than the list, else {"legal_runs": now}.
json legal_list_fields(const json& held, const json& now);

}  // namespace grognard
