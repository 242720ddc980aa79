// Updates the document head for a client-rendered page, debounced by 10 ms so a quick succession
// of navigations writes the head once.

import type { Payload } from '../../brand/payload.ts'
import { brandFontsStyleId, fontFaceCss, type PageFont } from '../../brand/webFonts.ts'
import { iconPath } from '../iconPath.ts'
import { base } from './buildInfo.ts'

export const headDebounceMs = 10
let timer: ReturnType<typeof setTimeout> | undefined

function setMeta(selector: string, attribute: string, value: string) {
  document.head.querySelector(selector)?.setAttribute(attribute, value)
}

export function updateHead(payload: Payload): void {
  clearTimeout(timer)
  timer = setTimeout(() => {
    document.title = payload.title
    document.documentElement.lang = payload.brand?.locale ?? 'en-US'
    setMeta('meta[name=description]', 'content', payload.description)
    setMeta('meta[name=theme-color]', 'content', payload.brand?.theme.primary ?? '#1f2937')
    setMeta('link[rel=icon]', 'href', `${base}${iconPath(payload.brand?.prefix)}`)
    setBrandFonts(payload.brand?.fonts ?? [])
  }, headDebounceMs)
}

/** The new page's brand faces replace the previous brand's declarations; a face already loaded stays cached. */
function setBrandFonts(fonts: readonly PageFont[]) {
  let style = document.getElementById(brandFontsStyleId)
  if (!style) {
    style = document.createElement('style')
    style.id = brandFontsStyleId
    document.head.append(style)
  }
  const css = fontFaceCss(fonts, base)
  if (style.textContent !== css) style.textContent = css
}
