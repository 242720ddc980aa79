// How many of a list's items have a picture of their own. A catalog where products share pictures reads as
// placeholder art, so brand data is refused below a share of distinct pictures (checkBrand.ts).
import { type Drawing, pictureKey } from './drawArt.ts'

/** At least this share of a list's items must have a picture no other item of the list has. */
export const minimumDistinctShare = 0.9

export interface PictureReport {
  total: number
  /** Items whose picture no other item has, plus one per group that shares one. */
  distinct: number
  /** Slugs of items that show the same picture, one list per picture, in the order of the data. */
  shared: string[][]
}

export function pictureReport(items: readonly { slug: string; art: Drawing }[]): PictureReport {
  const bySlug = new Map<string, string[]>()
  for (const item of items) {
    const key = pictureKey(item.art)
    bySlug.set(key, [...(bySlug.get(key) ?? []), item.slug])
  }
  return {
    total: items.length,
    distinct: bySlug.size,
    shared: [...bySlug.values()].filter((slugs) => slugs.length > 1),
  }
}

export function tooFewDistinct(report: PictureReport): boolean {
  return report.total > 0 && report.distinct / report.total < minimumDistinctShare
}
