#!/usr/bin/env bash
# `npm test`: everything CI checks, in order of cost: lint and format, types, unit and build tests, then the
# site is built and driven in a real Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-browser.sh
echo "== lint and format (biome)"
npx biome ci .
echo "== types (tsc)"
npx tsc --noEmit
echo "== unit and build tests (vitest)"
npx vitest run
echo "== build the site"
npx tsx scripts/build.ts
echo "== end-to-end tests (playwright)"
npx playwright test
