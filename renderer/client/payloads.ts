// Page payloads for client navigation: <route>/_payload.json?<buildId>, fetched once per path and shared by
// prefetch and navigation. Anything but a JSON payload counts as "no payload" (the caller then loads the page).
import type { Payload } from '../../brand/payload.ts'
import { base, currentBuildId } from './buildInfo.ts'

const cache = new Map<string, Promise<Payload | null>>()

export function payloadUrl(path: string): string {
  return `${base}${path.replace(/^\/+/, '')}${path === '/' ? '' : '/'}_payload.json?${currentBuildId()}`
}

export function fetchPayload(path: string): Promise<Payload | null> {
  let payload = cache.get(path)
  if (!payload) {
    payload = fetch(payloadUrl(path))
      .then((res) => (res.ok ? res.json() : null))
      .then((data: Payload | null) => (typeof data?.route?.feature === 'string' ? data : null))
      .catch(() => null)
    cache.set(path, payload)
    // A failure is not cached: the next attempt (a full page load, usually) may succeed.
    payload.then((p) => p ?? cache.delete(path))
  }
  return payload
}
