// Hydrates the prerendered page: reads the inlined payload, imports the page feature and layout chunks (already
// modulepreloaded by the HTML) and hands the same tree to React that the server rendered.
import type { ComponentType } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { type LayoutComponent, PageShell } from '../PageShell.tsx'
import { layoutModuleId, pageModuleId, payloadScriptId, rootElementId } from '../pageModules.ts'
import type { PageProps, Payload } from '../types.ts'

const pageModules = import.meta.glob<ComponentType<PageProps>>('/pages/*/+Page.tsx', { import: 'default' })
const layoutModules = import.meta.glob<LayoutComponent>('/layouts/*/Layout.tsx', { import: 'default' })

export async function hydratePage(): Promise<void> {
  const script = document.getElementById(payloadScriptId)
  const root = document.getElementById(rootElementId)
  if (!script?.textContent || !root) return
  const payload = JSON.parse(script.textContent) as Payload
  const loadPage = pageModules[pageModuleId(payload.route.feature)]
  const loadLayout = layoutModules[layoutModuleId(payload.route.layout)]
  if (!loadPage || !loadLayout) throw new Error(`No code for page "${payload.route.feature}" in layout "${payload.route.layout}"`)
  const [Page, Layout] = await Promise.all([loadPage(), loadLayout()])
  hydrateRoot(root, <PageShell payload={payload} Layout={Layout} Page={Page} />)
}
