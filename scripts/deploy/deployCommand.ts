// `npm run deploy -- s3://BUCKET[/PREFIX]` from arguments to exit code: check the deployable, plan against the
// bucket, then upload in phases (or only print the plan), and say in one line what happened. An interrupt (the
// script turns SIGINT/SIGTERM into `signal`) stops it like a failure, with the conventional status 130/143.
import { relative, resolve } from 'node:path'
import { helpText, usageErrorText } from '../cli/commandLine.ts'
import { UsageError } from '../cli/options.ts'
import { deploySpec, parseDeployArgs } from './cliOptions.ts'
import { readDeployable } from './deployable.ts'
import { DeployError } from './deployError.ts'
import { planDeploy } from './plan.ts'
import { publish } from './publish.ts'
import { type DeployCounts, type Output, ProgressReporter, planLines, summaryLine } from './report.ts'
import { createS3Client } from './s3Client.ts'
import { describeTarget } from './s3Target.ts'

export interface CommandContext {
  output: Output
  env: NodeJS.ProcessEnv
  cwd: string
  /** Aborted with the name of the signal ("SIGINT", "SIGTERM") that interrupts the deploy. */
  signal?: AbortSignal
}

const interruptStatus: Record<string, number> = { SIGINT: 130, SIGTERM: 143 }

/** Resolves to the exit code: 0 done, 1 the deploy failed, 2 the command line was wrong, 130/143 interrupted. */
export async function deployCommand(argv: readonly string[], context: CommandContext): Promise<number> {
  const { output, env, cwd, signal } = context
  const started = performance.now()
  let parsed: ReturnType<typeof parseDeployArgs>
  try {
    parsed = parseDeployArgs(argv, env)
  } catch (error) {
    if (!(error instanceof UsageError)) throw error
    output.err(usageErrorText(deploySpec, error))
    return 2
  }
  if (parsed.help) {
    output.out(helpText(deploySpec))
    return 0
  }
  const { target, force, concurrency, deleteStale, dryRun, pathStyle, maxAttempts } = parsed.options
  const { connectTimeoutMs, requestTimeoutMs } = parsed.options
  const dir = resolve(cwd, parsed.options.dir)

  try {
    const { root, objects: local } = readDeployable(dir)
    const client = await createS3Client({ pathStyle, maxAttempts, connectTimeoutMs, requestTimeoutMs })
    try {
      const plan = await planDeploy({ client, target, local, force, concurrency, signal })
      const planned: DeployCounts = {
        uploaded: plan.phases.reduce((n, p) => n + p.upload.length, 0),
        uploadedBytes: plan.phases.reduce((n, p) => n + p.uploadBytes, 0),
        skipped: plan.phases.reduce((n, p) => n + p.skip.length, 0),
        deleted: deleteStale ? plan.stale.length : 0,
      }
      let counts = planned
      if (dryRun) {
        for (const line of planLines(plan, deleteStale)) output.out(line)
      } else {
        const reporter = new ProgressReporter(output, planned.uploaded)
        counts = await publish({ client, target, dir: root, plan, deleteStale, concurrency, reporter, signal })
      }
      const summary = {
        dryRun,
        from: relative(cwd, dir) || '.',
        to: describeTarget(target),
        seconds: (performance.now() - started) / 1000,
        staleKept: deleteStale ? 0 : plan.stale.length,
      }
      output.out(summaryLine(summary, counts))
    } finally {
      client.destroy()
    }
    return 0
  } catch (error) {
    if (signal?.aborted) {
      const note = error instanceof DeployError ? error.note : undefined
      output.err(`Deploy interrupted (${signal.reason}). ${note ?? 'Nothing in the bucket was changed.'}`)
      return interruptStatus[String(signal.reason)] ?? 1
    }
    if (error instanceof UsageError) output.err(error.message)
    else if (error instanceof DeployError) {
      // Failures while uploading say what they leave behind; before that, nothing was written.
      output.err(`Deploy failed: ${error.message}\n${error.note ?? 'Nothing in the bucket was changed.'}`)
    } else output.err(`Deploy failed: ${(error as Error).stack ?? error}`)
    return 1
  }
}
