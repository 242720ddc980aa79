// The environment variables the code reads are all documented: in scripts/cli/environment.ts, which each
// command's --help draws on, and in docs/commands.md's table, which is that list rendered.
import { readFileSync } from 'node:fs'
import { globSync } from 'tinyglobby'
import { describe, expect, it } from 'vitest'
import { environmentTable, environmentVariables } from '../../scripts/cli/environment.ts'

const documented = new Set<string>(environmentVariables.map((v) => v.name))
/** Set by Vite itself (import.meta.env) or by bash, not by a user. */
const builtIn = new Set(['BASE_URL', 'MODE', 'DEV', 'PROD', 'SSR', 'SECONDS'])

function variablesRead(): Map<string, string> {
  const files = globSync(
    ['{scripts,analytics,brand,routing,renderer,lib,components,pages,layouts}/**/*.{ts,tsx,sh}', '*.config.ts'],
    { ignore: ['**/node_modules/**'] },
  )
  const found = new Map<string, string>()
  for (const file of files) {
    const text = readFileSync(file, 'utf8')
    const patterns = file.endsWith('.sh')
      ? [/\$\{?([A-Z][A-Z0-9_]*)/g]
      : [/\bprocess\.env\.([A-Z][A-Z0-9_]*)/g, /\bimport\.meta\.env\.([A-Z][A-Z0-9_]*)/g, /\benv\.([A-Z][A-Z0-9_]*)/g]
    for (const pattern of patterns)
      for (const match of text.matchAll(pattern)) if (!builtIn.has(match[1] as string)) found.set(match[1] as string, file)
  }
  return found
}

describe('environment variables', () => {
  it('that the code reads are all documented', () => {
    const read = variablesRead()
    expect(read.size).toBeGreaterThan(10)
    const undocumented = [...read].filter(([name]) => !documented.has(name)).map(([name, file]) => `${name} (${file})`)
    expect(undocumented).toEqual([])
  })

  it('are in docs/commands.md’s table, exactly as scripts/cli/environment.ts lists them', () => {
    const readme = readFileSync('docs/commands.md', 'utf8')
    const table = /<!-- environment-table:[^\n]*-->\n([\s\S]*?)\n<!-- \/environment-table -->/.exec(readme)?.[1]
    expect(table).toBe(environmentTable())
  })
})
