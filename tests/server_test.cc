// The server's protocol (docs/protocol.md) driven through the Lobby, without sockets:
// errors that change nothing, tokens that act only for their seat, storage that survives a
// restart, undo, and views: every update a seat receives is exactly view(state, seat).
#include <fmt/format.h>
#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <climits>
#include <condition_variable>
#include <filesystem>
#include <fstream>
#include <future>
#include <mutex>
#include <random>
#include <set>
#include <thread>

#include "core/registry.h"
#include "core/state_hash.h"
#include "io/save_file.h"
#include "server/lobby.h"
#include "server/protocol_error.h"
#include "server_fixture.h"

namespace grognard::server {
namespace {

TEST_F(ServerTest, MalformedMessagesGetAnErrorThatNamesTheProblem) {
  auto c = std::make_shared<FakeClient>();
  auto error_code = [&](const std::string& text) {
    lobby_->handle(c, text);
    const json m = c->messages().back();
    EXPECT_EQ(m["type"], "error") << text;
    EXPECT_FALSE(m.value("message", "").empty());
    return m.value("code", "");
  };
  EXPECT_EQ(error_code("{\"v\":1,\"type\":"), "bad_json");
  // A number no double holds once was answered "internal" (found by grognard-reliabilitybench).
  EXPECT_EQ(error_code(R"({"v":1,"type":"ping","id":1e99999})"), "bad_json");
  EXPECT_EQ(error_code("[1,2]"), "bad_request");
  EXPECT_EQ(error_code(R"({"type":"ping"})"), "bad_version");
  EXPECT_EQ(error_code(R"({"v":2,"type":"ping"})"), "bad_version");
  EXPECT_EQ(error_code(R"({"v":1,"type":"fly"})"), "unknown_type");
  EXPECT_EQ(error_code(R"({"v":1,"type":"act","action":{"type":"pass"}})"), "bad_request");
  EXPECT_EQ(error_code(R"({"v":1})"), "bad_request");
  EXPECT_EQ(error_code(R"({"v":1,"type":"create","game":"chess","scenario":"x","seats":{}})"),
            "no_game");
  EXPECT_EQ(error_code(R"({"v":1,"type":"create","game":"napoleon-at-waterloo",)"
                       R"("scenario":"austerlitz","seats":{}})"),
            "no_scenario");
  EXPECT_EQ(error_code(R"({"v":1,"type":"create","game":"napoleon-at-waterloo",)"
                       R"("scenario":"waterloo","seats":{"french":{"player":"human"}}})"),
            "bad_request");
  EXPECT_EQ(error_code(std::string(kMaxMessageBytes + 1, ' ')), "too_large");
  EXPECT_EQ(error_code(std::string(100, '[') + std::string(100, ']')), "too_large");
  EXPECT_EQ(error_code(R"({"v":1,"type":"join","token":"00000000000000000000000000000000"})"),
            "bad_token");
  EXPECT_EQ(error_code(R"({"v":1,"type":"games","tokens":"abc"})"), "bad_request");
  EXPECT_EQ(lobby_->game_count(), 0u);  // nothing was created by any of them
  // The id of a request comes back with its error.
  lobby_->handle(c, R"({"v":1,"id":"q7","type":"nonsense","token":"x"})");
  EXPECT_EQ(c->messages().back()["id"], "q7");
}

// Bytes a person can read in a failure message: printable ASCII as it is, the rest in hex.
std::string printable(const std::string& bytes) {
  std::string out;
  for (unsigned char ch : bytes)
    out += ch >= 0x20 && ch < 0x7f ? std::string(1, static_cast<char>(ch))
                                   : fmt::format("\\x{:02x}", static_cast<int>(ch));
  return out;
}

// One frame of any bytes gets one reply, valid JSON text (so valid UTF-8), and the lobby
// serves on. nlohmann's parse error quotes the bytes where parsing stopped; a character cut
// there made the error reply itself impossible to serialise (type_error 316), which escaped
// Lobby::handle and, on the network thread, ended the server.
TEST_F(ServerTest, EveryReplyIsValidJsonWhateverBytesAFrameHolds) {
  close();
  options_.messages_per_second = options_.message_burst = 1e9;
  open();
  auto c = std::make_shared<FakeClient>();
  std::vector<std::string> frames = {
      "é",
      "{中",
      "😀",
      "\xff",
      "\xfe\xff",
      "\x80",
      "{\xff}",
      "[\"é\", é]",
      "{\"v\":1,\"type\":\"ping\"}\xff",              // a good message, then a bad byte
      "{\"v\":1,\"type\":\"\xff\"}",                  // a bad byte inside a string
      "{\"v\":1,\"id\":\"\xc3\",\"type\":\"ping\"}",  // a cut character inside the id
      "\xc0\xaf",
      "\xe0\x80\xaf",
      "\xf0\x80\x80\xaf",  // overlong encodings of '/'
      "{\"v\":1,\"type\":\"\xc0\xaf\"}",
      "\xed\xa0\x80",
      "{\"v\":1,\"type\":\"\xed\xa0\x80\"}",  // a surrogate, encoded
      R"({"v":1,"type":"\ud800"})",
      R"({"v":1,"type":"\udc00"})",  // lone surrogates
      R"({"v":1,"type":"\ud800\u0041"})",
      R"({"v":1,"type":"x\ud83d"})",
      "\xf4\x90\x80\x80",
      "\xf8\x88\x80\x80\x80",
      "\xfc\x84\x80\x80\x80\x80",     // beyond U+10FFFF
      "{\"v\":1,\"type\":\"é😀中\"}",  // valid UTF-8, echoed back as an unknown type
  };
  // Every character of 2, 3 and 4 bytes cut after each of its bytes, wherever it may stand.
  for (const std::string ch : {"é", "中", "😀", "\xf4\x8f\xbf\xbf"})
    for (size_t cut = 1; cut < ch.size(); ++cut) {
      const std::string part = ch.substr(0, cut);
      for (const std::string& frame :
           {part, "{" + part, "[1," + part, part + "é", "{\"v\":1,\"type\":\"" + part + "\"}",
            "{\"v\":1,\"type\":\"ping\",\"x\":" + part + "}", "{\"" + part + "\":1}"})
        frames.push_back(frame);
    }
  for (const std::string& frame : frames) {
    const size_t before = c->count();
    lobby_->handle(c, frame);  // FakeClient fails the test on a reply that is not valid text
    ASSERT_EQ(c->count(), before + 1) << printable(frame);
    const json reply = c->messages().back();
    EXPECT_EQ(reply["type"], "error") << printable(frame);
    const std::string code = reply.value("code", "");
    EXPECT_TRUE(code == "bad_json" || code == "unknown_type") << printable(frame) << " " << code;
    EXPECT_FALSE(reply.value("message", "").empty());
  }
  EXPECT_EQ(request(c, {{"type", "ping"}})["type"], "pong");  // still serving
}

// A field of the wrong kind, at any depth, is the client's mistake: bad_request naming the
// field, never "internal" (nlohmann's type_error from value("player", "") on a number, say).
TEST_F(ServerTest, FieldsOfTheWrongTypeAreBadRequestsNamingTheField) {
  close();
  options_.messages_per_second = options_.message_burst = 1e9;
  open();
  auto c = std::make_shared<FakeClient>();
  const json game = create(c, "human", "human");
  const std::string french = game["tokens"]["french"];
  request(c, {{"type", "join"}, {"token", french}});
  const GameEntry& naw = *find_game(kGame);
  const json good_save = save_json(*naw.start(naw.load_scenario("waterloo"), 5));
  const json humans = {{"french", {{"player", "human"}}}, {"allied", {{"player", "human"}}}};
  auto with = [](json j, const json::json_pointer& at, json value) {
    j[at] = std::move(value);
    return j;
  };
  auto create_with = [&](const json& french_seat) {
    return json{{"type", "create"},
                {"game", kGame},
                {"scenario", "waterloo"},
                {"seats", {{"french", french_seat}, {"allied", {{"player", "human"}}}}}};
  };
  auto create_mine = [&](json mine, const json& allied = {{"player", "human"}}) {
    return json{{"type", "create"},
                {"game", kGame},
                {"scenario", "waterloo"},
                {"seats", {{"french", {{"player", "human"}}}, {"allied", allied}}},
                {"mine", std::move(mine)}};
  };
  auto load_with = [&](const json::json_pointer& at, json value) {
    return json{
        {"type", "load"}, {"save", with(good_save, at, std::move(value))}, {"seats", humans}};
  };
  auto act = [&](json action) {
    return json{{"type", "act"}, {"token", french}, {"seq", 0}, {"action", std::move(action)}};
  };
  auto inspect = [&](json query) {
    return json{{"type", "inspect"}, {"token", french}, {"query", std::move(query)}};
  };
  using ptr = json::json_pointer;
  const std::vector<std::pair<json, std::string>> table = {
      {create_with({{"player", 5}}), "seats.french.player"},
      {create_with({{"player", nullptr}}), "seats.french.player"},
      {create_with({{"player", json::array({"human"})}}), "seats.french.player"},
      {create_with({{"player", "computer"}, {"agent", 3}}), "seats.french.agent"},
      {create_with({{"player", "computer"}, {"agent", json::object()}}), "seats.french.agent"},
      {create_with("human"), "seats.french"},
      {{{"type", "create"}, {"game", 5}, {"scenario", "waterloo"}, {"seats", humans}}, "game"},
      {{{"type", "create"}, {"game", kGame}, {"scenario", true}, {"seats", humans}}, "scenario"},
      {{{"type", "create"}, {"game", kGame}, {"scenario", "waterloo"}, {"seats", 1}}, "seats"},
      {{{"type", "create"},
        {"game", kGame},
        {"scenario", "waterloo"},
        {"seed", "x"},
        {"seats", humans}},
       "seed"},
      {{{"type", "create"},
        {"game", kGame},
        {"scenario", "waterloo"},
        {"seed", 1.5},
        {"seats", humans}},
       "seed"},
      {{{"type", "load"},
        {"save", good_save},
        {"seats", {{"french", {{"player", 1}}}, {"allied", {{"player", "human"}}}}}},
       "seats.french.player"},
      {{{"type", "load"}, {"save", "save"}, {"seats", humans}}, "save"},
      {load_with(ptr("/format"), 5), "save.format"},
      {load_with(ptr("/version"), "1"), "save.version"},
      {load_with(ptr("/game"), 7), "save.game"},
      {load_with(ptr("/seed"), "x"), "save.seed"},
      {load_with(ptr("/seed"), -3), "save.seed"},
      {load_with(ptr("/scenario"), 5), "save.scenario"},
      {load_with(ptr("/scenario/id"), 5), "save.scenario"},
      {load_with(ptr("/scenario/units"), "none"), "save.scenario"},
      {load_with(ptr("/scenario/units/0/strength"), "4"), "save.scenario"},
      {load_with(ptr("/log"), json::object()), "save.log"},
      {load_with(ptr("/log"), json::array({5})), "save.log[0]"},
      {load_with(ptr("/log"), json::array({{{"action", 5}}})), "save.log[0]"},
      {load_with(ptr("/log"), json::array({{{"action", {{"type", 5}}}}})), "save.log[0]"},
      {load_with(ptr("/log"), json::array({{{"action", {{"type", "pass"}}}, {"dice", "6"}}})),
       "save.log[0].dice"},
      {load_with(ptr("/log"), json::array({{{"action", {{"type", "pass"}}}, {"dice", {"6"}}}})),
       "save.log[0].dice"},
      {load_with(ptr("/hash"), 5), "save.hash"},
      {load_with(ptr("/seed_chosen_by"), "me"), "save.seed_chosen_by"},
      {load_with(ptr("/seed_chosen_by"), 1), "save.seed_chosen_by"},
      {create_mine("french"), "'mine'"},
      {create_mine({5}), "mine[0]"},
      {create_mine({"french", "prussian"}), "mine[1]"},
      {create_mine({"french", "french"}), "mine[1]"},
      {create_mine({"allied"}, {{"player", "computer"}, {"agent", "random"}}), "mine[0]"},
      {{{"type", "claim"}, {"invitation", 5}}, "invitation"},
      {{{"type", "claim"}}, "invitation"},
      {{{"type", "join"}, {"token", 5}}, "token"},
      {{{"type", "undo"}, {"token", json::array()}}, "token"},
      {{{"type", "games"}, {"tokens", {5}}}, "tokens"},
      {{{"type", 5}}, "type"},
      {{{"type", "act"}, {"token", french}, {"seq", 0}, {"action", "pass"}}, "action"},
      {act({{"type", 5}}), "action.type"},
      {act({{"type", "move"}, {"unit", 5}, {"to", "1612"}}), "action.unit"},
      {act({{"type", "move"}, {"unit", "FR-1-1"}, {"to", {16, 12}}}), "action.to"},
      {act({{"type", "move"}, {"unit", json::object()}, {"to", "1612"}}), "action.unit"},
      {act({{"type", "attack"}, {"attackers", "FR-1-1"}, {"targets", {"1612"}}}),
       "action.attackers"},
      {act({{"type", "attack"}, {"attackers", {"FR-1-1"}}, {"targets", {"1612"}}, {"mode", 5}}),
       "action.mode"},
      {inspect("reachable"), "query"},
      {inspect({{"type", 5}}), "query.type"},
      {inspect({{"type", "reachable"}, {"unit", 5}}), "query.unit"},
      {inspect({{"type", "preview"}, {"action", 5}}), "action"},
      {inspect({{"type", "preview"}, {"action", {{"type", "move"}, {"unit", true}}}}),
       "action.unit"},
  };
  for (const auto& [message, field] : table) {
    const json reply = request(c, message);
    EXPECT_EQ(reply["type"], "error") << message.dump();
    EXPECT_EQ(reply.value("code", ""), "bad_request") << message.dump() << " -> " << reply.dump();
    EXPECT_NE(reply.value("message", "").find(field), std::string::npos)
        << message.dump() << " -> " << reply.dump() << " does not name " << field;
  }
  EXPECT_EQ(lobby_->game_count(), 1u);  // none of them created a game
  const json games = request(c, {{"type", "games"}, {"tokens", {french}}});
  EXPECT_EQ(games["games"][0]["seq"], 0);  // nor played an action
}

// The last line of defence, below the lobby: what goes on the wire is valid JSON text even
// when a string in the message is not UTF-8 (its bad bytes become U+FFFD), and never throws.
TEST(WireTextTest, ReplacesWhatIsNotUtf8AndNeverThrows) {
  const std::string replacement = "\xef\xbf\xbd";  // U+FFFD
  EXPECT_EQ(valid_utf8("plain, é, 中, 😀"), "plain, é, 中, 😀");
  EXPECT_EQ(valid_utf8("a\xff"
                       "b"),
            "a" + replacement + "b");
  EXPECT_EQ(valid_utf8("cut \xc3"), "cut " + replacement);
  for (const char* bad : {"\xc3", "\xe4\xb8", "\xf0\x9f\x98", "\xc0\xaf", "\xed\xa0\x80",
                          "\xf4\x90\x80\x80", "\xf8\x88\x80\x80\x80", "\x80\x80", "\xc3\x28"}) {
    EXPECT_NO_THROW(json(valid_utf8(bad)).dump()) << printable(bad);
    const json message = {{"type", "error"}, {"message", std::string("not JSON: ") + bad}};
    std::string text;
    ASSERT_NO_THROW(text = wire_text(message)) << printable(bad);
    EXPECT_EQ(json::parse(text)["type"], "error");
    EXPECT_NO_THROW(json::parse(text).dump());  // what arrives is valid UTF-8
  }
}

// is_valid_utf8 (the fast check the fuzz target and the HTTP paths use) says yes exactly where
// nlohmann's strict serialiser accepts the string: the edge cases of RFC 3629 and random bytes.
TEST(WireTextTest, IsValidUtf8AgreesWithTheStrictSerialiser) {
  auto strict_accepts = [](const std::string& s) {
    try {
      (void)json(s).dump();
      return true;
    } catch (const json::exception&) {
      return false;
    }
  };
  std::vector<std::string> cases = {"",
                                    "plain",
                                    "é",
                                    "中",
                                    "😀",
                                    "\xc3",
                                    "\xe4\xb8",
                                    "\xf0\x9f\x98",
                                    "\xc0\xaf",
                                    "\xc1\xbf",
                                    "\xc2\x80",
                                    "\xe0\x9f\xbf",
                                    "\xe0\xa0\x80",
                                    "\xed\x9f\xbf",
                                    "\xed\xa0\x80",
                                    "\xef\xbf\xbf",
                                    "\xf0\x8f\xbf\xbf",
                                    "\xf0\x90\x80\x80",
                                    "\xf4\x8f\xbf\xbf",
                                    "\xf4\x90\x80\x80",
                                    "\xf5\x80\x80\x80",
                                    "\xf8\x88\x80\x80\x80",
                                    "\x80",
                                    "\xc3\x28"};
  std::mt19937 rng(2026);
  for (int i = 0; i < 20000; ++i) {
    std::string s(rng() % 6, '\0');
    for (char& c : s) c = static_cast<char>(rng() % 2 ? 0x80 + rng() % 0x80 : rng() % 0x100);
    cases.push_back(s);
  }
  int valid_multibyte = 0;
  for (const std::string& s : cases) {
    EXPECT_EQ(is_valid_utf8(s), strict_accepts(s)) << printable(s);
    const bool multibyte = std::any_of(s.begin(), s.end(), [](char c) { return c & 0x80; });
    valid_multibyte += multibyte && strict_accepts(s);
  }
  EXPECT_GT(valid_multibyte, 100);  // the cases hold valid non-ASCII strings, not only junk
}

TEST_F(ServerTest, ATokenActsOnlyForItsSeatAndIllegalActionsChangeNothing) {
  auto c = std::make_shared<FakeClient>();
  const json game = create(c, "human", "human");
  const std::string french = game["tokens"]["french"], allied = game["tokens"]["allied"];
  const std::string spectator = game["spectator"];
  EXPECT_EQ(request(c, {{"type", "join"}, {"token", french}})["seq"], 0);

  json r = act(c, allied, {{"type", "pass"}});
  EXPECT_EQ(r["code"], "not_your_turn");
  r = act(c, spectator, {{"type", "pass"}});
  EXPECT_EQ(r["code"], "bad_token");
  r = act(c, "f" + french.substr(1) + "0", {{"type", "pass"}});
  EXPECT_EQ(r["code"], "bad_token");
  // NAW Movement: a unit moves only as far as its allowance.
  r = act(c, french, {{"type", "move"}, {"unit", "FR-1-1"}, {"to", "0101"}});
  EXPECT_EQ(r["code"], "illegal");
  EXPECT_FALSE(r.value("rule", "").empty());
  // No such action: malformed, not against a rule.
  r = act(c, french, {{"type", "charge"}});
  EXPECT_EQ(r["code"], "bad_request");

  const json summary = request(c, {{"type", "games"}, {"tokens", {french, allied, "nope"}}});
  ASSERT_EQ(summary["games"].size(), 2u);
  EXPECT_EQ(summary["games"][0]["seq"], 0);  // not one of the refused actions was applied
  EXPECT_EQ(summary["games"][1]["seat"], "allied");
}

TEST_F(ServerTest, UndoTakesBackMovesButNotDiceOrTheOtherSeatsActions) {
  auto c = std::make_shared<FakeClient>();
  const json game = create(c, "human", "human");
  const std::string french = game["tokens"]["french"], allied = game["tokens"]["allied"];
  request(c, {{"type", "join"}, {"token", french}});
  const json before = last_update(c)["view"];
  json r = undo(c, french);
  EXPECT_EQ(r["code"], "cannot_undo");

  r = act(c, french, {{"type", "move"}, {"unit", "FR-1-1"}, {"to", "1612"}});
  ASSERT_EQ(r["type"], "ack") << r.dump();
  EXPECT_TRUE(last_update(c)["can_undo"]);
  EXPECT_EQ(undo(c, allied)["code"], "cannot_undo");
  r = undo(c, french);
  EXPECT_EQ(r["type"], "ack");
  EXPECT_EQ(r["seq"], 0);
  const json after = last_update(c);
  EXPECT_EQ(after["view"], before);
  EXPECT_EQ(after["events"].back()["event"]["type"], "undo");
  EXPECT_EQ(after["events"].back()["text"], "french takes back the last action");
}

// An undo carries the seq it was made at, like an act: sent twice (a resend after a
// reconnection, a double click), it takes back one action, not two.
TEST_F(ServerTest, AnUndoSentTwiceTakesBackOneActionAndTheSecondIsStale) {
  auto c = std::make_shared<FakeClient>();
  const std::string french = create(c, "human", "human")["tokens"]["french"];
  request(c, {{"type", "join"}, {"token", french}});
  act(c, french, {{"type", "move"}, {"unit", "FR-1-1"}, {"to", "1612"}});
  act(c, french, {{"type", "move"}, {"unit", "FR-1-2"}, {"to", "1612"}});
  const json undo_at_2 = {{"type", "undo"}, {"token", french}, {"seq", 2}};
  EXPECT_EQ(request(c, undo_at_2)["seq"], 1);
  const json again = request(c, undo_at_2);
  EXPECT_EQ(again["code"], "stale") << again;
  EXPECT_EQ(again["message"], "the game has moved on: it is at seq 1, this undo was made at 2");
  const json missing = request(c, {{"type", "undo"}, {"token", french}});
  EXPECT_EQ(missing["code"], "bad_request");
  EXPECT_NE(missing["message"].get<std::string>().find("'seq'"), std::string::npos) << missing;
  const json games = request(c, {{"type", "games"}, {"tokens", {french}}});
  EXPECT_EQ(games["games"][0]["seq"], 1) << "a refused undo took back an action";
}

// A team game's "joined" names its teams, so that one person holding a whole team passes
// between its nations without a hot-seat hand-over; a game of single seats has none.
TEST_F(ServerTest, JoinedNamesTheTeamsOfATeamGame) {
  auto c = std::make_shared<FakeClient>();
  const json naw = create(c, "human", "human");
  const json naw_joined = request(c, {{"type", "join"}, {"token", naw["tokens"]["french"]}});
  ASSERT_EQ(naw_joined["type"], "joined") << naw_joined.dump();
  EXPECT_EQ(naw_joined["teams"], json::array());

  const GameEntry& team_game = *find_game("struggle-for-the-continent");
  json seats = json::object();
  for (const std::string& seat : team_game.seating(team_game.load_scenario("1914")).seats)
    seats[seat] = {{"player", "computer"}, {"agent", "random"}};
  for (const char* nation : {"germany", "austria", "turkey", "bulgaria"})
    seats[nation] = {{"player", "human"}};
  const json sfc = request(c, {{"type", "create"},
                               {"game", "struggle-for-the-continent"},
                               {"scenario", "1914"},
                               {"seed", 3},
                               {"seats", seats}});
  ASSERT_EQ(sfc["type"], "created") << sfc.dump();
  const json joined = request(c, {{"type", "join"}, {"token", sfc["tokens"]["austria"]}});
  ASSERT_EQ(joined["type"], "joined") << joined.dump();
  ASSERT_EQ(joined["teams"].size(), 3u) << joined["teams"].dump();  // Central, Entente, neutrals
  const json& central = joined["teams"][0];
  EXPECT_EQ(central["id"], "central");
  EXPECT_EQ(central["seats"], json({"germany", "austria", "turkey", "bulgaria"}));
}

TEST_F(ServerTest, AStoppedServerResumesEveryGameExactlyFromItsFile) {
  auto c = std::make_shared<FakeClient>();
  const json game = create(c, "human", "human", 99);
  const std::string french = game["tokens"]["french"];
  request(c, {{"type", "join"}, {"token", french}});
  for (const char* unit : {"FR-1-1", "FR-1-2"}) {
    const json r = act(c, french, {{"type", "move"}, {"unit", unit}, {"to", "1612"}});
    ASSERT_EQ(r["type"], "ack") << r.dump();
  }
  act(c, french, {{"type", "pass"}});
  const json view_before = last_update(c)["view"];
  const int seq_before = last_update(c)["seq"];

  close();  // everything acknowledged is already committed
  open();
  EXPECT_EQ(lobby_->restore(), 1);
  auto again = std::make_shared<FakeClient>();
  const json joined = request(again, {{"type", "join"}, {"token", french}});
  EXPECT_EQ(joined["type"], "joined");
  EXPECT_EQ(joined["seq"], seq_before);
  EXPECT_EQ(joined["view"], view_before);
  EXPECT_FALSE(joined["events"].empty());  // the report goes on where it stopped
}

// Decisive Battles, chapter 6 ("The <LOAD AUTO> command will load an auto saved game"): the
// server keeps every action as it is applied, so an hour ordered by both sides and run is
// there, to the report, when a stopped server starts again.
TEST_F(ServerTest, DecisiveBattlesAnHourRunIsThereWhenAStoppedServerStartsAgain) {
  auto c = std::make_shared<FakeClient>();
  const json reply = request(
      c, {{"type", "create"},
          {"game", "decisive-battles"},
          {"scenario", "first-bull-run"},
          {"seed", 7},
          {"seats", {{"union", {{"player", "human"}}}, {"confederate", {{"player", "human"}}}}}});
  ASSERT_EQ(reply["type"], "created") << reply.dump();
  const std::string union_token = reply["tokens"]["union"];
  const std::string confederate_token = reply["tokens"]["confederate"];
  auto confederate = std::make_shared<FakeClient>();
  request(c, {{"type", "join"}, {"token", union_token}});
  request(confederate, {{"type", "join"}, {"token", confederate_token}});
  const int hour_before = last_update(c)["view"]["turn"];
  ASSERT_EQ(act(c, union_token, {{"type", "end_orders"}})["type"], "ack");
  ASSERT_EQ(act(confederate, confederate_token, {{"type", "end_orders"}})["type"], "ack");
  const json after = last_update(c);
  ASSERT_EQ(after["view"]["turn"], hour_before + 1) << "the hour ran";

  close();
  open();
  EXPECT_EQ(lobby_->restore(), 1);
  auto again = std::make_shared<FakeClient>();
  const json joined = request(again, {{"type", "join"}, {"token", union_token}});
  EXPECT_EQ(joined["seq"], after["seq"]);
  EXPECT_EQ(joined["view"], after["view"]);
}

TEST_F(ServerTest, UndoSurvivesARestartAndTheFileForgetsTheUndoneAction) {
  auto c = std::make_shared<FakeClient>();
  const std::string french = create(c, "human", "human")["tokens"]["french"];
  request(c, {{"type", "join"}, {"token", french}});
  act(c, french, {{"type", "move"}, {"unit", "FR-1-1"}, {"to", "1612"}});
  act(c, french, {{"type", "move"}, {"unit", "FR-1-2"}, {"to", "1612"}});
  EXPECT_EQ(undo(c, french)["seq"], 1);
  close();
  open();
  lobby_->restore();
  auto again = std::make_shared<FakeClient>();
  const json joined = request(again, {{"type", "join"}, {"token", french}});
  EXPECT_EQ(joined["seq"], 1);
  EXPECT_TRUE(joined["can_undo"]);  // the first move can still be taken back
  EXPECT_EQ(undo(again, french)["seq"], 0);
}

// Whatever a message carries must be in the seat's view: the server never sends the seed
// or the dice's state, in any message, to anyone.
void expect_no_secrets(const json& j, const std::string& where) {
  if (j.is_object()) {
    for (const auto& [k, v] : j.items()) {
      EXPECT_NE(k, "seed") << where;
      EXPECT_NE(k, "rng") << where;
      expect_no_secrets(v, where + "." + k);
    }
  } else if (j.is_array()) {
    for (const json& v : j) expect_no_secrets(v, where);
  }
}

TEST_F(ServerTest, AFloodOfMessagesIsRefusedBeyondTheRateLimit) {
  auto c = std::make_shared<FakeClient>();
  int pongs = 0, limited = 0;
  for (int i = 0; i < 300; ++i) {
    const json r = request(c, {{"type", "ping"}});
    pongs += r["type"] == "pong";
    limited += r.value("code", "") == "rate_limited";
  }
  EXPECT_GE(pongs, 100);  // the burst
  EXPECT_GT(limited, 0);  // the reply still carries the request's id
  EXPECT_EQ(pongs + limited, 300);
}

// Over the allowance a message is refused as rate_limited whatever it holds: text that is not
// JSON, or is too large, gets no other answer first. The id still comes back when it can be read.
TEST_F(ServerTest, OverTheRateLimitEveryMessageIsRateLimitedWhateverItHolds) {
  close();
  options_.messages_per_second = 0.001;
  options_.message_burst = 1;
  open();
  auto c = std::make_shared<FakeClient>();
  EXPECT_EQ(request(c, {{"type", "ping"}})["type"], "pong");  // the burst
  for (const std::string& text :
       {std::string("not JSON"), std::string("é"), std::string("{\"v\":1,\"id\":\"q\""),
        std::string("[1,2]"), std::string(kMaxMessageBytes + 1, ' '),
        std::string(100, '[') + std::string(100, ']'), std::string(R"({"v":1,"id":{},"type":1})"),
        std::string(R"({"v":1,"id":-1e99999})")}) {
    lobby_->handle(c, text);
    const json reply = c->messages().back();
    EXPECT_EQ(reply.value("code", ""), "rate_limited") << printable(text.substr(0, 40));
    EXPECT_FALSE(reply.contains("id")) << printable(text.substr(0, 40));
  }
  lobby_->handle(c, R"({"v":1,"id":"q9","type":"ping"})");
  EXPECT_EQ(c->messages().back().value("code", ""), "rate_limited");
  EXPECT_EQ(c->messages().back()["id"], "q9");
  lobby_->handle(c, R"({"v":2,"id":7,"type":"fly"})");
  EXPECT_EQ(c->messages().back().value("code", ""), "rate_limited");
  EXPECT_EQ(c->messages().back()["id"], 7);
}

// An act names the position it was decided on ("seq": the actions applied so far, from the
// latest update). Sent again (a resend after a reconnection, a double click), it finds the
// game moved on and is refused as stale, even where the action would be legal again: in SFC's
// set-up Germany places its armies in Berlin one action at a time.
TEST_F(ServerTest, AnActSentTwiceIsAppliedOnceAndTheSecondIsStale) {
  auto c = std::make_shared<FakeClient>();
  const GameEntry& sfc = *find_game("struggle-for-the-continent");
  json seats = json::object();
  for (const std::string& seat : sfc.seating(sfc.load_scenario("1914")).seats)
    seats[seat] = {{"player", "computer"}, {"agent", "random"}};
  seats["germany"] = {{"player", "human"}};
  const json game = request(c, {{"type", "create"},
                                {"game", "struggle-for-the-continent"},
                                {"scenario", "1914"},
                                {"seed", 3},
                                {"seats", seats}});
  ASSERT_EQ(game["type"], "created") << game.dump();
  const std::string germany = game["tokens"]["germany"];
  const json joined = request(c, {{"type", "join"}, {"token", germany}});
  ASSERT_EQ(joined["to_move"], "germany") << joined.dump();
  ASSERT_EQ(joined["seq"], 0);

  const json place = {{"type", "act"},
                      {"token", germany},
                      {"seq", 0},
                      {"action", {{"type", "place"}, {"at", "berlin"}}}};
  const json first = request(c, place);
  ASSERT_EQ(first["type"], "ack") << first.dump();
  EXPECT_EQ(first["seq"], 1);
  const json second = request(c, place);
  EXPECT_EQ(second["type"], "error");
  EXPECT_EQ(second["code"], "stale") << second.dump();
  EXPECT_NE(second.value("message", "").find("at seq 1"), std::string::npos) << second.dump();
  EXPECT_NE(second.value("message", "").find("made at 0"), std::string::npos) << second.dump();
  json summary = request(c, {{"type", "games"}, {"tokens", {germany}}});
  EXPECT_EQ(summary["games"][0]["seq"], 1);  // applied once

  // Made on the present position, the same action is applied again.
  json next = place;
  next["seq"] = 1;
  EXPECT_EQ(request(c, next)["seq"], 2);
  // A seq missing, or not a whole number, is a bad request; one from the future is stale.
  auto expect_bad_request = [&](const json& m) {
    const json r = request(c, m);
    EXPECT_EQ(r.value("code", ""), "bad_request") << m.dump() << " -> " << r.dump();
    EXPECT_NE(r.value("message", "").find("seq"), std::string::npos) << r.dump();
  };
  json without = place;
  without.erase("seq");
  expect_bad_request(without);
  for (const json& seq : {json("2"), json(2.0), json(-1), json(nullptr), json::array()}) {
    json m = place;
    m["seq"] = seq;
    expect_bad_request(m);
  }
  next["seq"] = 7;
  EXPECT_EQ(request(c, next).value("code", ""), "stale");
  summary = request(c, {{"type", "games"}, {"tokens", {germany}}});
  EXPECT_EQ(summary["games"][0]["seq"], 2);
}

TEST_F(ServerTest, EverySeatReceivesExactlyItsViewThroughAWholeGame) {
  close();  // this test plays as fast as it can: no rate limit
  options_.messages_per_second = options_.message_burst = 1e9;
  open();
  auto french_client = std::make_shared<FakeClient>();
  auto watcher = std::make_shared<FakeClient>();
  const json game = create(french_client, "human", "random", 7);
  const std::string french = game["tokens"]["french"];
  request(french_client, {{"type", "join"}, {"token", french}});
  request(watcher, {{"type", "join"}, {"token", game["spectator"]}});

  play_french_at_random(french_client, french, 3, INT_MAX);
  ASSERT_TRUE(last_update(french_client)["over"]) << "the game did not finish";

  // The whole game, replayed from its save, checks every update against view(state, seat).
  const json saved = request(french_client, {{"type", "save"}, {"token", french}});
  ASSERT_EQ(saved["type"], "saved") << saved.dump();
  const auto& log = saved["save"]["log"];
  const GameEntry& entry = *find_game(kGame);
  auto replay = entry.start(saved["save"]["scenario"], saved["save"]["seed"].get<uint64_t>());
  std::map<int, json> french_views, public_views;
  french_views[0] = replay->view("french");
  public_views[0] = replay->public_view();
  int french_actions = 0;
  for (size_t i = 0; i < log.size(); ++i) {
    if (replay->to_move() == "french") ++french_actions;
    replay->apply(log[i]["action"], log[i].value("dice", std::vector<int>{}));
    french_views[static_cast<int>(i) + 1] = replay->view("french");
    public_views[static_cast<int>(i) + 1] =
        replay->over() ? replay->view(std::nullopt) : replay->public_view();
  }
  // Every person's action is followed by an update of its own; a computer's moves, by one
  // update for each stretch of them (docs/protocol.md). Each client sees the game to its end.
  ASSERT_GT(french_actions, 10);
  for (const auto& [client, views] :
       {std::pair{french_client, &french_views}, std::pair{watcher, &public_views}}) {
    int checked = 0, last_seq = -1;
    for (const json& m : client->messages()) {
      if (m["type"] != "saved") expect_no_secrets(m, m.value("type", "?"));  // asked, at the end
      if (m["type"] != "update" && m["type"] != "joined") continue;
      ASSERT_EQ(m["view"], views->at(m["seq"].get<int>())) << "update at seq " << m["seq"];
      EXPECT_GE(m["seq"].get<int>(), last_seq);
      last_seq = m["seq"].get<int>();
      ++checked;
    }
    EXPECT_GT(checked, french_actions);
    EXPECT_EQ(last_seq, static_cast<int>(log.size()));
  }
}

// In a game a person plays, the computer's moves come in stretches (docs/protocol.md): with a
// slice long enough for a whole side's turn, the person sees the computer to move only in the
// update that follows their own action, and the next update has the turn back, however many
// moves the computer made.
TEST_F(ServerTest, AComputerTurnReachesThePersonAsOneUpdate) {
  close();
  options_.messages_per_second = options_.message_burst = 1e9;
  options_.computer_slice = std::chrono::minutes(1);
  open();
  auto french_client = std::make_shared<FakeClient>();
  const json game = create(french_client, "human", "random", 7);
  const std::string french = game["tokens"]["french"];
  request(french_client, {{"type", "join"}, {"token", french}});
  const std::vector<int> acts = play_french_at_random(french_client, french, 3, 60);
  const std::set<int> acted_at(acts.begin(), acts.end());
  int computer_moves = 0, computer_updates = 0;
  int previous_seq = 0;
  for (const json& m : french_client->messages()) {
    if (m["type"] != "update") continue;
    const int seq = m["seq"].get<int>();
    if (m["to_move"] == "allied") {
      EXPECT_TRUE(acted_at.count(seq))
          << "an update in the middle of the computer's turn, at " << seq;
    }
    if (!acted_at.count(seq)) {
      computer_moves += seq - previous_seq;
      ++computer_updates;
    }
    previous_seq = seq;
  }
  ASSERT_GT(computer_updates, 0);
  EXPECT_GT(computer_moves, 2 * computer_updates);  // many moves, few updates
}

// Hostile input: messages cut short, fields swapped for other types, random bytes. Every one
// gets a reply (an error, or an ack for the rare legal action), and the server keeps going.
TEST_F(ServerTest, HostileMessagesAreAnsweredAndChangeOnlyWhatIsLegal) {
  close();
  options_.messages_per_second = options_.message_burst = 1e9;
  open();
  auto c = std::make_shared<FakeClient>();
  const json game = create(c, "human", "human");
  const std::string french = game["tokens"]["french"];
  request(c, {{"type", "join"}, {"token", french}});
  const std::vector<json> samples = {
      {{"type", "act"},
       {"token", french},
       {"seq", 0},
       {"action", {{"type", "move"}, {"unit", "FR-1-1"}, {"to", "1612"}}}},
      {{"type", "inspect"},
       {"token", french},
       {"query", {{"type", "reachable"}, {"unit", "FR-1-1"}}}},
      {{"type", "inspect"},
       {"token", french},
       {"query", {{"type", "preview"}, {"action", {{"type", "pass"}}}}}},
      {{"type", "create"}, {"game", kGame}, {"scenario", "waterloo"}, {"seats", json::object()}},
      {{"type", "games"}, {"tokens", {french}}},
      {{"type", "load"}, {"save", {{"format", "grognard-save"}}}, {"seats", json::object()}}};
  const std::vector<json> odd_values = {nullptr,
                                        7,
                                        -1,
                                        1e300,
                                        "",
                                        "1612",
                                        json::array(),
                                        json::object(),
                                        true,
                                        std::string(1000, 'x')};
  Rng rng(99);
  int replies = 0;
  for (int i = 0; i < 3000; ++i) {
    json m = samples[rng.below(samples.size())];
    // Replace one field, at the top or one level down, with a value of another kind.
    json* target = &m;
    if (rng.below(2) && m.contains("action")) target = &m["action"];
    if (rng.below(2) && m.contains("query")) target = &m["query"];
    auto keys = std::vector<std::string>();
    for (const auto& [k, v] : target->items()) keys.push_back(k);
    if (!keys.empty())
      (*target)[keys[rng.below(keys.size())]] = odd_values[rng.below(odd_values.size())];
    m["v"] = 1;
    m["id"] = i;
    std::string text = m.dump();
    if (rng.below(4) == 0) text.resize(rng.below(text.size() + 1));                // cut short
    if (!text.empty() && rng.below(8) == 0) text[rng.below(text.size())] ^= 0x5A;  // a bad byte
    const size_t before = c->count();
    lobby_->handle(c, text);
    const auto all = c->messages();
    ASSERT_GT(all.size(), before) << "no answer to " << text;
    for (size_t k = before; k < all.size(); ++k) {
      const std::string type = all[k]["type"];
      EXPECT_TRUE(type == "error" || type == "ack" || type == "update" || type == "inspection" ||
                  type == "games" || type == "created")
          << type;
      if (type == "error") {
        EXPECT_FALSE(all[k].value("message", "").empty());
        EXPECT_NE(all[k]["code"], "internal") << text << " -> " << all[k].dump();
      }
    }
    ++replies;
  }
  EXPECT_EQ(replies, 3000);
  // The game still answers and plays on.
  const json r = act(c, french, {{"type", "pass"}});
  EXPECT_EQ(r["type"], "ack") << r.dump();
}

TEST_F(ServerTest, SaveIsRefusedMidGameWhenAnotherPersonPlays) {
  auto c = std::make_shared<FakeClient>();
  const json game = create(c, "human", "human");
  request(c, {{"type", "join"}, {"token", game["tokens"]["french"]}});
  json r = request(c, {{"type", "save"}, {"token", game["tokens"]["french"]}});
  EXPECT_EQ(r["code"], "hidden");
  EXPECT_EQ(request(c, {{"type", "save"}, {"token", game["spectator"]}})["code"], "hidden");
  request(c, {{"type", "join"}, {"token", game["tokens"]["allied"]}});  // hot-seat: both here
  r = request(c, {{"type", "save"}, {"token", game["tokens"]["french"]}});
  ASSERT_EQ(r["type"], "saved");
  // ... and the save loads into a new game at the same position.
  const json loaded = request(c, {{"type", "load"},
                                  {"save", r["save"]},
                                  {"seats",
                                   {{"french", {{"player", "human"}}},
                                    {"allied", {{"player", "computer"}, {"agent", "random"}}}}}});
  ASSERT_EQ(loaded["type"], "created") << loaded.dump();
  EXPECT_NE(loaded["game_id"], game["game_id"]);
  json broken = r["save"];
  broken["hash"] = "0000000000000000";
  const json refused = request(c, {{"type", "load"}, {"save", broken}, {"seats", json::object()}});
  EXPECT_EQ(refused["code"], "bad_request");
  EXPECT_NE(refused["message"].get<std::string>().find("hash"), std::string::npos);
}

// A seed a client chose tells that client every future die: the game's record and every
// save the server hands out say who chose it, through a restart and a load.
TEST_F(ServerTest, EverySaveSaysWhoChoseTheSeed) {
  auto c = std::make_shared<FakeClient>();
  const json humans = {{"french", {{"player", "human"}}}, {"allied", {{"player", "human"}}}};
  auto saved_mark = [&](const json& created) {
    for (const char* seat : {"french", "allied"})
      request(c, {{"type", "join"}, {"token", created["tokens"][seat]}});
    const json saved = request(c, {{"type", "save"}, {"token", created["tokens"]["french"]}});
    EXPECT_EQ(saved["type"], "saved") << saved;
    return saved["save"];
  };
  const json chosen = create(c, "human", "human", 7);
  const json drawn = request(
      c, {{"type", "create"}, {"game", kGame}, {"scenario", "waterloo"}, {"seats", humans}});
  ASSERT_EQ(drawn["type"], "created") << drawn;
  EXPECT_EQ(saved_mark(chosen)["seed_chosen_by"], "client");
  const json server_save = saved_mark(drawn);
  EXPECT_EQ(server_save["seed_chosen_by"], "server");

  close();  // the mark is part of the stored game
  open();
  ASSERT_EQ(lobby_->restore(), 2);
  c = std::make_shared<FakeClient>();
  EXPECT_EQ(saved_mark(chosen)["seed_chosen_by"], "client");
  EXPECT_EQ(saved_mark(drawn)["seed_chosen_by"], "server");

  // A loaded save keeps the mark it had; one without a mark vouches for nothing.
  for (const char* mark : {"server", "client", ""}) {
    json save = server_save;
    if (*mark)
      save["seed_chosen_by"] = mark;
    else
      save.erase("seed_chosen_by");
    const json loaded = request(c, {{"type", "load"}, {"save", save}, {"seats", humans}});
    ASSERT_EQ(loaded["type"], "created") << loaded;
    EXPECT_EQ(saved_mark(loaded)["seed_chosen_by"], *mark ? mark : "client") << mark;
  }
}

// Issue 13 item 9: a seat belongs to whoever holds it. The creator names the seats it takes
// and gets their tokens only; every other human seat gets a single-use invitation.
TEST_F(ServerTest, TheCreatorHoldsOnlyItsSeatsAndAnInvitationOpensItsSeatOnce) {
  auto creator = std::make_shared<FakeClient>();
  const json humans = {{"french", {{"player", "human"}}}, {"allied", {{"player", "human"}}}};
  const json game = request(creator, {{"type", "create"},
                                      {"game", kGame},
                                      {"scenario", "waterloo"},
                                      {"seats", humans},
                                      {"mine", {"french"}}});
  ASSERT_EQ(game["type"], "created") << game;
  ASSERT_EQ(game["tokens"].size(), 1u) << game;
  ASSERT_EQ(game["invitations"].size(), 1u) << game;
  const std::string french = game["tokens"]["french"], code = game["invitations"]["allied"];
  EXPECT_EQ(code.size(), 32u);
  EXPECT_NE(code, french);

  // Nothing the creator was given opens the Allied seat.
  for (const std::string& secret : {french, code, game["spectator"].get<std::string>()}) {
    const json joined = request(creator, {{"type", "join"}, {"token", secret}});
    EXPECT_NE(joined.value("seat", json()), "allied") << secret;
  }
  EXPECT_EQ(request(creator, {{"type", "join"}, {"token", code}})["code"], "bad_token");
  // The creator, holding the French only, may not read the seed mid-game.
  EXPECT_EQ(request(creator, {{"type", "save"}, {"token", french}})["code"], "hidden");

  auto guest = std::make_shared<FakeClient>();
  const json claimed = request(guest, {{"type", "claim"}, {"invitation", code}});
  ASSERT_EQ(claimed["type"], "claimed") << claimed;
  EXPECT_EQ(claimed["game_id"], game["game_id"]);
  EXPECT_EQ(claimed["game"], kGame);
  EXPECT_EQ(claimed["scenario"], "waterloo");
  EXPECT_EQ(claimed["seat"], "allied");
  const std::string allied = claimed["token"];
  EXPECT_NE(allied, code);
  EXPECT_EQ(request(guest, {{"type", "join"}, {"token", allied}})["seat"], "allied");

  // A second claim, by anyone, is refused and gives nothing.
  for (const auto& who : {guest, creator}) {
    const json again = request(who, {{"type", "claim"}, {"invitation", code}});
    EXPECT_EQ(again["code"], "claimed") << again;
    EXPECT_EQ(again.count("token"), 0u);
  }
  EXPECT_EQ(request(guest, {{"type", "claim"}, {"invitation", std::string(32, '0')}})["code"],
            "bad_token");

  // The claim survives a restart, and so does the invitation's single use.
  close();
  open();
  ASSERT_EQ(lobby_->restore(), 1);
  auto later = std::make_shared<FakeClient>();
  EXPECT_EQ(request(later, {{"type", "join"}, {"token", allied}})["seat"], "allied");
  EXPECT_EQ(request(later, {{"type", "claim"}, {"invitation", code}})["code"], "claimed");
  const json games = request(later, {{"type", "games"}, {"tokens", {french, allied}}});
  EXPECT_EQ(games["games"].size(), 2u) << games;
}

// Without "mine" the creator takes every human seat (hot-seat, one person against the
// computer) and there is nothing to invite; an invitation not yet claimed survives a restart.
TEST_F(ServerTest, WithoutMineTheCreatorTakesEveryHumanSeatAndOpenInvitationsSurviveARestart) {
  auto c = std::make_shared<FakeClient>();
  const json all = create(c, "human", "human");
  EXPECT_EQ(all["tokens"].size(), 2u);
  EXPECT_EQ(all["invitations"], json::object());

  const json humans = {{"french", {{"player", "human"}}}, {"allied", {{"player", "human"}}}};
  const json none = request(c, {{"type", "create"},
                                {"game", kGame},
                                {"scenario", "waterloo"},
                                {"seats", humans},
                                {"mine", json::array()}});
  ASSERT_EQ(none["type"], "created") << none;
  EXPECT_EQ(none["tokens"], json::object());
  ASSERT_EQ(none["invitations"].size(), 2u);
  close();
  open();
  ASSERT_EQ(lobby_->restore(), 2);
  std::string token;
  for (const char* seat : {"french", "allied"}) {
    const json claimed = request(c, {{"type", "claim"}, {"invitation", none["invitations"][seat]}});
    ASSERT_EQ(claimed["seat"], seat) << claimed;
    token = claimed["token"].get<std::string>();
    EXPECT_EQ(request(c, {{"type", "join"}, {"token", token}})["seat"], seat);
  }
  // One connection now holds every human seat, invited ones included: it may save.
  EXPECT_EQ(request(c, {{"type", "save"}, {"token", token}})["type"], "saved");
}

// A save may embed any scenario, but not altered content under a shipped scenario's id: that
// game would pass for the shipped one. Under an id of its own, a designer's scenario loads.
TEST_F(ServerTest, ALoadedScenarioThatDiffersFromTheShippedOneOfItsIdIsRefused) {
  auto c = std::make_shared<FakeClient>();
  const json humans = {{"french", {{"player", "human"}}}, {"allied", {{"player", "human"}}}};
  const GameEntry& naw = *find_game(kGame);
  const json save = save_json(*naw.start(naw.load_scenario("waterloo"), 5));
  auto load = [&](const json& s) {
    return request(c, {{"type", "load"}, {"save", s}, {"seats", humans}});
  };
  EXPECT_EQ(load(save)["type"], "created");

  json altered = save;
  altered["scenario"]["turns"] = altered["scenario"]["turns"].get<int>() + 5;
  altered["hash"] = hash_text(naw.start(altered["scenario"], 5)->hash());
  const json refused = load(altered);
  EXPECT_EQ(refused["code"], "bad_request") << refused;
  EXPECT_EQ(refused["message"],
            "save.scenario: 'waterloo' differs from the scenario shipped with "
            "napoleon-at-waterloo under that id; give an altered scenario an id of its own");
  EXPECT_EQ(lobby_->game_count(), 1u);

  altered["scenario"]["id"] = "waterloo-longer";
  altered["hash"] = hash_text(naw.start(altered["scenario"], 5)->hash());
  EXPECT_EQ(load(altered)["type"], "created") << "a designer's scenario under its own id";
}

// GET /api/board serves the shipped scenarios; a designer's scenario, which it cannot know,
// brings its own board (map changes and all) in `joined`, so that the browser can draw it.
TEST_F(ServerTest, ADesignersScenarioBringsItsBoardWhenJoined) {
  auto c = std::make_shared<FakeClient>();
  const json humans = {{"french", {{"player", "human"}}}, {"allied", {{"player", "human"}}}};
  const GameEntry& naw = *find_game(kGame);
  json shipped = save_json(*naw.start(naw.load_scenario("waterloo"), 5));
  json designed = shipped;
  designed["scenario"]["id"] = "waterloo-wooded";
  designed["scenario"]["name"] = "Waterloo with a wood at 0101";
  designed["scenario"]["map_changes"] = {
      {{"change", "terrain"}, {"hex", "0101"}, {"terrain", "woods"}}};
  designed["hash"] = hash_text(naw.start(designed["scenario"], 5)->hash());
  auto joined = [&](const json& save) {
    const json created = request(c, {{"type", "load"}, {"save", save}, {"seats", humans}});
    EXPECT_EQ(created["type"], "created") << created;
    return request(c, {{"type", "join"}, {"token", created["tokens"]["french"]}});
  };
  EXPECT_FALSE(joined(shipped).contains("board")) << "fetched from /api/board instead";
  const json own = joined(designed);
  EXPECT_EQ(own["scenario"], "waterloo-wooded");
  ASSERT_TRUE(own.contains("board"));
  EXPECT_EQ(own["board"]["hexes"].value("0101", ""), "woods");
  EXPECT_NE(lobby_->board(kGame, "waterloo")["hexes"].value("0101", ""), "woods");
  EXPECT_THROW(lobby_->board(kGame, "waterloo-wooded"), ProtocolError);
}

// The options a game offers before play (the catalog's "options") come with `create`; a wrong
// one is refused with its place and starts nothing, and a save of the game loads again (its
// scenario differs from the shipped one only in its options).
TEST_F(ServerTest, AGamesOptionsAreChosenAtCreationCheckedAndKeptInItsSave) {
  auto c = std::make_shared<FakeClient>();
  const json humans = {{"german", {{"player", "human"}}}, {"allied", {{"player", "human"}}}};
  auto create = [&](const json& options) {
    return request(c, {{"type", "create"},
                       {"game", "blitzkrieg-ardennes"},
                       {"scenario", "wacht-am-rhein"},
                       {"seats", humans},
                       {"options", options}});
  };
  const json wrong = create({{"german_fuel", 9}});
  EXPECT_EQ(wrong["code"], "bad_request") << wrong;
  EXPECT_EQ(wrong["message"], "scenario.options.german_fuel: 9 is outside -3..3");
  EXPECT_EQ(create(json::array({"rules"}))["message"],
            "options: expected an object of the game's options");
  EXPECT_EQ(lobby_->game_count(), 0u);

  const json created = create({{"rules", "original"}});
  ASSERT_EQ(created["type"], "created") << created;
  const json joined = request(c, {{"type", "join"}, {"token", created["tokens"]["german"]}});
  EXPECT_EQ(joined["view"]["rules"], "original") << joined.dump().substr(0, 300);
  request(c, {{"type", "join"}, {"token", created["tokens"]["allied"]}});
  const json saved = request(c, {{"type", "save"}, {"token", created["tokens"]["german"]}});
  ASSERT_EQ(saved["type"], "saved") << saved;
  EXPECT_EQ(saved["save"]["scenario"]["options"]["rules"], "original");
  EXPECT_EQ(request(c, {{"type", "load"}, {"save", saved["save"]}, {"seats", humans}})["type"],
            "created");
}

// A room rebuilds its game from scenario, seed and log: forced set-up dice would be lost, and
// the game would silently become another one.
TEST_F(ServerTest, ASaveWithForcedSetUpDiceIsRefused) {
  auto c = std::make_shared<FakeClient>();
  const GameEntry& lga = *find_game("la-grande-armee");
  const json save =
      save_json(*lga.start(lga.load_scenario("1-austrian-challenge"), 5, std::vector<int>{1, 1}));
  ASSERT_EQ(save["setup_dice"], json({1, 1}));
  const json refused = request(c, {{"type", "load"},
                                   {"save", save},
                                   {"seats",
                                    {{"french", {{"player", "human"}}},
                                     {"allied", {{"player", "human"}}},
                                     {"neutral", {{"player", "human"}}}}}});
  EXPECT_EQ(refused["code"], "bad_request") << refused;
  EXPECT_EQ(refused["message"],
            "save.setup_dice: the server cannot play a game whose set-up dice were forced");
  EXPECT_EQ(lobby_->game_count(), 0u);
}

TEST_F(ServerTest, ComputerSeatsPlayAWholeGameOnTheirOwn) {
  auto watcher = std::make_shared<FakeClient>();
  const json game = create(watcher, "random", "random", 11);
  request(watcher, {{"type", "join"}, {"token", game["spectator"]}});
  auto final_update = watcher->wait_for([](const json& m) { return m.value("over", false); });
  ASSERT_TRUE(final_update);
  EXPECT_FALSE((*final_update)["result"].is_null());
  // Once the game is over, the spectator may have the save file (nothing is hidden now).
  const json saved = request(watcher, {{"type", "save"}, {"token", game["spectator"]}});
  ASSERT_EQ(saved["type"], "saved") << saved.dump();
  EXPECT_EQ(saved["save"]["seed"], 11);
}

// Quotas (issue 13, item 7): running games per connection and per address, fewer without a
// human seat, and new games a minute per address.
class QuotaTest : public ServerTest {
 protected:
  void SetUp() override {
    options_.quotas = QuotaOptions{2, 3, 1, 1, 100};
    options_.computer_threads = 0;  // no computer game ends while it is counted
    ServerTest::SetUp();
  }
  json try_create(const std::shared_ptr<FakeClient>& client, const std::string& french,
                  const std::string& allied) {
    auto seat = [](const std::string& who) {
      return who == "human" ? json{{"player", "human"}}
                            : json{{"player", "computer"}, {"agent", who}};
    };
    return request(client, {{"type", "create"},
                            {"game", kGame},
                            {"scenario", "waterloo"},
                            {"seats", {{"french", seat(french)}, {"allied", seat(allied)}}}});
  }
  // A finished game, from a golden save: it is over as soon as it is loaded.
  json load_finished(const std::shared_ptr<FakeClient>& client) {
    std::ifstream in(std::string(GROGNARD_TEST_DIR) +
                     "/golden/napoleon-at-waterloo/heuristic-vs-random-7.json");
    const json humans = {{"french", {{"player", "human"}}}, {"allied", {{"player", "human"}}}};
    return request(client, {{"type", "load"}, {"save", json::parse(in)}, {"seats", humans}});
  }
  static void expect_quota(const json& reply, const std::string& limit) {
    EXPECT_EQ(reply["type"], "error") << reply;
    EXPECT_EQ(reply["code"], "quota") << reply;
    EXPECT_NE(reply.value("message", "").find(limit), std::string::npos) << reply;
  }
};

TEST_F(QuotaTest, AConnectionPastItsRunningGamesIsRefusedAndAnotherFromItsAddressIsNot) {
  auto first = std::make_shared<FakeClient>("198.51.100.7");
  EXPECT_EQ(try_create(first, "human", "human")["type"], "created");
  EXPECT_EQ(try_create(first, "human", "random")["type"], "created");
  expect_quota(try_create(first, "human", "human"), "running games per connection: at most 2");
  EXPECT_EQ(lobby_->game_count(), 2u);  // the refusal changed nothing
  auto second = std::make_shared<FakeClient>("198.51.100.7");
  EXPECT_EQ(try_create(second, "human", "human")["type"], "created");
  // Three running from the address: its cap, whichever connection asks.
  expect_quota(try_create(second, "human", "human"), "running games per address: at most 3");
  auto elsewhere = std::make_shared<FakeClient>("203.0.113.9");
  EXPECT_EQ(try_create(elsewhere, "human", "human")["type"], "created");
}

TEST_F(QuotaTest, GamesWithoutAHumanSeatHaveTheirOwnLowerCap) {
  auto c = std::make_shared<FakeClient>();
  ASSERT_EQ(try_create(c, "random", "random")["type"], "created");
  const json refused = try_create(c, "random", "random");
  expect_quota(refused, "running games without a human seat per connection: at most 1");
  EXPECT_NE(refused["message"].get<std::string>().find("command line"), std::string::npos);
  EXPECT_EQ(try_create(c, "human", "random")["type"], "created");  // a person plays this one
  // The cap holds per address too, for a new connection.
  expect_quota(try_create(std::make_shared<FakeClient>(), "random", "random"),
               "without a human seat per address");
}

TEST_F(QuotaTest, AGameThatIsOverNoLongerCounts) {
  auto c = std::make_shared<FakeClient>();
  for (int i = 0; i < 4; ++i) EXPECT_EQ(load_finished(c)["type"], "created");
  EXPECT_EQ(try_create(c, "human", "human")["type"], "created");
  EXPECT_EQ(try_create(c, "human", "human")["type"], "created");
  expect_quota(load_finished(c), "per connection");  // a load is a creation like any other
}

TEST_F(QuotaTest, AnAddressMayStartOnlySoManyGamesAMinute) {
  close();
  options_.quotas.games_per_minute = 3;
  open();
  auto c = std::make_shared<FakeClient>();
  for (int i = 0; i < 3; ++i) EXPECT_EQ(load_finished(c)["type"], "created");
  expect_quota(load_finished(c), "new games a minute per address: at most 3");
  expect_quota(try_create(std::make_shared<FakeClient>(), "human", "human"), "a minute");
  EXPECT_EQ(load_finished(std::make_shared<FakeClient>("203.0.113.9"))["type"], "created");
}

// Games leave memory (issue 13, item 7): kept in the store, loaded again on demand.
TEST_F(ServerTest, AGameNoOneHoldsLeavesMemoryWhenIdleAndComesBackOnDemand) {
  const auto later =
      std::chrono::steady_clock::now() + options_.idle_game_lifetime + std::chrono::hours(1);
  auto c = std::make_shared<FakeClient>();
  const json game = create(c, "human", "human");
  const std::string french = game["tokens"]["french"];
  request(c, {{"type", "join"}, {"token", french}});
  ASSERT_EQ(act(c, french, {{"type", "move"}, {"unit", "FR-1-1"}, {"to", "1612"}})["type"], "ack");
  const json before = last_update(c);
  EXPECT_EQ(lobby_->release_idle_games(later), 0u) << "a joined game left memory";
  lobby_->disconnect(c.get());
  EXPECT_EQ(lobby_->release_idle_games(std::chrono::steady_clock::now()), 0u)
      << "a running game left before it was idle";
  EXPECT_EQ(lobby_->release_idle_games(later), 1u);
  EXPECT_EQ(lobby_->game_count(), 0u);

  // Every use of a token brings it back as it was: the summary, a join, an action.
  auto again = std::make_shared<FakeClient>();
  const json games = request(again, {{"type", "games"}, {"tokens", {french}}});
  ASSERT_EQ(games["games"].size(), 1u) << games;
  EXPECT_EQ(games["games"][0]["seq"], 1);
  EXPECT_EQ(lobby_->game_count(), 1u);
  const json joined = request(again, {{"type", "join"}, {"token", french}});
  EXPECT_EQ(joined["seq"], 1);
  EXPECT_EQ(joined["view"], before["view"]);
  EXPECT_TRUE(joined["can_undo"]);  // as after a restart
  EXPECT_EQ(act(again, french, last_update(again)["legal"][0])["type"], "ack");
  EXPECT_EQ(lobby_->game_count(), 1u);
}

TEST_F(ServerTest, AGameThatIsOverLeavesMemoryAtOnceOnceNoOneWatches) {
  auto c = std::make_shared<FakeClient>();
  std::ifstream in(std::string(GROGNARD_TEST_DIR) +
                   "/golden/napoleon-at-waterloo/heuristic-vs-random-7.json");
  const json humans = {{"french", {{"player", "human"}}}, {"allied", {{"player", "human"}}}};
  const json loaded = request(c, {{"type", "load"}, {"save", json::parse(in)}, {"seats", humans}});
  ASSERT_EQ(loaded["type"], "created") << loaded;
  const std::string spectator = loaded["spectator"];
  request(c, {{"type", "join"}, {"token", spectator}});
  EXPECT_EQ(lobby_->release_idle_games(std::chrono::steady_clock::now()), 0u);
  lobby_->disconnect(c.get());
  EXPECT_EQ(lobby_->release_idle_games(std::chrono::steady_clock::now()), 1u);
  const json saved = request(c, {{"type", "save"}, {"token", spectator}});
  ASSERT_EQ(saved["type"], "saved") << saved;
  EXPECT_TRUE(saved["save"]["log"].size() > 0);
}

// After a restart only the games whose computer seat is to move are in memory, and that seat
// moves on by itself; the finished games and those waiting for a person load on demand (issue
// 19: memory grows with the games being played, not with every game the store has kept).
TEST_F(ServerTest, ARestartKeepsOnlyTheGamesAComputerIsToMoveInInMemoryAndWakesTheirComputers) {
  close();
  options_.computer_threads = 0;  // before the restart, the computer seat never moves
  open();
  auto c = std::make_shared<FakeClient>();
  std::ifstream in(std::string(GROGNARD_TEST_DIR) +
                   "/golden/napoleon-at-waterloo/heuristic-vs-random-7.json");
  const json humans = {{"french", {{"player", "human"}}}, {"allied", {{"player", "human"}}}};
  const json finished =
      request(c, {{"type", "load"}, {"save", json::parse(in)}, {"seats", humans}});
  ASSERT_EQ(finished["type"], "created") << finished;
  const json running = create(c, "human", "random");
  const std::string french = running["tokens"]["french"];
  const std::string waiting = create(c, "human", "human")["tokens"]["french"];
  request(c, {{"type", "join"}, {"token", french}});
  // The French pass until the computer's Allied seat is to move: it must move after a restart.
  while (last_update(c)["to_move"] == "french") act(c, french, {{"type", "pass"}});
  const int seq = last_update(c)["seq"];
  ASSERT_EQ(last_update(c)["to_move"], "allied");
  close();
  options_.computer_threads = 1;
  open();
  EXPECT_EQ(lobby_->restore(), 3);
  EXPECT_EQ(lobby_->game_count(), 1u);
  auto again = std::make_shared<FakeClient>();
  const json waiting_joined = request(again, {{"type", "join"}, {"token", waiting}});
  EXPECT_EQ(waiting_joined["type"], "joined") << waiting_joined;
  EXPECT_EQ(waiting_joined["to_move"], "french");
  EXPECT_EQ(lobby_->game_count(), 2u);
  request(again, {{"type", "join"}, {"token", french}});
  ASSERT_TRUE(again->wait_for([&](const json& m) { return m.value("seq", 0) > seq; }))
      << "the computer seat did not move after the restart";
  const json games = request(again, {{"type", "games"}, {"tokens", {finished["spectator"]}}});
  ASSERT_EQ(games["games"].size(), 1u);
  EXPECT_TRUE(games["games"][0]["over"]);
  EXPECT_EQ(lobby_->game_count(), 3u);
}

// Storage under attack (the server security issue, item 8).
class StorageTest : public ServerTest {
 protected:
  // Two games of two human seats; the first has two French moves, the second one.
  void play_two_games() {
    for (int g = 0; g < 2; ++g) {
      const json game = create(client_, "human", "human", 18 + g);
      ids_.push_back(game["game_id"]);
      french_.push_back(game["tokens"]["french"]);
      request(client_, {{"type", "join"}, {"token", french_.back()}});
      for (int i = 0; i < 2 - g; ++i) {
        const json legal = last_update(client_)["legal"];
        if (g == 0 && i == 1) unplayed_ = legal[1];  // another move the second could have been
        ASSERT_EQ(act(client_, french_.back(), legal[0])["type"], "ack");
      }
    }
  }
  // Runs SQL on the closed database behind the server's back.
  void tamper(const std::string& sql) { db_->execute(sql); }
  // The SQLite file's history of schemas and its file on disk have no PostgreSQL counterpart.
  bool on_postgres() const { return db_->postgres(); }
  int restart_and_restore() { return restart_and_restore(db_->url()); }
  int restart_and_restore(const std::string& database) {
    close();
    options_.log = [this](const json& line) {
      std::lock_guard lock(log_mutex_);
      log_.push_back(line);
    };
    open(database);
    return lobby_->restore();
  }
  std::vector<json> quarantined() {
    std::lock_guard lock(log_mutex_);
    std::vector<json> out;
    for (const json& l : log_)
      if (l.value("msg", "").find("quarantined") != std::string::npos) out.push_back(l);
    return out;
  }

