// The version of the data files a running process reads (brands/*.json and the analytics source table). The loaders
// cache what they read under it; the dev server bumps it when one of the files changes, so the next page renders from
// the files as they are now, without a restart. A build never bumps it: it reads each file once.
//
// Kept on globalThis, not in a module variable: the dev server's plugin and the page code it runs are separate
// instances of these modules (Vite's config bundle and its SSR module runner) in one process.
const key = Symbol.for('storefront.dataVersion')
const holder = globalThis as { [key]?: number }

export function dataVersion(): number {
  return holder[key] ?? 0
}

/** Marks every cached reading of the data files as outdated. */
export function bumpDataVersion(): void {
  holder[key] = dataVersion() + 1
}
