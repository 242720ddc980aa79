// Every npm script that runs one of our TypeScript commands goes through the shared command line: a mistyped flag
// is refused by name with exit status 2 before the command does anything (it used to be ignored: `npm run build --
// --ouT x` built to dist/site). One process per script, all at once; the rules themselves are unit-tested in
// tests/unit/commandLine.test.ts. Each runs as npm runs it: compiled by scripts/run.mjs, which so compiles them all.
import { execFile } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

const packageScripts = JSON.parse(readFileSync('package.json', 'utf8')).scripts as Record<string, string>
// One entry per command: an old name kept as an alias (docs/changelog.md) runs the same command as its new name.
const scripts = Object.entries(packageScripts)
  .map(([name, command]) => ({ name, command, file: /^node scripts\/run\.mjs (scripts\/\S+\.ts)$/.exec(command)?.[1] }))
  .filter((script): script is { name: string; command: string; file: string } => script.file !== undefined)
  .filter((script, i, all) => all.findIndex((other) => other.command === script.command) === i)

function run(file: string, args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((done) =>
    execFile(process.execPath, ['scripts/run.mjs', file, ...args], { env: { ...process.env, CI: '' } }, (error, stdout, stderr) =>
      done({ code: error ? Number(error.code) : 0, stdout, stderr }),
    ),
  )
}

describe('every command', () => {
  it('covers the scripts the issue names', () => {
    expect(scripts.map((s) => s.name)).toEqual(
      expect.arrayContaining(['build', 'preview', 'start', 'bench', 'check-brands', 'deploy', 'new-brand', 'gallery']),
    )
  })

  it('names every script in kebab-case, keeping the old names as aliases of the new for one release', () => {
    const aliases: Record<string, string> = {
      serve: 'preview',
      'check:brands': 'check-brands',
      'schema:brands': 'brand-schema',
      'test:unit': 'test-unit',
      'test:e2e': 'test-e2e',
    }
    for (const [old, now] of Object.entries(aliases)) {
      expect(packageScripts[now], now).toBeDefined()
      expect(packageScripts[old], old).toBe(packageScripts[now])
    }
    const names = Object.keys(packageScripts).filter((name) => !(name in aliases))
    expect(names.filter((name) => !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(name))).toEqual([])
  })

  it('refuses an unknown flag by name with exit status 2, having done nothing', async () => {
    const results = await Promise.all(scripts.map((script) => run(script.file, ['--ouT', 'x'])))
    scripts.forEach((script, i) => {
      const { code, stdout, stderr } = results[i] as Awaited<ReturnType<typeof run>>
      expect(stderr, script.name).toMatch(
        new RegExp(
          `^${script.name}: Unknown flag --ouT\\b.*\\nRun \`npm (run ${script.name}|start) -- --help\` for usage\\.\\n$`,
        ),
      )
      expect(code, script.name).toBe(2)
      expect(stdout, script.name).toBe('')
    })
  })

  it('npm start -- --help prints the help and nothing else: no build, no server', async () => {
    const { code, stdout, stderr } = await run('scripts/start.ts', ['--help'])
    expect(stdout).toMatch(/^Usage: npm start -- \[options\]\n\n/)
    expect(stdout).toContain('--port <port>')
    expect(stdout.endsWith('Examples:\n  npm start -- --port 8080\n')).toBe(true)
    expect(stderr).toBe('')
    expect(code).toBe(0)
  })
})
