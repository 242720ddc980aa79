// Build progress: Vike's bundling is run with its noise folded away, and the page renderer reports a running count.

/** Runs Vike's bundling with Rolldown's note about Vike's own unnamed chunk group (noise for our users) dropped. */
export async function withPrerenderProgress<T>(quiet: boolean, run: () => Promise<T>): Promise<T> {
  const original = console.log
  const originalWarn = console.warn
  const noise = (args: unknown[]) => args.map(String).join(' ').includes('debugName')
  console.warn = (...args: unknown[]) => noise(args) || originalWarn(...args)
  console.log = (...args: unknown[]) => noise(args) || quiet || original(...args)
  try {
    return await run()
  } finally {
    console.log = original
    console.warn = originalWarn
  }
}

/** A callback for pages written that logs "prerendered N/total pages" at each quarter (nothing when quiet). */
export function prerenderCounter(total: number, quiet: boolean, log: (line: string) => void): (count: number) => void {
  const step = Math.max(1, Math.ceil(total / 4))
  let written = 0
  return (count) => {
    const before = written
    written += count
    if (!quiet && (Math.floor(written / step) > Math.floor(before / step) || written === total)) {
      log(`  prerendered ${written}/${total} pages`)
    }
  }
}
