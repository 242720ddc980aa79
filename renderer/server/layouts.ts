// Every layout, bundled into the server build: the prerender renders any brand's pages.
import type { LayoutComponent } from '../PageShell.tsx'

const modules = import.meta.glob<LayoutComponent>('/layouts/*/Layout.tsx', { eager: true, import: 'default' })

export const layouts: Record<string, LayoutComponent> = Object.fromEntries(
  Object.entries(modules).map(([file, Layout]) => [file.split('/')[2] as string, Layout]),
)
