// The scenario loader: GameEntry::start (each game's Game::load) and GameEntry::seating on a
// scenario's JSON, as a designer's file or a loaded save brings it; then what the server asks
// of the new game straight away (who moves, the legal actions, every seat's view, the public
// view) and the game's invariants.
//
// Input: the first byte picks the game (registry order); the rest is the scenario's text.
// Inputs that are not JSON, or nest deeper than the server accepts, are skipped.
//
// A finding: start or seating throwing anything but DataError (a broken scenario is refused
// with DataError, never a crash); anything thrown after a successful start; a game that starts
// with a broken invariant; any sanitizer report; a hang.
#include "core/registry.h"
#include "fuzz_util.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace grognard;
  using namespace grognard::fuzz;
  if (size == 0) return -1;
  const GameEntry& game = registered_games()[data[0] % registered_games().size()];
  const auto scenario = parse(std::string_view(reinterpret_cast<const char*>(data) + 1, size - 1));
  if (!scenario) return -1;
  std::unique_ptr<Session> session;
  try {
    (void)game.seating(*scenario);
    session = game.start(*scenario, 1815);
  } catch (const DataError&) {
    return 0;
  }
  try {
    (void)session->to_move();
    (void)session->legal_actions();
    for (const std::string& seat : session->seats()) (void)session->view(seat);
    (void)session->public_view();
  } catch (const std::exception& e) {
    crash(std::string("a scenario that starts fails at once: ") + e.what());
  }
  for (const std::string& broken : game.check_invariants(*session))
    crash("a scenario that starts breaks an invariant: " + broken);
  return 0;
}

extern "C" size_t LLVMFuzzerCustomMutator(uint8_t* data, size_t size, size_t max_size,
                                          unsigned seed) {
  return grognard::fuzz::mutate_json(data, size, max_size, seed, 1);
}
