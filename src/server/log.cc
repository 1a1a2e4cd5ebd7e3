#include "server/log.h"

#include <chrono>
#include <cstdio>
#include <ctime>
#include <mutex>

#include "core/json_text.h"

namespace grognard::server {

void log_line(const nlohmann::json& fields) {
  using namespace std::chrono;
  const auto now = system_clock::now();
  const std::time_t t = system_clock::to_time_t(now);
  const auto ms = duration_cast<milliseconds>(now.time_since_epoch()).count() % 1000;
  std::tm tm{};
  gmtime_r(&t, &tm);
  char stamp[40];
  const size_t n = std::strftime(stamp, sizeof stamp, "%Y-%m-%dT%H:%M:%S", &tm);
  std::snprintf(stamp + n, sizeof stamp - n, ".%03dZ", static_cast<int>(ms));
  nlohmann::json line = {{"ts", stamp}, {"level", "info"}};
  for (const auto& [k, v] : fields.items()) line[k] = v;
  static std::mutex mutex;
  const std::string text = json_text(line);
  std::lock_guard lock(mutex);
  std::fprintf(stderr, "%s\n", text.c_str());
  std::fflush(stderr);
}

}  // namespace grognard::server
