// Every environment variable the project's commands and tests read, with its default: the source of each command's
// "Environment" help and of the README's table (tests/unit/cliEnvironment.test.ts keeps all three in step).
export interface EnvironmentVariable {
  readonly name: string
  /** What happens when it is not set. */
  readonly unset: string
  readonly meaning: string
}

export const environmentVariables = [
  { name: 'CI', unset: 'progress lines', meaning: '`true` or `1`: commands print only their summary and errors' },
  {
    name: 'ANALYTICS_ENV',
    unset: 'test write keys',
    meaning: '`PROD`: pages report with production write keys; a table marked as placeholders is refused',
  },
  {
    name: 'ANALYTICS_SOURCES',
    unset: '`analytics/sources.json`, the shipped placeholders',
    meaning: 'the analytics source table to build with: your workspace’s write keys',
  },
  {
    name: 'SOURCE_DATE_EPOCH',
    unset: 'time of the last git commit',
    meaning: 'the build timestamp, in seconds',
  },
  {
    name: 'VITE_BUILD_POLL_INTERVAL_MS',
    unset: '`300000`, 5 minutes',
    meaning: 'how often pages check for a newer build, in ms, read at build time; `0` turns it off',
  },
  {
    name: 'DEBUG',
    unset: 'message only',
    meaning: 'any value: a failed build also prints the stack of an unexpected error',
  },
  { name: 'BRANDS_DIR', unset: '`brands`', meaning: 'the brand data folder, for tests and the scale benchmark' },
  {
    name: 'PROJECT_ROOT',
    unset: 'the working directory',
    meaning: 'the project folder paths are resolved against, for tests',
  },
  { name: 'PORT', unset: '`4173`', meaning: 'the port `serve` and `start` listen on; `--port` wins' },
  {
    name: 'CHROMIUM_PATH',
    unset: '`/usr/bin/chromium-headless-shell`, else `/usr/bin/chromium`, else Playwright’s',
    meaning: 'the Chromium the browser tests, `gallery` and `bench` drive',
  },
  { name: 'E2E_DIR', unset: '`dist/site`', meaning: 'the deployable the browser tests serve' },
  { name: 'E2E_PORT', unset: '`4174`', meaning: 'the port the browser tests serve it on' },
  {
    name: 'AWS_ENDPOINT_URL',
    unset: 'AWS S3',
    meaning: 'endpoint of an S3-compatible store for `deploy`; path-style addressing is then used',
  },
  {
    name: 'AWS_REGION',
    unset: 'the SDK’s, from the profile or instance',
    meaning: 'region for `deploy` (`us-east-1`, `auto`, …)',
  },
  {
    name: 'AWS_ACCESS_KEY_ID',
    unset: 'the SDK default chain',
    meaning: 'credentials for `deploy`, with `AWS_SECRET_ACCESS_KEY`; or `AWS_PROFILE`, SSO, web identity, instance roles',
  },
  { name: 'AWS_SECRET_ACCESS_KEY', unset: 'the SDK default chain', meaning: 'the secret of `AWS_ACCESS_KEY_ID`' },
  { name: 'AWS_PROFILE', unset: '`default`', meaning: 'profile in `~/.aws/config` and `~/.aws/credentials` for `deploy`' },
  { name: 'AWS_MAX_ATTEMPTS', unset: '`5`', meaning: 'attempts per request for `deploy`; `--max-attempts` wins' },
  {
    name: 'AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED',
    unset: '`true`, set by `deploy`',
    meaning: 'the SDK’s notice that its 2027 releases need Node 22; the lock file pins the SDK',
  },
  { name: 'OUT_DIR', unset: '`dist/vike`', meaning: 'set by `build` for Vite: its staging folder; not for users' },
  { name: 'BASE_PATH', unset: '`/`', meaning: 'set by `build` for Vite from `--base`; not for users' },
] as const satisfies readonly EnvironmentVariable[]

export type EnvironmentName = (typeof environmentVariables)[number]['name']

export function environmentVariable(name: EnvironmentName): EnvironmentVariable {
  return environmentVariables.find((variable) => variable.name === name) as EnvironmentVariable
}

/** Whether a command prints only its summary and errors: under CI=true (or 1). */
export function isCi(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.CI === 'true' || env.CI === '1'
}