  std::shared_ptr<FakeClient> client_ = std::make_shared<FakeClient>();
  std::vector<std::string> ids_, french_;
  json unplayed_;
  std::mutex log_mutex_;
  std::vector<json> log_;
};

TEST_F(StorageTest, ARewrittenActionRowIsCaughtByItsHashAndOnlyThatGameIsQuarantined) {
  play_two_games();
  ASSERT_NE(unplayed_, json());
  close();
  // Another legal action in place of the first game's second move: it replays, to another state.
  tamper(fmt::format("UPDATE actions SET action='{}' WHERE game_id='{}' AND seq=1",
                     unplayed_.dump(), ids_[0]));
  EXPECT_EQ(restart_and_restore(), 1);
  const auto q = quarantined();
  ASSERT_EQ(q.size(), 1u);
  EXPECT_EQ(q[0]["game"], ids_[0]);
  EXPECT_NE(q[0]["error"].get<std::string>().find("state hash"), std::string::npos) << q[0];
  // The other game is served as it was.
  EXPECT_EQ(request(client_, {{"type", "join"}, {"token", french_[1]}})["seq"], 1);
  EXPECT_EQ(request(client_, {{"type", "join"}, {"token", french_[0]}})["code"], "bad_token");
}

TEST_F(StorageTest, AMissingRowOrABadScenarioQuarantinesOnlyItsGame) {
  play_two_games();
  close();
  tamper(fmt::format("DELETE FROM actions WHERE game_id='{}' AND seq=0", ids_[0]));
  tamper(fmt::format("UPDATE games SET scenario='{{not json' WHERE id='{}'", ids_[1]));
  EXPECT_EQ(restart_and_restore(), 0);
  const auto q = quarantined();
  ASSERT_EQ(q.size(), 2u);
  std::set<std::string> games;
  for (const json& l : q) games.insert(l["game"]);
  EXPECT_EQ(games, (std::set<std::string>{ids_[0], ids_[1]}));
  // The server still takes new games.
  EXPECT_EQ(create(client_, "human", "human")["type"], "created");
}

TEST_F(StorageTest, ADatabaseDeletedUnderTheServerAcknowledgesNothingMore) {
  const json game = create(client_, "human", "human");
  const std::string french = game["tokens"]["french"];
  request(client_, {{"type", "join"}, {"token", french}});
  ASSERT_EQ(act(client_, french, last_update(client_)["legal"][0])["type"], "ack");
  if (on_postgres())
    tamper("DROP TABLE actions");
  else
    for (const char* suffix : {"", "-wal", "-shm"}) std::filesystem::remove(db_->file() + suffix);
  const json refused = act(client_, french, last_update(client_)["legal"][0]);
  EXPECT_EQ(refused["code"], "internal") << refused;
  const json games = request(client_, {{"type", "games"}, {"tokens", {french}}});
  EXPECT_EQ(games["games"][0]["seq"], 1) << "the refused action was applied";
}

TEST_F(StorageTest, AReadOnlyDatabaseRefusesToStart) {
  if (on_postgres()) GTEST_SKIP() << "a SQLite file opened read-only";
  close();
  try {
    open_sqlite_store("file:" + db_->file() + "?mode=ro");
    FAIL() << "a read-only database opened";
  } catch (const StoreError& e) {
    EXPECT_NE(std::string(e.what()).find("read-only"), std::string::npos) << e.what();
  }
}

// On either store the copy is a SQLite file, which a server opens with --db sqlite:FILE.
TEST_F(StorageTest, ABackupIsAConsistentCopyThatRestoresEveryGame) {
  play_two_games();
  const std::string copy = (std::filesystem::temp_directory_path() /
                            ("grognard-backup-" + std::to_string(::getpid()) + ".db"))
                               .string();
  store_->backup(copy);
  EXPECT_EQ(restart_and_restore("sqlite:" + copy), 2);
  EXPECT_TRUE(quarantined().empty());
  EXPECT_EQ(request(client_, {{"type", "join"}, {"token", french_[0]}})["seq"], 2);
  close();
  for (const char* suffix : {"", "-wal", "-shm"}) std::filesystem::remove(copy + suffix);
}

TEST_F(StorageTest, ADatabaseOfSchemaOneIsMigratedAndRestoresUnchecked) {
  if (on_postgres()) GTEST_SKIP() << "the SQLite store's own schema history";
  play_two_games();
  close();
  // What a server of schema 1 wrote: no hash column (nor what schema 3 added).
  tamper(
      "CREATE TABLE old AS SELECT game_id, seq, action, dice FROM actions; DROP TABLE actions; "
      "ALTER TABLE old RENAME TO actions; DROP TABLE invitations; "
      "ALTER TABLE games DROP COLUMN seed_chosen_by; UPDATE meta SET value='1' WHERE key='schema'");
  EXPECT_EQ(restart_and_restore(), 2);
  EXPECT_TRUE(quarantined().empty());
  EXPECT_EQ(act(client_, french_[1],
                [&] {
                  request(client_, {{"type", "join"}, {"token", french_[1]}});
                  return last_update(client_)["legal"][0];
                }())["type"],
            "ack");
}

// Schema 2 had no seed mark and no invitations: its games restore, play on, and say of their
// seeds that no one vouches for them.
TEST_F(StorageTest, ADatabaseOfSchemaTwoIsMigratedAndItsGamesKeepWorking) {
  if (on_postgres()) GTEST_SKIP() << "the SQLite store's own schema history";
  play_two_games();
  close();
  tamper(
      "DROP TABLE invitations; ALTER TABLE games DROP COLUMN seed_chosen_by; "
      "UPDATE meta SET value='2' WHERE key='schema'");
  EXPECT_EQ(restart_and_restore(), 2);
  EXPECT_TRUE(quarantined().empty());
  request(client_, {{"type", "join"}, {"token", french_[1]}});
  EXPECT_EQ(act(client_, french_[1], last_update(client_)["legal"][0])["type"], "ack");
  const json humans = {{"french", {{"player", "human"}}}, {"allied", {{"player", "human"}}}};
  const json invited = request(client_, {{"type", "create"},
                                         {"game", kGame},
                                         {"scenario", "waterloo"},
                                         {"seats", humans},
                                         {"mine", {"french"}}});
  ASSERT_EQ(invited["type"], "created") << invited;
  EXPECT_EQ(restart_and_restore(), 3);
  EXPECT_EQ(request(client_, {{"type", "claim"}, {"invitation", invited["invitations"]["allied"]}})
                .value("seat", ""),
            "allied");
  EXPECT_EQ(db_->query_text("SELECT seed_chosen_by FROM games WHERE id='" + ids_[1] + "'"),
            "client");
}

TEST_F(StorageTest, TheStoreFindsAGameByItsTokenAndLoadsItAlone) {
  play_two_games();
  EXPECT_EQ(store_->game_ids(), ids_);
  const auto found = store_->find_token(french_[1]);
  ASSERT_TRUE(found);
  EXPECT_EQ(found->game_id, ids_[1]);
  EXPECT_EQ(found->seat, "french");
  EXPECT_FALSE(store_->find_token(std::string(32, '0')));
  const GameRecord first = store_->load_game(ids_[0]);
  EXPECT_EQ(first.id, ids_[0]);
  EXPECT_EQ(first.log.size(), 2u);
  ASSERT_EQ(first.hashes.size(), 2u);
  EXPECT_TRUE(first.hashes[1]);
  EXPECT_EQ(first.tokens.at(french_[0]), "french");
  EXPECT_THROW(store_->load_game("no-such-game"), StoreError);
  close();
  tamper(fmt::format("UPDATE games SET seats='{{not json' WHERE id='{}'", ids_[1]));
  open();
  try {
    store_->load_game(ids_[1]);
    FAIL() << "a game whose seats are not JSON loaded";
  } catch (const StoreError& e) {
    EXPECT_NE(std::string(e.what()).find(ids_[1]), std::string::npos) << e.what();
  }
}

// An invitation of a game that left memory brings it back, once, like a token does.
TEST_F(StorageTest, AnInvitationOfAGameOutOfMemoryIsClaimedOnce) {
  const json humans = {{"french", {{"player", "human"}}}, {"allied", {{"player", "human"}}}};
  const json created = request(client_, {{"type", "create"},
                                         {"game", kGame},
                                         {"scenario", "waterloo"},
                                         {"seats", humans},
                                         {"mine", {"french"}}});
  ASSERT_EQ(created["type"], "created") << created;
  EXPECT_EQ(
      lobby_->release_idle_games(std::chrono::steady_clock::now() + options_.idle_game_lifetime),
      1u);
  EXPECT_EQ(lobby_->game_count(), 0u);
  const json invitation = {{"type", "claim"}, {"invitation", created["invitations"]["allied"]}};
  const json claimed = request(client_, invitation);
  ASSERT_EQ(claimed["type"], "claimed") << claimed;
  EXPECT_EQ(claimed["seat"], "allied");
  EXPECT_EQ(lobby_->game_count(), 1u);
  EXPECT_EQ(request(client_, {{"type", "join"}, {"token", claimed["token"]}})["seat"], "allied");
  EXPECT_EQ(request(client_, invitation)["code"], "claimed");
}

// A game found damaged when it is loaded on demand is quarantined like one found at start.
TEST_F(StorageTest, AGameDamagedWhileOutOfMemoryIsQuarantinedWhenItsTokenIsUsed) {
  play_two_games();
  ASSERT_EQ(restart_and_restore(), 2);
  EXPECT_EQ(lobby_->game_count(), 0u);  // both wait for a person: restored, then left memory
  tamper(fmt::format("UPDATE actions SET action='{}' WHERE game_id='{}' AND seq=1",
                     unplayed_.dump(), ids_[0]));
  EXPECT_EQ(request(client_, {{"type", "join"}, {"token", french_[0]}})["code"], "bad_token");
  const auto q = quarantined();
  ASSERT_EQ(q.size(), 1u);
  EXPECT_EQ(q[0]["game"], ids_[0]);
  EXPECT_NE(q[0]["error"].get<std::string>().find("state hash"), std::string::npos) << q[0];
  EXPECT_EQ(request(client_, {{"type", "join"}, {"token", french_[1]}})["seq"], 1);
}

// A store whose next appends fail, as a full disk would.
class FlakyStore : public GameStore {
 public:
  explicit FlakyStore(GameStore& inner) : inner_(inner) {}
  std::atomic<int> failures_left{0};
  void create(const GameRecord& r) override { inner_.create(r); }
  void append_all(const std::string& id, int first, std::span<const LoggedAction> entries,
                  std::span<const uint64_t> hashes) override {
    if (failures_left > 0) {
      --failures_left;
      throw StoreError("disk full");
    }
    inner_.append_all(id, first, entries, hashes);
  }
  void claim(const std::string& id, const std::string& code, const std::string& token) override {
    inner_.claim(id, code, token);
  }
  void truncate(const std::string& id, int seq) override { inner_.truncate(id, seq); }
  StoredLog load_log(const std::string& id, int from) override { return inner_.load_log(id, from); }
  std::vector<std::string> game_ids() override { return inner_.game_ids(); }
  GameRecord load_game(const std::string& id) override { return inner_.load_game(id); }
  std::optional<StoredToken> find_token(const std::string& token) override {
    return inner_.find_token(token);
  }
  std::optional<std::string> find_invitation(const std::string& code) override {
    return inner_.find_invitation(code);
  }
  void backup(const std::string& to) override { inner_.backup(to); }

