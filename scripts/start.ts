// `npm start`: the main job. Builds the deployable when it is missing or older than its sources, then serves it
// with production semantics on 127.0.0.1. Its flags are read first: `--help` or a mistake never starts a build.
import { spawnSync } from 'node:child_process'
import { existsSync, statSync } from 'node:fs'
import { globSync } from 'tinyglobby'
import { runCommandLine } from './cli/commandLine.ts'
import { listenOptions, serveDeployable } from './server/staticServer.ts'

const { options } = runCommandLine({
  name: 'start',
  summary: 'Builds dist/site when it is missing or older than its sources, then serves it until Ctrl+C.',
  options: listenOptions,
  environment: ['PORT', 'CI', 'ANALYTICS_ENV', 'ANALYTICS_SOURCES'],
  exitStatus: '0 stopped by Ctrl+C or SIGTERM; 1 the build failed, or the port cannot be used',
  examples: ['npm start -- --port 8080'],
})

const deployable = 'dist/site'
const stamp = `${deployable}/builds/latest.json`
const sources = [
  'brands/**',
  'pages/**',
  'layouts/**',
  'renderer/**',
  'components/**',
  'lib/**',
  'brand/**',
  'routing/**',
  'analytics/**',
  'styles/**',
  'vite.config.ts',
  'package-lock.json',
]

function needsBuild(): boolean {
  if (!existsSync(stamp)) return true
  const built = statSync(stamp).mtimeMs
  return globSync(sources, { expandDirectories: false }).some(
    (file) => (statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0) > built,
  )
}

if (needsBuild()) {
  console.log('The deployable is missing or out of date: building first.')
  const result = spawnSync(process.execPath, ['scripts/run.mjs', 'scripts/build.ts'], { stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
} else {
  console.log(`${deployable} is up to date with its sources.`)
}
serveDeployable({
  dir: deployable,
  port: options.port,
  host: options.host,
  base: '/',
  mode: options.objectStore ? 'object-store' : 'production',
})
