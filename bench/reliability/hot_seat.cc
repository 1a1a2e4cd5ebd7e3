#include "hot_seat.h"

#include <stdexcept>
#include <thread>

namespace grognard::reliability {

HotSeatPlayer::HotSeatPlayer(harness::WsClient& client, TrackedGame& game, std::mt19937_64& rng,
                             PlayCounts& counts, std::chrono::milliseconds pace)
    : client_(client), game_(game), rng_(rng), counts_(counts), pace_(pace) {}

TrackedGame HotSeatPlayer::create(harness::WsClient& client, const GameChoice& choice,
                                  uint64_t seed) {
  json seats = json::object();
  for (const std::string& seat : choice.seats) seats[seat] = {{"player", "human"}};
  const json created = client.request({{"type", "create"},
                                       {"game", choice.game},
                                       {"scenario", choice.scenario},
                                       {"seed", seed},
                                       {"seats", seats}});
  if (created.value("type", "") != "created")
    throw std::runtime_error("create refused: " + created.dump());
  TrackedGame game;
  game.id = created["game_id"];
  game.choice = choice;
  game.seed = seed;
  game.tokens = created["tokens"].get<std::map<std::string, std::string>>();
  game.spectator = created["spectator"];
  return game;
}

json HotSeatPlayer::request(json message) {
  if (pace_.count() > 0) {
    const auto next = last_sent_ + pace_;
    if (std::chrono::steady_clock::now() < next) std::this_thread::sleep_until(next);
  }
  last_sent_ = std::chrono::steady_clock::now();
  message["v"] = 1;
  message["id"] = ++next_id_;
  client_.send(message);
  while (true) {
    json m = client_.read();
    if (m.value("id", -1) == next_id_) return m;
    take(m);
  }
}

void HotSeatPlayer::take(const json& message) {
  const std::string type = message.value("type", "");
  if ((type != "update" && type != "joined") || !message["seat"].is_string()) return;
  const int seq = message["seq"];
  if (type == "update" && seq > game_.acked_seq) ++counts_.unexplained;
  latest_[message["seat"].get<std::string>()] = message;
  if (message["over"] == true) game_.over = true;
}

int HotSeatPlayer::current_seq() const {
  int seq = 0;
  for (const auto& [seat, update] : latest_) seq = std::max(seq, update["seq"].get<int>());
  return seq;
}

int HotSeatPlayer::join_every_seat() {
  for (const auto& [seat, token] : game_.tokens) {
    const json joined = request({{"type", "join"}, {"token", token}});
    if (joined.value("type", "") != "joined")
      throw std::runtime_error("join refused: " + joined.dump());
    take(joined);
  }
  return current_seq();
}

std::string HotSeatPlayer::actor() const {
  const int seq = current_seq();
  for (const auto& [seat, update] : latest_)
    if (update["seq"] == seq && update["to_move"] == seat && !update["legal"].empty()) return seat;
  return "";
}

json HotSeatPlayer::next_act() const {
  const std::string seat = actor();
  if (seat.empty()) return nullptr;
  return {{"v", 1},
          {"type", "act"},
          {"token", game_.tokens.at(seat)},
          {"seq", current_seq()},
          {"action", latest_.at(seat)["legal"][0]}};
}

bool HotSeatPlayer::act_once() {
  if (game_.over) return false;
  const int seq = current_seq();
  const std::string actor = this->actor();
  if (actor.empty()) {  // the updates of the latest action are still on their way
    take(client_.read());
    return true;
  }
  const json& legal = latest_[actor]["legal"];
  const json action = legal[std::uniform_int_distribution<size_t>(0, legal.size() - 1)(rng_)];
  json act = {{"type", "act"}, {"token", game_.tokens.at(actor)}, {"seq", seq}, {"action", action}};
  const json reply = request(act);
  if (reply.value("type", "") != "ack") {
    if (reply.value("code", "") == "rate_limited") {
      ++counts_.rate_limited;
      std::this_thread::sleep_for(std::chrono::milliseconds(100));
    } else {
      ++counts_.refused;
      counts_.last_refusal = reply.dump();
    }
    return true;
  }
  const int acked = reply["seq"];
  act["v"] = 1;
  last_acked_act_ = std::move(act);
  game_.acked_seq = acked;
  ++game_.acks;
  ++counts_.acks;
  // The update of this action, to every seat.
  auto behind = [&] {
    for (const auto& [seat, update] : latest_)
      if (update["seq"].get<int>() < acked) return true;
    return false;
  };
  while (behind()) take(client_.read());
  const auto& first = latest_.begin()->second;
  game_.view_seq = first["seq"];
  game_.view = first["view"];
  return !game_.over;
}

}  // namespace grognard::reliability
