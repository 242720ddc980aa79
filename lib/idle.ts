// Very slow or data-saving connections get no background fetching (manifest, prefetch), as in Nuxt.
interface NetworkInformation {
  effectiveType?: string
  saveData?: boolean
}

export function isSlowConnection(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection
  return connection?.saveData === true || connection?.effectiveType === 'slow-2g'
}

/** Runs `task` when the browser is idle (a short timeout where requestIdleCallback is missing). */
export function whenIdle(task: () => void): void {
  if ('requestIdleCallback' in window) requestIdleCallback(task, { timeout: 2000 })
  else setTimeout(task, 1)
}

/** Runs `task` once the browser has painted the next frame: work that can wait stays off the frame a click is
 *  waiting for. A hidden page paints no frames: there it runs at once, or as soon as the page is hidden. */
export function afterNextPaint(task: () => void): void {
  let ran = false
  const once = () => {
    if (ran) return
    ran = true
    document.removeEventListener('visibilitychange', once)
    task()
  }
  requestAnimationFrame(() => setTimeout(once, 0))
  if (document.visibilityState === 'hidden') setTimeout(once, 0)
  else document.addEventListener('visibilitychange', once)
}
