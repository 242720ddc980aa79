// Turns a payload into the React tree to render: imports the feature's page and the layout (each once; the HTML has
// already preloaded those of the first page). A built page's payload names their files (`route.view`, from the
// page-chunks plugin), so the entry carries no map of every page; the shared frame is part of the entry itself.
// Without those names (the development server, or an error page the browser makes up) the modules are found by
// path in a map imported only then.
import type { ComponentType } from 'react'
import type { PageProps, Payload } from '../../brand/payload.ts'
import { type LayoutComponent, PageShell } from '../PageShell.tsx'
import { base } from './buildInfo.ts'
import { linkStylesheet } from './linkStylesheet.ts'

/** The shared frame most brands use, bundled into the entry (found by glob: it sits in a higher layer). */
const StandardLayout = Object.values(
  import.meta.glob<LayoutComponent>('/layouts/StandardLayout.tsx', { import: 'default', eager: true }),
)[0] as LayoutComponent

/** Components already imported, so a prefetched page renders without another round through import(). */
const imported = new Map<string, unknown>()

async function component<T>(key: string, load: () => Promise<T>): Promise<T> {
  if (imported.has(key)) return imported.get(key) as T
  const value = await load()
  imported.set(key, value)
  return value
}

async function byUrl<T>(file: string): Promise<T> {
  return ((await import(/* @vite-ignore */ `${base}${file}`)) as { default: T }).default
}

/** Rejects when a chunk cannot be fetched (typically: a new deploy removed it). */
export async function loadView(payload: Payload, navigation = 0) {
  const { view } = payload.route
  const [Page, Layout] = view
    ? await Promise.all([
        component(view.page, () => byUrl<ComponentType<PageProps>>(view.page)),
        view.layout ? component(view.layout, () => byUrl<LayoutComponent>(view.layout as string)) : StandardLayout,
        // Fetched alongside the modules, not after them; each is linked once (linkStylesheet.ts).
        ...view.styles.map(linkStylesheet),
      ])
    : await import('./pageModuleMap.ts').then(({ pageAndLayout }) => pageAndLayout(payload))
  return <PageShell navigation={navigation} payload={payload} Layout={Layout} Page={Page} />
}
