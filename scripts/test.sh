#!/usr/bin/env bash
# `npm test`: every check, in order of speed. Integration tests run on PGlite, and on PostgreSQL
# too when a server answers (TEST_DATABASE_URL, or the local one on 127.0.0.1:5432).
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n== %s ==\n' "$1"; }

step "lint"
npx eslint . --max-warnings 0

step "type check"
npm run --silent typecheck

step "system packages (Chromium, ffmpeg)"
# Before any test: unit tests sample videos with ffmpeg, the end-to-end tests drive Chromium.
bash scripts/ensure-chromium.sh

step "unit tests"
npx vitest run --project unit --project web

step "integration tests"
npx vitest run --project integration

step "end-to-end tests (Chromium)"
npm run --silent build
npx playwright test
