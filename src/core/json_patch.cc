#include "core/json_patch.h"

#include <string>

namespace grognard {

namespace {

// A key as one reference token of a JSON Pointer (RFC 6901): "~" is "~0", "/" is "~1".
void append_token(std::string& path, const std::string& key) {
  path += '/';
  for (char c : key) {
    if (c == '~')
      path += "~0";
    else if (c == '/')
      path += "~1";
    else
      path += c;
  }
}

json op(const char* name, const std::string& path) {
  json o(json::value_t::object);
  o.emplace("op", name);
  o.emplace("path", path);
  return o;
}

// Appends to `patch` what turns `from` into `to`, which differ, at `path` (extended in place and
// restored before returning).
void diff_into(json& patch, const json& from, const json& to, std::string& path) {
  if (from.type() != to.type() || !(from.is_array() || from.is_object())) {
    json o = op("replace", path);
    o.emplace("value", to);
    patch.push_back(std::move(o));
    return;
  }
  const size_t at = path.size();
  if (from.is_array()) {
    size_t i = 0;
    for (; i < from.size() && i < to.size(); ++i)
      if (from[i] != to[i]) {
        path += '/';
        path += std::to_string(i);
        diff_into(patch, from[i], to[i], path);
        path.resize(at);
      }
    // Elements past the end of `to` go from the last, so that each index is still there.
    for (size_t k = from.size(); k > i; --k) {
      path += '/';
      path += std::to_string(k - 1);
      patch.push_back(op("remove", path));
      path.resize(at);
    }
    for (; i < to.size(); ++i) {
      json o = op("add", path + "/-");
      o.emplace("value", to[i]);
      patch.push_back(std::move(o));
    }
    return;
  }
  // Objects: keys in order in both (std::map), walked side by side. The keys of `from` come
  // first (changed or removed), then those only `to` has, as json::diff orders them.
  const auto& a = from.get_ref<const json::object_t&>();
  const auto& b = to.get_ref<const json::object_t&>();
  auto j = b.begin();
  for (auto i = a.begin(); i != a.end(); ++i) {
    while (j != b.end() && j->first < i->first) ++j;
    const bool shared = j != b.end() && j->first == i->first;
    if (shared && i->second == j->second) continue;
    append_token(path, i->first);
    if (shared)
      diff_into(patch, i->second, j->second, path);
    else
      patch.push_back(op("remove", path));
    path.resize(at);
  }
  auto i = a.begin();
  for (auto k = b.begin(); k != b.end(); ++k) {
    while (i != a.end() && i->first < k->first) ++i;
    if (i != a.end() && i->first == k->first) continue;
    append_token(path, k->first);
    json o = op("add", path);
    o.emplace("value", k->second);
    patch.push_back(std::move(o));
    path.resize(at);
  }
}

}  // namespace

json json_patch(const json& from, const json& to) {
  json patch = json::array();
  if (from == to) return patch;
  std::string path;
  diff_into(patch, from, to, path);
  return patch;
}

}  // namespace grognard
