// An answer of type "error" (docs/protocol.md): a code a program can test, a message a
// person can read, and for an illegal action the rule that forbids it.
#pragma once

#include <stdexcept>
#include <string>

namespace grognard::server {

class ProtocolError : public std::runtime_error {
 public:
  ProtocolError(std::string code, const std::string& message, std::string rule = {})
      : std::runtime_error(message), code_(std::move(code)), rule_(std::move(rule)) {}
  const std::string& code() const { return code_; }
  const std::string& rule() const { return rule_; }

 private:
  std::string code_;
  std::string rule_;
};

}  // namespace grognard::server
