// The bundling step's own process (bundle.ts forks it): Vike bundles the client and the server build into
// the staging folder, then the process reports its peak memory and ends. Plain JavaScript and no TypeScript loader:
// Vite, Rolldown, Vike and Babel, thousands of modules, and the config files Vike transpiles load at Node's own
// speed (through tsx's hooks and source maps bundling took 1.5 s longer), and the bundler's memory is returned to
// the system before the pages are rendered.

// A build killed while bundling has no use for the bundles: this process ends with it (exitWithBuild.mjs), watching
// from its first moment; Vite and Vike, a second or more to load, are imported after.
import './exitWithBuild.mjs'
import { mkdirSync, renameSync, rmSync } from 'node:fs'
import { basename, dirname, join, relative } from 'node:path'
import { linkOutputRoot } from './outputLinks.mjs'

// The task comes as the first message (bundle.ts: startBundler), maybe while Vite and Vike are still loading.
/** @type {Promise<{ root: string, staging: string, base: string, quiet: boolean, prerenderTask: { source: string, out: string } }>} */
const taskMessage = new Promise((resolve) => process.once('message', resolve))

const [{ build }, { loadConfigFromFile }] = await Promise.all([import('vike/api'), import('vite')])
// Seconds spent in each part of the bundling, for the build's summary (`phases`), counted from this process's start
// ("start": Node and the bundler's own code loading); a part met twice adds up.
/** @type {Record<string, number>} */
const phases = {}
let lapStarted = 0
const lap = (name) => {
  const now = performance.now()
  phases[name] = (phases[name] ?? 0) + (now - lapStarted) / 1000
  lapStarted = now
}
lap('start')
const task = await taskMessage
lap('waiting for its task')

// A build a test starts is still a build: Vike leaves its plugin out of a config loaded outside its own API when it
// sees Vitest's variable, and the config is loaded here, before Vike's build() is called.
delete process.env.VITEST

// The site's config reads these: the output root Vike writes its client and server builds under (dist/, whose
// client/ and server/ are links into the staging folder while Vike runs: outputLinks.mjs) and the base path to link
// under.
const output = linkOutputRoot(task.staging)
process.env.OUT_DIR = relative(task.root, output.outputRoot)
process.env.BASE_PATH = task.base
// Vite's check of a config's modules for its future native loader only warns, and costs a parse of each.
process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING = 'true'

// The site's config without the dev loop (vite.config.ts adds it for `npm run dev`; a build never runs it, and its
// modules, bundled and loaded with the config, cost about 0.15 s). Loaded once and handed over inline: left to Vike
// and Vite, the config was bundled and run three times.
const configFile = join(task.root, 'renderer', 'build', 'siteConfig.ts')
const configEnv = { command: 'build', mode: 'production', isSsrBuild: false, isPreview: false }
// The workers' code is compiled by esbuild, in its own process, while the config loads and Vike builds, aside (the
// server build empties its folder); it is moved beside the server build the moment that is written, and the workers
// then load both while Vike finishes and this process ends.
const { source, out } = task.prerenderTask
const draft = join(task.staging, '.prerender-task', basename(out))
const workerCode = compilePrerenderTask(source, draft)
// Awaited once the server is built; a failure before then is the build's, reported by whichever comes first.
workerCode.catch(() => {})
try {
  const loaded = await loadConfigFromFile(configEnv, configFile, task.root, 'warn')
  if (!loaded) throw new Error(`no Vite config at ${configFile}`)
  lap('config')
  const serverBuilt = async () => {
    await workerCode
    mkdirSync(dirname(out), { recursive: true })
    renameSync(draft, out)
    rmSync(dirname(draft), { recursive: true, force: true })
    lap('worker code')
  }
  const plugins = [...(loaded.config.plugins ?? []), environmentClock(lap, serverBuilt)]
  await withoutBundlerNoise(task.quiet, () =>
    build({ viteConfig: { ...loaded.config, plugins, configFile: false, root: task.root, logLevel: 'warn' } }),
  )
  output.remove()
  lap('vike')
  // Ended at once: Vite's and esbuild's handles would keep the process waiting for nothing.
  const peakRssMb = Math.round(process.resourceUsage().maxRSS / 1024)
  process.send?.({ peakRssMb, phases }, () => process.exit(0))
} catch (error) {
  output.remove()
  if (process.env.DEBUG) console.error(error)
  process.send?.({ error: error instanceof Error ? error.message : String(error) }, () => process.exit(1))
}

/**
 * Compiles the prerender worker's task (prerenderWorker.ts and what it imports) to one plain JavaScript module
 * `out`: the workers then start without a TypeScript loader. Packages and Node's modules stay imports. esbuild, which
 * Vike loads anyway, and not a Vite build of its own: that took 0.03 to 0.2 s of this process's thread.
 */
async function compilePrerenderTask(source, out) {
  const { build: esbuild } = await import('esbuild')
  await esbuild({
    entryPoints: [source],
    outfile: out,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'silent',
  })
}

/**
 * A plugin timing each of Vike's two Vite builds, client and server ("ssr"): what comes before an environment's
 * build starts (Vike reading its config, Vite resolving the environment's) is "vike", and so is what follows the last.
 * It also tells the build when the server is built (after `serverBuilt` has run).
 */
function environmentClock(lap, serverBuilt) {
  return {
    name: 'storefront:build-phases',
    buildStart() {
      lap('vike')
    },
    closeBundle: {
      order: 'post',
      async handler() {
        const name = this.environment.name
        lap(name === 'ssr' ? 'server' : name)
        // The build has its prerender workers load the server build and their code now, instead of once this
        // process has ended.
        if (name === 'ssr') {
          await serverBuilt()
          process.send?.({ built: 'server' })
        }
      },
    },
  }
}

/** Runs Vike's bundling with Rolldown's note about Vike's own unnamed chunk group (noise for our users) dropped. */
async function withoutBundlerNoise(quiet, run) {
  const original = console.log
  const originalWarn = console.warn
  const noise = (args) => args.map(String).join(' ').includes('debugName')
  console.warn = (...args) => noise(args) || originalWarn(...args)
  console.log = (...args) => noise(args) || quiet || original(...args)
  try {
    return await run()
  } finally {
    console.log = original
    console.warn = originalWarn
  }
}
