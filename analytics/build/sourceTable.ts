// The table of Segment sources (analytics/sources.json, or the file ANALYTICS_SOURCES names): read and checked at
// build time. Ops can replace the file with their workspace's keys without touching code.
import { readFileSync } from 'node:fs'
import { relative, resolve } from 'node:path'
import * as v from 'valibot'
import { projectRoot } from '../../brand/build/loadBrands.ts'
import { writeKeyPattern } from '../writeKey.ts'

const writeKey = v.pipe(v.string(), v.regex(writeKeyPattern, 'expected a Segment write key (20 to 64 letters and digits)'))

const sourceTableSchema = v.object({
  brandFamilies: v.optional(v.record(v.string(), v.string()), {}),
  sources: v.record(v.string(), v.strictObject({ family: v.string(), prod: writeKey, test: writeKey })),
})

export type SourceTable = v.InferOutput<typeof sourceTableSchema>

export function sourceTablePath(): string {
  return resolve(projectRoot(), process.env.ANALYTICS_SOURCES ?? 'analytics/sources.json')
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

/** A write key used by sources of different families: the old app's copy-paste defect, worth a warning. */
export function sharedKeyWarnings(table: SourceTable): string[] {
  const owners = new Map<string, { name: string; family: string }>()
  const warnings: string[] = []
  for (const [name, source] of Object.entries(table.sources)) {
    for (const key of [source.prod, source.test]) {
      const owner = owners.get(key)
      if (owner && owner.family !== source.family) {
        warnings.push(
          `write key ${key} is used by source ${owner.name} (family ${owner.family}) and ${name} (family ${source.family})`,
        )
      } else if (!owner) owners.set(key, { name, family: source.family })
    }
  }
  return warnings
}
