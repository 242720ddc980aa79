// Checks every feature spec makes of the page it tests: nothing thrown, logged as an error or warning, or answered
// with an error status; and no serious or critical axe violation (the event inspector included).
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { createRequire } from 'node:module'
import type { AddressInfo } from 'node:net'
import type { Page } from '@playwright/test'

/** Collects problems from now on; read the returned list at the end of the test. */
export function watchPageProblems(page: Page): string[] {
  const problems: string[] = []
  page.on('pageerror', (e) => problems.push(e.message))
  // A failed request is reported by URL below; the console line for it adds nothing.
  page.on('console', (m) => {
    if ((m.type() === 'error' || m.type() === 'warning') && !m.text().startsWith('Failed to load resource'))
      problems.push(m.text())
  })
  page.on('response', (r) => {
    if (r.status() >= 400) problems.push(`${r.status()} ${r.url()}`)
  })
  return problems
}

/** axe-core's browser build, run inside the page under test. */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

let axeAddress: Promise<string> | undefined

/**
 * Where this test worker serves axe-core's browser build to the pages it checks, cacheable for good. Loaded as a
 * script from a URL, axe is compiled once and then taken from the browser's code cache on every later page of the
 * same browser context; handed over as a string (page.evaluate), its 550 kB were sent to the browser and compiled
 * again in every document, which cost more than the axe run itself.
 */
function axeUrl(): Promise<string> {
  axeAddress ??= new Promise((resolve, reject) => {
    const server = createServer((_request, response) => {
      response.writeHead(200, {
        'Content-Type': 'text/javascript',
        'Cache-Control': 'public, max-age=31536000, immutable',
        // No socket left open to keep the worker alive once its tests are done.
        Connection: 'close',
      })
      response.end(axeSource)
    })
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      server.unref()
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/axe.min.js`)
    })
  })
  return axeAddress
}

type Violation = { id: string; impact?: string | null; nodes: { target: unknown[] }[] }

/**
 * Serious or critical axe violations, each with the first few elements it found, so a failure points at them.
 * axe runs in the page itself and is asked for violations only (it then skips the details of every passing check).
 * @axe-core/playwright instead opens a helper page for every run to merge the results of each frame, which more
 * than doubles the time of a run; these pages have no frames, and a page that grows one fails here rather than
 * being checked in part.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  if (page.frames().length > 1) throw new Error(`${page.url()} has frames: check them with @axe-core/playwright`)
  const { loaded, online } = await page.evaluate(() => ({ loaded: 'axe' in window, online: navigator.onLine }))
  // A page the test has taken offline can fetch nothing, axe included: it gets the source as a string.
  if (!loaded) await (online ? page.addScriptTag({ url: await axeUrl() }) : page.evaluate(axeSource))
  const violations = await page.evaluate(() =>
    (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: Violation[] }> } }).axe
      .run(document, { resultTypes: ['violations'] })
      .then((results) =>
        results.violations.map(({ id, impact, nodes }) => ({ id, impact, nodes: nodes.map(({ target }) => ({ target })) })),
      ),
  )
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(', ')}`,
    )
}

/**
 * Controls under 44 × 44 px, each with its size: buttons, fields, links that stand on their own (links inside running
 * text keep the line's height, as WCAG allows) and, for a checkbox or radio button, its label, which is what a
 * thumb hits. Checked at a phone width.
 */
export async function smallTouchTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = []
    for (const el of document.querySelectorAll<HTMLElement>(
      'a[href], button, input:not([type=hidden]), select, textarea, summary',
    )) {
      // Not drawn: the closed menu's links, the skip link until it is focused.
      if (el.closest('[popover]:not(:popover-open)') || el.classList.contains('skip-link')) continue
      const box = el.getBoundingClientRect()
      if (box.width === 0 || box.height === 0) continue
      if (el.tagName === 'A' && getComputedStyle(el).display === 'inline') {
        const line = (el.parentElement?.textContent ?? '').trim().length
        if (line > (el.textContent ?? '').trim().length + 3) continue
      }
      const label = el instanceof HTMLInputElement && ['checkbox', 'radio'].includes(el.type) ? el.labels?.[0] : undefined
      const target = label ? label.getBoundingClientRect() : box
      if (target.width < 43.5 || target.height < 43.5)
        found.push(
          `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 30)}" ${Math.round(target.width)}×${Math.round(target.height)}`,
        )
    }
    return found
  })
}

/**
 * What is wrong with how the header shows the brand's name (its wordmark, or the short mark brand data gives), once
 * the page's fonts are in: cut off (its text wider than its box), outside the viewport or the header, or overlapped
 * by another part of the header (the cart, the menu button, a badge, the tagline). Empty when it is shown whole.
 */
export async function brandNameProblems(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    await document.fonts.ready
    const mark = document.querySelector<HTMLElement>('.site-header .brand-mark')
    const header = mark?.closest('.site-header')
    if (!mark || !header) return ['no brand name in the header']
    const name = `“${mark.innerText.replace(/\s+/g, ' ').trim()}”`
    const box = mark.getBoundingClientRect()
    const bar = header.getBoundingClientRect()
    const found: string[] = []
    if (mark.scrollWidth > mark.clientWidth + 1)
      found.push(`${name} is cut: ${mark.scrollWidth} px of text in ${mark.clientWidth} px`)
    if (box.left < 0 || box.right > window.innerWidth + 0.5)
      found.push(`${name} reaches outside the viewport (${Math.round(box.left)}–${Math.round(box.right)} px)`)
    if (box.top < bar.top - 0.5 || box.bottom > bar.bottom + 0.5) found.push(`${name} sticks out of the header`)
    const brand = mark.parentElement as Element
    for (const other of [...header.children, ...brand.children]) {
      if (other.contains(mark)) continue
      const o = other.getBoundingClientRect()
      if (o.width > 0 && o.left < box.right && o.right > box.left && o.top < box.bottom && o.bottom > box.top)
        found.push(`${name} is overlapped by .${[...other.classList].join('.')}`)
    }
    return found
  })
}

/** Whether the page scrolls sideways: something on it is wider than the window. */
export function widerThanViewport(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1)
}
