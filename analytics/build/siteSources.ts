// The source table of this build and its environment (ANALYTICS_ENV=PROD selects production keys), loaded once per
// data version (the dev server bumps it when the table's file changes).

import { dataVersion } from '../../brand/build/dataVersion.ts'
import type { RouteEntry } from '../../routing/routeTable.ts'
import { type AnalyticsSource, resolveSource } from './resolveSource.ts'
import { loadSourceTable, type SourceTable, sourceTablePath } from './sourceTable.ts'

let cached: { file: string; version: number; table: SourceTable } | undefined

export function siteSourceTable(): SourceTable {
  const file = sourceTablePath()
  const version = dataVersion()
  if (cached?.file !== file || cached.version !== version) cached = { file, version, table: loadSourceTable(file) }
  return cached.table
}

export function isProductionAnalytics(): boolean {
  return process.env.ANALYTICS_ENV === 'PROD'
}

export function routeSource(route: RouteEntry): AnalyticsSource | null {
  return resolveSource(route, siteSourceTable(), isProductionAnalytics())
}
