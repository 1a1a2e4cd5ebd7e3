// The save loader, load_save (src/io/save_file.h), on any JSON document.
//
// Input: a save file's text. Inputs that are not JSON, or nest deeper than the server accepts
// (kMaxDepth), are skipped: the loader takes parsed JSON.
//
// A finding: load_save throwing anything but DataError (its documented refusal); a loaded game
// with a broken invariant, or whose own save (save_json) does not load again to the same
// state; any sanitizer report; a hang.
#include "core/registry.h"
#include "fuzz_util.h"
#include "io/save_file.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace grognard;
  using namespace grognard::fuzz;
  const auto save = parse(std::string_view(reinterpret_cast<const char*>(data), size));
  if (!save) return -1;
  std::unique_ptr<Session> session;
  try {
    session = load_save(*save, "save");
  } catch (const DataError&) {
    return 0;
  }
  for (const std::string& broken : find_game(session->game_id())->check_invariants(*session))
    crash("a loaded save breaks an invariant: " + broken);
  std::unique_ptr<Session> again;
  try {
    again = load_save(save_json(*session), "resaved");
  } catch (const DataError& e) {
    crash(std::string("a loaded game's own save does not load: ") + e.what());
  }
  if (again->hash() != session->hash()) crash("a loaded game's own save loads differently");
  return 0;
}

extern "C" size_t LLVMFuzzerCustomMutator(uint8_t* data, size_t size, size_t max_size,
                                          unsigned seed) {
  return grognard::fuzz::mutate_json(data, size, max_size, seed);
}
