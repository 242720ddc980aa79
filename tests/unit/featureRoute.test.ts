import { describe, expect, it } from 'vitest'
import { siteRoutes } from '../../routing/build/siteRoutes.ts'
import { featureRoute } from '../../routing/featureRoute.ts'

/** A route function's pageContext whose `urlPathname` counts its reads, as Vike's parses the URL on each. */
function routeContext(url: string) {
  const context = {
    urlOriginal: url,
    reads: 0,
    get urlPathname() {
      context.reads++
      return new URL(url, 'http://localhost').pathname
    },
  }
  return context
}

describe('feature route functions', () => {
  const features = [...new Set(siteRoutes().table.routes.map((route) => route.feature))]
  const routes = features.map((feature) => ({ feature, route: featureRoute(feature) }))

  it('each page is accepted by its own feature only, with its canonical path', () => {
    for (const page of siteRoutes().table.routes.slice(0, 40)) {
      // As a visitor may type it: another case, a trailing slash.
      const context = routeContext(page.path === '/' ? '/' : `${page.path.toUpperCase()}/`)
      const accepted = routes.filter(({ route }) => route(context) !== false)
      expect(accepted.map(({ feature }) => feature)).toEqual([page.feature])
      expect(accepted[0]?.route(context)).toEqual({ routeParams: { path: page.path } })
    }
  })

  it('reads a URL once however many features Vike asks about it (each read parses it again)', () => {
    expect(routes.length).toBeGreaterThan(10)
    const page = siteRoutes().table.routes[0]
    if (!page) throw new Error('no routes')
    const context = routeContext(page.path)
    for (const { route } of routes) route(context)
    expect(context.reads).toBe(1)
    const next = routeContext('/no-such-page')
    expect(routes.map(({ route }) => route(next)).every((answer) => answer === false)).toBe(true)
    expect(next.reads).toBe(1)
  })
})
