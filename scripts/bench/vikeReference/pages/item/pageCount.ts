// Overwritten when the site is generated (scripts/bench/vikeReference.ts) with the product's page count.
export const pageCount = 1
