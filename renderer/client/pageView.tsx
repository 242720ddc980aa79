// Turns a payload into the React tree to render: imports the feature's page and the layout chunks (lazily, each
// once; the HTML has already preloaded those of the first page).
import type { ComponentType } from 'react'
import { type LayoutComponent, PageShell } from '../PageShell.tsx'
import { layoutModuleId, pageModuleId } from '../pageModules.ts'
import type { PageProps, Payload } from '../types.ts'

const pageModules = import.meta.glob<ComponentType<PageProps>>('/pages/*/+Page.tsx', { import: 'default' })
const layoutModules = import.meta.glob<LayoutComponent>(['/layouts/*/Layout.tsx', '/layouts/StandardLayout.tsx'], {
  import: 'default',
})

/** Rejects when a chunk cannot be fetched (typically: a new deploy removed it). */
export async function loadView(payload: Payload, navigation = 0) {
  const loadPage = pageModules[pageModuleId(payload.route.feature)]
  const loadLayout = layoutModules[layoutModuleId(payload.route.layout, (id) => id in layoutModules)]
  if (!loadPage || !loadLayout) throw new Error(`No code for page "${payload.route.feature}" in layout "${payload.route.layout}"`)
  const [Page, Layout] = await Promise.all([loadPage(), loadLayout()])
  return <PageShell navigation={navigation} payload={payload} Layout={Layout} Page={Page} />
}
