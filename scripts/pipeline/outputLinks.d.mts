// The types of outputLinks.mjs, plain JavaScript for the bundler process, for the build's TypeScript.
export function linkOutputRoot(staging: string): { outputRoot: string; remove: () => void }
export function removeOutputLinks(dist: string): boolean
