// Brand data at N× the real size for the scale run: every brand copied N-1 more times under new prefixes.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import fg from 'fast-glob'

export function writeScaledBrands(scale: number, dir: string): void {
  mkdirSync(dir, { recursive: true })
  for (const file of fg.sync('brands/*.json')) {
    const brand = JSON.parse(readFileSync(file, 'utf8'))
    writeFileSync(join(dir, basename(file)), JSON.stringify(brand))
    for (let copy = 2; copy <= scale; copy++) {
      const prefix = `${brand.prefix}-${copy}`
      writeFileSync(join(dir, `${prefix}.json`), JSON.stringify({ ...brand, prefix, name: `${brand.name} ${copy}` }))
    }
  }
}
