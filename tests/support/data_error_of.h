// What a check that reads data says of bad input: the DataError's message, or "(accepted)"
// when it takes it. For tests that break a file on purpose and expect its place named.
#pragma once

#include <string>

#include "core/rules_error.h"

namespace grognard {

template <class F>
std::string data_error_of(F&& read) {
  try {
    read();
  } catch (const DataError& e) {
    return e.what();
  }
  return "(accepted)";
}

}  // namespace grognard
