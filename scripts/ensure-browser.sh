#!/usr/bin/env bash
# Makes sure the end-to-end tests have a Chromium, preferring the headless shell: the browser Playwright itself runs
# headless tests in, and on a 2-core machine about a quarter faster than the full browser in headless mode. Debian's
# packages where apt is available (Playwright cannot download its own browsers on every machine), else Playwright's
# own build. playwright.config.ts picks the same binary. Says what it did.
set -euo pipefail
# Another apt or dpkg may hold the package lock for a while: apt-get waits for it, up to 2 minutes.
source "$(dirname "$0")/lib/aptWithLock.sh"
lock_wait=120

shell=/usr/bin/chromium-headless-shell
full=/usr/bin/chromium
if [ -n "${CHROMIUM_PATH:-}" ] && [ -x "$CHROMIUM_PATH" ]; then
  echo "browser: using CHROMIUM_PATH=$CHROMIUM_PATH"
elif [ -x "$shell" ]; then
  echo "browser: using Debian's chromium-headless-shell at $shell ($("$shell" --version 2>/dev/null | head -1))"
elif command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = "0" ]; then
  echo "browser: installing Debian's chromium-headless-shell with apt-get (not found at $shell)…"
  apt_get_waiting "$lock_wait" update -qq
  if apt_get_waiting "$lock_wait" install -y -qq chromium-headless-shell >/dev/null; then
    echo "browser: installed $("$shell" --version 2>/dev/null | head -1)"
  elif [ -x "$full" ] || apt_get_waiting "$lock_wait" install -y -qq chromium >/dev/null; then
    echo "browser: no chromium-headless-shell package here; using Debian's chromium at $full"
  else
    echo "browser: apt-get could not install a Chromium" >&2
    exit 1
  fi
elif [ -x "$full" ]; then
  echo "browser: using Debian's chromium at $full (no headless shell, and apt-get is not available to add it)"
else
  echo "browser: no apt here; installing Playwright's own headless Chromium (npx playwright install chromium --only-shell)…"
  npx playwright install chromium --only-shell
fi
