#!/usr/bin/env bash
# Builds the browser client into web/dist with the exact packages of web/package-lock.json.
set -euo pipefail
cd "$(dirname "$0")/../web"
npm ci --no-audit --no-fund --loglevel=error
npm run build --silent
