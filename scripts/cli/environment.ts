// Every environment variable the project's commands and tests read, with its default: the source of each command's
// "Environment" help and of docs/commands.md's table (tests/unit/cliEnvironment.test.ts keeps that table, this list and
// the variables the code reads in step).
import { existsSync } from 'node:fs'

export interface EnvironmentVariable {
  readonly name: string
  /** What reads it. */
  readonly by: string
  /** What happens when it is not set. */
  readonly unset: string
  readonly meaning: string
}

export const environmentVariables = [
  {
    name: 'CI',
    by: 'every command, `npm test`',
    unset: 'progress lines',
    meaning: '`true` or `1`: commands print only their summary and errors',
  },
  {
    name: 'ANALYTICS_ENV',
    by: '`build`, `start`',
    unset: 'test write keys',
    meaning: '`PROD`: pages report with production write keys; a table marked as placeholders is refused',
  },
  {
    name: 'ANALYTICS_SOURCES',
    by: '`build`, `start`, `new-brand`',
    unset: '`analytics/sources.json`, the shipped placeholders',
    meaning: 'the analytics source table to build with: your workspace’s write keys',
  },
  {
    name: 'SOURCE_DATE_EPOCH',
    by: '`build`',
    unset: 'time of the last git commit',
    meaning: 'the build timestamp, in seconds',
  },
  {
    name: 'VITE_BUILD_POLL_INTERVAL_MS',
    by: '`build`',
    unset: '`300000`, 5 minutes',
    meaning: 'how often pages check for a newer build, in ms, read at build time; `0` turns it off',
  },
  {
    name: 'DEBUG',
    by: '`build`',
    unset: 'message only',
    meaning: 'any value: a failed build also prints the stack of an unexpected error',
  },
  {
    name: 'NODE_ENV',
    by: '`build`',
    unset: 'production bundles',
    meaning: 'part of the key under which a data-only rebuild reuses bundles (Vitest sets `test`)',
  },
  {
    name: 'BRANDS_DIR',
    by: '`build`, `check-brands`, `new-brand`, `gallery`',
    unset: '`brands`',
    meaning: 'the brand data folder, for tests and the scale benchmark',
  },
  {
    name: 'PROJECT_ROOT',
    by: '`build`, `check-brands`, `new-brand`, `brand-schema`',
    unset: 'the working directory',
    meaning: 'the project folder paths are resolved against, for tests',
  },
  { name: 'PORT', by: '`preview`, `start`', unset: '`4173`', meaning: 'the port to listen on; `--port` wins' },
  {
    name: 'CHROMIUM_PATH',
    by: '`npm test`, `gallery`, `bench`',
    unset: '`/usr/bin/chromium-headless-shell`, else `/usr/bin/chromium`, else Playwright’s',
    meaning: 'the Chromium to drive',
  },
  { name: 'E2E_DIR', by: 'browser tests', unset: '`dist/site`', meaning: 'the deployable the browser tests serve' },
  { name: 'E2E_PORT', by: 'browser tests', unset: '`4174`', meaning: 'the port the browser tests serve it on' },
  {
    name: 'AWS_ENDPOINT_URL',
    by: '`deploy`',
    unset: 'AWS S3',
    meaning: 'endpoint of an S3-compatible store (or `AWS_ENDPOINT_URL_S3`); path-style addressing is then used',
  },
  {
    name: 'AWS_REGION',
    by: '`deploy`',
    unset: 'the profile’s',
    meaning: 'region, any value the store accepts: `us-east-1`, `auto`',
  },
  {
    name: 'AWS_ACCESS_KEY_ID',
    by: '`deploy`',
    unset: 'the SDK default chain: `AWS_PROFILE`, SSO, web identity, instance roles',
    meaning: 'credentials, with `AWS_SECRET_ACCESS_KEY`',
  },
  { name: 'AWS_SECRET_ACCESS_KEY', by: '`deploy`', unset: 'the SDK default chain', meaning: 'the secret of `AWS_ACCESS_KEY_ID`' },
  { name: 'AWS_SESSION_TOKEN', by: '`deploy`', unset: 'none', meaning: 'the session token of temporary credentials' },
  {
    name: 'AWS_PROFILE',
    by: '`deploy`',
    unset: 'the profile named `default`',
    meaning: 'profile in `~/.aws/config` and `~/.aws/credentials`',
  },
  { name: 'AWS_MAX_ATTEMPTS', by: '`deploy`', unset: '`5`', meaning: 'attempts per request; `--max-attempts` wins' },
  {
    name: 'AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED',
    by: '`deploy`',
    unset: '`true`, set by `deploy`',
    meaning: 'the SDK’s notice that its 2027 releases need Node 22; the lock file pins the SDK',
  },
  {
    name: 'OUT_DIR',
    by: 'Vite, set by `build`',
    unset: '`dist/vike`',
    meaning: 'Vike’s output root: `dist/`, its `client/` and `server/` linked into the build’s staging folder; not for users',
  },
  { name: 'BASE_PATH', by: 'Vite, set by `build`', unset: '`/`', meaning: 'from `--base`; not for users' },
] as const satisfies readonly EnvironmentVariable[]

export type EnvironmentName = (typeof environmentVariables)[number]['name']

export function environmentVariable(name: EnvironmentName): EnvironmentVariable {
  return environmentVariables.find((variable) => variable.name === name) as EnvironmentVariable
}

/** Whether a command prints only its summary and errors: under CI=true (or 1). */
export function isCi(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.CI === 'true' || env.CI === '1'
}

/** docs/commands.md's table of these variables, columns padded as the formatter pads Markdown tables. */
export function environmentTable(): string {
  const rows = [
    ['variable', 'read by', 'when unset', 'what it does'],
    ...environmentVariables.map((v) => [`\`${v.name}\``, v.by, v.unset, v.meaning]),
  ]
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => [...(row[column] as string)].length))) ?? []
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => cell + ' '.repeat((widths[column] as number) - [...cell].length)).join(' | ')} |`
  const [head, ...body] = rows as string[][]
  return [line(head as string[]), line(widths.map((w) => '-'.repeat(w))), ...body.map(line)].join('\n')
}

// The Chromium the browser tests and the gallery drive: CHROMIUM_PATH when set, else Debian's headless shell (the
// browser Playwright itself runs headless in), else Debian's full chromium, else none (Playwright's own build).
export function systemChromium(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium-headless-shell', '/usr/bin/chromium']
  return candidates.find((path): path is string => Boolean(path) && existsSync(path as string))
}
