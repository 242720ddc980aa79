// Updates the document head for a client-rendered page, debounced by 10 ms (seed-spec §9) so a quick succession
// of navigations writes the head once.
import { favicon } from '../favicon.ts'
import type { Payload } from '../types.ts'

export const headDebounceMs = 10
let timer: ReturnType<typeof setTimeout> | undefined

function setMeta(selector: string, attribute: string, value: string) {
  document.head.querySelector(selector)?.setAttribute(attribute, value)
}

export function updateHead(payload: Payload): void {
  clearTimeout(timer)
  timer = setTimeout(() => {
    document.title = payload.title
    setMeta('meta[name=description]', 'content', payload.description)
    const color = payload.brand?.theme.primary ?? '#1f2937'
    setMeta('meta[name=theme-color]', 'content', color)
    setMeta('link[rel=icon]', 'href', favicon(color, payload.brand?.name ?? 'D'))
  }, headDebounceMs)
}