 private:
  GameStore& inner_;
};

TEST_F(ServerTest, AComputerSeatThatCannotStoreItsMoveRetriesSaysSoAndResumes) {
  close();
  store_ = open_store(db_->url());
  FlakyStore flaky(*store_);
  flaky.failures_left = 2;
  lobby_ = std::make_unique<Lobby>(flaky, options_);
  auto watcher = std::make_shared<FakeClient>();
  const json game = create(watcher, "random", "human");
  request(watcher, {{"type", "join"}, {"token", game["tokens"]["allied"]}});
  // Two failed tries, each told to every watcher, then the move is stored and the game goes on.
  auto stalled = [](const json& m) { return m.value("code", "") == "computer_stalled"; };
  ASSERT_TRUE(watcher->wait_for(stalled));
  const auto moved = watcher->wait_for(
      [](const json& m) { return m.value("type", "") == "update" && m.value("seq", 0) > 0; });
  ASSERT_TRUE(moved) << "the computer seat never resumed";
  EXPECT_EQ(flaky.failures_left, 0);
  int notices = 0;
  for (const json& m : watcher->messages())
    if (stalled(m)) {
      ++notices;
      EXPECT_EQ(m["seat"], "french");
      EXPECT_NE(m["message"].get<std::string>().find("tries again"), std::string::npos);
    }
  // The first try may fail before the watcher has joined (the computer starts at creation);
  // the second comes 0.25 s later, when it has.
  EXPECT_GE(notices, 1);
  lobby_.reset();
}

// A store that holds the first computer turn it is given until the test opens the gate, and
// notes which game each turn stored belongs to, and how many moves it held.
class GatedStore : public FlakyStore {
 public:
  using FlakyStore::FlakyStore;
  void append_all(const std::string& id, int first_seq, std::span<const LoggedAction> entries,
                  std::span<const uint64_t> hashes) override {
    bool first;
    {
      std::lock_guard lock(mutex_);
      first = games_.empty();
      games_.push_back(id);
      moves_.push_back(entries.size());
    }
    if (first) {
      entered_.set_value();
      gate_.get_future().wait();
    }
    FlakyStore::append_all(id, first_seq, entries, hashes);
  }
  void wait_until_held() { entered_.get_future().wait(); }
  void open() { gate_.set_value(); }
  std::vector<std::string> games() {
    std::lock_guard lock(mutex_);
    return games_;
  }
  std::vector<size_t> moves() {
    std::lock_guard lock(mutex_);
    return moves_;
  }

