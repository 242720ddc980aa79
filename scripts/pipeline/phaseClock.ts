// Where a build's time goes: the seconds of each stage and of the parts inside it, in the order they ran, for the
// build's summary (`phases` in --report) and for its progress lines. A build that got slower says where.

export interface PhaseClock {
  /** Ends the running phase under `name` (what ran since the last lap or the clock's start); returns its seconds. */
  lap(name: string): number
  /** Adds parts measured elsewhere (the bundler's, a worker's) under `stage: part`. */
  add(stage: string, parts: Record<string, number>): void
  /** Every phase so far, seconds rounded to the hundredth. */
  phases(): Record<string, number>
}

export function phaseClock(): PhaseClock {
  const seconds: Record<string, number> = {}
  let started = performance.now()
  return {
    lap(name) {
      const now = performance.now()
      const lapped = (now - started) / 1000
      seconds[name] = (seconds[name] ?? 0) + lapped
      started = now
      return lapped
    },
    add(stage, parts) {
      for (const [part, value] of Object.entries(parts)) seconds[`${stage}: ${part}`] = value
    },
    phases: () => Object.fromEntries(Object.entries(seconds).map(([name, value]) => [name, Math.round(value * 100) / 100])),
  }
}

/** "client 1.21 s, server 0.80 s": the parts of a stage for a progress line. */
export function phaseLine(parts: Record<string, number>): string {
  return Object.entries(parts)
    .map(([name, value]) => `${name} ${value.toFixed(2)} s`)
    .join(', ')
}
