// What goes wrong, said in words: an illegal action names the rule that forbids it; bad
// data names the file and the place in it.
#pragma once

#include <stdexcept>
#include <string>

namespace grognard {

struct RuleViolation {
  std::string rule;    // the section that forbids it, e.g. "NAW ZOC (2)"
  std::string reason;  // what is wrong, in words
  std::string text() const { return rule.empty() ? reason : rule + ": " + reason; }
};

class IllegalAction : public std::runtime_error {
 public:
  explicit IllegalAction(RuleViolation v)
      : std::runtime_error(v.text()), violation_(std::move(v)) {}
  const RuleViolation& violation() const { return violation_; }

 private:
  RuleViolation violation_;
};

// A malformed action, save file, scenario or data file: `where` says which and where in it.
class DataError : public std::runtime_error {
 public:
  DataError(const std::string& where, const std::string& what)
      : std::runtime_error(where.empty() ? what : where + ": " + what) {}
};

}  // namespace grognard
