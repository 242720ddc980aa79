// One command-line contract for every script: `--help` prints the usage and does nothing else; an unknown flag, a
// value given to a switch, a missing or repeated value, a bad value or a wrong number of arguments is refused with
// its name and exit status 2 before the script does anything. (cac, used before, checks unknown flags only for
// sub-commands, so `npm run build -- --ouT x` built to dist/site and exited 0.)
import { type EnvironmentName, environmentVariable } from './environment.ts'
import type { OptionSpec } from './options.ts'
import { UsageError } from './options.ts'

type Options = Record<string, OptionSpec<unknown>>
export type OptionValues<O extends Options> = { [K in keyof O]: O[K] extends OptionSpec<infer T> ? T : never }

export interface CommandSpec<O extends Options> {
  /** The npm script ("build"): the help and errors show `npm run build -- …`. */
  readonly name: string
  readonly summary: string
  /** Positional arguments: what they are, how the help shows them and how many are accepted. */
  readonly args?: { readonly name: string; readonly usage: string; readonly min: number; readonly max: number }
  readonly options: O
  readonly environment?: readonly EnvironmentName[]
  /** What the exit statuses other than 2 mean for this command. */
  readonly exitStatus: string
  readonly examples?: readonly string[]
}

export type CommandLine<O extends Options> = { help: true } | { help: false; args: string[]; options: OptionValues<O> }

const helpOption = { flag: '--help', description: 'Print this help and do nothing else' }

/** `npm start` is npm's own shorthand; every other script runs through `npm run`. */
function invocation(name: string): string {
  return name === 'start' ? 'npm start --' : `npm run ${name} --`
}

/** `argv` without node and the script. Throws a UsageError naming every flag that is wrong. */
export function parseCommandLine<O extends Options>(spec: CommandSpec<O>, argv: readonly string[]): CommandLine<O> {
  const byFlag = new Map(Object.entries(spec.options).map(([key, option]) => [option.flag, { key, option }]))
  const given = new Map<string, string>()
  const args: string[] = []
  const problems: string[] = []
  let help = false
  for (let i = 0; i < argv.length; i++) {
    const token = argv[i] as string
    if (token === '--') {
      args.push(...argv.slice(i + 1))
      break
    }
    if (!token.startsWith('-') || token === '-') {
      args.push(token)
      continue
    }
    const equals = token.indexOf('=')
    const flag = equals === -1 ? token : token.slice(0, equals)
    const inline = equals === -1 ? undefined : token.slice(equals + 1)
    if (flag === '--help' || flag === '-h') {
      help = true
      continue
    }
    const known = byFlag.get(flag)
    if (!known) {
      const near = nearestFlag(flag, [...byFlag.keys(), helpOption.flag])
      problems.push(`Unknown flag ${flag}${near ? ` (did you mean ${near}?)` : ''}`)
      continue
    }
    let value = ''
    if (known.option.value === undefined) {
      if (inline !== undefined) problems.push(`${flag} takes no value`)
    } else if (inline !== undefined) value = inline
    else if (i + 1 < argv.length && !(argv[i + 1] as string).startsWith('-')) value = argv[++i] as string
    else {
      problems.push(`${flag} needs a value (${flag}=VALUE for one that starts with "-")`)
      continue
    }
    if (given.has(known.key) && known.option.value !== undefined) problems.push(`${flag} given more than once`)
    given.set(known.key, value)
  }
  // Help wins over any other mistake on the line: whoever asks for it is finding out how the command works.
  if (help) return { help: true }
  if (problems.length > 0) throw new UsageError(problems.join('; '))

  const { min, max, usage, name } = spec.args ?? { min: 0, max: 0, usage: '', name: '' }
  if (args.length < min) throw new UsageError(`Missing ${name}: ${usage}`)
  if (args.length > max)
    throw new UsageError(`Unexpected argument${args.length - max > 1 ? 's' : ''}: ${args.slice(max).join(' ')}`)

  const options = Object.fromEntries(
    Object.entries(spec.options).map(([key, option]) => [key, option.read(given.get(key))]),
  ) as OptionValues<O>
  return { help: false, args, options }
}

/** For scripts: parses `process.argv`, prints the help and exits 0, or names the mistake and exits 2. */
export function runCommandLine<O extends Options>(
  spec: CommandSpec<O>,
  argv: readonly string[] = process.argv.slice(2),
): { args: string[]; options: OptionValues<O> } {
  try {
    const parsed = parseCommandLine(spec, argv)
    if (parsed.help) {
      console.log(helpText(spec))
      process.exit(0)
    }
    return parsed
  } catch (error) {
    if (!(error instanceof UsageError)) throw error
    console.error(usageErrorText(spec, error))
    process.exit(2)
  }
}

export function usageErrorText(spec: CommandSpec<Options>, error: UsageError): string {
  return `${spec.name}: ${error.message}\nRun \`${invocation(spec.name)} --help\` for usage.`
}

export function helpText(spec: CommandSpec<Options>): string {
  const plain = (text: string) => text.replaceAll('`', '')
  const options = [
    ...Object.values(spec.options).map((o) => ({
      left: o.value ? `${o.flag} ${o.value}` : o.flag,
      right: o.fallback === undefined ? o.description : `${o.description} (default: ${o.fallback})`,
    })),
    { left: `-h, ${helpOption.flag}`, right: helpOption.description },
  ]
  const environment = (spec.environment ?? []).map((name) => {
    const variable = environmentVariable(name)
    return { left: name, right: plain(`${variable.meaning} (default: ${variable.unset})`) }
  })
  const width = Math.max(...[...options, ...environment].map((row) => row.left.length))
  const table = (rows: { left: string; right: string }[]) =>
    rows.map((row) => `  ${row.left.padEnd(width)}  ${row.right}`).join('\n')
  const usage = [invocation(spec.name), spec.args?.usage, '[options]'].filter(Boolean).join(' ')
  const sections = [
    `Usage: ${usage}`,
    spec.summary,
    `Options:\n${table(options)}`,
    ...(environment.length > 0 ? [`Environment:\n${table(environment)}`] : []),
    `Exit status: ${spec.exitStatus}; 2 the command line is wrong (nothing was done).`,
    ...(spec.examples?.length ? [`Examples:\n${spec.examples.map((e) => `  ${e}`).join('\n')}`] : []),
  ]
  return sections.join('\n\n')
}

/** A known flag the typed one is probably a typo of: the same but for case, or one or two edits away. */
function nearestFlag(typed: string, known: readonly string[]): string | undefined {
  const lower = typed.toLowerCase()
  const scored = known.map((flag) => ({ flag, distance: editDistance(lower, flag) })).sort((a, b) => a.distance - b.distance)
  const best = scored[0]
  return best && best.distance <= 2 ? best.flag : undefined
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    for (let j = 1; j <= b.length; j++) {
      const substitution = (previous[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1)
      current[j] = Math.min((previous[j] as number) + 1, (current[j - 1] as number) + 1, substitution)
    }
    previous = current
  }
  return previous[b.length] as number
}
