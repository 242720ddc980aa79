// A production build must report to real Segment sources. The shipped table is marked `"placeholder": true`, and a
// table that ops supply may not keep any of its production keys: either would send production events to sources no
// workspace has, silently. Both are refused, naming the file and how to supply real keys.
import { relative } from 'node:path'
import { projectRoot } from '../../brand/build/loadBrands.ts'
import type { SourceTable } from './sourceTable.ts'

const howToSupply =
  'Write your workspace’s keys into a table of the same shape (per source: family, prod and test write key; no "placeholder") and name it in ANALYTICS_SOURCES, e.g. ANALYTICS_SOURCES=/secure/segment-sources.json ANALYTICS_ENV=PROD npm run build'

/** Why `table` (read from `file`) cannot serve production, or undefined. `shipped` is the placeholder table. */
export function productionKeysProblem(table: SourceTable, file: string, shipped: SourceTable | undefined): string | undefined {
  const inProject = relative(projectRoot(), file)
  const shown = inProject && !inProject.startsWith('..') ? inProject : file
  if (table.placeholder) {
    return `${shown} is marked as placeholder write keys ("placeholder": true), and ANALYTICS_ENV=PROD would send production events to sources no Segment workspace has. ${howToSupply}`
  }
  const placeholders = new Set(Object.values(shipped?.sources ?? {}).flatMap((s) => [s.prod, s.test]))
  const kept = Object.entries(table.sources)
    .filter(([, source]) => placeholders.has(source.prod))
    .map(([name]) => name)
  if (kept.length === 0) return undefined
  const named = kept.length > 8 ? `${kept.slice(0, 8).join(', ')} and ${kept.length - 8} more` : kept.join(', ')
  return `${shown}: with ANALYTICS_ENV=PROD, the production keys of ${named} are the shipped placeholders. ${howToSupply}`
}
