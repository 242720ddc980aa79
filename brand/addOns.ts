// Which products a brand offers as add-ons: those of a category named "Add-ons" (or "Addon", "Add-on", …). Read by the
// add-ons page and by the build, which keys that page by what it shows (scripts/pipeline/catalogReads.ts).

export const isAddOnCategory = (category: string): boolean => /add-?ons?/i.test(category)
