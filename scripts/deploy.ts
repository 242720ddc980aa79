// `npm run deploy -- s3://BUCKET[/PREFIX]`: uploads the built deployable to an S3-compatible bucket
// (see deploy/deployCommand.ts, and docs/deploying.md).
import { isCi } from './cli/environment.ts'
import { deployCommand } from './deploy/deployCommand.ts'
import type { Verbosity } from './deploy/report.ts'

// The SDK warns on each run that its releases from 2027 on need Node 22. This project supports Node 20 and the lock
// file pins the SDK: the notice is for whoever upgrades it, not for every deploy's output.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true'

const quiet = isCi()
const verbosity: Verbosity = quiet ? 'quiet' : process.stdout.isTTY ? 'objects' : 'phases'

// Ctrl+C or SIGTERM: nothing more is sent, the requests under way are cut, and the deploy says where it stopped.
// A second signal ends the process at once.
const interrupt = new AbortController()
for (const name of ['SIGINT', 'SIGTERM'] as const) {
  process.on(name, () => {
    if (interrupt.signal.aborted) process.exit(name === 'SIGINT' ? 130 : 143)
    interrupt.abort(name)
  })
}

process.exitCode = await deployCommand(process.argv.slice(2), {
  output: { out: (line) => console.log(line), err: (line) => console.error(line), verbosity },
  env: process.env,
  cwd: process.cwd(),
  signal: interrupt.signal,
})
