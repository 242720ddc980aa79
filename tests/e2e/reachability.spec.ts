// No dead ends: starting at the directory and following only the links in the pages' HTML, a visitor reaches every
// page the build prerendered.

import { expect, test } from './fixtures.ts'
import { buildMeta } from './site.ts'

test('every prerendered page can be reached from / by links alone', async ({ request }) => {
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
  expect([...prerendered].filter((path) => !reached.has(path))).toEqual([])
})
