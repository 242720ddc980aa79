// A page loads a document on its own (itself again, or another page) only when it must: its code failed to load,
// or the data of a page it has to show did not arrive. Each such load of a path is allowed at most once within
// 10 s and at most 3 times per tab session, counted in sessionStorage so that the count survives the loads
// themselves: a load-and-fail cycle ends however slow it is. Where storage does not keep what is written (blocked,
// full, throwing), no count can survive a load, so no automatic load is made at all.
export const reloadGuardKey = 'storefront:reload'
export const reloadGuardTtlMs = 10_000
export const maxReloadsPerPath = 3
/** Paths remembered at most; the oldest are forgotten first. */
const keptPaths = 50

export interface GuardStorage {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
}

type Loads = Map<string, { count: number; last: number }>

/** The stored counts, each entry checked on its own: one of the wrong shape is dropped, not the rest. */
function readLoads(raw: string | null): Loads {
  const loads: Loads = new Map()
  let stored: unknown
  try {
    stored = JSON.parse(raw ?? '{}')
  } catch {
    return loads
  }
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return loads
  for (const [path, entry] of Object.entries(stored)) {
    const { count, last } = (entry ?? {}) as { count?: unknown; last?: unknown }
    if (Number.isInteger(count) && Number.isFinite(last)) loads.set(path, { count: count as number, last: last as number })
  }
  return loads
}

/** True when an automatic load of `path` is allowed now; it is then counted. */
export function claimReload(path: string, storage: GuardStorage, now = Date.now(), ttl = reloadGuardTtlMs): boolean {
  try {
    const loads = readLoads(storage.getItem(reloadGuardKey))
    const entry = loads.get(path)
    if (entry && (now - entry.last < ttl || entry.count >= maxReloadsPerPath)) return false
    loads.delete(path)
    loads.set(path, { count: (entry?.count ?? 0) + 1, last: now })
    const written = JSON.stringify(Object.fromEntries([...loads].slice(-keptPaths)))
    storage.setItem(reloadGuardKey, written)
    // A storage that keeps nothing would let the next document load again, and so on.
    return storage.getItem(reloadGuardKey) === written
  } catch {
    return false
  }
}

/** Counts an automatic load of `url` if the guard allows it now. */
function claimLoad(url: string): boolean {
  try {
    return claimReload(new URL(url, location.href).pathname, sessionStorage)
  } catch {
    // The sessionStorage getter itself throws where storage is blocked: treated as a storage that keeps nothing.
    return false
  }
}

function load(url: string) {
  if (new URL(url, location.href).pathname === location.pathname) location.reload()
  else location.assign(url)
}

/**
 * Full page load of `url` made by the page on its own, unless the guard refuses it; returns whether it went ahead.
 * `reason` finishes the message logged on a refusal.
 */
export function reloadAt(url: string, reason = 'its code still fails to load'): boolean {
  if (claimLoad(url)) {
    load(url)
    return true
  }
  const path = new URL(url, location.href).pathname
  console.error(`Not ${path === location.pathname ? 'reloading' : 'loading'} ${path} again so soon: ${reason}.`)
  return false
}

/**
 * Full page load of `url` the visitor asked for (a link whose page code failed to load): always made, and counted
 * where the guard can count, so that the loaded page's own start-up does not load it yet again at once.
 */
export function loadForVisitor(url: string): void {
  claimLoad(url)
  load(url)
}
