// The upload order. A visitor may load a page at any moment of a deploy, so everything a new object refers to is
// live before it: hashed assets and build metas (new names, harmless to add early), then payloads, then the HTML
// that loads both, and builds/latest.json last, which tells open tabs that a new build exists.

export type Phase = 'immutable' | 'payloads' | 'pages' | 'latest'

export const phases: readonly Phase[] = ['immutable', 'payloads', 'pages', 'latest']

export const phaseTitles: Record<Phase, string> = {
  immutable: 'assets and build metas',
  payloads: 'payloads',
  pages: 'HTML and other files',
  latest: 'latest build pointer',
}

export const latestPointer = 'builds/latest.json'

/** Earlier builds' manifests: an old tab fetches its own after a deploy, so they are never deleted. */
export function isKeptHistory(path: string): boolean {
  return path.startsWith('builds/meta/')
}

export function phaseOf(object: { path: string; contentType: string }): Phase {
  if (object.path === latestPointer) return 'latest'
  // By type, not extension: extensionless HTML objects ("KFC/shop/cart") are pages too.
  if (isHtml(object.contentType)) return 'pages'
  if (object.path.startsWith('assets/') || isKeptHistory(object.path)) return 'immutable'
  if (object.path === '_payload.json' || object.path.endsWith('/_payload.json')) return 'payloads'
  return 'pages'
}

function isHtml(contentType: string): boolean {
  return contentType.split(';')[0]?.trim().toLowerCase() === 'text/html'
}
