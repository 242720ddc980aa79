// Where the runtime finds each page feature and layout. Keys are the module paths the page-chunks plugin records,
// so the server knows which chunks to preload for the page it renders.
export function pageModuleId(feature: string): string {
  return `/pages/${feature === 'error' ? '_error' : feature}/+Page.tsx`
}

/** One view of a feature whose steps have views of their own (renderer/server/stepViews.ts). */
export function stepViewModuleId(feature: string, view: string): string {
  return `/pages/${feature}/views/${view}.tsx`
}

/** A layout's own module, when it has a one-off; otherwise the shared frame drawing the brand's chrome data. */
export function layoutModuleId(layout: string, hasOwnMarkup: (id: string) => boolean): string {
  const own = `/layouts/${layout}/Layout.tsx`
  return hasOwnMarkup(own) ? own : standardLayoutModuleId
}

export const standardLayoutModuleId = '/layouts/StandardLayout.tsx'

/** The browser entry; the HTML preloads its imports with the page's own. */
export const clientEntryModuleId = '/renderer/+client.ts'

/** Route middleware, imported before hydration by the pages that name some; the HTML of those preloads it. */
export const middlewareModuleId = '/renderer/client/middleware.ts'

/** Marks the document with its build; scripts/build.ts replaces it with the content-derived id. */
export const buildIdPlaceholder = '__BUILD_ID__'
export const payloadScriptId = 'page-data'
export const rootElementId = 'root'
