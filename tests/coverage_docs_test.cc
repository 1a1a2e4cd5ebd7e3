// The coverage tables of the game pages (docs/<game>.md, section "## Coverage") name, for each
// rule, the code that implements it and the tests that pin it. These tests keep the tables
// true: every test named is declared in tests/*.cc, every file named exists, and every name
// written after a file occurs in that file. A row whose tests cell begins "n/a" (a feature of
// the original program's screen, say) needs no test, but still names where it lives.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <optional>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <vector>

namespace grognard {
namespace {

namespace fs = std::filesystem;

const fs::path& repository() {
  static const fs::path root = fs::path(GROGNARD_TEST_DIR).parent_path();
  return root;
}

std::string read_text(const fs::path& p) {
  std::ifstream in(p);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

// "Suite.Name" for every TEST and TEST_F in tests/*.cc.
std::set<std::string> declared_tests() {
  static const std::regex declaration(R"(\bTEST(?:_F)?\(\s*(\w+)\s*,\s*(\w+)\s*\))");
  std::set<std::string> names;
  for (const auto& entry : fs::directory_iterator(repository() / "tests")) {
    if (entry.path().extension() != ".cc") continue;
    const std::string text = read_text(entry.path());
    for (std::sregex_iterator m(text.begin(), text.end(), declaration), end; m != end; ++m)
      names.insert((*m)[1].str() + "." + (*m)[2].str());
  }
  return names;
}

struct CoverageRow {
  int line = 0;                    // in the page, from 1
  std::vector<std::string> cells;  // rule, what it says, implementation, tests
};

// The rows of the first table under "## Coverage" (header and rule line skipped).
std::vector<CoverageRow> coverage_rows(const std::string& page) {
  std::vector<CoverageRow> rows;
  std::istringstream in(page);
  std::string line;
  bool in_section = false, in_table = false;
  int number = 0, table_line = 0;
  while (std::getline(in, line)) {
    ++number;
    if (line.rfind("## ", 0) == 0) {
      if (in_table) break;
      in_section = line == "## Coverage";
      continue;
    }
    if (!in_section) continue;
    if (line.rfind("|", 0) != 0) {
      if (in_table) break;
      continue;
    }
    in_table = true;
    if (++table_line <= 2) continue;  // the header and the |---| line
    CoverageRow row{number, {}};
    std::string cell;
    std::istringstream cells(line.substr(1));
    while (std::getline(cells, cell, '|')) row.cells.push_back(cell);
    rows.push_back(row);
  }
  return rows;
}

std::vector<std::string> backticked(const std::string& cell) {
  static const std::regex code("`([^`]+)`");
  std::vector<std::string> out;
  for (std::sregex_iterator m(cell.begin(), cell.end(), code), end; m != end; ++m)
    out.push_back((*m)[1].str());
  return out;
}

// What is wrong with a row, each problem naming the page line; empty when nothing is.
std::vector<std::string> row_problems(const CoverageRow& row, const std::set<std::string>& tests) {
  std::vector<std::string> problems;
  auto problem = [&](const std::string& what) {
    problems.push_back("line " + std::to_string(row.line) + ": " + what);
  };
  if (row.cells.size() != 4) {
    problem("expected 4 cells (rule, what, implementation, tests), found " +
            std::to_string(row.cells.size()));
    return problems;
  }
  // Implementation: files (a path with '/'), each optionally followed by names it contains.
  std::optional<fs::path> file;
  bool any_file = false;
  for (const std::string& code : backticked(row.cells[2])) {
    if (code.find('/') != std::string::npos) {
      const fs::path p = repository() / code;
      any_file = true;
      if (!fs::exists(p)) {
        problem("no such file or folder: " + code);
        file.reset();
        continue;
      }
      file = fs::is_regular_file(p) ? std::optional<fs::path>(p) : std::nullopt;
    } else if (!file) {
      problem("'" + code + "' follows no file it could be looked for in");
    } else if (read_text(*file).find(code) == std::string::npos) {
      problem("'" + code + "' does not occur in " +
              file->lexically_relative(repository()).string());
    }
  }
  if (!any_file) problem("names no implementing file");
  // Tests: each "Suite.Name" declared in tests/*.cc.
  const auto named = backticked(row.cells[3]);
  const size_t first = row.cells[3].find_first_not_of(' ');
  const bool not_applicable =
      first != std::string::npos && row.cells[3].compare(first, 3, "n/a") == 0;
  if (named.empty() && !not_applicable) problem("names no test");
  for (const std::string& t : named)
    if (!tests.count(t)) problem("no test " + t + " in tests/*.cc");
  return problems;
}

TEST(CoverageDocs, EveryTestAndFileTheGamePagesNameExists) {
  const std::set<std::string> tests = declared_tests();
  ASSERT_GT(tests.size(), 100u);
  // The pages and the fewest rows each must have (one per rule of its book, sub-cases grouped).
  const std::pair<const char*, size_t> pages[] = {{"docs/napoleon-at-waterloo.md", 40},
                                                  {"docs/la-grande-armee.md", 50},
                                                  {"docs/struggle-for-the-continent.md", 35},
                                                  {"docs/blitzkrieg-ardennes.md", 40}};
  for (const auto& [page, fewest] : pages) {
    SCOPED_TRACE(page);
    const std::vector<CoverageRow> rows = coverage_rows(read_text(repository() / page));
    EXPECT_GE(rows.size(), fewest);
    for (const CoverageRow& row : rows)
      for (const std::string& p : row_problems(row, tests)) ADD_FAILURE() << page << " " << p;
  }
}

// The check itself catches what it is for: a test that does not exist, a file that does not,
// and a name that is not in the file given.
TEST(CoverageDocs, ABrokenRowIsCaught) {
  const std::string page =
      "# Page\n\n## Coverage\n\n| Rule | What | Implementation | Tests |\n|---|---|---|---|\n"
      "| ZOC (1) | text | `src/games/napoleon-at-waterloo/movement.cc` `step_cost` | "
      "`NawZoc.Case1_EnteringAnEnemyZoneCostsOneMore` |\n"
      "| ZOC (9) | text | `src/games/napoleon-at-waterloo/nowhere.cc`; "
      "`src/games/napoleon-at-waterloo/zoc.h` `no_such_function` | `NawZoc.NoSuchTest` |\n"
      "| Short | row |\n"
      "| 4.2 | keys | `web/src/main.ts` | n/a: the browser's own keys |\n\n## Next\n\n| a | b | c "
      "| d |\n|---|---|---|---|\n| x | y | z | w |\n";
  const std::set<std::string> tests = declared_tests();
  const auto rows = coverage_rows(page);
  ASSERT_EQ(rows.size(), 4u);
  EXPECT_TRUE(row_problems(rows[0], tests).empty());
  const auto broken = row_problems(rows[1], tests);
  ASSERT_EQ(broken.size(), 3u);
  EXPECT_NE(broken[0].find("line 8: no such file or folder"), std::string::npos) << broken[0];
  EXPECT_NE(broken[1].find("'no_such_function' does not occur in"), std::string::npos) << broken[1];
  EXPECT_NE(broken[2].find("no test NawZoc.NoSuchTest"), std::string::npos) << broken[2];
  EXPECT_EQ(row_problems(rows[2], tests).size(), 1u);  // two cells, not four
  EXPECT_TRUE(row_problems(rows[3], tests).empty());
  CoverageRow untested = rows[3];
  untested.cells[3] = " none yet ";
  EXPECT_EQ(row_problems(untested, tests).size(), 1u);
}

}  // namespace
}  // namespace grognard
