// Where a web face's file is (build time): the Latin woff2 of its Fontsource package, and the content-hashed name it
// gets in the deployable's assets/fonts/, which is cached for good like every other asset.
import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Brand } from '../brandSchema.ts'
import { fontsourceId, type PageFont, type WebFace } from '../webFonts.ts'
import { projectRoot } from './projectRoot.ts'

export interface WebFontFile {
  /** The package's file. */
  source: string
  /** Its path in the deployable, below the base path. */
  file: string
  bytes: number
}

const found = new Map<string, WebFontFile | undefined>()

/** The face's file, or undefined when its package has no such weight. */
export function webFontFile(face: WebFace): WebFontFile | undefined {
  const pkg = fontsourceId(face.family)
  const name = `${pkg}-latin-${face.weight}-normal`
  if (!found.has(name)) {
    const source = join(projectRoot(), 'node_modules', '@fontsource', pkg, 'files', `${name}.woff2`)
    if (!existsSync(source)) found.set(name, undefined)
    else {
      const content = readFileSync(source)
      const hash = createHash('sha256').update(content).digest('hex').slice(0, 8)
      found.set(name, { source, file: `assets/fonts/${name}.${hash}.woff2`, bytes: content.length })
    }
  }
  return found.get(name)
}

/** The web faces a brand's pages load (heading, then body) that have a file, with that file. */
function brandFaces(brand: Brand): { font: PageFont; file: WebFontFile }[] {
  return (['heading', 'body'] as const).flatMap((role) => {
    const face = brand.theme.fonts?.[role]
    const file = face && webFontFile(face)
    return face && file ? [{ font: { ...face, role, file: file.file }, file }] : []
  })
}

/** What a brand's page payloads name as their fonts. */
export function pageFonts(brand: Brand): PageFont[] {
  return brandFaces(brand).map(({ font }) => font)
}

/** The files the build copies into assets/fonts/ for a brand. */
export function brandFontFiles(brand: Brand): WebFontFile[] {
  return brandFaces(brand).map(({ file }) => file)
}
