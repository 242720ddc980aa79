#!/usr/bin/env bash
# `npm test`: everything CI checks, in order of cost: lint and format, import layers, types, the site's build,
# then the whole-build tests alongside the unit tests and the browser tests, which drive the site in a real
# Chromium. Ends with a summary of each stage (count and seconds), printed whether the run passed or not, so a slow
# or failing stage is visible at a glance.
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

# The tools from the project's own node_modules/.bin: through npx each started about a second later (npm's own start).
bin=node_modules/.bin

stage "browser" bash scripts/ensure-browser.sh
# Lint, import layers and types only read the sources, and the site's build writes only dist/: the checks run side by
# side with the build (tsc and the layers check keep one core each busy while the build waits on its bundler), their
# output shown once the build is done. Nothing further runs if one of them failed.
checks=()
for check in biome layers tsc; do
  case $check in
    biome) stage "lint and format (biome)" "$bin/biome" ci . >"test-results/$check.log" 2>&1 & ;;
    layers) stage "layers (import direction)" node scripts/run.mjs scripts/checkLayers.ts >"test-results/$check.log" 2>&1 & ;;
    tsc) stage "types (tsc)" "$bin/tsc" --noEmit >"test-results/$check.log" 2>&1 & ;;
  esac
  checks+=("$!")
done
site=0
stage "build the site" node scripts/run.mjs scripts/build.ts || site=$?
checked=0
for job in "${checks[@]}"; do wait "$job" || checked=1; done
cat test-results/biome.log test-results/layers.log test-results/tsc.log
if [ "$site" != 0 ] || [ "$checked" != 0 ]; then exit 1; fi

# The whole-build tests run one build at a time (vitest.config.ts), keeping about one of the two cores busy for
# their whole length; the unit tests, then the browser tests, take the rest meanwhile. Neither side touches what
# the other reads: the builds write to temporary folders and dist/.staging-*, the unit tests to temporary folders,
# the browser tests serve dist/site and the paged catalog. The build tests' output is shown once they end, not
# interleaved with the others'.
# The paged-catalog deployable the browser tests serve is a build too (playwright.config.ts): made first on the build
# tests' side, while the unit tests run, so that no build test holds the project's build lock then. That side says
# through a pipe when it is made and how it ended; the browser tests wait for that (at once, in practice), and a side
# that ended without saying it closes the pipe, which counts as a failed build.
build_log=test-results/vitest-build.log
pipe=$(mktemp -u)
mkfifo "$pipe"
(
  exec 4>"$pipe"
  status=0
  stage "build the paged catalog" "$bin/playwright" test --project 'paged catalog build' --reporter=line 4>&- ||
    status=$?
  echo "$status" >&4
  exec 4>&-
  stage "build tests (vitest)" "$bin/vitest" run --project build --reporter=default --reporter=json \
    --outputFile.json=test-results/vitest-build.json || status=$?
  exit "$status"
) >"$build_log" 2>&1 &
build_tests=$!
# Opened once the other side has opened it to write (Bash's open blocks until then); no name is left behind.
exec 3<"$pipe"
rm "$pipe"
status=0
stage "unit tests (vitest)" "$bin/vitest" run --project unit --reporter=default --reporter=json \
  --outputFile.json=test-results/vitest.json 3<&- || status=$?
read -r paged_catalog <&3 || true
exec 3<&-
if [ "$paged_catalog" != 0 ]; then
  echo "== the paged catalog's build failed (its output is below), and the browser tests need it"
  status=1
fi
if [ "$status" = 0 ]; then
  stage "end-to-end tests (playwright)" "$bin/playwright" test --project chromium --project 'paged catalog' --no-deps ||
    status=$?
fi
wait "$build_tests" || status=$?
echo "== paged catalog and build tests (vitest), output"
cat "$build_log"
exit "$status"
