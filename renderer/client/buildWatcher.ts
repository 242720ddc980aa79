// Watches for a newer deploy: polls builds/latest.json?<timestamp> and, when its id differs from this page's
// build, calls `onNewBuild` once (the router then makes the next navigation a full page load).
import { base, currentBuildId } from './buildInfo.ts'

/** Poll interval: 5 minutes, or VITE_BUILD_POLL_INTERVAL_MS (milliseconds) at build time; 0 turns polling off. */
export const buildPollIntervalMs = Number(import.meta.env.VITE_BUILD_POLL_INTERVAL_MS ?? 5 * 60_000)

export function watchForNewBuild(onNewBuild: () => void, interval = buildPollIntervalMs): void {
  if (!(interval > 0)) return
  const timer = setInterval(async () => {
    try {
      const res = await fetch(`${base}builds/latest.json?${Date.now()}`, { cache: 'no-store' })
      const latest = res.ok ? ((await res.json()) as { id?: unknown }) : null
      if (typeof latest?.id === 'string' && latest.id !== currentBuildId()) {
        clearInterval(timer)
        onNewBuild()
      }
    } catch {
      // Offline or a deploy in progress: try again at the next tick.
    }
  }, interval)
}
