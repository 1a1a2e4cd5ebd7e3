#!/usr/bin/env bash
# Installs what Grognard needs from Debian's packages; does nothing when all are present.
# clang and libclang-rt-14-dev (libFuzzer and clang's sanitizers) build the fuzz targets;
# postgresql runs the server's tests on PostgreSQL (scripts/postgres.sh).
# Node.js and npm come from the machine if it has them (the web client needs Node 20.19 or
# later); otherwise from Debian.
set -euo pipefail
packages=(build-essential cmake ninja-build pkg-config nlohmann-json3-dev libcli11-dev libfmt-dev
          libgtest-dev libgmock-dev libbenchmark-dev libboost-dev libboost-graph-dev
          libsqlite3-dev libpq-dev postgresql libjemalloc-dev libsimdjson-dev libdtl-dev chromium
          clang libclang-rt-14-dev)
command -v node >/dev/null && command -v npm >/dev/null || packages+=(nodejs npm)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "Installing: ${missing[*]}"
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
fi
