#!/usr/bin/env bash
# Makes sure the end-to-end tests have a Chromium: Debian's package where apt is available (Playwright cannot
# download its own browsers on every machine), else Playwright's own build. Says what it did.
set -euo pipefail
if [ -n "${CHROMIUM_PATH:-}" ] && [ -x "$CHROMIUM_PATH" ]; then
  echo "browser: using CHROMIUM_PATH=$CHROMIUM_PATH"
elif [ -x /usr/bin/chromium ]; then
  echo "browser: using Debian's chromium at /usr/bin/chromium ($(/usr/bin/chromium --version 2>/dev/null | head -1))"
elif command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = "0" ]; then
  echo "browser: installing Debian's chromium with apt-get (not found at /usr/bin/chromium)…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  echo "browser: installed $(/usr/bin/chromium --version 2>/dev/null | head -1)"
else
  echo "browser: no apt here; installing Playwright's own Chromium (npx playwright install chromium)…"
  npx playwright install chromium
fi
