// The source table of this build and its environment (ANALYTICS_ENV=PROD selects production keys), loaded once per
// data version (the dev server bumps it when the table's file changes). A production build refuses placeholder keys
// here, so no page can be prerendered with them.
import { existsSync } from 'node:fs'
import { dataVersion } from '../../brand/build/dataVersion.ts'
import type { RouteEntry } from '../../routing/routeTable.ts'
import { productionKeysProblem } from './productionKeys.ts'
import { type AnalyticsSource, resolveSource } from './resolveSource.ts'
import { loadSourceTable, type SourceTable, shippedSourceTablePath, sourceTablePath } from './sourceTable.ts'

let cached: { file: string; version: number; production: boolean; table: SourceTable } | undefined

/** The table pages report with; throws, naming the file, when a production build would use placeholder keys. */
export function siteSourceTable(): SourceTable {
  const file = sourceTablePath()
  const version = dataVersion()
  const production = isProductionAnalytics()
  if (cached?.file !== file || cached.version !== version || cached.production !== production) {
    const table = loadSourceTable(file)
    if (production) {
      const shippedFile = shippedSourceTablePath()
      const shipped = shippedFile !== file && existsSync(shippedFile) ? loadSourceTable(shippedFile) : undefined
      const problem = productionKeysProblem(table, file, shipped)
      if (problem) throw new Error(problem)
    }
    cached = { file, version, production, table }
  }
  return cached.table
}

export function isProductionAnalytics(): boolean {
  return process.env.ANALYTICS_ENV === 'PROD'
}

export function routeSource(route: RouteEntry): AnalyticsSource | null {
  return resolveSource(route, siteSourceTable(), isProductionAnalytics())
}
