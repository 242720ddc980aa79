// The deploy's command line: its flags and help, and every value checked before anything is read or sent.
import { cac } from 'cac'
import { flagProblems, flagsOf } from './flagCheck.ts'
import { parseS3Target, type S3Target } from './s3Target.ts'
import { UsageError } from './usageError.ts'

export interface DeployOptions {
  target: S3Target
  dir: string
  deleteStale: boolean
  dryRun: boolean
  force: boolean
  pathStyle: boolean
  concurrency: number
  maxAttempts: number | undefined
}

export type ParsedArgs = { help: true } | { help: false; options: DeployOptions }

/** Attempts per request when neither --max-attempts nor AWS_MAX_ATTEMPTS says: a deploy sends hundreds. */
const defaultMaxAttempts = 5

const environment = [
  '  AWS_ENDPOINT_URL           Endpoint of an S3-compatible store (path-style addressing is then used)',
  '  AWS_REGION                 Region (any value the store accepts, e.g. us-east-1 or auto)',
  '  AWS_ACCESS_KEY_ID          Credentials (with AWS_SECRET_ACCESS_KEY), or any other source of the',
  '                             SDK default chain: AWS_PROFILE, SSO, web identity, instance roles',
  '  AWS_PROFILE                Profile in ~/.aws/config and ~/.aws/credentials',
  '  AWS_MAX_ATTEMPTS           Default for --max-attempts',
  '  CI=true                    Print only the summary and errors',
].join('\n')

function defineCli() {
  const cli = cac('npm run deploy --')
  cli
    .usage(
      's3://BUCKET[/PREFIX] [options]\n\n  Uploads the deployable to an S3-compatible bucket in an order that never exposes a broken site.',
    )
    .option('--dir <dir>', 'Deployable folder; its upload list is <dir>.upload-list.json', { default: 'dist/site' })
    .option('--delete', 'Once the new build is live, delete objects under the prefix it does not have (never builds/meta/*)')
    .option('--dry-run', 'Print the plan (uploads, skips, deletions, in order) and change nothing')
    .option('--force', 'Upload every object, unchanged or not (e.g. after the cache policy changed)')
    .option('--no-path-style', 'Virtual-hosted addressing (bucket in the host name) even with a custom endpoint')
    .option('--concurrency <n>', 'Uploads at a time within a phase', { default: 8 })
    .option(
      '--max-attempts <n>',
      `Attempts per request, retries with backoff included (default: AWS_MAX_ATTEMPTS, else ${defaultMaxAttempts})`,
    )
    .example('  npm run deploy -- s3://storefront-demo')
    .example('  AWS_ENDPOINT_URL=http://127.0.0.1:9000 npm run deploy -- s3://site/demo --delete')
    .help((sections) => [
      // Without the bare program name cac puts first; a negated switch's "(default: true)" says nothing here.
      ...sections
        .filter((s) => s.title)
        .map((s) => ({ ...s, body: s.body.replace(/ \(default: true\)/, '').replace(/ +$/gm, '') })),
      { title: 'Environment', body: environment },
    ])
  return cli
}

/** `argv` without node and the script. Throws a UsageError that names the bad flags, value or argument. */
export function parseDeployArgs(argv: readonly string[], env: NodeJS.ProcessEnv): ParsedArgs {
  const cli = defineCli()
  // cac prints the help while parsing; help wins over any other mistake on the line.
  const { args, options } = cli.parse(['node', 'deploy', ...argv])
  if (options.help) return { help: true }
  const known = cli.globalCommand.options.flatMap((o) => flagsOf(o.rawName))
  const problems = flagProblems(argv, known)
  if (problems.length > 0) throw new UsageError(problems.join('; '))

  if (args.length === 0) throw new UsageError('Missing the target: s3://BUCKET or s3://BUCKET/PREFIX')
  if (args.length > 1) throw new UsageError(`One target only; unexpected: ${args.slice(1).join(' ')}`)
  const maxAttemptsFlag = options.maxAttempts === undefined ? undefined : count('--max-attempts', options.maxAttempts, 1, 20)
  return {
    help: false,
    options: {
      target: parseS3Target(String(args[0])),
      dir: text('--dir', options.dir),
      deleteStale: options.delete === true,
      dryRun: options.dryRun === true,
      force: options.force === true,
      pathStyle: options.pathStyle !== false,
      concurrency: count('--concurrency', options.concurrency, 1, 64),
      maxAttempts: maxAttemptsFlag ?? (env.AWS_MAX_ATTEMPTS ? undefined : defaultMaxAttempts),
    },
  }
}

function text(flag: string, value: unknown): string {
  if (Array.isArray(value)) throw new UsageError(`${flag} given more than once`)
  if (typeof value === 'boolean' || value === '' || value === undefined) throw new UsageError(`${flag} needs a value`)
  return String(value)
}

function count(flag: string, value: unknown, min: number, max: number): number {
  const raw = text(flag, value)
  const n = Number(raw)
  if (!/^\d+$/.test(raw) || n < min || n > max) {
    throw new UsageError(`Bad value for ${flag}: "${raw}" (expected a whole number from ${min} to ${max})`)
  }
  return n
}
