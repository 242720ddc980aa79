// `npm run serve`: serves a built deployable on 127.0.0.1 (see lib/staticServer.ts for the two modes). A rebuild
// while it runs is picked up on the next request; no restart needed.
import { existsSync, realpathSync } from 'node:fs'
import { resolve } from 'node:path'
import { cac } from 'cac'
import { BasePathError, parseBasePath } from './lib/basePath.ts'
import { uploadListFor } from './lib/server/extensionlessObjects.ts'
import { createStaticServer, type ServeMode } from './lib/staticServer.ts'

const cli = cac('serve')
cli
  .option('--dir <dir>', 'Deployable folder', { default: 'dist/site' })
  .option('--port <port>', 'Port', { default: process.env.PORT ?? 4173 })
  .option('--host <host>', 'Address to listen on', { default: '127.0.0.1' })
  .option('--base <path>', 'URL path the deployable is mounted at', { default: '/' })
  .option('--object-store', 'Serve like an object store: exact keys only, no canonical redirects')
  .help()
const { options } = cli.parse()
if (options.help) process.exit(0)

export function startServer(opts: { dir: string; port: number; host: string; base: string; mode: ServeMode }) {
  if (!existsSync(resolve(opts.dir, '404.html'))) {
    console.error(`No deployable at ${opts.dir}: run \`npm run build\` first.`)
    process.exit(1)
  }
  let base: string
  try {
    base = parseBasePath(opts.base)
  } catch (error) {
    if (!(error instanceof BasePathError)) throw error
    console.error(error.message)
    process.exit(1)
  }
  if (opts.mode === 'object-store' && !uploadListFor(realpathSync(opts.dir), resolve(opts.dir))) {
    console.warn(
      `No upload list beside ${opts.dir}: serving without its extensionless page objects, so a page URL without a ` +
        'trailing slash redirects to the slash form (as a bucket does without them).',
    )
  }
  const server = createStaticServer({ dir: resolve(opts.dir), mode: opts.mode, base })
  server.on('error', (error) => {
    console.error(`Cannot serve on ${opts.host}:${opts.port}: ${error.message}`)
    process.exit(1)
  })
  server.listen(opts.port, opts.host, () => {
    console.log(`Serving ${opts.dir} (${opts.mode}) at http://${opts.host}:${opts.port}${base}  (Ctrl+C stops)`)
  })
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)))
  return server
}

startServer({
  dir: options.dir as string,
  port: Number(options.port),
  host: options.host as string,
  base: options.base as string,
  mode: options.objectStore ? 'object-store' : 'production',
})
