// `npm run preview`: serves a built deployable on 127.0.0.1 (see server/staticServer.ts for the two modes). A rebuild
// while it runs is picked up on the next request; no restart needed.
import { parseBasePath } from './cli/basePath.ts'
import { runCommandLine } from './cli/commandLine.ts'
import { asText, valueOption } from './cli/options.ts'
import { listenOptions, serveDeployable } from './server/staticServer.ts'

const { options } = runCommandLine({
  name: 'preview',
  summary: 'Serves a built deployable with production semantics (or like an object store) until Ctrl+C.',
  options: {
    dir: valueOption('--dir', '<dir>', 'Deployable folder', asText, 'dist/site'),
    base: valueOption('--base', '<path>', 'URL path the deployable is mounted at', parseBasePath, '/'),
    ...listenOptions,
  },
  environment: ['PORT'],
  exitStatus: '0 stopped by Ctrl+C or SIGTERM; 1 no deployable, or the port cannot be used',
  examples: ['npm run preview -- --port 8080', 'npm run preview -- --dir /tmp/site --object-store'],
})

serveDeployable({
  dir: options.dir,
  port: options.port,
  host: options.host,
  base: options.base,
  mode: options.objectStore ? 'object-store' : 'production',
})
