// A large stylesheet reaches the page in two parts (scripts/pipeline/stylesheets.ts): inline, the rules its
// prerendered markup can use, for the first paint; preloaded (rel="preload" as="style" data-deferred), the whole
// file, fetched without blocking that paint. Each whole file becomes a stylesheet here, before hydration, so
// whatever the page renders from then on (a stored cart, an error message, an opened menu) finds its rules. The
// switch changes nothing on screen: the whole file holds the inline rules too, in the same order. The inline copy
// is then removed, so that every later style recalculation (each client navigation) matches one set of rules.
export function applyDeferredStylesheets(): Promise<void> {
  const links = [...document.querySelectorAll<HTMLLinkElement>('link[data-deferred]')]
  return Promise.all(
    links.map(
      (link) =>
        new Promise<void>((settle) => {
          link.addEventListener(
            'load',
            () => {
              document.querySelector(`style[data-href="${CSS.escape(link.getAttribute('href') ?? '')}"]`)?.remove()
              settle()
            },
            { once: true },
          )
          link.addEventListener(
            'error',
            () => {
              console.warn(`The stylesheet ${link.href} could not be loaded: what the page renders later may be unstyled.`)
              settle()
            },
            { once: true },
          )
          // From the preload's response when it has arrived; fetched on when it has not.
          link.rel = 'stylesheet'
        }),
    ),
  ).then(() => undefined)
}
