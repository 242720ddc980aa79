// The route rules of the running build (builds/meta/<id>.json): fetched once, about a second after the browser
// is first idle (not at all on very slow connections), or at once when a 404 page needs them. A failure is logged
// and the app carries on without rules.

import { isSlowConnection, whenIdle } from '../../lib/idle.ts'
import { type BuildRules, buildRules, isBuildManifest } from '../../routing/buildRules.ts'
import { base, currentBuildId } from './buildInfo.ts'

let pending: Promise<BuildRules | null> | undefined
let loaded: BuildRules | null = null
let announce: (rules: BuildRules | null) => void
/** Settles when the rules have been fetched (or failed), without starting the fetch itself. */
export const rulesReady = new Promise<BuildRules | null>((resolve) => {
  announce = resolve
})

export function loadBuildRules(): Promise<BuildRules | null> {
  const file = `builds/meta/${currentBuildId()}.json`
  pending ??= fetch(`${base}${file}`, { priority: 'low' } as RequestInit)
    .then((res) => {
      if (!res.ok) throw new Error(`HTTP ${res.status}`)
      return res.json()
    })
    .then((manifest: unknown) => {
      if (!isBuildManifest(manifest)) throw new Error('not a build manifest')
      loaded = buildRules(manifest)
      return loaded
    })
    .catch((error) => {
      console.error(`Could not load the route rules (${file}); carrying on without them.`, error)
      return null
    })
  pending.then(announce)
  return pending
}

export function scheduleBuildRules(): void {
  if (!isSlowConnection()) whenIdle(() => setTimeout(loadBuildRules, 1000))
}

/** The rules if they have arrived; navigation does not wait for them. */
export function currentRules(): BuildRules | null {
  return loaded
}
