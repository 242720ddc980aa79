// The prerender worker's entry (prerender.ts forks it). Plain JavaScript, as is the task it runs
// (prerenderWorker.ts, compiled by the bundler beside the server build): the worker starts without a TypeScript
// loader, so Vike's server runtime and the server build, hundreds of modules, load at Node's own speed and no loader
// thread takes its memory (tsx cost each worker about half a second and 45 MB). Vike loads while the build is still
// busy; a task that arrives meanwhile waits for it.

// The build stopped (interrupted, another worker failed, or killed outright): nothing is left to write for.
import './exitWithBuild.mjs'
import { pathToFileURL } from 'node:url'

const runtime = import('vike/server')

process.once('message', async (task) => {
  try {
    await runtime
    const { runTask } = await import(pathToFileURL(task.workerModule).href)
    await runTask(task)
  } catch (error) {
    await new Promise((done) => process.send?.({ error: error instanceof Error ? error.message : String(error) }, done))
  }
  process.removeAllListeners('disconnect')
  process.disconnect()
})
