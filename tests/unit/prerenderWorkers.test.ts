import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { startPrerenderWorkers } from '../../scripts/pipeline/prerender.ts'
import { withoutTsxLoader } from '../../scripts/pipeline/processes.ts'

describe('the prerender workers’ Node flags', () => {
  it('drop tsx’s loader in each form it is given, and keep every other flag', () => {
    expect(
      withoutTsxLoader([
        '--require',
        '/work/node_modules/tsx/dist/preflight.cjs',
        '--import',
        'file:///work/node_modules/tsx/dist/loader.mjs',
        '--max-old-space-size=4096',
      ]),
    ).toEqual(['--max-old-space-size=4096'])
    expect(withoutTsxLoader(['--import', 'tsx', '--enable-source-maps'])).toEqual(['--enable-source-maps'])
    expect(withoutTsxLoader(['--import=tsx', '--import', './other.mjs'])).toEqual(['--import', './other.mjs'])
    expect(withoutTsxLoader(['--import', './tsxlike.mjs'])).toEqual(['--import', './tsxlike.mjs'])
  })
})

describe('a prerender worker', () => {
  it('takes a task sent the moment it starts, and reports one it cannot carry out by name', async () => {
    const workers = startPrerenderWorkers(1)
    const missing = join(tmpdir(), `no-server-build-${process.pid}`)
    const task = { serverEntry: join(missing, 'entry.mjs'), workerModule: join(missing, 'prerender', 'prerenderWorker.mjs') }
    await expect(
      workers.render({ ...task, clientDir: tmpdir(), base: '/', paths: ['/KFC'], notFoundPage: true }),
    ).rejects.toThrow(/no-server-build/)
  })
})
