// The gallery's index page: one section per brand, a row per shot (a page, or a step of an order: a cart and its
// booking request are one page), its screenshots side by side at each width.
import { escapeHtml } from '../lib/formats.ts'

export interface Shot {
  brand: string
  brandName: string
  /** Names the row: unique within a brand. */
  label: string
  /** The page's address, shown in the row (the first one's, where the row's shots differ). */
  href: string
  width: number
  /** Relative to the gallery folder. */
  file: string
}

export function galleryIndex(shots: readonly Shot[]): string {
  const brands = [...new Map(shots.map((s) => [s.brand, s.brandName])).entries()]
  const sections = brands.map(([brand, name]) => {
    const mine = shots.filter((s) => s.brand === brand)
    const rowsOf = [...new Map(mine.map((s) => [s.label, s.href])).entries()]
    const rows = rowsOf.map(([label, href]) => {
      const images = mine
        .filter((s) => s.label === label)
        .map(
          (s) =>
            `<figure><a href="${escapeHtml(s.file)}"><img src="${escapeHtml(s.file)}" alt="${escapeHtml(`${name}, ${label}, ${s.width} px wide`)}" loading="lazy" width="${Math.min(s.width, 640)}"></a><figcaption>${s.width} px</figcaption></figure>`,
        )
        .join('')
      return `<h3>${escapeHtml(label)} <code>${escapeHtml(href)}</code></h3><div class="row">${images}</div>`
    })
    return `<section id="${escapeHtml(brand)}"><h2>${escapeHtml(name)}</h2>${rows.join('')}</section>`
  })
  const toc = brands.map(([brand, name]) => `<a href="#${escapeHtml(brand)}">${escapeHtml(name)}</a>`).join(' · ')
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Brand gallery</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:2rem;color:#111}figure{margin:0}.row{display:flex;gap:1rem;align-items:flex-start;overflow-x:auto}img{border:1px solid #ccc;height:auto;max-width:100%}h3 code{font-size:.85em;color:#555}</style>
</head><body><h1>Brand gallery</h1><p>${shots.length} screenshots. ${toc}</p>${sections.join('')}</body></html>
`
}
