// The deploy's command line: its flags and help, and every value checked before anything is read or sent.
import { type CommandSpec, parseCommandLine } from '../cli/commandLine.ts'
import { asSeconds, asText, asWholeNumber, switchOption, valueOption } from '../cli/options.ts'
import { parseS3Target, type S3Target } from './s3Target.ts'

export interface DeployOptions {
  target: S3Target
  dir: string
  deleteStale: boolean
  dryRun: boolean
  force: boolean
  pathStyle: boolean
  concurrency: number
  maxAttempts: number | undefined
  /** Milliseconds a connection may take to open, and a request to be answered (or its answer to stall). */
  connectTimeoutMs: number
  requestTimeoutMs: number
}

export type ParsedArgs = { help: true } | { help: false; options: DeployOptions }

/** Attempts per request when neither --max-attempts nor AWS_MAX_ATTEMPTS says: a deploy sends hundreds. */
const defaultMaxAttempts = 5

const deployOptions = {
  dir: valueOption('--dir', '<dir>', 'Deployable folder; its upload list is <dir>.upload-list.json', asText, 'dist/site'),
  delete: switchOption(
    '--delete',
    'Once the new build is live, delete objects under the prefix it does not have (never builds/meta/*)',
  ),
  dryRun: switchOption('--dry-run', 'Print the plan (uploads, skips, deletions, in order) and change nothing'),
  force: switchOption('--force', 'Upload every object, unchanged or not (e.g. after the cache policy changed)'),
  noPathStyle: switchOption('--no-path-style', 'Virtual-hosted addressing (bucket in the host name) even with a custom endpoint'),
  concurrency: valueOption('--concurrency', '<n>', 'Uploads at a time within a phase', asWholeNumber(1, 64), '8'),
  maxAttempts: valueOption(
    '--max-attempts',
    '<n>',
    `Attempts per request, retries with backoff included (default: AWS_MAX_ATTEMPTS, else ${defaultMaxAttempts})`,
    asWholeNumber(1, 20),
  ),
  connectTimeout: valueOption(
    '--connect-timeout',
    '<s>',
    'Seconds a connection to the store may take to open before the attempt fails (and is retried)',
    asSeconds(0.1, 300),
    '10',
  ),
  requestTimeout: valueOption(
    '--request-timeout',
    '<s>',
    'Seconds a request may wait for its answer, or an answer stall, before the attempt fails (and is retried)',
    asSeconds(0.1, 3600),
    '60',
  ),
}

export const deploySpec: CommandSpec<typeof deployOptions> = {
  name: 'deploy',
  summary: 'Uploads the deployable to an S3-compatible bucket in an order that never exposes a broken site.',
  args: { name: 'the target', usage: 's3://BUCKET[/PREFIX]', min: 1, max: 1 },
  options: deployOptions,
  environment: [
    'AWS_ENDPOINT_URL',
    'AWS_REGION',
    'AWS_ACCESS_KEY_ID',
    'AWS_SECRET_ACCESS_KEY',
    'AWS_SESSION_TOKEN',
    'AWS_PROFILE',
    'AWS_MAX_ATTEMPTS',
    'CI',
  ],
  exitStatus:
    '0 deployed (or planned, with --dry-run); 1 the deploy failed, saying what it left in the bucket; 130/143 interrupted (SIGINT/SIGTERM), saying the same',
  examples: [
    'npm run deploy -- s3://storefront-demo',
    'AWS_ENDPOINT_URL=http://127.0.0.1:9000 npm run deploy -- s3://site/demo --delete',
  ],
}

/** `argv` without node and the script. Throws a UsageError that names the bad flags, value or argument. */
export function parseDeployArgs(argv: readonly string[], env: NodeJS.ProcessEnv): ParsedArgs {
  const parsed = parseCommandLine(deploySpec, argv)
  if (parsed.help) return { help: true }
  const { options, args } = parsed
  return {
    help: false,
    options: {
      target: parseS3Target(args[0] as string),
      dir: options.dir,
      deleteStale: options.delete,
      dryRun: options.dryRun,
      force: options.force,
      pathStyle: !options.noPathStyle,
      concurrency: options.concurrency,
      maxAttempts: options.maxAttempts ?? (env.AWS_MAX_ATTEMPTS ? undefined : defaultMaxAttempts),
      connectTimeoutMs: options.connectTimeout,
      requestTimeoutMs: options.requestTimeout,
    },
  }
}
