// What the fuzz targets share: how a finding is reported, how input bytes become JSON, and a
// structure-aware mutator. libFuzzer's own mutations (flipping bytes) turn a JSON document
// into a syntax error almost every time; mutate_json instead changes one value of the parsed
// document (a number to an edge value, a string to another string of the same document, an
// element dropped or doubled, a value of another kind) so that the engine's loaders, not the
// JSON parser, get exercised. Half of the mutations are still libFuzzer's own.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <limits>
#include <nlohmann/json.hpp>
#include <optional>
#include <random>
#include <string>
#include <string_view>
#include <vector>

extern "C" size_t LLVMFuzzerMutate(uint8_t* data, size_t size, size_t max_size);

namespace grognard::fuzz {

using json = nlohmann::json;

// The server refuses deeper messages (kMaxMessageDepth): nlohmann copies and prints recursively.
inline constexpr int kMaxDepth = 64;

// A finding: says what, then aborts so that libFuzzer saves the input and prints the stack.
[[noreturn]] inline void crash(const std::string& what) {
  std::fprintf(stderr, "\n*** FUZZ FINDING: %s\n", what.c_str());
  std::fflush(stderr);
  std::abort();
}

// How deeply `text` nests arrays and objects, were it JSON: brackets outside strings counted.
inline int nesting(std::string_view text) {
  int depth = 0, deepest = 0;
  bool in_string = false;
  for (size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (in_string) {
      if (c == '\\')
        ++i;
      else if (c == '"')
        in_string = false;
    } else if (c == '"') {
      in_string = true;
    } else if (c == '[' || c == '{') {
      deepest = std::max(deepest, ++depth);
    } else if (c == ']' || c == '}') {
      --depth;
    }
  }
  return deepest;
}

// The text as JSON, or nullopt when it is not JSON or nests deeper than kMaxDepth. The depth is
// counted before parsing: nlohmann's parser with a callback is several times slower.
inline std::optional<json> parse(std::string_view text) {
  if (nesting(text) > kMaxDepth) return std::nullopt;
  json j = json::parse(text, nullptr, false);
  if (j.is_discarded()) return std::nullopt;
  return j;
}

inline std::vector<std::string_view> split_lines(std::string_view text) {
  std::vector<std::string_view> lines;
  while (!text.empty()) {
    const size_t end = text.find('\n');
    lines.push_back(text.substr(0, end));
    if (end == std::string_view::npos) break;
    text.remove_prefix(end + 1);
  }
  return lines;
}

namespace detail {

inline void collect(json& j, std::vector<json*>& nodes, std::vector<std::string>& strings,
                    int depth) {
  nodes.push_back(&j);
  if (j.is_string()) strings.push_back(j.get<std::string>());
  if (depth >= kMaxDepth) return;
  if (j.is_object())
    for (auto& [key, value] : j.items()) {
      strings.push_back(key);
      collect(value, nodes, strings, depth + 1);
    }
  if (j.is_array())
    for (json& value : j) collect(value, nodes, strings, depth + 1);
}

// One change to one value of `doc`.
inline void mutate_value(json& doc, std::minstd_rand& rng) {
  std::vector<json*> nodes;
  std::vector<std::string> strings;
  collect(doc, nodes, strings, 0);
  json& node = *nodes[rng() % nodes.size()];
  auto pick_string = [&] {
    return strings.empty() ? std::string() : strings[rng() % strings.size()];
  };
  switch (rng() % 8) {
    case 0: {  // a number, at an edge or near where it was
      static const json kNumbers[] = {0,
                                      -1,
                                      1,
                                      2,
                                      7,
                                      99,
                                      100,
                                      255,
                                      256,
                                      65535,
                                      65536,
                                      std::numeric_limits<int32_t>::max(),
                                      std::numeric_limits<int32_t>::min(),
                                      std::numeric_limits<int64_t>::max(),
                                      std::numeric_limits<int64_t>::min(),
                                      std::numeric_limits<uint64_t>::max(),
                                      0.5,
                                      -0.0,
                                      1e300};
      if (node.is_number_integer() && rng() % 2)
        node = static_cast<int64_t>(node.get<uint64_t>() + rng() % 5 - 2);  // wraps, no UB
      else
        node = kNumbers[rng() % std::size(kNumbers)];
      break;
    }
    case 1:  // another string of the same document (a unit id, a hex, a key)
      node = pick_string();
      break;
    case 2:  // a string edited
      if (node.is_string()) {
        std::string s = node.get<std::string>();
        if (!s.empty() && rng() % 2)
          s.erase(rng() % s.size(), 1);
        else
          s.insert(s.empty() ? 0 : rng() % s.size(), 1, "0aZ-_ ."[rng() % 7]);
        node = s;
      } else {
        node = pick_string();
      }
      break;
    case 3:  // an element or a field dropped
      if (node.is_array() && !node.empty())
        node.erase(rng() % node.size());
      else if (node.is_object() && !node.empty())
        node.erase(std::next(node.begin(), static_cast<long>(rng() % node.size())).key());
      else
        node = nullptr;
      break;
    case 4:  // an element doubled, or a field added with a value from elsewhere
      if (node.is_array() && !node.empty() && node.size() < 4096) {
        node.push_back(node[rng() % node.size()]);
      } else if (node.is_object()) {
        const json& other = *nodes[rng() % nodes.size()];
        if (&other != &node && other.size() < 4096) node[pick_string()] = json(other);
      }
      break;
    case 5:  // two elements swapped
      if (node.is_array() && node.size() > 1) std::swap(node[rng() % node.size()], node[0]);
      break;
    case 6: {  // a value of another kind
      static const json kKinds[] = {nullptr, true, false, "", json::array(), json::object(), 0};
      node = kKinds[rng() % std::size(kKinds)];
      break;
    }
    default: {  // another value of the document put here
      const json& other = *nodes[rng() % nodes.size()];
      if (&other != &node && other.size() < 4096) node = json(other);
      break;
    }
  }
}

inline size_t put(const std::string& text, uint8_t* data, size_t offset, size_t max_size) {
  if (offset + text.size() > max_size) return 0;
  std::copy(text.begin(), text.end(), data + offset);
  return offset + text.size();
}

}  // namespace detail

// Mutates the JSON document at data[offset, size), keeping the bytes before it. Returns the
// new size (libFuzzer's LLVMFuzzerCustomMutator contract).
inline size_t mutate_json(uint8_t* data, size_t size, size_t max_size, unsigned seed,
                          size_t offset = 0) {
  std::minstd_rand rng(seed);
  if (size > offset && rng() % 2) {
    auto doc = parse(std::string_view(reinterpret_cast<const char*>(data) + offset, size - offset));
    if (doc) {
      detail::mutate_value(*doc, rng);
      const std::string text = doc->dump(-1, ' ', false, json::error_handler_t::replace);
      if (const size_t n = detail::put(text, data, offset, max_size)) return n;
    }
  }
  return LLVMFuzzerMutate(data, size, max_size);
}

// Mutates input that is lines of JSON after `offset` bytes: one line changed as JSON, or a
// line dropped, doubled or moved; else libFuzzer's own mutation.
inline size_t mutate_json_lines(uint8_t* data, size_t size, size_t max_size, unsigned seed,
                                size_t offset = 0) {
  std::minstd_rand rng(seed);
  if (size <= offset || rng() % 2) return LLVMFuzzerMutate(data, size, max_size);
  const std::string text(reinterpret_cast<const char*>(data) + offset, size - offset);
  std::vector<std::string> lines;
  for (std::string_view l : split_lines(text)) lines.emplace_back(l);
  if (lines.empty()) return LLVMFuzzerMutate(data, size, max_size);
  const size_t i = rng() % lines.size();
  switch (rng() % 4) {
    case 0:
      lines.erase(lines.begin() + static_cast<long>(i));
      break;
    case 1:
      lines.insert(lines.begin() + static_cast<long>(rng() % lines.size()), lines[i]);
      break;
    case 2:
      std::swap(lines[i], lines[rng() % lines.size()]);
      break;
    default: {  // a line may start with a one-character tag ('?' in the action target)
      const size_t tag = !lines[i].empty() && lines[i][0] == '?' ? 1 : 0;
      if (auto doc = parse(std::string_view(lines[i]).substr(tag))) {
        detail::mutate_value(*doc, rng);
        lines[i] =
            lines[i].substr(0, tag) + doc->dump(-1, ' ', false, json::error_handler_t::replace);
      }
      break;
    }
  }
  std::string out;
  for (size_t k = 0; k < lines.size(); ++k) out += (k ? "\n" : "") + lines[k];
  if (const size_t n = detail::put(out, data, offset, max_size)) return n;
  return LLVMFuzzerMutate(data, size, max_size);
}

}  // namespace grognard::fuzz
