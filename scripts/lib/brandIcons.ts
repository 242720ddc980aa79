// One small SVG icon per brand (its colour and initial) in icons/<prefix>.svg, plus icons/default.svg: every page
// has a tab icon without a stray request for /favicon.ico, and client navigation only swaps the URL.
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Brand } from '../../brand/brandSchema.ts'

export function iconSvg(color: string, name: string): string {
  const initial = (name.match(/[A-Za-z0-9]/)?.[0] ?? 'D').toUpperCase()
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="${color}"/><text x="16" y="22" font-family="sans-serif" font-size="18" font-weight="700" fill="#fff" text-anchor="middle">${initial}</text></svg>\n`
}

export function writeBrandIcons(deployable: string, brands: readonly Brand[]): void {
  const dir = join(deployable, 'icons')
  mkdirSync(dir, { recursive: true })
  writeFileSync(join(dir, 'default.svg'), iconSvg('#1f2937', 'Demo'))
  for (const brand of brands) writeFileSync(join(dir, `${brand.prefix}.svg`), iconSvg(brand.theme.primary, brand.name))
}
