#include "games/blitzkrieg-ardennes/customisation.h"

namespace grognard::bka {

nlohmann::json customisation_options() {
  using nlohmann::json;
  const json revised_only = {{"rules", "revised"}};
  auto number = [](const char* key, const char* label, int min, int max, int fallback) {
    return json{{"key", key}, {"label", label}, {"kind", "int"},
                {"min", min}, {"max", max},     {"default", fallback}};
  };
  json searches = number("searches_per_turn", "Air reconnaissance searches a clear turn", 0, 9, 1);
  searches["only"] = revised_only;
  return json::array(
      {{{"key", "rules"},
        {"label", "Rule set"},
        {"kind", "choice"},
        {"choices",
         {{{"value", "revised"}, {"label", "Revised (Amiga 1 meg version)"}},
          {{"value", "original"}, {"label", "Original"}}}},
        {"default", "revised"}},
       {{"key", "hidden_units"},
        {"label", "Hidden units in forest and mountain"},
        {"kind", "bool"},
        {"default", true},
        {"only", revised_only}},
       searches,
       {{"key", "uncertainty"},
        {"label",
         "Uncertainty of intelligence: the range an enemy strength is shown as, by terrain"},
        {"kind", "ints"},
        {"keys", {"plain", "forest", "mountain", "city", "siegfried"}},
        {"min", 0},
        {"max", 20},
        {"default", {{"plain", 0}, {"forest", 4}, {"mountain", 4}, {"city", 2}, {"siegfried", 2}}},
        {"only", revised_only}},
       number("v2_per_turn", "V2s launched a turn", 0, 9, 1),
       number("allied_air_percent", "Allied air units, in per cent of the historical", 0, 300, 100),
       number("german_fuel", "German fuel: added to every German dump's supply number", -3, 3, 0)});
}

}  // namespace grognard::bka
