// A signal that comes while a build is busy with synchronous work (finishing the deployable) is handled at the next
// checkpoint, before publishing: the build stops with 143 instead of publishing and exiting 0.
import { spawnSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'

describe('build interrupts', () => {
  it('stop the build at the checkpoint after synchronous work that a SIGTERM came in, with status 143', () => {
    const run = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        `const { watchInterrupts } = await import('./scripts/pipeline/interrupts.ts')
         const interrupts = watchInterrupts((signal) => console.log('stopped by', signal))
         // Finishing: synchronous, the signal arrives in the middle of it.
         process.kill(process.pid, 'SIGTERM')
         const until = Date.now() + 100
         while (Date.now() < until);
         try {
           await interrupts.checkpoint()
           console.log('published')
         } catch (error) {
           console.log(error.name)
         }
         await interrupts.finish()
         console.log('exited normally')`,
      ],
      { encoding: 'utf8' },
    )
    // Never "published": the handler stops the build (and the process) at the checkpoint.
    expect(run.stdout.trim()).toBe('stopped by SIGTERM')
    expect(run.status).toBe(143)
  })

  it('let a build that saw no signal finish and exit normally', () => {
    const run = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        `const { watchInterrupts } = await import('./scripts/pipeline/interrupts.ts')
         const interrupts = watchInterrupts(() => console.log('stopped'))
         await interrupts.checkpoint()
         await interrupts.finish()
         console.log('done')`,
      ],
      { encoding: 'utf8' },
    )
    expect(run.stdout.trim()).toBe('done')
    expect(run.status).toBe(0)
  })
})
