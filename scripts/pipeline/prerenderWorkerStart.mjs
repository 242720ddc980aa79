// The prerender worker's entry (prerender.ts forks it). Plain JavaScript, as is the task it runs
// (prerenderWorker.ts, compiled by the bundler beside the server build): the worker starts without a TypeScript
// loader, so Vike's server runtime and the server build, hundreds of modules, load at Node's own speed and no loader
// thread takes its memory (tsx cost each worker about half a second and 45 MB). Vike loads while the build is still
// busy; so do the server build and the task's code once the bundler has written them (a `preload` message, before
// the bundler has ended); a task that arrives meanwhile waits for them.

// The build stopped (interrupted, another worker failed, or killed outright): nothing is left to write for.
import './exitWithBuild.mjs'
import { readdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'

// Node loads its fetch classes on first use, and Vike's renderPage makes a Headers for the first page: loaded now,
// while the worker waits, not on the way to the first page (about 40 ms). So are the packages the server build imports
// (a server build leaves packages as imports), about 70 ms more; one it no longer imports costs only its load.
// NODE_ENV first, as the server build's entry sets it (Vike makes it "production" when unset): React picks its
// production or development build when it is loaded, and loaded before the entry it took the slower development one.
const serverPackages = ['react', 'react/jsx-runtime', 'react-dom/server', 'valibot', 'serialize-javascript']
const runtime = import('vike/server')
  .then(() => globalThis.Headers)
  .then(() => {
    process.env.NODE_ENV ??= 'production'
    return Promise.all(serverPackages.map((name) => import(name).catch(() => {})))
  })
/** @type {Promise<unknown> | undefined} */
let preloaded

process.on('message', async (message) => {
  if ('preload' in message) {
    const { serverEntry, workerModule, base } = message.preload
    // A failure here is the task's own to report: it imports the same modules and meets the same error. With a base
    // (a rebuild still keying its pages), the brands the routes read are loaded too.
    preloaded ??= runtime
      .then(() => import(pathToFileURL(serverEntry).href))
      .then(() => import(pathToFileURL(workerModule).href))
      .then(async (task) => {
        await Promise.all(pageEntries(serverEntry).map((file) => import(pathToFileURL(file).href)))
        if (base !== undefined) await task.warm(serverEntry, base)
      })
      .catch(() => {})
    return
  }
  const task = message
  try {
    await runtime
    await preloaded
    const { runTask } = await import(pathToFileURL(task.workerModule).href)
    await runTask(task)
  } catch (error) {
    await new Promise((done) => process.send?.({ error: error instanceof Error ? error.message : String(error) }, done))
  }
  process.removeAllListeners('disconnect')
  process.disconnect()
})

/** The server build's page entries, which Vike imports on the first page of each kind: a worker renders every kind. */
function pageEntries(serverEntry) {
  const folder = join(dirname(serverEntry), 'entries')
  try {
    return readdirSync(folder)
      .filter((name) => name.endsWith('.mjs'))
      .map((name) => join(folder, name))
  } catch {
    return []
  }
}
