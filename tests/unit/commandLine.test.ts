// The command line every script shares (scripts/cli/): help, and refusals that name the flag, the value or the
// argument. tests/build/commands.test.ts runs each script once to show they all go through it.
import { describe, expect, it } from 'vitest'
import { helpText, parseCommandLine } from '../../scripts/cli/commandLine.ts'
import { asList, asText, asWholeNumber, switchOption, valueOption } from '../../scripts/cli/options.ts'

const spec = {
  name: 'build',
  summary: 'Builds.',
  args: { name: 'the target', usage: '<target>', min: 0, max: 1 },
  options: {
    out: valueOption('--out', '<dir>', 'Deployable folder', asText, 'dist/site'),
    report: valueOption('--report', '<file>', 'Summary as JSON', asText),
    concurrency: valueOption('--concurrency', '<n>', 'At a time', asWholeNumber(1, 64), '8'),
    widths: valueOption(
      '--widths',
      '<px>',
      'Widths',
      asList((w) => (/^\d+$/.test(w) ? +w : undefined), 'a width'),
      '360',
    ),
    dryRun: switchOption('--dry-run', 'Change nothing'),
    noPathStyle: switchOption('--no-path-style', 'Virtual-hosted addressing'),
  },
  environment: ['CI', 'BRANDS_DIR'],
  exitStatus: '0 built; 1 failed',
  examples: ['npm run build -- --out /tmp/site'],
} as const

const parse = (...argv: string[]) => parseCommandLine(spec, argv)
const refusal = (...argv: string[]) => {
  try {
    parse(...argv)
  } catch (error) {
    return (error as Error).message
  }
  throw new Error(`${argv.join(' ')} was accepted`)
}

describe('the shared command line', () => {
  it('reads values as typed, with defaults going through the same checks', () => {
    expect(parse()).toEqual({
      help: false,
      args: [],
      options: { out: 'dist/site', report: undefined, concurrency: 8, widths: [360], dryRun: false, noPathStyle: false },
    })
    const given = parse('s3://x', '--out=/tmp/1e3', '--report', '0x10', '--concurrency', '12', '--widths', '360, 1280')
    expect(given).toMatchObject({
      args: ['s3://x'],
      options: { out: '/tmp/1e3', report: '0x10', concurrency: 12, widths: [360, 1280] },
    })
    expect(parse('--dry-run', '--no-path-style', '--', '--not-a-flag')).toMatchObject({
      args: ['--not-a-flag'],
      options: { dryRun: true, noPathStyle: true },
    })
  })

  it('refuses an unknown flag by name, the typo of a known one included, and suggests the flag meant', () => {
    expect(refusal('--ouT', 'x')).toBe('Unknown flag --ouT (did you mean --out?)')
    expect(refusal('--outt=x', '-x', '--colour', 'red')).toBe(
      'Unknown flag --outt (did you mean --out?); Unknown flag -x; Unknown flag --colour',
    )
  })

  it('refuses a value given to a switch, a missing or empty value, and a value given twice', () => {
    expect(refusal('--dry-run=yes')).toBe('--dry-run takes no value')
    expect(refusal('--out')).toBe('--out needs a value (--out=VALUE for one that starts with "-")')
    expect(refusal('--out', '--dry-run')).toBe('--out needs a value (--out=VALUE for one that starts with "-")')
    expect(refusal('--out=')).toBe('--out needs a value')
    expect(refusal('--out', 'a', '--out', 'b')).toBe('--out given more than once')
  })

  it('refuses a bad value, naming the flag, the value and what was expected', () => {
    expect(refusal('--concurrency', 'many')).toBe('Bad value for --concurrency: "many" (expected a whole number from 1 to 64)')
    expect(refusal('--concurrency', '0')).toBe('Bad value for --concurrency: "0" (expected a whole number from 1 to 64)')
    expect(refusal('--widths', '360,wide')).toBe('Bad value for --widths: "wide" is not a width')
  })

  it('refuses missing and unexpected arguments', () => {
    expect(refusal('a', 'b', 'c')).toBe('Unexpected arguments: b c')
    expect(() => parseCommandLine({ ...spec, args: { ...spec.args, min: 1 } }, [])).toThrow('Missing the target: <target>')
  })

  it('answers --help (or -h) whatever else the line holds', () => {
    expect(parse('--help')).toEqual({ help: true })
    expect(parse('--ouT', 'x', '-h')).toEqual({ help: true })
  })

  it('prints a help with every flag and its default, the environment with defaults, the exit statuses and examples', () => {
    expect(helpText(spec)).toBe(
      [
        'Usage: npm run build -- <target> [options]',
        '',
        'Builds.',
        '',
        'Options:',
        '  --out <dir>        Deployable folder (default: dist/site)',
        '  --report <file>    Summary as JSON',
        '  --concurrency <n>  At a time (default: 8)',
        '  --widths <px>      Widths (default: 360)',
        '  --dry-run          Change nothing',
        '  --no-path-style    Virtual-hosted addressing',
        '  -h, --help         Print this help and do nothing else',
        '',
        'Environment:',
        '  CI                 true or 1: commands print only their summary and errors (default: progress lines)',
        '  BRANDS_DIR         the brand data folder, for tests and the scale benchmark (default: brands)',
        '',
        'Exit status: 0 built; 1 failed; 2 the command line is wrong (nothing was done).',
        '',
        'Examples:',
        '  npm run build -- --out /tmp/site',
      ].join('\n'),
    )
    expect(helpText({ ...spec, name: 'start', args: undefined })).toMatch(/^Usage: npm start -- \[options\]\n/)
  })
})
