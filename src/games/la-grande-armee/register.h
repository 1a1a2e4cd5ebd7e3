#pragma once
#include "core/registry.h"
namespace grognard::lga {
GameEntry registry_entry();
}
