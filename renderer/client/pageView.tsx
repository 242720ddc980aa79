// Turns a payload into the React tree to render: imports the feature's page and the layout chunks (lazily, each
// once; the HTML has already preloaded those of the first page).
import type { ComponentType } from 'react'
import type { PageProps, Payload } from '../../brand/payload.ts'
import { type LayoutComponent, PageShell } from '../PageShell.tsx'
import { layoutModuleId, pageModuleId } from '../pageModules.ts'

const pageModules = import.meta.glob<ComponentType<PageProps>>('/pages/*/+Page.tsx', { import: 'default' })
const layoutModules = import.meta.glob<LayoutComponent>(['/layouts/*/Layout.tsx', '/layouts/StandardLayout.tsx'], {
  import: 'default',
})

/** Components already imported, so a prefetched page renders without another round through import(). */
const imported = new Map<string, unknown>()

async function component<T>(modules: Record<string, () => Promise<T>>, id: string): Promise<T> {
  if (imported.has(id)) return imported.get(id) as T
  const load = modules[id]
  if (!load) throw new Error(`No page code at ${id}`)
  const value = await load()
  imported.set(id, value)
  return value
}

/** Rejects when a chunk cannot be fetched (typically: a new deploy removed it). */
export async function loadView(payload: Payload, navigation = 0) {
  const [Page, Layout] = await Promise.all([
    component(pageModules, pageModuleId(payload.route.feature)),
    component(
      layoutModules,
      layoutModuleId(payload.route.layout, (id) => id in layoutModules),
    ),
  ])
  return <PageShell navigation={navigation} payload={payload} Layout={Layout} Page={Page} />
}
