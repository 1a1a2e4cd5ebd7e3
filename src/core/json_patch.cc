#include "core/json_patch.h"

#include <algorithm>
#include <dtl/dtl.hpp>
#include <string>
#include <vector>

namespace grognard {

namespace {

// Walks two values side by side once, and writes an operation's path only for the operation:
// each value is compared with its counterpart at its own level alone, never again from above.
class PatchWriter {
 public:
  explicit PatchWriter(json& patch) : patch_(patch) {}

  // Appends what turns `from` into `to` at the current path.
  void diff(const json& from, const json& to) {
    if (from.type() != to.type() || !(from.is_array() || from.is_object())) {
      // Equal scalars (1 and 1.0 among them) need no operation, as json::diff has it.
      if (from != to) emit("replace", &to);
      return;
    }
    if (from.is_array())
      diff_arrays(from, to);
    else
      diff_objects(from.get_ref<const json::object_t&>(), to.get_ref<const json::object_t&>());
  }

 private:
  // One reference token of the path: an object's key, or an array's index (kEnd: "-").
  struct Token {
    const std::string* key;
    size_t index;
  };
  static constexpr size_t kEnd = static_cast<size_t>(-1);

  void diff_arrays(const json& from, const json& to) {
    size_t i = 0;
    for (; i < from.size() && i < to.size(); ++i) {
      tokens_.push_back({nullptr, i});
      diff(from[i], to[i]);
      tokens_.pop_back();
    }
    // Elements past the end of `to` go from the last, so that each index is still there.
    for (size_t k = from.size(); k > i; --k) {
      tokens_.push_back({nullptr, k - 1});
      emit("remove", nullptr);
      tokens_.pop_back();
    }
    for (; i < to.size(); ++i) {
      tokens_.push_back({nullptr, kEnd});
      emit("add", &to[i]);
      tokens_.pop_back();
    }
  }

  // Keys in order in both (std::map). Most objects keep their keys: walked in step while the
  // keys match, each pair compared once. Past the first key only one side has, the two are
  // merged: the keys of `from` come first (changed or removed), then those only `to` has, as
  // json::diff orders them.
  void diff_objects(const json::object_t& a, const json::object_t& b) {
    auto i = a.begin();
    auto j = b.begin();
    for (; i != a.end() && j != b.end() && i->first == j->first; ++i, ++j) {
      tokens_.push_back({&i->first, 0});
      diff(i->second, j->second);
      tokens_.pop_back();
    }
    const auto a_rest = i;
    const auto b_rest = j;
    for (; i != a.end(); ++i) {
      while (j != b.end() && j->first < i->first) ++j;
      tokens_.push_back({&i->first, 0});
      if (j != b.end() && j->first == i->first)
        diff(i->second, j->second);
      else
        emit("remove", nullptr);
      tokens_.pop_back();
    }
    i = a_rest;
    for (auto k = b_rest; k != b.end(); ++k) {
      while (i != a.end() && i->first < k->first) ++i;
      if (i != a.end() && i->first == k->first) continue;
      tokens_.push_back({&k->first, 0});
      emit("add", &k->second);
      tokens_.pop_back();
    }
  }

  void emit(const char* name, const json* value) {
    json o(json::value_t::object);
    o.emplace("op", name);
    o.emplace("path", path());
    if (value) o.emplace("value", *value);
    patch_.push_back(std::move(o));
  }

  // The JSON Pointer (RFC 6901) of the current path: in a key "~" is "~0" and "/" is "~1".
  std::string path() const {
    std::string out;
    for (const Token& t : tokens_) {
      out += '/';
      if (!t.key) {
        out += t.index == kEnd ? std::string("-") : std::to_string(t.index);
        continue;
      }
      for (char c : *t.key) {
        if (c == '~')
          out += "~0";
        else if (c == '/')
          out += "~1";
        else
          out += c;
      }
    }
    return out;
  }

  json& patch_;
  std::vector<Token> tokens_;
};

// Elements compared by their text, held by address: the edit script copies its elements.
struct SameText : dtl::Compare<const std::string*> {
  bool impl(const std::string* const& a, const std::string* const& b) const override {
    return *a == *b;
  }
};

// One operation at an index of the array, its value (a JSON text) copied in as it is.
void write_operation(std::string& out, const char* op, size_t index, const std::string* value) {
  if (out.size() > 1) out += ',';
  out += R"({"op":")";
  out += op;
  out += R"(","path":"/)";
  out += std::to_string(index);
  out += '"';
  if (value) {
    out += R"(,"value":)";
    out += *value;
  }
  out += '}';
}

}  // namespace

ArrayPatch array_patch(const std::vector<std::string>& from, const std::vector<std::string>& to) {
  std::vector<const std::string*> a, b;
  a.reserve(from.size());
  b.reserve(to.size());
  for (const std::string& e : from) a.push_back(&e);
  for (const std::string& e : to) b.push_back(&e);
  // Deletions first in each hunk, so that a deletion and the insertion after it pair up into a
  // replacement.
  dtl::Diff<const std::string*, std::vector<const std::string*>, SameText> edit(a, b, true,
                                                                                SameText{});
  edit.compose();
  ArrayPatch patch{"[", 0};
  const auto& script = edit.getSes().getSequence();
  size_t index = 0;  // where the next element stands in the array as patched so far
  for (size_t k = 0; k < script.size();) {
    if (script[k].second.type == dtl::SES_COMMON) {
      ++index, ++k;
      continue;
    }
    size_t removed = 0;
    for (; k < script.size() && script[k].second.type == dtl::SES_DELETE; ++k) ++removed;
    std::vector<const std::string*> added;
    for (; k < script.size() && script[k].second.type == dtl::SES_ADD; ++k)
      added.push_back(script[k].first);
    const size_t replaced = std::min(removed, added.size());
    for (size_t r = 0; r < replaced; ++r)
      write_operation(patch.text, "replace", index + r, added[r]);
    for (size_t r = replaced; r < removed; ++r)
      write_operation(patch.text, "remove", index + replaced, nullptr);
    for (size_t r = replaced; r < added.size(); ++r)
      write_operation(patch.text, "add", index + r, added[r]);
    patch.operations += removed + added.size() - replaced;
    index += added.size();
  }
  patch.text += ']';
  return patch;
}

json json_patch(const json& from, const json& to) {
  json patch = json::array();
  PatchWriter(patch).diff(from, to);
  return patch;
}

}  // namespace grognard
