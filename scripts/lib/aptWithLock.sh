# Sourced by scripts/ensure-browser.sh. `apt_get_waiting SECONDS ARGS…` runs `apt-get ARGS…`, waiting up to SECONDS
# for another apt or dpkg (unattended upgrades on a fresh machine, a CI image's setup) to release the package lock
# instead of failing at once with "Could not get lock". DPkg::Lock::Timeout covers dpkg's locks; `apt-get update`'s
# lists lock is retried here until the same deadline. Giving up says who held the lock and what to do, and exits 1.
apt_get_waiting() {
  local wait=$1 deadline=$((SECONDS + $1)) said='' errors status=0
  shift
  errors=$(mktemp)
  while :; do
    DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout="$wait" "$@" 2>"$errors" || status=$?
    if [ "$status" -eq 0 ]; then
      rm -f "$errors"
      return 0
    fi
    if ! grep -q 'Could not get lock' "$errors"; then
      cat "$errors" >&2
      rm -f "$errors"
      return "$status"
    fi
    if [ "$SECONDS" -ge "$deadline" ]; then
      echo "browser: another apt or dpkg still holds the package lock after ${wait} s:" >&2
      grep 'Could not get lock' "$errors" >&2 || true
      echo "browser: wait for that process to finish, then run the tests again." >&2
      rm -f "$errors"
      exit 1
    fi
    [ -n "$said" ] || echo "browser: waiting up to ${wait} s for another apt or dpkg to release the package lock…" >&2
    said=1
    status=0
    sleep 1
  done
}
