// The build's phases (scripts/pipeline/phaseClock.ts): each stage's seconds in the order it ran, a stage met twice
// added up, and parts measured elsewhere named under their stage.
import { describe, expect, it } from 'vitest'
import { phaseClock, phaseLine } from '../../scripts/pipeline/phaseClock.ts'

const busy = (ms: number) => {
  const until = performance.now() + ms
  while (performance.now() < until) {
    // Spinning: a timer would let the test wait on time.
  }
}

describe("the build's phase clock", () => {
  it('times each lap from the last, adds up a phase met twice and keeps the order they first ran in', () => {
    const clock = phaseClock()
    busy(30)
    expect(clock.lap('check data')).toBeGreaterThanOrEqual(0.03)
    busy(20)
    clock.lap('bundle')
    busy(20)
    clock.lap('check data')
    clock.add('bundle', { client: 1.234, server: 0.5 })
    const phases = clock.phases()
    expect(Object.keys(phases)).toEqual(['check data', 'bundle', 'bundle: client', 'bundle: server'])
    expect(phases['check data']).toBeGreaterThanOrEqual(0.05)
    expect(phases.bundle).toBeGreaterThanOrEqual(0.02)
    expect(phases['bundle: client']).toBe(1.23)
  })

  it('says a stage’s parts on one line', () => {
    expect(phaseLine({ client: 1.2, server: 0.456 })).toBe('client 1.20 s, server 0.46 s')
  })
})
