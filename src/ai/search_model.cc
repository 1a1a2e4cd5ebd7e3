#include "ai/search_model.h"

#include <cmath>

namespace grognard::ai {

double logistic(double x) { return 1.0 / (1.0 + std::exp(-x)); }

}  // namespace grognard::ai
