// Every page and layout module by path, for a payload that does not name its files: the development server's (it
// serves modules unbundled) and an error page the browser makes up after a failure. A built page's payload names
// them, so this map is never part of a page's first load.
import type { ComponentType } from 'react'
import type { PageProps, Payload } from '../../brand/payload.ts'
import type { LayoutComponent } from '../PageShell.tsx'
import { layoutModuleId, pageModuleId } from '../pageModules.ts'

const pageModules = import.meta.glob<ComponentType<PageProps>>('/pages/*/+Page.tsx', { import: 'default' })
const layoutModules = import.meta.glob<LayoutComponent>(['/layouts/*/Layout.tsx', '/layouts/StandardLayout.tsx'], {
  import: 'default',
})

async function component<T>(modules: Record<string, () => Promise<T>>, id: string): Promise<T> {
  const load = modules[id]
  if (!load) throw new Error(`No page code at ${id}`)
  return load()
}

export function pageAndLayout(payload: Payload): Promise<[ComponentType<PageProps>, LayoutComponent]> {
  return Promise.all([
    component(pageModules, pageModuleId(payload.route.feature)),
    component(
      layoutModules,
      layoutModuleId(payload.route.layout, (id) => id in layoutModules),
    ),
  ])
}
