#include "core/session.h"

namespace grognard {

Events Session::apply(const json& action, const std::vector<int>& forced_dice) {
  return apply_validated(action, forced_dice);
}

}  // namespace grognard
