// Everything the deploy prints: progress (a line per object on a terminal, phase headings otherwise, nothing
// under CI), the dry-run plan, and the one-line summary.
import type { LocalObject } from './deployable.ts'
import type { DeployPlan, PhasePlan } from './plan.ts'

export type Verbosity = 'objects' | 'phases' | 'quiet'

export interface Output {
  out: (line: string) => void
  err: (line: string) => void
  verbosity: Verbosity
}

export interface DeployCounts {
  uploaded: number
  uploadedBytes: number
  skipped: number
  deleted: number
}

export function formatBytes(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`
  if (bytes < 1e6) return `${(bytes / 1e3).toFixed(1)} kB`
  return `${(bytes / 1e6).toFixed(2)} MB`
}

function phaseHeading(plan: PhasePlan, index: number, total: number): string {
  return `[${index + 1}/${total}] ${plan.title}: upload ${plan.upload.length}, unchanged ${plan.skip.length}`
}

export class ProgressReporter {
  private done = 0
  constructor(
    private readonly output: Output,
    private readonly total: number,
  ) {}

  phaseStarted(plan: PhasePlan, index: number, total: number): void {
    if (this.output.verbosity !== 'quiet') this.output.out(phaseHeading(plan, index, total))
  }

  uploaded(object: LocalObject): void {
    this.done++
    if (this.output.verbosity === 'objects') {
      this.output.out(`  ↑ ${object.path}  ${formatBytes(object.bytes)}  (${this.done}/${this.total})`)
    }
  }

  deleting(count: number): void {
    if (this.output.verbosity !== 'quiet' && count > 0) this.output.out(`Deleting ${count} stale objects`)
  }

  deleted(path: string): void {
    if (this.output.verbosity === 'objects') this.output.out(`  ✕ ${path}`)
  }
}

/** The dry run's output, a line at a time: every object in upload order with what would happen to it. */
export function* planLines(plan: DeployPlan, deleteStale: boolean): Generator<string> {
  const { objects } = plan
  for (const [index, phase] of plan.phases.entries()) {
    yield phaseHeading(phase, index, plan.phases.length)
    // Both lists are sorted by path: merged, the phase reads in path order.
    let [up, kept] = [0, 0]
    while (up < phase.upload.length || kept < phase.skip.length) {
      const next = phase.upload[up]
      const same = phase.skip[kept]
      const uploadNext =
        next !== undefined && (same === undefined || (objects.paths[next] as string) < (objects.paths[same] as string))
      if (uploadNext) {
        up++
        yield `  upload ${objects.paths[next]}  ${formatBytes(objects.bytesOf(next))}`
      } else {
        kept++
        yield `  skip   ${objects.paths[same as number]}`
      }
    }
  }
  if (plan.stale.length > 0) {
    yield deleteStale ? 'Then, with the new build live, delete:' : 'Stale objects left in place (--delete removes them):'
    for (const path of plan.stale) yield `  ${deleteStale ? 'delete' : 'keep  '} ${path}`
  }
  if (plan.keptHistory.length > 0) yield `Earlier builds' metas kept: ${plan.keptHistory.length}`
}

export function summaryLine(
  what: { dryRun: boolean; from: string; to: string; seconds: number; staleKept: number },
  counts: DeployCounts,
): string {
  const seconds = `${what.seconds.toFixed(1)} s`
  const stale = what.staleKept > 0 ? `, ${what.staleKept} stale kept (--delete removes them)` : ''
  if (what.dryRun) {
    return `Dry run ${what.from} → ${what.to}: would upload ${counts.uploaded} (${formatBytes(counts.uploadedBytes)}), skip ${counts.skipped}, delete ${counts.deleted}${stale}, ${seconds}`
  }
  return `Deployed ${what.from} → ${what.to}: uploaded ${counts.uploaded} (${formatBytes(counts.uploadedBytes)}), skipped ${counts.skipped}, deleted ${counts.deleted}${stale}, ${seconds}`
}