 private:
  std::promise<void> entered_, gate_;
  std::mutex mutex_;
  std::vector<std::string> games_;
  std::vector<size_t> moves_;
};

// A computer's turn in a game a person plays is stored in one commit, and nobody sees its moves
// before they are stored: a seat joining while they wait for the disk is answered after, with
// all of them.
TEST_F(ServerTest, AComputersTurnIsStoredInOneCommitBeforeAnyoneSeesIt) {
  close();
  store_ = open_store(db_->url());
  GatedStore gated(*store_);
  lobby_ = std::make_unique<Lobby>(gated, options_);
  auto person = std::make_shared<FakeClient>();
  const json game = create(person, "random", "human");  // the French computer moves first
  gated.wait_until_held();
  std::thread joiner([&] {
    request(person, {{"type", "join"}, {"token", game["tokens"]["allied"]}});
  });
  std::this_thread::sleep_for(std::chrono::milliseconds(100));
  for (const json& m : person->messages())
    EXPECT_NE(m.value("type", ""), "joined")
        << "the game was shown while the computer's moves were not yet stored";
  gated.open();
  joiner.join();
  const auto joined =
      person->wait_for([](const json& m) { return m.value("type", "") == "joined"; });
  ASSERT_TRUE(joined);
  const std::vector<size_t> turns = gated.moves();
  ASSERT_FALSE(turns.empty());
  EXPECT_GT(turns[0], 1u) << "the computer's moves were stored one commit each";
  // The game joined is one the store holds: after the first turn, or a later one (the
  // computer's next slice may go first).
  std::vector<size_t> stored = {turns[0]};
  for (size_t i = 1; i < turns.size(); ++i) stored.push_back(stored.back() + turns[i]);
  EXPECT_NE(std::find(stored.begin(), stored.end(), (*joined)["seq"].get<size_t>()), stored.end())
      << "joined at seq " << (*joined)["seq"] << ", which no commit ended at";
  lobby_.reset();
}

// Through the lobby: with its one computer thread held, the moves asked meanwhile run in the
// fair order, a game with a person's seat before the all-computer games queued before it.
TEST_F(ServerTest, AComputerMoveAPersonWaitsForGoesBeforeAllComputerGamesAskedEarlier) {
  close();
  store_ = open_store(db_->url());
  GatedStore gated(*store_);
  options_.quotas = QuotaOptions{100, 100, 100, 100, 1000};
  lobby_ = std::make_unique<Lobby>(gated, options_);
  auto farm = std::make_shared<FakeClient>("198.51.100.1");
  std::vector<std::string> farm_games;
  farm_games.push_back(create(farm, "random", "random")["game_id"]);
  gated.wait_until_held();  // the one thread is storing the first game's first move
  for (int i = 0; i < 3; ++i) farm_games.push_back(create(farm, "random", "random")["game_id"]);
  auto person = std::make_shared<FakeClient>("203.0.113.9");
  const std::string waited_for = create(person, "random", "human")["game_id"];
  gated.open();
  while (gated.games().size() < 4) std::this_thread::yield();
  const std::vector<std::string> order = gated.games();
  EXPECT_EQ(order[0], farm_games[0]);
  EXPECT_EQ(order[1], waited_for) << "the person's game waited behind the computers' games";
  lobby_.reset();
}

// La Grande Armée rolls the fog of war (5.63) on every move; a roll that costs no move does
// not stop the mover from taking the move back, and taking it back restores the dice too.
TEST_F(ServerTest, AnLgaMoveWhoseFogOfWarRollCostsNothingCanBeTakenBack) {
  auto c = std::make_shared<FakeClient>();
  const GameEntry& lga = *find_game("la-grande-armee");
  const auto seats = lga.seating(lga.load_scenario("1-austrian-challenge")).seats;
  json players = json::object();
  for (const auto& seat : seats) players[seat] = {{"player", "human"}};
  const json game = request(c, {{"type", "create"},
                                {"game", "la-grande-armee"},
                                {"scenario", "1-austrian-challenge"},
                                {"seed", 18},
                                {"seats", players}});
  ASSERT_EQ(game["type"], "created") << game.dump();
  const std::string french = game["tokens"]["french"];
  request(c, {{"type", "join"}, {"token", french}});
  // Past the build phases (each seat's, in the game's order) to the first plain French move.
  json move;
  for (int guard = 0; guard < 8 && move.is_null(); ++guard) {
    const json latest = last_update(c);
    const std::string seat = latest["to_move"];
    if (seat == "french")
      for (const json& a : latest["legal"])
        if (a["type"] == "move") {
          move = a;
          break;
        }
    if (move.is_null()) {
      const json r = act(c, game["tokens"][seat], {{"type", "end_phase"}});
      ASSERT_EQ(r["type"], "ack") << r.dump();
    }
  }
  ASSERT_FALSE(move.is_null());
  const json before = last_update(c)["view"];
  ASSERT_EQ(act(c, french, move)["type"], "ack");
  const json moved = last_update(c);
  for (const json& e : moved["events"]) {
    ASSERT_NE(e["event"].value("type", ""), "fog_of_war") << "seed 18 now loses moves here";
  }
  EXPECT_TRUE(moved["can_undo"]);
  ASSERT_EQ(undo(c, french)["type"], "ack");
  EXPECT_EQ(last_update(c)["view"], before);
  // The same move again rolls the same die: the same position as the first time.
  ASSERT_EQ(act(c, french, move)["type"], "ack");
  EXPECT_EQ(last_update(c)["view"], moved["view"]);
}

}  // namespace
}  // namespace grognard::server
