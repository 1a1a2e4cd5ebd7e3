// The action codec and rules of every game: Session::validate, validate_for, apply and inspect
// on actions read from JSON.
//
// Input: the first byte picks a position (starts.h: every shipped scenario of every registered
// game, at its start and later on); then at most kMaxLines JSON values, one a line. A line
// starting with '?' is an inspect query for the seat to move (DataError is its documented
// refusal); any other line is an action for the seat to move.
//
// A finding: validate or validate_for throwing (they return their refusals); apply not
// throwing IllegalAction exactly when validate refuses, or then changing the state; the
// actions' logged forms (action_json after parsing) not replaying to the same state; a broken
// invariant (GameEntry::check_invariants) after any action; any sanitizer report; a hang.
#include <memory>
#include <string>

#include "core/registry.h"
#include "fuzz_util.h"
#include "starts.h"

namespace grognard::fuzz {
namespace {

std::string text(const json& j) { return j.dump(-1, ' ', false, json::error_handler_t::replace); }

void act(const GameEntry& game, Session& session, const json& action) {
  const std::string seat = *session.to_move();
  const auto verdict = session.validate(action);
  (void)session.validate_for(seat, action);  // the server's door: parses again on the seat's view
  const uint64_t before = session.hash();
  try {
    session.apply(action);
  } catch (const IllegalAction&) {
    if (!verdict) crash("apply refused an action that validate takes: " + text(action));
    if (session.hash() != before) crash("a refused action changed the state: " + text(action));
    return;
  } catch (const std::exception& e) {
    crash("apply failed unexpectedly on " + text(action) + ": " + e.what());
  }
  if (verdict)
    crash("apply took an action that validate refuses (" + verdict->text() + "): " + text(action));
  for (const std::string& broken : game.check_invariants(session))
    crash("invariant broken after " + text(action) + ": " + broken);
}

// The actions the input's run logged, replayed from the starting position, reach the same state.
void replay_logged(const Start& start, const Session& played) {
  const auto replay = start.session->clone();
  const auto& log = played.log();
  for (size_t i = start.session->log().size(); i < log.size(); ++i) {
    try {
      replay->apply(log[i].action);
    } catch (const std::exception& e) {
      crash("the logged form " + text(log[i].action) + " is refused: " + e.what());
    }
  }
  if (replay->hash() != played.hash()) crash("the logged actions play differently");
}

}  // namespace
}  // namespace grognard::fuzz

// The starting positions are played out once, before the first input and its time limit.
extern "C" int LLVMFuzzerInitialize(int*, char***) {
  (void)grognard::fuzz::starts();
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace grognard;
  using namespace grognard::fuzz;
  if (size == 0) return -1;
  const Start& start = starts()[data[0] % starts().size()];
  const auto lines =
      split_lines(std::string_view(reinterpret_cast<const char*>(data) + 1, size - 1));
  if (lines.size() > kMaxLines) return -1;
  const auto session = start.session->clone();
  for (std::string_view line : lines) {
    if (session->over()) break;
    const bool query = !line.empty() && line[0] == '?';
    const auto value = parse(query ? line.substr(1) : line);
    if (!value) continue;
    if (query) {
      try {
        (void)session->inspect(*value, *session->to_move());
      } catch (const DataError&) {
      }
    } else {
      act(*start.game, *session, *value);
    }
  }
  replay_logged(start, *session);
  return 0;
}

extern "C" size_t LLVMFuzzerCustomMutator(uint8_t* data, size_t size, size_t max_size,
                                          unsigned seed) {
  return grognard::fuzz::mutate_json_lines(data, size, max_size, seed, 1);
}
