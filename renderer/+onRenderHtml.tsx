// https://vike.dev/onRenderHtml — the whole document: brand layout + page rendered by React, the page's payload
// inlined XSS-safe for hydration, and modulepreload links for exactly the chunks the runtime will import.

import pageChunks from 'virtual:page-chunks'
import { renderToString } from 'react-dom/server'
import { dangerouslySkipEscape, escapeInject } from 'vike/server'
import type { PageContextServer } from 'vike/types'
import { iconPath } from './iconPath.ts'
import { PageShell } from './PageShell.tsx'
import { buildIdPlaceholder, clientEntryModuleId, pageModuleId, payloadScriptId, rootElementId } from './pageModules.ts'
import { layoutComponent, layoutModuleFor } from './server/layouts.ts'
import { serializePayload } from './server/serializePayload.ts'

export function onRenderHtml(pageContext: PageContextServer) {
  const payload = pageContext.data
  const Layout = layoutComponent(payload.route.layout)
  const { Page } = pageContext
  const html = renderToString(<PageShell payload={payload} Layout={Layout} Page={Page} />)
  const base = import.meta.env.BASE_URL
  const [entryFile, ...entryImports] = pageChunks[clientEntryModuleId] ?? []
  const preloads = [
    ...entryImports,
    ...[pageModuleId(payload.route.feature), layoutModuleFor(payload.route.layout)].flatMap((id) => pageChunks[id] ?? []),
  ]
    .filter((file, i, all) => file !== entryFile && all.indexOf(file) === i)
    .map((file) => `<link rel="modulepreload" href="${base}${file}">`)
    .join('')
  return escapeInject`<!DOCTYPE html>
<html lang="en" data-build-id="${buildIdPlaceholder}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${payload.title}</title>
<meta name="description" content="${payload.description}">
<meta name="theme-color" content="${payload.brand?.theme.primary ?? '#1f2937'}">
<link rel="icon" type="image/svg+xml" href="${base}${iconPath(payload.brand?.prefix)}">
${dangerouslySkipEscape(preloads)}
</head>
<body>
<div id="${rootElementId}">${dangerouslySkipEscape(html)}</div>
<script id="${payloadScriptId}" type="application/json">${dangerouslySkipEscape(serializePayload(payload))}</script>
</body>
</html>`
}
