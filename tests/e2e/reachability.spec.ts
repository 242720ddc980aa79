// No dead ends: starting at the directory and following only the links in the pages' HTML, a visitor reaches every
// page the build prerendered, but for the pages inside a flow (a checkout and its confirmation need a cart, a food
// finder question the answers before it): no page links there out of flow (a brand home's Explore list links each
// flow at its entry), so each of them must be the flow's own (pages/home/routeLabel.ts) and its flow reached.

import { loadBrands } from '../../brand/build/loadBrands.ts'
import { isExplorable } from '../../pages/home/routeLabel.ts'
import { buildRouteTable } from '../../routing/routeTable.ts'
import { expect, test } from './fixtures.ts'
import { buildMeta } from './site.ts'

test('every prerendered page can be reached from / by links alone, or inside a flow that can', async ({ request }) => {
  const prerendered = new Set(buildMeta().prerendered)
  const reached = new Set<string>()
  const queue = ['/']
  while (queue.length > 0) {
    const path = queue.shift() as string
    if (reached.has(path)) continue
    reached.add(path)
    const response = await request.get(path)
    expect(response.status(), path).toBe(200)
    const html = await response.text()
    for (const [, href] of html.matchAll(/<a\s[^>]*href="(\/[^"#?]*)/g)) {
      const target = (href as string).replace(/(.)\/$/, '$1')
      if (prerendered.has(target) && !reached.has(target)) queue.push(target)
    }
  }
  const { routes } = buildRouteTable(loadBrands())
  const insideAReachedFlow = (path: string) => {
    const route = routes.find((r) => r.path === path)
    if (
      !route ||
      isExplorable(
        route,
        routes.filter((r) => r.brand === route.brand && r.scope === route.scope),
      )
    )
      return false
    // The flow's other pages share its folder: the cart beside a checkout, the first question of a food finder.
    const flow = path.slice(0, path.lastIndexOf('/'))
    return [...reached].some((p) => p === flow || (p.startsWith(`${flow}/`) && p !== path))
  }
  expect([...prerendered].filter((path) => !reached.has(path) && !insideAReachedFlow(path))).toEqual([])
})
