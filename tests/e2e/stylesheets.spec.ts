// A prerendered page carries its stylesheets inline: its first paint waits on no stylesheet request, hydration
// fetches none again, and a client navigation to a feature with rules of its own fetches and applies them.
import { expect, hydrated, test } from './fixtures.ts'

test('the food finder paints from its inlined rules and fetches no stylesheet, before or after hydration', async ({ page }) => {
  const stylesheets: string[] = []
  page.on('request', (r) => r.resourceType() === 'stylesheet' && stylesheets.push(r.url()))
  await page.goto('/purina/foodfinder/three')
  await hydrated(page)
  await page.waitForLoadState('networkidle')
  // The shared and feature rules are in force: the header's layout, and the quiz's panel asking for an earlier answer.
  await expect(page.locator('.site-header')).toHaveCSS('display', 'flex')
  await expect(page.locator('.ff-gate')).toHaveCSS('max-width', '736px')
  const inlined = await page.locator('style[data-href]').evaluateAll((styles) => styles.map((s) => s.getAttribute('data-href')))
  expect(inlined.some((href) => href?.includes('foodfinder'))).toBe(true)
  expect(stylesheets).toEqual([])
})

test('a client navigation to a feature with its own rules fetches them once and styles the page', async ({ page }) => {
  const stylesheets: string[] = []
  page.on('request', (r) => r.resourceType() === 'stylesheet' && stylesheets.push(new URL(r.url()).pathname))
  await page.goto('/KFC')
  await hydrated(page)
  const inlined = await page.locator('style[data-href]').evaluateAll((styles) => styles.map((s) => s.getAttribute('data-href')))
  await page.locator('.site-nav').getByRole('link', { name: 'Wi-Fi' }).click()
  await expect(page).toHaveURL(/\/KFC\/wifi$/)
  await expect(page.locator('.wifi-panel').first()).toHaveCSS('max-width', '704px')
  // Fetched: the wifi rules (while prefetching, or on the click), and perhaps other pages' while prefetching; each
  // once, and never the rules the first page already had inline.
  expect(stylesheets.filter((path) => /wifi.*\.css$/.test(path))).toHaveLength(1)
  expect(new Set(stylesheets).size).toBe(stylesheets.length)
  for (const path of inlined) expect(stylesheets).not.toContain(path)
})
