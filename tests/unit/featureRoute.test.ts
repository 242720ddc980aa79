// Routing a URL: renderer/+onBeforeRoute.ts resolves it against the route table once, and each feature's route
// function (routing/featureRoute.ts) answers from that resolution.
import { readdirSync } from 'node:fs'
import { build } from 'esbuild'
import { describe, expect, it } from 'vitest'
import { onBeforeRoute } from '../../renderer/+onBeforeRoute.ts'
import { siteRoutes } from '../../routing/build/siteRoutes.ts'
import { featureRoute } from '../../routing/featureRoute.ts'

/** The page context Vike gives the route functions: the URL's pathname, and what onBeforeRoute added to it. */
function routed(url: string) {
  const { pathname } = new URL(url, 'http://localhost')
  return { urlPathname: pathname, ...onBeforeRoute({ urlPathname: pathname }).pageContext }
}

describe('feature route functions', () => {
  const features = [...new Set(siteRoutes().table.routes.map((route) => route.feature))]
  const routes = features.map((feature) => ({ feature, route: featureRoute(feature) }))

  it('each page is accepted by its own feature only, with its canonical path', () => {
    expect(routes.length).toBeGreaterThan(10)
    for (const page of siteRoutes().table.routes.slice(0, 40)) {
      // As a visitor may type it: another case, a trailing slash.
      const context = routed(page.path === '/' ? '/' : `${page.path.toUpperCase()}/`)
      const accepted = routes.filter(({ route }) => route(context) !== false)
      expect(accepted.map(({ feature }) => feature)).toEqual([page.feature])
      expect(accepted[0]?.route(context)).toEqual({ routeParams: { path: page.path } })
    }
  })

  it('no feature accepts a path the table does not have, nor a URL not resolved first', () => {
    const context = routed('/no-such-page')
    expect(routes.map(({ route }) => route(context)).every((answer) => answer === false)).toBe(true)
    expect(routes.map(({ route }) => route({})).every((answer) => answer === false)).toBe(true)
  })
})

describe('the route files as Vike reads its config', () => {
  it('bundle to code that imports nothing, which Vike then runs without parsing it again for pointer imports', async () => {
    const files = readdirSync('pages', { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('+route.ts'))
    expect(files.length).toBeGreaterThan(10)
    for (const file of files) {
      // As Vike's config loader bundles a `+` file: its imports bundled in, packages left as imports.
      const { outputFiles } = await build({
        entryPoints: [`pages/${file}`],
        bundle: true,
        write: false,
        format: 'esm',
        platform: 'node',
        packages: 'external',
        logLevel: 'silent',
      })
      expect(outputFiles[0]?.text, file).not.toContain('import')
    }
  })
})
