// One visitor from several lambdas, for std::visit over action variants.
#pragma once

namespace grognard {

template <class... Ts>
struct Overloaded : Ts... {
  using Ts::operator()...;
};
template <class... Ts>
Overloaded(Ts...) -> Overloaded<Ts...>;

}  // namespace grognard
