// Counting in words, as the cart, the order summary, a form's error summary and the presenter's reset say it.
// Every page that counts anything carries it, so it sits with the code every page runs (renderer/build/siteConfig.ts).

/** "1 day", "3 guests", "2 children" (with the plural given). */
export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`
