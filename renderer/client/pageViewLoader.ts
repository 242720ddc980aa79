// A page's view for client navigation and prefetch: its code files are requested all at once (their list travels in
// the page's payload), so importing the page does not wait for each chunk to name its imports in turn. A file the
// document already preloads or has requested is not asked for again.
import type { Payload } from '../../brand/payload.ts'
import { base } from './buildInfo.ts'
import { loadView } from './pageView.tsx'

const requested = new Set<string>()

/** `payload`'s page rendered by `loadView`, its code files fetched together first. */
export function loadPageView(payload: Payload, navigation?: number): ReturnType<typeof loadView> {
  preloadModules(payload.route.chunks)
  return loadView(payload, navigation)
}

function preloadModules(files: readonly string[] | undefined): void {
  if (!files?.length) return
  if (requested.size === 0)
    for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')) requested.add(link.href)
  for (const file of files) {
    if (typeof file !== 'string') continue
    const url = new URL(`${base}${file}`, location.href)
    const { href } = url
    if (url.origin !== location.origin || requested.has(href)) continue
    requested.add(href)
    const link = document.createElement('link')
    link.rel = 'modulepreload'
    link.href = href
    document.head.append(link)
  }
}
