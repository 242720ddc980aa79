#!/usr/bin/env bash
# `npm test`: everything CI checks, in order of cost: lint and format, import layers, types, unit and build tests, then the
# site is built and driven in a real Chromium. Ends with a summary of each stage (count and seconds), printed
# whether the run passed or not, so a slow or failing stage is visible at a glance.
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p test-results
summary=test-results/stages.tsv
: >"$summary"

# Runs one stage, timing it; `$1` names it, the rest is the command.
stage() {
  local name=$1
  shift
  echo "== $name"
  local started=$SECONDS status=0
  "$@" || status=$?
  printf '%s\t%s\t%s\n' "$name" "$((SECONDS - started))" "$status" >>"$summary"
  return "$status"
}

print_summary() {
  node scripts/run.mjs scripts/testSummary.ts "$summary" test-results/vitest.json test-results/e2e-report.json
}
trap print_summary EXIT

stage "browser" bash scripts/ensure-browser.sh
stage "lint and format (biome)" npx biome ci .
stage "layers (import direction)" node scripts/run.mjs scripts/checkLayers.ts
stage "types (tsc)" npx tsc --noEmit
stage "unit and build tests (vitest)" npx vitest run --reporter=default --reporter=json --outputFile.json=test-results/vitest.json
stage "build the site" node scripts/run.mjs scripts/build.ts
stage "end-to-end tests (playwright)" npx playwright test
