#!/usr/bin/env bash
# `npm test`: everything CI checks, in order of cost: lint and format, import layers, types, unit tests, then the
# site is built, and the whole-build tests run while the site is driven in a real Chromium. Ends with a summary of
# each stage (count and seconds), printed whether the run passed or not, so a slow or failing stage is visible at a
# glance.
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p test-results
summary=test-results/stages.tsv
: >"$summary"
rm -f test-results/vitest.json test-results/vitest-build.json test-results/e2e-report.json

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
  node scripts/run.mjs scripts/testSummary.ts "$summary" test-results/vitest.json \
    test-results/e2e-report.json test-results/vitest-build.json "$SECONDS"
}
trap print_summary EXIT

stage "browser" bash scripts/ensure-browser.sh
stage "lint and format (biome)" npx biome ci .
stage "layers (import direction)" node scripts/run.mjs scripts/checkLayers.ts
stage "types (tsc)" npx tsc --noEmit
stage "unit tests (vitest)" npx vitest run --project unit --reporter=default --reporter=json \
  --outputFile.json=test-results/vitest.json
stage "build the site" node scripts/run.mjs scripts/build.ts
# The paged-catalog deployable is a build too (playwright.config.ts): made now, while no build test holds the
# project's build lock, so that the browser tests below need no build of their own.
stage "build the paged catalog" npx playwright test --project 'paged catalog build' --reporter=line

# The whole-build tests run one build at a time (vitest.config.ts), which keeps one of the two cores busy at most;
# the browser tests take the rest. Neither touches what the other reads: the builds write to folders of their own
# and dist/.staging-*, the browser tests serve dist/site and the paged catalog, both built above. The build tests'
# output is shown once they end, not interleaved with the browser tests'.
build_log=test-results/vitest-build.log
stage "build tests (vitest)" npx vitest run --project build --reporter=default --reporter=json \
  --outputFile.json=test-results/vitest-build.json >"$build_log" 2>&1 &
build_tests=$!
e2e_status=0
stage "end-to-end tests (playwright)" npx playwright test --project chromium --project 'paged catalog' --no-deps || e2e_status=$?
build_status=0
wait "$build_tests" || build_status=$?
echo "== build tests (vitest), output"
cat "$build_log"
[ "$e2e_status" = 0 ] && [ "$build_status" = 0 ]
