// The balance page's jobs on the server (docs/protocol.md, "Balance jobs"): the figures are the
// command line's, a job reports progress and may be cancelled, bad requests are refused naming
// the field, and one client cannot take the server's threads.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <sstream>

#include "core/balance_summary.h"
#include "core/registry.h"
#include "server_fixture.h"

namespace grognard::server {
namespace {

class BalanceJobTest : public ServerTest {
 protected:
  static json waterloo(int games) {
    return {{"type", "balance"},
            {"game", "la-grande-armee"},
            {"scenario", "7-waterloo"},
            {"players", {{"french", "random"}, {"allied", "random"}, {"neutral", "random"}}},
            {"games", games},
            {"seed", 40}};
  }
  static auto of_type(const std::string& type) {
    return [type](const json& m) { return m.value("type", "") == type; };
  }
};

TEST_F(BalanceJobTest, AJobReportsProgressAndTheFiguresTheCommandLineGives) {
  auto client = std::make_shared<FakeClient>();
  const json started = request(client, waterloo(3));
  ASSERT_EQ(started["type"], "balance_started") << started;
  EXPECT_EQ(started["games"], 3);
  const auto result = client->wait_for(of_type("balance_result"));
  ASSERT_TRUE(result);
  EXPECT_EQ((*result)["job"], started["job"]);
  const auto last_progress = client->wait_for(
      [](const json& m) { return m.value("type", "") == "balance_progress" && m["done"] == 3; });
  EXPECT_TRUE(last_progress) << "the last game is always reported";
  const std::vector<json> messages = client->messages();
  const auto first_of = [&](const std::string& type) {
    return std::find_if(messages.begin(), messages.end(), of_type(type)) - messages.begin();
  };
  EXPECT_LT(first_of("balance_started"), first_of("balance_progress")) << "the reply comes first";
  EXPECT_LT(first_of("balance_progress"), first_of("balance_result"));

  const GameEntry& lga = *find_game("la-grande-armee");
  BalanceRun run{lga.load_scenario("7-waterloo"), {"random", "random", "random"}, 40, 3, 1};
  const std::vector<json> results = play_games(lga, run);
  EXPECT_EQ((*result)["summary"], summarize_run(identity_of(lga, run), 0, results).to_json());
  EXPECT_EQ((*result)["results"], json(results)) << "each game, for the page's histograms";
}

TEST_F(BalanceJobTest, OneJobPerConnectionAndItMayBeCancelled) {
  auto client = std::make_shared<FakeClient>();
  ASSERT_EQ(request(client, waterloo(2000))["type"], "balance_started");
  const json second = request(client, waterloo(2));
  EXPECT_EQ(second["code"], "quota") << second;
  EXPECT_NE(second.value("message", "").find("one running job per connection"), std::string::npos);
  EXPECT_EQ(request(client, {{"type", "balance_cancel"}})["running"], true);
  EXPECT_TRUE(client->wait_for(of_type("balance_cancelled")));
  ASSERT_EQ(request(client, waterloo(1))["type"], "balance_started") << "free again";
  ASSERT_TRUE(client->wait_for(of_type("balance_result")));
  int results = 0;
  for (const json& m : client->messages()) results += m.value("type", "") == "balance_result";
  EXPECT_EQ(results, 1) << "the cancelled job sent no result";
}

// The nice value of each of this process's threads (Linux: field 19 of /proc/self/task/*/stat,
// counted after the command name, which may hold spaces but ends at the last ')').
std::vector<int> thread_nice_values() {
  std::vector<int> out;
  for (const auto& task : std::filesystem::directory_iterator("/proc/self/task")) {
    std::ifstream in(task.path() / "stat");
    std::string stat((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    std::istringstream fields(stat.substr(stat.rfind(')') + 2));
    std::string field;
    for (int i = 3; i <= 19 && fields >> field; ++i)
      if (i == 19) out.push_back(std::stoi(field));
  }
  return out;
}

TEST_F(BalanceJobTest, AJobPlaysAtTheLowestPriority) {
  const std::vector<int> before = thread_nice_values();
  EXPECT_EQ(std::count(before.begin(), before.end(), 19), 0) << "no thread at nice 19 yet";
  auto client = std::make_shared<FakeClient>();
  ASSERT_EQ(request(client, waterloo(2000))["type"], "balance_started");
  ASSERT_TRUE(client->wait_for(of_type("balance_progress")));  // the job's thread is playing
  const std::vector<int> during = thread_nice_values();
  EXPECT_EQ(std::count(during.begin(), during.end(), 19), 1) << "the job's thread, and no other";
  request(client, {{"type", "balance_cancel"}});
  EXPECT_TRUE(client->wait_for(of_type("balance_cancelled")));
}

TEST_F(BalanceJobTest, TheServerRunsOnlySoManyJobsAtOnce) {
  options_.balance.max_running = 1;
  close();
  open();
  auto first = std::make_shared<FakeClient>("198.51.100.1");
  auto second = std::make_shared<FakeClient>("198.51.100.2");
  ASSERT_EQ(request(first, waterloo(2000))["type"], "balance_started");
  const json refused = request(second, waterloo(2));
  EXPECT_EQ(refused["code"], "quota") << refused;
  EXPECT_NE(refused.value("message", "").find("at most 1 jobs run on this server at once"),
            std::string::npos)
      << refused;
  lobby_->disconnect(first.get());  // a connection that leaves cancels its job
  EXPECT_TRUE(first->wait_for(of_type("balance_cancelled")));
}

TEST_F(BalanceJobTest, BadRequestsAreRefusedNamingTheField) {
  auto client = std::make_shared<FakeClient>();
  auto refusal = [&](json message) {
    const json reply = request(client, std::move(message));
    EXPECT_EQ(reply["type"], "error") << reply;
    return reply.value("code", "") + ": " + reply.value("message", "");
  };
  json m = waterloo(2001);
  EXPECT_EQ(refusal(m), "bad_request: 'games' must be a whole number from 1 to 2000");
  m = waterloo(0);
  EXPECT_EQ(refusal(m), "bad_request: 'games' must be a whole number from 1 to 2000");
  m = waterloo(2);
  m["players"]["neutral"] = "genius";
  EXPECT_EQ(refusal(m).rfind("bad_request: players.neutral: no computer player 'genius'", 0), 0u);
  m = waterloo(2);
  m["players"].erase("allied");
  EXPECT_EQ(refusal(m).rfind("bad_request: players.allied: name its computer player", 0), 0u);
  m = waterloo(2);
  m["scenario"] = "8-moscow";
  EXPECT_EQ(refusal(m).rfind("no_scenario: ", 0), 0u);
  m = waterloo(2);
  m.erase("scenario");
  m["scenario_file"] = find_game("la-grande-armee")->load_scenario("7-waterloo");
  m["scenario_file"]["end"] = "never";
  EXPECT_EQ(refusal(m).rfind("bad_request: scenario_file: ", 0), 0u) << refusal(m);
  m["scenario_file"] = "a file name";
  EXPECT_EQ(refusal(m), "bad_request: 'scenario_file' must be a scenario (a JSON object)");
  m = waterloo(2);
  m["game"] = "chess";
  EXPECT_EQ(refusal(m), "no_game: no game named 'chess'");
  for (const json& message : client->messages())
    EXPECT_NE(message.value("type", ""), "balance_started") << "none started";
}

TEST_F(BalanceJobTest, ADesignersScenarioIsPlayedAsSent) {
  auto client = std::make_shared<FakeClient>();
  json m = waterloo(2);
  m.erase("scenario");
  m["scenario_file"] = find_game("la-grande-armee")->load_scenario("7-waterloo");
  m["scenario_file"]["id"] = "my-waterloo";
  const json seats = request(client, {{"type", "balance_scenario"},
                                      {"game", "la-grande-armee"},
                                      {"scenario_file", m["scenario_file"]}});
  EXPECT_EQ(seats["type"], "balance_scenario") << seats;
  EXPECT_EQ(seats["scenario"], "my-waterloo");
  EXPECT_EQ(seats["seats"], json({"french", "allied", "neutral"}));
  json broken = m["scenario_file"];
  broken["end"] = "never";
  const json refused = request(
      client,
      {{"type", "balance_scenario"}, {"game", "la-grande-armee"}, {"scenario_file", broken}});
  EXPECT_EQ(refused["code"], "bad_request");
  EXPECT_EQ(refused.value("message", "").rfind("scenario_file: ", 0), 0u) << refused;
  ASSERT_EQ(request(client, m)["scenario"], "my-waterloo");
  const auto result = client->wait_for(of_type("balance_result"));
  ASSERT_TRUE(result);
  EXPECT_EQ((*result)["summary"]["scenario"], "my-waterloo");
  EXPECT_EQ((*result)["summary"]["games"], 2);
}

}  // namespace
}  // namespace grognard::server
