// What `npm run serve` and `npm start` share: the listening flags, and serving a built deployable on them until
// Ctrl+C or SIGTERM.
import { existsSync, realpathSync } from 'node:fs'
import { resolve } from 'node:path'
import { asText, asWholeNumber, switchOption, valueOption } from '../cli/options.ts'
import { createStaticServer, type ServeMode } from '../staticServer.ts'
import { uploadListFor } from './extensionlessObjects.ts'

const asPort = asWholeNumber(0, 65535)

export const listenOptions = {
  // PORT is the default; a bad one is refused like a typed value, saying where it came from.
  port: valueOption(
    '--port',
    '<port>',
    'Port (PORT, else 4173)',
    (raw, flag) => asPort(raw, process.env.PORT === raw ? `${flag} (from PORT)` : flag),
    process.env.PORT ?? '4173',
  ),
  host: valueOption('--host', '<host>', 'Address to listen on', asText, '127.0.0.1'),
  objectStore: switchOption('--object-store', 'Serve like an object store: exact keys only, no canonical redirects'),
}

export function serveDeployable(opts: { dir: string; port: number; host: string; base: string; mode: ServeMode }) {
  if (!existsSync(resolve(opts.dir, '404.html'))) {
    console.error(`No deployable at ${opts.dir}: run \`npm run build\` first.`)
    process.exit(1)
  }
  if (opts.mode === 'object-store' && !uploadListFor(realpathSync(opts.dir), resolve(opts.dir))) {
    console.warn(
      `No upload list beside ${opts.dir}: serving without its extensionless page objects, so a page URL without a ` +
        'trailing slash redirects to the slash form (as a bucket does without them).',
    )
  }
  const server = createStaticServer({ dir: resolve(opts.dir), mode: opts.mode, base: opts.base })
  server.on('error', (error) => {
    console.error(`Cannot serve on ${opts.host}:${opts.port}: ${error.message}`)
    process.exit(1)
  })
  server.listen(opts.port, opts.host, () => {
    console.log(`Serving ${opts.dir} (${opts.mode}) at http://${opts.host}:${opts.port}${opts.base}  (Ctrl+C stops)`)
  })
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)))
  return server
}
