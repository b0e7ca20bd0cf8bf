#!/usr/bin/env bash
# The server the end-to-end tests run against: the built web app on a fresh embedded database.
set -euo pipefail
cd "$(dirname "$0")/.."
export PORT="${1:-3100}"
export DATA_DIR=".data-test/e2e-$PORT"
rm -rf "$DATA_DIR"
# Many simulated users sign up and in from one address within seconds.
export AUTH_SIGN_IN_LIMIT=100
export AUTH_SIGN_UP_LIMIT=100
export HOST=127.0.0.1
# The browser solves the real ALTCHA bot check of sign-up and the free scan, at a low cost.
export CAPTCHA_COMPLEXITY="${CAPTCHA_COMPLEXITY:-100}"
# The sandbox answers as slowly as the web does, so scans take the seconds they take for users
# and their stages can be watched.
export SANDBOX_LATENCY="${SANDBOX_LATENCY:-100,300}"
# A simulated hour per real second, so the sandbox owners' replies to notices arrive within seconds.
export CLOCK_SCALE="${CLOCK_SCALE:-3600}"
# As npm start runs it: the bundle (npm run build), with glibc's allocator kept to two arenas.
export MALLOC_ARENA_MAX="${MALLOC_ARENA_MAX:-2}"
# The tests read verification and reset links from the console, as a developer would: the mail
# outbox itself is for administrators only. The e2e admin is listed in ADMIN_EMAILS.
export ADMIN_EMAILS="${ADMIN_EMAILS:-e2e-admin@example.test}"
CONSOLE_LOG=".data-test/e2e-$PORT.console.log"
mkdir -p .data-test
: > "$CONSOLE_LOG"
exec node apps/server/dist/main.mjs > >(tee -a "$CONSOLE_LOG") 2>&1
