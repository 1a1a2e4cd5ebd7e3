// What updates cost the server (docs/protocol.md, "The view in updates"), in every game, over
// the first 300 actions of a game played at random (seed 5): after each action, each seat's
//   * BM_UpdateWholeView: view built and written out whole, as updates were before;
//   * BM_UpdatePatch: view built, compared with the one it held, the patch written out (the
//     views without what never changes; BM_UpdatePatchOfWholeViews: the whole views);
//   * BM_UpdateLegalRuns: the legal list of the seat to move, as the update carries it
//     (BM_UpdateLegalRunsFromJson: the same runs built from a JSON object per action);
//   * BM_UpdateLegalWhole, BM_UpdateLegalPatched: every seat's legal list, whole or patched.
// Items are seat updates; the counters give the bytes of a seat's view or patch per update,
// and of the legal list the seat to move gets besides: a plain list before, in runs now.
#include <benchmark/benchmark.h>

#include <map>
#include <memory>
#include <random>
#include <string>
#include <vector>

#include "core/json_patch.h"
#include "core/legal_runs.h"
#include "core/registry.h"

namespace {

using grognard::json;

// The position after each action, and the legal lists' mean size on the way.
struct Recorded {
  std::vector<std::unique_ptr<grognard::Session>> positions;
  std::vector<std::string> seats;
  double legal_bytes = 0, legal_runs_bytes = 0;
};

const Recorded& recorded(const std::string& game) {
  static std::map<std::string, Recorded> cache;
  auto [it, fresh] = cache.try_emplace(game);
  if (!fresh) return it->second;
  const grognard::GameEntry& entry = *grognard::find_game(game);
  auto s = entry.start(entry.load_scenario(entry.scenarios().front().id), 5);
  it->second.seats = s->seats();
  std::mt19937 rng(1);
  for (int n = 0; n < 300 && !s->over(); ++n) {
    const std::string who = *s->to_move();
    const auto legal = s->legal_actions_for(who);
    it->second.legal_bytes += static_cast<double>(json(legal).dump().size());
    it->second.legal_runs_bytes +=
        static_cast<double>(grognard::runs_array_text(s->legal_runs_for(who)).size());
    s->apply(legal[rng() % legal.size()]);
    it->second.positions.push_back(s->clone());
  }
  it->second.legal_bytes /= static_cast<double>(it->second.positions.size());
  it->second.legal_runs_bytes /= static_cast<double>(it->second.positions.size());
  return it->second;
}

void BM_UpdateWholeView(benchmark::State& st, const std::string& game) {
  const Recorded& r = recorded(game);
  double bytes = 0;
  size_t updates = 0;
  for (auto _ : st) {
    for (const auto& position : r.positions)
      for (const std::string& seat : r.seats) {
        const std::string text = position->view(seat).dump();
        bytes += static_cast<double>(text.size());
        ++updates;
      }
  }
  st.counters["view_bytes"] = bytes / static_cast<double>(updates);
  st.counters["legal_bytes"] = r.legal_bytes;  // as a plain list, as updates were before
  st.SetItemsProcessed(static_cast<int64_t>(updates));
}

// Each seat's patch from the view it was last sent, made by `patch_of(before, now)`: between
// the views without what never changes, as Room::update_for compares them, or between whole
// views, as it did before 2 December (`whole`).
template <class Patch>
void patch_every_update(benchmark::State& st, const std::string& game, Patch patch_of,
                        bool whole = false) {
  const Recorded& r = recorded(game);
  auto view_of = [whole](const grognard::Session& s, const std::string& seat) {
    return whole ? s.view(seat) : s.changing_view(seat);
  };
  double bytes = 0;
  size_t updates = 0;
  for (auto _ : st) {
    // Each seat holds the view it was last sent (the first position's, to begin with).
    std::map<std::string, json> held;
    for (const std::string& seat : r.seats) held[seat] = view_of(*r.positions.front(), seat);
    for (size_t i = 1; i < r.positions.size(); ++i)
      for (const std::string& seat : r.seats) {
        json view = view_of(*r.positions[i], seat);
        json& before = held[seat];
        const std::string text = patch_of(before, view).dump();
        before = std::move(view);
        bytes += static_cast<double>(text.size());
        ++updates;
      }
  }
  st.counters["patch_bytes"] = bytes / static_cast<double>(updates);
  st.counters["legal_runs_bytes"] = r.legal_runs_bytes;  // as updates carry it
  st.SetItemsProcessed(static_cast<int64_t>(updates));
}

// As Room::update_for makes it (core/json_patch.h), and by nlohmann's json::diff, which
// gives the same patch.
void BM_UpdatePatch(benchmark::State& st, const std::string& game) {
  patch_every_update(st, game,
                     [](const json& a, const json& b) { return grognard::json_patch(a, b); });
}
void BM_UpdatePatchOfWholeViews(benchmark::State& st, const std::string& game) {
  patch_every_update(
      st, game, [](const json& a, const json& b) { return grognard::json_patch(a, b); }, true);
}
void BM_UpdatePatchByJsonDiff(benchmark::State& st, const std::string& game) {
  patch_every_update(st, game, [](const json& a, const json& b) { return json::diff(a, b); });
}

// The legal list an update carries to the seat to move, at each recorded position: as
// Room::update_for gets it (Session::legal_runs_for, each run's text: Napoleon at Waterloo
// writes a unit's runs once a movement phase, so after the first pass over the positions every
// list here is read from where its phase keeps it), and the generic way, every action as a JSON
// object first (core/legal_runs.h).
template <class Runs>
void legal_runs_at_each_position(benchmark::State& st, const std::string& game, Runs runs_of) {
  const Recorded& r = recorded(game);
  size_t lists = 0;
  for (auto _ : st)
    for (const auto& position : r.positions) {
      if (position->over()) continue;
      auto runs = runs_of(*position, *position->to_move());
      benchmark::DoNotOptimize(runs);
      ++lists;
    }
  st.SetItemsProcessed(static_cast<int64_t>(lists));
}

void BM_UpdateLegalRuns(benchmark::State& st, const std::string& game) {
  legal_runs_at_each_position(st, game, [](const grognard::Session& s, const std::string& seat) {
    return s.legal_runs_for(seat);
  });
}

void BM_UpdateLegalRunsFromJson(benchmark::State& st, const std::string& game) {
  legal_runs_at_each_position(st, game, [](const grognard::Session& s, const std::string& seat) {
    return grognard::legal_runs(s.legal_actions_for(seat));
  });
}

// Each seat's legal list in its update at each recorded position, built and written out: whole,
// as every update had it before 2 December, or as Room::update_for sends it now
// (legal_list_members): the patch from the list the seat's connections hold when that is
// shorter.
void legal_list_in_each_update(benchmark::State& st, const std::string& game, bool patched) {
  const Recorded& r = recorded(game);
  double bytes = 0;
  size_t updates = 0;
  for (auto _ : st) {
    std::map<std::string, grognard::RunTexts> held;
    for (const auto& position : r.positions)
      for (const std::string& seat : r.seats) {
        grognard::RunTexts runs;
        if (position->to_move() == seat) runs = position->legal_runs_for(seat);
        grognard::RunTexts& before = held[seat];
        // Whole: the list alone; patched: what an update carries, the list or its patch with its
        // member's name.
        const std::string text =
            patched ? grognard::legal_list_members(before, runs) : grognard::runs_array_text(runs);
        before = std::move(runs);
        bytes += static_cast<double>(text.size());
        ++updates;
      }
  }
  st.SetItemsProcessed(static_cast<int64_t>(updates));
  st.counters["bytes"] = bytes / static_cast<double>(updates);
}

void BM_UpdateLegalWhole(benchmark::State& st, const std::string& game) {
  legal_list_in_each_update(st, game, false);
}
void BM_UpdateLegalPatched(benchmark::State& st, const std::string& game) {
  legal_list_in_each_update(st, game, true);
}

BENCHMARK_CAPTURE(BM_UpdateLegalWhole, naw, std::string("napoleon-at-waterloo"))
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_UpdateLegalPatched, naw, std::string("napoleon-at-waterloo"))
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_UpdateLegalWhole, lga, std::string("la-grande-armee"))
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_UpdateLegalPatched, lga, std::string("la-grande-armee"))
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_UpdateLegalWhole, sfc, std::string("struggle-for-the-continent"))
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_UpdateLegalPatched, sfc, std::string("struggle-for-the-continent"))
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_UpdateLegalRuns, naw, std::string("napoleon-at-waterloo"))
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_UpdateLegalRunsFromJson, naw, std::string("napoleon-at-waterloo"))
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_UpdateLegalRuns, lga, std::string("la-grande-armee"))
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_UpdateLegalRuns, sfc, std::string("struggle-for-the-continent"))
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_UpdateWholeView, naw, std::string("napoleon-at-waterloo"))
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_UpdatePatch, naw, std::string("napoleon-at-waterloo"))
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_UpdatePatchOfWholeViews, naw, std::string("napoleon-at-waterloo"))
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_UpdatePatchByJsonDiff, naw, std::string("napoleon-at-waterloo"))
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_UpdateWholeView, lga, std::string("la-grande-armee"))
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_UpdatePatch, lga, std::string("la-grande-armee"))
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_UpdatePatchByJsonDiff, lga, std::string("la-grande-armee"))
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_UpdateWholeView, sfc, std::string("struggle-for-the-continent"))
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_UpdatePatch, sfc, std::string("struggle-for-the-continent"))
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_UpdatePatchOfWholeViews, sfc, std::string("struggle-for-the-continent"))
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_UpdatePatchByJsonDiff, sfc, std::string("struggle-for-the-continent"))
    ->Unit(benchmark::kMillisecond);

}  // namespace
