// One small SVG icon per brand (its colour and initial) in icons/<prefix>.svg, plus icons/default.svg: every page
// has a tab icon without a stray request for /favicon.ico, and client navigation only swaps the URL.
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Brand } from '../../brand/brandSchema.ts'
import { iconPath } from '../../renderer/iconPath.ts'

export function iconSvg(color: string, name: string): string {
  const initial = (name.match(/[A-Za-z0-9]/)?.[0] ?? 'D').toUpperCase()
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="${color}"/><text x="16" y="22" font-family="sans-serif" font-size="18" font-weight="700" fill="#fff" text-anchor="middle">${initial}</text></svg>\n`
}

/** Every icon by its path in the deployable ("icons/KFC.svg"): what the build writes and the dev server answers. */
export function brandIconFiles(brands: readonly Brand[]): Map<string, string> {
  return new Map([
    [iconPath(undefined), iconSvg('#1f2937', 'Demo')],
    ...brands.map((brand) => [iconPath(brand.prefix), iconSvg(brand.theme.primary, brand.name)] as const),
  ])
}

export function writeBrandIcons(deployable: string, brands: readonly Brand[]): void {
  mkdirSync(join(deployable, 'icons'), { recursive: true })
  for (const [path, svg] of brandIconFiles(brands)) writeFileSync(join(deployable, path), svg)
}
