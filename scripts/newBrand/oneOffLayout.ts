// A brand whose look needs a one-off (layouts/<prefix>/: Layout.tsx importing its layout.css) passes it on to a
// brand made --like it: the folder is copied as the new brand's own, its `.layout-<like>` rules renamed to the new
// prefix (the frame puts `layout-<layout>` on every page), so the two can then change apart.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

export interface PlannedFile {
  /** Relative to the project root. */
  path: string
  content: string
}

export function copyOneOffLayout(layoutsDir: string, like: string, prefix: string): PlannedFile[] {
  const folder = join(layoutsDir, like)
  if (!existsSync(join(folder, 'Layout.tsx'))) return []
  const escaped = like.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const selector = new RegExp(`\\.layout-${escaped}(?![\\w-])`, 'g')
  // Names the one-off gave its own things (`@keyframes hack25-blink`) follow, so the copies never share one.
  const ownName = new RegExp(`(?<![\\w.-])${escaped}-(?=\\w)`, 'g')
  return readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      let content = readFileSync(join(folder, entry.name), 'utf8').replace(selector, `.layout-${prefix}`)
      if (entry.name.endsWith('.css')) content = content.replace(ownName, `${prefix}-`)
      // Its opening comment names the brand it belongs to.
      if (entry.name === 'Layout.tsx') content = content.replace(`// ${like}:`, `// ${prefix} (begun as a copy of ${like}'s):`)
      return { path: join('layouts', prefix, entry.name), content }
    })
}
