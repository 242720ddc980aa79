// The deploy's phases are the upload levels (uploadOrder.ts): each finished before the next starts. A phase is
// named by what it holds, so the output and the dry run say what goes up when.
import { isHtmlType, latestPointer } from './references.ts'

export { latestPointer }

/** Earlier builds' manifests: an old tab fetches its own after a deploy, so they are never deleted. */
export function isKeptHistory(path: string): boolean {
  return path.startsWith('builds/meta/')
}

const kinds = ['scripts', 'styles', 'fonts', 'pictures', 'build metas', 'payloads', 'pages', 'other files'] as const
type Kind = (typeof kinds)[number]

function kindOf({ path, contentType }: { path: string; contentType: string }): Kind {
  // By type, not extension: extensionless HTML objects ("KFC/shop/cart") are pages too.
  if (isHtmlType(contentType)) return 'pages'
  if (isKeptHistory(path)) return 'build metas'
  if (path === '_payload.json' || path.endsWith('/_payload.json')) return 'payloads'
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? ''
  if (type.endsWith('javascript')) return 'scripts'
  if (type === 'text/css') return 'styles'
  if (type.startsWith('font/')) return 'fonts'
  if (type.startsWith('image/')) return 'pictures'
  return 'other files'
}

/** "scripts and styles", "payloads", "the latest-build pointer": what a phase holds. */
export function phaseTitle(objects: Iterable<{ path: string; contentType: string }>): string {
  const present = new Set<Kind>()
  let count = 0
  let only = ''
  for (const object of objects) {
    if (count++ === 0) only = object.path
    present.add(kindOf(object))
  }
  if (count === 1 && only === latestPointer) return 'latest build pointer'
  const names = kinds.filter((kind) => present.has(kind))
  return names.length <= 1 ? (names[0] ?? 'nothing') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`
}
