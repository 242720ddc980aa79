// The build asks for a full collection before bundling (collectGarbage.ts): without --expose-gc on the command line.
import { describe, expect, it } from 'vitest'
import { collectGarbage } from '../../scripts/pipeline/collectGarbage.ts'

describe('collecting garbage', () => {
  it('frees what was dropped, in a process started without --expose-gc', () => {
    expect(process.execArgv).not.toContain('--expose-gc')
    let garbage: number[][] | undefined = Array.from({ length: 200 }, () => Array.from({ length: 50_000 }, (_, i) => i))
    const held = process.memoryUsage().heapUsed
    expect(garbage.length).toBe(200)
    garbage = undefined
    collectGarbage()
    // 200 arrays of 50,000 numbers: about 80 MB, of which most must be gone.
    expect(held - process.memoryUsage().heapUsed).toBeGreaterThan(40 * 1024 * 1024)
  })
})
