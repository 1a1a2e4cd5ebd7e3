// The address invitation links start with: the operator's when given (--public-url,
// GROGNARD_PUBLIC_URL), else the listening address, else on 0.0.0.0 the machine's outward
// address; GET /api/server tells the browser, and the server prints it when it starts.
#include <gtest/gtest.h>

#include <stdexcept>

#include "server/public_url.h"

namespace grognard::server {
namespace {

std::string lan_address() { return "192.168.1.20"; }
std::string no_network() { return ""; }

TEST(PublicUrl, TheOperatorsAddressWinsWithoutItsTrailingSlash) {
  const PublicUrl u = public_url("https://games.example.org/", "0.0.0.0", 8080, lan_address);
  EXPECT_EQ(u.url, "https://games.example.org");
  EXPECT_EQ(u.source, "option");
  EXPECT_EQ(public_url("http://10.0.0.5:9000", "127.0.0.1", 8080).url, "http://10.0.0.5:9000");
}

TEST(PublicUrl, AnAddressThatIsNoHttpUrlIsRefused) {
  EXPECT_THROW(public_url("games.example.org", "0.0.0.0", 8080), std::invalid_argument);
  EXPECT_THROW(public_url("ftp://games.example.org", "0.0.0.0", 8080), std::invalid_argument);
}

TEST(PublicUrl, ListeningOnOneAddressTheLinksUseIt) {
  EXPECT_EQ(public_url("", "127.0.0.1", 8080, lan_address).url, "http://127.0.0.1:8080");
  EXPECT_EQ(public_url("", "10.1.2.3", 81, lan_address).source, "host");
  EXPECT_EQ(public_url("", "::1", 8080, lan_address).url, "http://[::1]:8080");
}

TEST(PublicUrl, ListeningEverywhereTheOutwardAddressIsGuessed) {
  const PublicUrl u = public_url("", "0.0.0.0", 8080, lan_address);
  EXPECT_EQ(u.url, "http://192.168.1.20:8080");
  EXPECT_EQ(u.source, "guessed");
  EXPECT_EQ(public_url("", "::", 8080, lan_address).url, "http://192.168.1.20:8080");
  // A machine with no route out can only be reached from itself.
  EXPECT_EQ(public_url("", "0.0.0.0", 8080, no_network).url, "http://127.0.0.1:8080");
}

TEST(PublicUrl, TheMachinesOwnOutwardAddressIsNeverTheWildcard) {
  const std::string address = outward_address();
  EXPECT_NE(address, "0.0.0.0");  // empty when the machine has no route out
  const PublicUrl u = public_url("", "0.0.0.0", 8080);
  EXPECT_EQ(u.url.rfind("http://", 0), 0u) << u.url;
  EXPECT_EQ(u.url.find("0.0.0.0"), std::string::npos) << u.url;
}

}  // namespace
}  // namespace grognard::server
