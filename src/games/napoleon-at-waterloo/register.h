#pragma once
#include "core/registry.h"
namespace grognard::naw {
GameEntry registry_entry();
}
