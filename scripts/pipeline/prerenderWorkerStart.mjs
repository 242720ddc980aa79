// The prerender worker's entry (prerender.ts forks it). Plain JavaScript, as is the task it runs
// (prerenderWorker.ts, compiled by the bundler beside the server build): the worker starts without a TypeScript
// loader, so Vike's server runtime and the server build, hundreds of modules, load at Node's own speed and no loader
// thread takes its memory (tsx cost each worker about half a second and 45 MB). Vike loads while the build is still
// busy; a task that arrives meanwhile waits for it.

// The build stopped (interrupted, another worker failed, or killed outright): nothing is left to write for.
import './exitWithBuild.mjs'
import { pathToFileURL } from 'node:url'

const runtime = import('vike/server')
// A warm-up may come first (a rebuild sends one while it keys its pages): the server build and the brands load then.
let warming = Promise.resolve()

process.on('message', async function onMessage(message) {
  if (message.warm) {
    warming = runtime
      .then(() => import(pathToFileURL(message.warm.workerModule).href))
      .then(({ warm }) => warm(message.warm))
      .catch(() => {})
    return
  }
  process.off('message', onMessage)
  const task = message
  try {
    await runtime
    await warming
    const { runTask } = await import(pathToFileURL(task.workerModule).href)
    await runTask(task)
  } catch (error) {
    await new Promise((done) => process.send?.({ error: error instanceof Error ? error.message : String(error) }, done))
  }
  process.removeAllListeners('disconnect')
  process.disconnect()
})
