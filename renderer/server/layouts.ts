// Every layout component, bundled into the server build: the prerender renders any brand's pages.
import type { LayoutComponent } from '../PageShell.tsx'
import { layoutModuleId } from '../pageModules.ts'

const modules = import.meta.glob<LayoutComponent>(['/layouts/*/Layout.tsx', '/layouts/StandardLayout.tsx'], {
  eager: true,
  import: 'default',
})

/** The module that renders a layout: its own Layout.tsx, or the shared StandardLayout. */
export function layoutModuleFor(layout: string): string {
  return layoutModuleId(layout, (id) => id in modules)
}

export function layoutComponent(layout: string): LayoutComponent {
  return modules[layoutModuleFor(layout)] as LayoutComponent
}
