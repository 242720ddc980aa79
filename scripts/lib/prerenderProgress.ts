// Prerender progress: the workers report pages written, and the build logs a running count.

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
