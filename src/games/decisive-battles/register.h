#pragma once
#include "core/registry.h"
namespace grognard::decisive {
GameEntry registry_entry();
}
