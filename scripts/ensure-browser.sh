#!/usr/bin/env bash
# Makes sure the end-to-end tests have a Chromium, preferring the headless shell: the browser Playwright itself runs
# headless tests in, and on a 2-core machine about a quarter faster than the full browser in headless mode. Debian's
# packages where apt is available (Playwright cannot download its own browsers on every machine), else Playwright's
# own build. playwright.config.ts picks the same binary. Says what it did.
set -euo pipefail
# Another apt or dpkg (unattended upgrades on a fresh machine, a CI image's setup) holds the package lock for a while:
# apt-get waits for it up to this many seconds instead of failing at once with "Could not get lock".
lock_wait=120
errors=$(mktemp)
trap 'rm -f "$errors"' EXIT

# apt-get with the lock waited for. DPkg::Lock::Timeout covers dpkg's locks; `apt-get update`'s lists lock is retried
# here until the same deadline. Giving up says who held the lock and what to do.
apt_get() {
  local deadline=$((SECONDS + lock_wait)) said=''
  while :; do
    if DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout="$lock_wait" "$@" 2>"$errors"; then
      return 0
    fi
    if ! grep -q 'Could not get lock' "$errors"; then
      cat "$errors" >&2
      return 1
    fi
    if [ "$SECONDS" -ge "$deadline" ]; then
      echo "browser: another apt or dpkg still holds the package lock after ${lock_wait} s:" >&2
      grep 'Could not get lock\|held by' "$errors" >&2 || true
      echo "browser: wait for it to finish (see `ps -p <pid>` for the pid above), then run the tests again." >&2
      exit 1
    fi
    [ -n "$said" ] || echo "browser: waiting up to ${lock_wait} s for another apt or dpkg to release the package lock…" >&2
    said=1
    sleep 2
  done
}

shell=/usr/bin/chromium-headless-shell
full=/usr/bin/chromium
if [ -n "${CHROMIUM_PATH:-}" ] && [ -x "$CHROMIUM_PATH" ]; then
  echo "browser: using CHROMIUM_PATH=$CHROMIUM_PATH"
elif [ -x "$shell" ]; then
  echo "browser: using Debian's chromium-headless-shell at $shell ($("$shell" --version 2>/dev/null | head -1))"
elif command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = "0" ]; then
  echo "browser: installing Debian's chromium-headless-shell with apt-get (not found at $shell)…"
  apt_get update -qq
  if apt_get install -y -qq chromium-headless-shell >/dev/null; then
    echo "browser: installed $("$shell" --version 2>/dev/null | head -1)"
  elif [ -x "$full" ] || apt_get install -y -qq chromium >/dev/null; then
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
