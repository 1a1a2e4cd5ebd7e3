#pragma once
#include "core/registry.h"
namespace grognard::bka {
GameEntry registry_entry();
}
