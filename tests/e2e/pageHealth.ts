// Checks every feature spec makes of the page it tests: nothing thrown, logged as an error or warning, or answered
// with an error status; and no serious or critical axe violation (the event inspector included).
import AxeBuilder from '@axe-core/playwright'
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

/** Serious or critical axe violations, each with the first few elements it found, so a failure points at them.
 *  Axe is asked for violations only: it then skips the details of every passing check, most of its run time. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze()
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
