// A feature whose steps look unalike (the food finder's questions, summary, match and save form) has a view module
// per kind of step, in pages/<feature>/views/, and its page component names the view of each step (`Page.viewOf`).
// The page then preloads, and the browser imports, only its step's view; any other feature, its +Page.tsx.
import type { ComponentType } from 'react'
import { pageModuleId, stepViewModuleId } from '../pageModules.ts'

type StepViews = ComponentType & { viewOf?: (step: string | undefined) => string }

/** The module the browser imports to show `Page` (of `feature`) at `step`. */
export function viewModuleFor(feature: string, step: string | undefined, Page: unknown): string {
  const { viewOf } = Page as StepViews
  return typeof viewOf === 'function' ? stepViewModuleId(feature, viewOf(step)) : pageModuleId(feature)
}
