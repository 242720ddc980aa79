// The deploy of a built site, timed against the loopback S3 store the deploy tests use (s3rver on 127.0.0.1, in a
// temporary folder removed afterwards): a first deploy into an empty bucket, then a redeploy of the same deployable,
// which uploads nothing. Each is `npm run deploy` as ops run it, in a process of its own, measured as the build is:
// wall time, and the peak memory of its process tree. The store runs in the bench's own process, outside that tree.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { deployEnvironment, startS3TestServer } from '../../tests/deploy/s3TestServer.ts'
import { watchTreePeak } from './treePeak.ts'

export interface DeployRun {
  seconds: number
  peakRssMb: number
  /** The deploy's own summary line ("Deployed … uploaded N (… MB), skipped N, …"). */
  summary: string
}

export interface DeployTiming {
  first: DeployRun
  unchanged: DeployRun
}

const bucket = 'bench-site'

export async function measureDeploy(site: string): Promise<DeployTiming> {
  // As scripts/deploy.ts: the SDK's notice about Node versions is for whoever upgrades it.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true'
  const store = await startS3TestServer([bucket])
  const work = mkdtempSync(join(tmpdir(), 'bench-deploy-'))
  try {
    const env = { ...process.env, ...deployEnvironment(store.endpoint, work), CI: 'true' }
    const first = await deploy(site, env)
    // The store's log of requests is for the tests; here it would only grow.
    store.requests.length = 0
    const unchanged = await deploy(site, env)
    return { first, unchanged }
  } finally {
    await store.close()
    rmSync(work, { recursive: true, force: true })
  }
}

function deploy(site: string, env: NodeJS.ProcessEnv): Promise<DeployRun> {
  const started = performance.now()
  const child = spawn(process.execPath, ['scripts/run.mjs', 'scripts/deploy.ts', `s3://${bucket}`, '--dir', site], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const peak = watchTreePeak(child.pid as number)
  let output = ''
  child.stdout.on('data', (chunk) => {
    output += chunk
  })
  child.stderr.on('data', (chunk) => {
    output += chunk
  })
  return new Promise((resolve, reject) => {
    child.on('error', reject)
    child.on('close', (status) => {
      const peakRssMb = peak.stop()
      const seconds = Math.round((performance.now() - started) / 10) / 100
      if (status !== 0) return reject(new Error(`the deploy of ${site} failed (${status}):\n${output}`))
      const summary = output.trim().split('\n').at(-1) ?? ''
      resolve({ seconds, peakRssMb, summary })
    })
  })
}
