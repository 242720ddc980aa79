// `npm run dev`'s Vite config: the site's (renderer/build/siteConfig.ts: plugins, output folder, the client's chunk
// groups) and devLoopPlugin, which serves what the build writes beside the pages and reloads on data edits. The build
// loads the site's config alone (scripts/pipeline/bundlerProcess.mjs): bundled and loaded with it, the dev loop's
// 67 modules, which a build never runs (the plugin applies to `serve` only), cost every build about 0.15 s.
import { mergeConfig } from 'vite'
import siteConfig from './renderer/build/siteConfig.ts'
import { devLoopPlugin } from './scripts/dev/devLoopPlugin.ts'

export default mergeConfig(siteConfig, { plugins: [devLoopPlugin()] })
