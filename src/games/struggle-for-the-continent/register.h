#pragma once
#include "core/registry.h"
namespace grognard::sfc {
GameEntry registry_entry();
}
