#include <gtest/gtest.h>

#include "core/registry.h"
TEST(Registry, HasNapoleonAtWaterloo) {
  EXPECT_NE(grognard::find_game("napoleon-at-waterloo"), nullptr);
}
