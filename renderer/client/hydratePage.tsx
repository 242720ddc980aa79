// Hydrates the prerendered page: reads the inlined payload, imports the page feature and layout chunks (already
// modulepreloaded by the HTML) and hands React the same tree the server rendered. An error that escapes the page
// replaces it with the 500 page rather than leaving a blank or half-working screen.
import type { ComponentType } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { errorPagePayload } from '../errorPagePayload.ts'
import { type LayoutComponent, PageShell } from '../PageShell.tsx'
import { layoutModuleId, pageModuleId, payloadScriptId, rootElementId } from '../pageModules.ts'
import type { PageProps, Payload } from '../types.ts'

const pageModules = import.meta.glob<ComponentType<PageProps>>('/pages/*/+Page.tsx', { import: 'default' })
const layoutModules = import.meta.glob<LayoutComponent>(['/layouts/*/Layout.tsx', '/layouts/StandardLayout.tsx'], {
  import: 'default',
})

async function loadShell(payload: Payload) {
  const loadPage = pageModules[pageModuleId(payload.route.feature)]
  const loadLayout = layoutModules[layoutModuleId(payload.route.layout, (id) => id in layoutModules)]
  if (!loadPage || !loadLayout) throw new Error(`No code for page "${payload.route.feature}" in layout "${payload.route.layout}"`)
  const [Page, Layout] = await Promise.all([loadPage(), loadLayout()])
  return <PageShell payload={payload} Layout={Layout} Page={Page} />
}

export async function hydratePage(): Promise<void> {
  const script = document.getElementById(payloadScriptId)
  const container = document.getElementById(rootElementId)
  if (!script?.textContent || !container) return
  const payload = JSON.parse(script.textContent) as Payload
  hydrateRoot(container, await loadShell(payload), {
    onUncaughtError(error) {
      console.error(error)
      loadShell(errorPagePayload(500, [])).then((shell) => {
        container.textContent = ''
        createRoot(container).render(shell)
      })
    },
  })
}
