// The prerender worker's entry (lib/prerenderWorkers.ts forks it), in plain JavaScript so that the process starts
// without a TypeScript loader: Vike's server runtime, hundreds of modules, loads at Node's own speed (through tsx's
// hooks it took about half a second longer per worker). The hooks are registered only then, for the worker's own
// TypeScript (lib/prerenderWorker.ts), which finds Vike already loaded. Vike loads while the build is still
// bundling; a task that arrives meanwhile waits in Node's queue until the worker listens.
const runtime = import('vike/server')
const { register } = await import('tsx/esm/api')
await runtime
register()
await import('./prerenderWorker.ts')
