// Reloads at most once per path within a time window (seed-spec §4, §9: default 10 000 ms), remembered in
// sessionStorage across the reload itself, so a chunk that keeps failing can never start a reload loop.
export const reloadGuardKey = 'storefront:reload'
export const reloadGuardTtlMs = 10_000

export interface GuardStorage {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
}

/** True when a reload of `path` is allowed now; it is then recorded. */
export function claimReload(path: string, storage: GuardStorage, now = Date.now(), ttl = reloadGuardTtlMs): boolean {
  try {
    const last = JSON.parse(storage.getItem(reloadGuardKey) ?? 'null') as { path?: string; expires?: number } | null
    if (last?.path === path && (last.expires ?? 0) > now) return false
    storage.setItem(reloadGuardKey, JSON.stringify({ path, expires: now + ttl }))
  } catch {
    // Without sessionStorage a reload cannot be remembered, so none is risked.
    return false
  }
  return true
}

/** Full page load of `url`, unless that path was just reloaded; returns whether it went ahead. */
export function reloadAt(url: string): boolean {
  const path = new URL(url, location.href).pathname
  if (!claimReload(path, sessionStorage)) {
    console.error(`Not reloading ${path} again so soon: its code still fails to load.`)
    return false
  }
  if (path === location.pathname) location.reload()
  else location.assign(url)
  return true
}
