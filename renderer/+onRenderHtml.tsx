// https://vike.dev/onRenderHtml — the whole document: brand layout + page rendered by React, the page's payload
// inlined XSS-safe for hydration, modulepreload links for exactly the chunks the runtime will import, and the
// stylesheet of the page's layout.

import pageChunks from 'virtual:page-chunks'
import { renderToString } from 'react-dom/server'
import { dangerouslySkipEscape, escapeInject } from 'vike/server'
import type { PageContextServer } from 'vike/types'
import type { PageView } from '../brand/payload.ts'
import { brandFontsStyleId, fontFaceCss } from '../brand/webFonts.ts'
import { beforeHydrationGuard } from './beforeHydrationGuard.ts'
import { iconPath } from './iconPath.ts'
import { PageShell } from './PageShell.tsx'
import {
  buildIdPlaceholder,
  clientEntryModuleId,
  middlewareModuleId,
  pageModuleId,
  payloadScriptId,
  rootElementId,
} from './pageModules.ts'
import { drawnBySharedFrame, layoutComponent, layoutModuleFor } from './server/layouts.ts'
import { serializePayload } from './server/serializePayload.ts'
import { viewModuleFor } from './server/stepViews.ts'

export function onRenderHtml(pageContext: PageContextServer) {
  const data = pageContext.data
  const Layout = layoutComponent(data.route.layout)
  const { Page } = pageContext
  const base = import.meta.env.BASE_URL
  const [, ...entryImports] = pageChunks[clientEntryModuleId] ?? []
  const entryFiles = new Set(pageChunks[clientEntryModuleId])
  const layoutModuleFiles = pageChunks[layoutModuleFor(data.route.layout)] ?? []
  // A layout module that re-exports the shared frame for its stylesheet's sake is not imported: the entry holds the
  // frame. Only its stylesheet is the page's (a chunk of 100 bytes and a request the less on every such page).
  const layoutFiles = drawnBySharedFrame(data.route.layout)
    ? layoutModuleFiles.filter((file) => file.endsWith('.css'))
    : layoutModuleFiles
  const featureFiles = pageChunks[pageModuleId(data.route.feature)] ?? []
  const pageFiles = pageChunks[viewModuleFor(data.route.feature, data.route.step, pageContext.Page, data.page)] ?? featureFiles
  const ownFiles = [...pageFiles, ...layoutFiles].filter(
    (file, i, all) => file.endsWith('.js') && !entryFiles.has(file) && all.indexOf(file) === i,
  )
  const entryCss = new Set(pageChunks[clientEntryModuleId]?.filter((file) => file.endsWith('.css')))
  // The page's own code files travel in its payload too: a client navigation to it fetches them all at once,
  // rather than learning each chunk's imports only after that chunk has arrived. The files of its page and layout
  // modules (each listed first) let the browser import them without a map of every page in its entry.
  const pageFile = pageFiles[0]
  const layoutFile = layoutFiles[0]?.endsWith('.js') ? layoutFiles[0] : undefined
  const view: PageView | undefined = pageFile
    ? {
        page: pageFile,
        ...(layoutFile && !entryFiles.has(layoutFile) ? { layout: layoutFile } : {}),
        // The feature's stylesheet is imported by its +Page.tsx, which a step's view does not import.
        styles: [...new Set([...featureFiles, ...pageFiles, ...layoutFiles])].filter(
          (file) => file.endsWith('.css') && !entryCss.has(file),
        ),
      }
    : undefined
  const payload = { ...data, route: { ...data.route, chunks: ownFiles, ...(view ? { view } : {}) } }
  const html = renderToString(<PageShell payload={payload} Layout={Layout} Page={Page} />)
  const middlewareFiles = data.route.middleware?.length
    ? (pageChunks[middlewareModuleId] ?? []).filter((file) => file.endsWith('.js') && !entryFiles.has(file))
    : []
  const preloads = [...new Set([...entryImports.filter((file) => file.endsWith('.js')), ...ownFiles, ...middlewareFiles])]
    .map((file) => `<link rel="modulepreload" href="${base}${file}">`)
    .join('')
  // Vike links the entry's CSS (the shared stylesheet) and the page feature's; the layout's own CSS is ours to link,
  // after those, so its rules come later in the cascade exactly as when the runtime loads it on client navigation.
  const stylesheets = layoutFiles
    .filter((file) => file.endsWith('.css') && !entryCss.has(file))
    .map((file) => `<link rel="stylesheet" href="${base}${file}">`)
    .join('')
  // The brand's faces: declared inline (a few hundred bytes, no extra request before first paint) and the heading
  // face preloaded, since the first heading needs it.
  const fonts = payload.brand?.fonts ?? []
  const fontHead = fonts.length
    ? `${fonts
        .filter((f) => f.role === 'heading')
        .map((f) => `<link rel="preload" href="${base}${f.file}" as="font" type="font/woff2" crossorigin>`)
        .join('')}<style id="${brandFontsStyleId}">${fontFaceCss(fonts, base)}</style>`
    : ''
  // The brand's own locale (its words are written and checked in it); the directory of all demos is in US English.
  const lang = payload.brand?.locale ?? 'en-US'
  return escapeInject`<!DOCTYPE html>
<html lang="${lang}" data-build-id="${buildIdPlaceholder}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${payload.title}</title>
<meta name="description" content="${payload.description}">
<meta name="theme-color" content="${payload.brand?.theme.primary ?? '#1f2937'}">
<link rel="icon" type="image/svg+xml" href="${base}${iconPath(payload.brand?.prefix)}">
${dangerouslySkipEscape(beforeHydrationGuard)}
${dangerouslySkipEscape(fontHead)}
${dangerouslySkipEscape(stylesheets)}
${dangerouslySkipEscape(preloads)}
</head>
<body>
<div id="${rootElementId}">${dangerouslySkipEscape(html)}</div>
<script id="${payloadScriptId}" type="application/json">${dangerouslySkipEscape(serializePayload(payload))}</script>
</body>
</html>`
}
