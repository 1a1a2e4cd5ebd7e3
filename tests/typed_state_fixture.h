// Rule-test helpers for any game's typed State: apply a legal action, or name the rule an
// illegal one breaks.
#pragma once

#include <gtest/gtest.h>

#include <string>

#include "core/events.h"

namespace grognard::test {

// Applies a legal action (failing the test if it is not) and returns its events.
template <class S>
Events play(S& s, const typename S::Action& a) {
  auto v = s.validate(a);
  EXPECT_FALSE(v.has_value()) << (v ? v->text() : "");
  if (v) return {};
  return s.do_apply(a);
}

// The rule an illegal action breaks ("" if it is legal).
template <class S>
std::string broken_rule(const S& s, const typename S::Action& a) {
  auto v = s.validate(a);
  return v ? v->rule : "";
}

}  // namespace grognard::test
