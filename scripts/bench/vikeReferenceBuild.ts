// Builds the reference site (vikeReference.ts) as `vike build` does, in a process of its own for the bench to time
// from start to exit as it times the product's build. Vike's build API and not `vite build`: through Vite 8's CLI,
// Vike's prerender does not run, and the pages are the point.
import { build } from 'vike/api'

const root = process.argv[2]
if (!root) throw new Error('usage: vikeReferenceBuild.ts <site dir>')
process.chdir(root)
await build({ viteConfig: { root, logLevel: 'warn' } })
// Ended at once, as `vike build` ends (and the product's bundler): open handles would keep the process waiting.
process.exit(0)
