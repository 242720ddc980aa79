// The build timestamp must not change between two builds of the same commit: SOURCE_DATE_EPOCH when set
// (reproducible-builds.org convention), else the commit time, else now (outside a git checkout).
import { execFileSync } from 'node:child_process'

export function sourceTimestamp(cwd: string): number {
  const epoch = process.env.SOURCE_DATE_EPOCH
  if (epoch && /^\d+$/.test(epoch)) return Number(epoch) * 1000
  try {
    const seconds = execFileSync('git', ['log', '-1', '--format=%ct'], {
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim()
    if (/^\d+$/.test(seconds)) return Number(seconds) * 1000
  } catch {
    // Not a git checkout.
  }
  return Date.now()
}
