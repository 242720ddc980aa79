// Every layout component, bundled into the server build: the prerender renders any brand's pages.
// Imported lazily and awaited once: Vike adds the CSS that server-only code imports statically to every page, and a
// layout's own CSS belongs on that layout's pages only (the HTML links it from the page-chunks map).
import type { LayoutComponent } from '../PageShell.tsx'
import { layoutModuleId, standardLayoutModuleId } from '../pageModules.ts'

const loaders = import.meta.glob<LayoutComponent>(['/layouts/*/Layout.tsx', '/layouts/StandardLayout.tsx'], {
  import: 'default',
})
const modules: Record<string, LayoutComponent> = Object.fromEntries(
  await Promise.all(Object.entries(loaders).map(async ([id, load]) => [id, await load()] as const)),
)

/** The module that renders a layout: its own Layout.tsx, or the shared StandardLayout. */
export function layoutModuleFor(layout: string): string {
  return layoutModuleId(layout, (id) => id in modules)
}

export function layoutComponent(layout: string): LayoutComponent {
  return modules[layoutModuleFor(layout)] as LayoutComponent
}

/** Whether a layout is the shared frame itself, its module only bringing a stylesheet (a Layout.tsx that re-exports
 *  StandardLayout: the shop's, a brand's one-off CSS): the browser entry holds that frame, so such a page imports
 *  no layout code, and links the stylesheet. */
export function drawnBySharedFrame(layout: string): boolean {
  return layoutComponent(layout) === modules[standardLayoutModuleId]
}
