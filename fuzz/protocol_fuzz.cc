// The server's protocol message handler, Lobby::handle (docs/protocol.md), without sockets.
//
// Input: one or more messages, one a line, handled in order by one connection of a fresh
// Lobby (an in-memory store, no rate limit, no computer-player thread: computer seats never
// move, so a run is repeatable). Tokens and seqs are unguessable or change, so a message may
// name them: "$0", "$1", ... (up to three digits) stand for the tokens the connection has been
// given so far (each "created" reply adds its seats' tokens in seat order, then its
// spectator's), "$s" for the seq of the latest update, ack or joined it received.
//
// A finding: a reply that is not valid JSON text (a string that is not UTF-8), has no "v":1 and
// string "type", or is the catch-all "internal" error (an exception the handler did not expect);
// any sanitizer report; a hang.
#include <memory>
#include <string>

#include "fuzz_util.h"
#include "server/lobby.h"

namespace grognard::fuzz {
namespace {

// The first string (key or value) in `j` that is not valid UTF-8, or null.
const std::string* first_bad_string(const json& j) {
  if (j.is_string()) {
    const auto& s = j.get_ref<const std::string&>();
    return server::is_valid_utf8(s) ? nullptr : &s;
  }
  if (j.is_object()) {
    for (const auto& [key, value] : j.get_ref<const json::object_t&>()) {
      if (!server::is_valid_utf8(key)) return &key;
      if (const std::string* bad = first_bad_string(value)) return bad;
    }
  }
  if (j.is_array())
    for (const json& value : j)
      if (const std::string* bad = first_bad_string(value)) return bad;
  return nullptr;
}

class StrictClient : public server::Client {
 public:
  void send(const json& message) override {
    // A json value is valid JSON text once dumped unless a string in it is not UTF-8 (the
    // strict dump would throw); checking the strings alone spares a dump of every reply.
    if (const std::string* bad = first_bad_string(message))
      crash("a reply that is not valid JSON text: a string is not UTF-8: " +
            server::valid_utf8(*bad));
    const auto type = message.find("type");
    if (!message.is_object() || message.value("v", json()) != 1 || type == message.end() ||
        !type->is_string())
      crash("a reply without \"v\":1 and a string \"type\": " + message.dump().substr(0, 500));
    if (*type == "error" && message.value("code", json()) == "internal")
      crash("the handler failed unexpectedly: " + message.dump().substr(0, 500));
    if (*type == "created") {
      for (const auto& [seat, token] : message.at("tokens").items()) tokens.push_back(token);
      tokens.push_back(message.at("spectator"));
    }
    if ((*type == "update" || *type == "joined" || *type == "ack") && message.contains("seq"))
      seq = message["seq"].dump();
  }

  std::vector<std::string> tokens;
  std::string seq = "0";
};

// The message with "$0".."$9" and "$s" replaced (see the top of this file).
std::string substitute(std::string_view text, const StrictClient& client) {
  std::string out;
  out.reserve(text.size());
  for (size_t i = 0; i < text.size(); ++i) {
    if (text[i] == '$' && i + 1 < text.size()) {
      size_t end = i + 1, n = 0;
      while (end < text.size() && end < i + 4 && text[end] >= '0' && text[end] <= '9')
        n = n * 10 + static_cast<size_t>(text[end++] - '0');
      if (end > i + 1 && n < client.tokens.size()) {
        out += client.tokens[n];
        i = end - 1;
        continue;
      }
      if (text[i + 1] == 's') {
        out += client.seq;
        ++i;
        continue;
      }
    }
    out += text[i];
  }
  return out;
}

}  // namespace
}  // namespace grognard::fuzz

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace grognard;
  using namespace grognard::fuzz;
  // At most 32 messages: a run stays short whatever the input.
  auto lines = split_lines(std::string_view(reinterpret_cast<const char*>(data), size));
  if (lines.size() > 32) return -1;

  const auto store = server::open_sqlite_store(":memory:");
  server::LobbyOptions options;
  options.computer_threads = 0;
  options.messages_per_second = 1e12;
  options.message_burst = 1e12;
  options.log = [](const json& fields) {
    if (fields.value("msg", "") == "unexpected failure")
      crash("unexpected failure: " + fields.value("error", ""));
  };
  server::Lobby lobby(*store, options);
  const auto client = std::make_shared<StrictClient>();
  for (std::string_view line : lines) lobby.handle(client, substitute(line, *client));
  lobby.disconnect(client.get());
  return 0;
}

extern "C" size_t LLVMFuzzerCustomMutator(uint8_t* data, size_t size, size_t max_size,
                                          unsigned seed) {
  return grognard::fuzz::mutate_json_lines(data, size, max_size, seed);
}
