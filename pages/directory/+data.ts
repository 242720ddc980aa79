import { definePageData } from '../../components/page/build/pageData.ts'
import { type FlowLink, flowLinks, flows } from './flows.ts'

export interface DirectoryEntry {
  prefix: string
  name: string
  industry: string
  tagline: string
  color: string
  flows: FlowLink[]
}

export interface Data {
  brands: DirectoryEntry[]
  /** The flows at least one partner offers, for the filter. */
  flows: { id: string; label: string }[]
}

/** Partners by name as a reader sorts them: "adtalem" before "Carnival", whatever the case. */
const byName = (a: DirectoryEntry, b: DirectoryEntry) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' })

export const data = definePageData(({ brands }): Data => {
  const entries = brands
    .map(
      (b): DirectoryEntry => ({
        prefix: b.prefix,
        name: b.name,
        industry: b.industry,
        tagline: b.tagline,
        color: b.theme.primary,
        flows: flowLinks(b),
      }),
    )
    .sort(byName)
  const offered = new Set(entries.flatMap((e) => e.flows.map((f) => f.flow)))
  return { brands: entries, flows: flows.filter((f) => offered.has(f.id)).map(({ id, label }) => ({ id, label })) }
})
