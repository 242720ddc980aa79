// The table of Segment sources (analytics/sources.json, or the file ANALYTICS_SOURCES names): read and checked at
// build time. Ops can replace the file with their workspace's keys without touching code. The shipped table says
// `"placeholder": true`: its keys reach no workspace, so a production build refuses it (productionKeys.ts).
import { readFileSync } from 'node:fs'
import { relative, resolve } from 'node:path'
import * as v from 'valibot'
import { projectRoot } from '../../brand/build/loadBrands.ts'
import { boundedItems } from '../../lib/boundedReport.ts'
import { writeKeyPattern } from '../writeKey.ts'

const writeKey = v.pipe(v.string(), v.regex(writeKeyPattern, 'expected a Segment write key (20 to 64 letters and digits)'))

const sourceTableSchema = v.object({
  /** The keys are stand-ins, distinct per source: good for test builds, refused with ANALYTICS_ENV=PROD. */
  placeholder: v.optional(v.boolean('expected true (placeholder keys) or false'), false),
  brandFamilies: v.optional(v.record(v.string(), v.string()), {}),
  sources: v.record(v.string(), v.strictObject({ family: v.string(), prod: writeKey, test: writeKey })),
})

export type SourceTable = v.InferOutput<typeof sourceTableSchema>

const shippedTable = 'analytics/sources.json'

export function sourceTablePath(): string {
  return resolve(projectRoot(), process.env.ANALYTICS_SOURCES ?? shippedTable)
}

/** The table the project ships, with placeholder keys. */
export function shippedSourceTablePath(): string {
  return resolve(projectRoot(), shippedTable)
}

export function loadSourceTable(file = sourceTablePath()): SourceTable {
  const shown = relative(projectRoot(), file) || file
  let json: unknown
  try {
    json = JSON.parse(readFileSync(file, 'utf8'))
  } catch (error) {
    throw new Error(`${shown}: cannot read the analytics source table: ${(error as Error).message}`)
  }
  const result = v.safeParse(sourceTableSchema, json)
  if (!result.success) {
    const problems = result.issues.map((i) => `${shown}: ${v.getDotPath(i) ?? '(file)'}: ${i.message}`)
    throw new Error(`The analytics source table is invalid:\n  ${problems.join('\n  ')}`)
  }
  return result.output
}

/**
 * A write key used more than once: by sources of different families, or repeated within one family (the old app
 * gave five avis and six hack25 sources one key), or as both keys of a source. Events then land in the wrong source,
 * so each such key is named with every source and role using it.
 */
export function repeatedKeyWarnings(table: SourceTable): string[] {
  const users = new Map<string, { name: string; role: 'prod' | 'test'; family: string }[]>()
  for (const [name, source] of Object.entries(table.sources)) {
    for (const role of ['prod', 'test'] as const) {
      const key = source[role]
      users.set(key, [...(users.get(key) ?? []), { name, role, family: source.family }])
    }
  }
  return [...users]
    .filter(([, used]) => used.length > 1)
    .map(([key, used]) => {
      const families = [...new Set(used.map((u) => u.family))]
      const where =
        families.length === 1 ? `repeated within family ${families[0]}` : `shared by families ${families.join(' and ')}`
      return `write key ${key} is ${where}: ${boundedItems(used.map((u) => `${u.name} (${u.role})`))}`
    })
}
