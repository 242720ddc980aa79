// The deploy of a built site, timed against the loopback S3 store the deploy tests use (s3rver on 127.0.0.1, in a
// temporary folder removed afterwards): a first deploy into an empty bucket, then a redeploy of the same deployable,
// which uploads nothing. Each is `npm run deploy` as ops run it, in a process of its own, measured as the build is:
// wall time, and the peak memory of its process tree. The store runs in another process (loopbackStore.ts).
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { deployEnvironment } from '../../tests/deploy/s3TestServer.ts'
import { watchTreePeak } from '../pipeline/treeMemory.ts'

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
  const store = await startStore()
  const work = mkdtempSync(join(tmpdir(), 'bench-deploy-'))
  try {
    const env = { ...process.env, ...deployEnvironment(store.endpoint, work), CI: 'true' }
    const first = await deploy(site, env)
    const unchanged = await deploy(site, env)
    return { first, unchanged }
  } finally {
    await store.close()
    rmSync(work, { recursive: true, force: true })
  }
}

/** Starts scripts/bench/loopbackStore.ts; `close` ends it once it has removed its folder. */
async function startStore(): Promise<{ endpoint: string; close(): Promise<void> }> {
  const child = spawn(
    process.execPath,
    ['--openssl-legacy-provider', 'scripts/run.mjs', 'scripts/bench/loopbackStore.ts', bucket],
    {
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  )
  const exited = new Promise<void>((done) => child.once('exit', () => done()))
  const endpoint = await new Promise<string>((resolve, reject) => {
    let text = ''
    child.stdout.on('data', (chunk) => {
      text += chunk
      if (text.includes('\n')) resolve(text.trim())
    })
    child.once('exit', (status) => reject(new Error(`the loopback S3 store stopped (${status})`)))
  })
  return {
    endpoint,
    async close() {
      child.stdin.end()
      await exited
    },
  }
}

function deploy(site: string, env: NodeJS.ProcessEnv): Promise<DeployRun> {
  const started = performance.now()
  const child = spawn(process.execPath, ['scripts/run.mjs', 'scripts/deploy.ts', `s3://${bucket}`, '--dir', site], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const peak = watchTreePeak(child.pid as number, 50)
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
