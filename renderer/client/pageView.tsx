// Turns a payload into the React tree to render: imports the feature's page and the layout (each once; the HTML has
// already preloaded those of the first page). A built page's payload names their files (`route.view`, from the
// page-chunks plugin), so the entry carries no map of every page; the shared frame is part of the entry itself.
// Without those names (the development server, or an error page the browser makes up) the modules are found by
// path in a map imported only then.
import type { ComponentType } from 'react'
import type { PageProps, Payload } from '../../brand/payload.ts'
import { type LayoutComponent, PageShell } from '../PageShell.tsx'
import { base } from './buildInfo.ts'

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

async function byUrl<T>(file: string, styles: readonly string[]): Promise<T> {
  const [module] = await Promise.all([
    import(/* @vite-ignore */ `${base}${file}`) as Promise<{ default: T }>,
    ...styles.map(linkStylesheet),
  ])
  return module.default
}

const linked = new Map<string, Promise<unknown>>()

/** A page's or layout's own stylesheet, linked once and awaited, unless the document already has it. */
function linkStylesheet(file: string): Promise<unknown> {
  const href = new URL(`${base}${file}`, location.href).href
  let loading = linked.get(href)
  if (!loading) {
    const present = [...document.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet]')].some((l) => l.href === href)
    loading = present ? Promise.resolve() : appendStylesheet(href)
    linked.set(href, loading)
  }
  return loading
}

function appendStylesheet(href: string): Promise<unknown> {
  const link = document.createElement('link')
  link.rel = 'stylesheet'
  link.href = href
  document.head.append(link)
  return new Promise((resolve, reject) => {
    link.onload = resolve
    link.onerror = () => reject(new Error(`Unable to load the stylesheet ${href}`))
  })
}

/** Rejects when a chunk cannot be fetched (typically: a new deploy removed it). */
export async function loadView(payload: Payload, navigation = 0) {
  const { view } = payload.route
  const [Page, Layout] = view
    ? await Promise.all([
        component(view.page, () => byUrl<ComponentType<PageProps>>(view.page, view.styles)),
        view.layout ? component(view.layout, () => byUrl<LayoutComponent>(view.layout as string, view.styles)) : StandardLayout,
      ])
    : await import('./pageModuleMap.ts').then(({ pageAndLayout }) => pageAndLayout(payload))
  return <PageShell navigation={navigation} payload={payload} Layout={Layout} Page={Page} />
}
