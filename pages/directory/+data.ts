import { definePageData } from '../../renderer/server/definePageData.ts'

export interface DirectoryEntry {
  prefix: string
  name: string
  industry: string
  tagline: string
  color: string
  pageCount: number
}

export interface Data {
  brands: DirectoryEntry[]
}

export const data = definePageData(
  ({ brands }): Data => ({
    brands: brands.map(
      (b): DirectoryEntry => ({
        prefix: b.prefix,
        name: b.name,
        industry: b.industry,
        tagline: b.tagline,
        color: b.theme.primary,
        pageCount: b.pages.length,
      }),
    ),
  }),
)
