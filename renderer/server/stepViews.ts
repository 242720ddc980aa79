// A feature whose steps look unalike (the food finder's questions, summary, match and save form), or whose page
// needs code only for some of its data (a form's product field that searches a catalog too long to carry), has a
// view module per kind, in pages/<feature>/views/, and its page component names the view of each page from its step
// and its data (`Page.viewOf`). The page then preloads, and the browser imports, only that view; any other feature,
// its +Page.tsx.
import type { ComponentType } from 'react'
import { pageModuleId, stepViewModuleId } from '../pageModules.ts'

type StepViews = ComponentType & { viewOf?: (step: string | undefined, page: unknown) => string | undefined }

/** The module the browser imports to show `Page` (of `feature`) at `step` with its data `page`: its view's, or the
 *  page's own when it names none. */
export function viewModuleFor(feature: string, step: string | undefined, Page: unknown, page: unknown): string {
  const { viewOf } = Page as StepViews
  const view = typeof viewOf === 'function' ? viewOf(step, page) : undefined
  return view === undefined ? pageModuleId(feature) : stepViewModuleId(feature, view)
}
