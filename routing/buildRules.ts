// Reads the route rules of a build manifest (builds/meta/<id>.json): which paths are prerendered and which
// redirect, matched case-insensitively and without regard to a trailing slash, as the host would.
import { normalizePath } from './normalizePath.ts'

export interface RouteRule {
  prerender?: true
  redirect?: string
}

export interface BuildManifest {
  id: string
  timestamp: number
  matcher: { static: Record<string, RouteRule> }
  prerendered: string[]
}

export type RuleMatch = { kind: 'page'; path: string } | { kind: 'redirect'; to: string } | { kind: 'none' }

export interface BuildRules {
  match(pathname: string): RuleMatch
}

export function buildRules(manifest: BuildManifest): BuildRules {
  const canonical = new Map(manifest.prerendered.map((p) => [normalizePath(p), p]))
  const redirects = new Map(
    Object.entries(manifest.matcher.static).flatMap(([path, rule]) =>
      rule.redirect ? [[normalizePath(path), rule.redirect]] : [],
    ),
  )
  return {
    match(pathname) {
      const key = normalizePath(pathname)
      const to = redirects.get(key)
      if (to) return { kind: 'redirect', to }
      const path = canonical.get(key)
      return path ? { kind: 'page', path } : { kind: 'none' }
    },
  }
}

/** A manifest as fetched: anything else (an HTML error page from a proxy, say) is rejected. */
export function isBuildManifest(value: unknown): value is BuildManifest {
  const m = value as BuildManifest | null
  return typeof m?.id === 'string' && Array.isArray(m.prerendered) && typeof m.matcher?.static === 'object'
}
