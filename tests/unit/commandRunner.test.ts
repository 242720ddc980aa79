// scripts/run.mjs runs the TypeScript commands npm starts: compiled once into a cached module that must never run
// stale code, with each module still knowing its own source file, and a compile error reported by file.
import { spawnSync } from 'node:child_process'
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, dirname, join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'

const work = mkdtempSync(join(tmpdir(), 'command-runner-'))
const cache = join('node_modules', '.cache', 'storefront-commands')
afterAll(() => {
  rmSync(work, { recursive: true, force: true })
  for (const file of readdirSync(cache)) if (file.includes(basename(work))) rmSync(join(cache, file))
})

function run(file: string, args: string[] = [], cwd?: string) {
  const result = spawnSync(process.execPath, ['scripts/run.mjs', file, ...args], { encoding: 'utf8', cwd })
  return { code: result.status, stdout: result.stdout, stderr: result.stderr }
}

/** The runner's record of a command's compiled module (named after the command's path). */
const manifestOf = (file: string) => {
  const found = readdirSync(cache).find((f) => f.endsWith(`${basename(dirname(file))}_${basename(file)}.json`))
  return JSON.parse(readFileSync(join(cache, found as string), 'utf8')) as { output: string }
}

describe('the command runner', () => {
  const main = join(work, 'main.ts')
  const dep = join(work, 'dep.ts')
  writeFileSync(
    main,
    `import { here, value } from './dep.ts'
const typed: number = value
console.log(JSON.stringify({ self: process.argv[1], args: process.argv.slice(2), here, typed }))
process.exitCode = 3
`,
  )
  const writeDep = (value: number) =>
    writeFileSync(dep, `export const here: string = import.meta.url\nexport const value = ${value}\n`)

  it('runs a TypeScript command with its arguments, exit status and each module’s own URL', () => {
    writeDep(1)
    const { code, stdout, stderr } = run(main, ['--flag', 'x y'])
    expect(stderr).toBe('')
    expect(code).toBe(3)
    expect(JSON.parse(stdout)).toEqual({ self: main, args: ['--flag', 'x y'], here: pathToFileURL(dep).href, typed: 1 })
  })

  it('reuses the compiled command while its sources are unchanged, and compiles it again after an edit', () => {
    writeDep(1)
    run(main)
    const before = manifestOf(main).output
    expect(JSON.parse(run(main).stdout).typed).toBe(1)
    expect(manifestOf(main).output).toBe(before)
    writeDep(2)
    expect(JSON.parse(run(main).stdout).typed).toBe(2)
    expect(manifestOf(main).output).not.toBe(before)
  })

  it('never runs a module compiled in another folder that shares its node_modules (a worktree, a copy)', () => {
    // Two projects with the same command, byte for byte, and one node_modules (so one cache).
    const command = `tool-${basename(work)}.ts`
    const projects = ['first', 'second'].map((name) => {
      const project = join(work, name)
      mkdirSync(join(project, 'scripts'), { recursive: true })
      copyFileSync('scripts/run.mjs', join(project, 'scripts', 'run.mjs'))
      symlinkSync(resolve('node_modules'), join(project, 'node_modules'))
      writeFileSync(join(project, command), 'console.log(import.meta.url)\n')
      return project
    })
    for (const project of [...projects, ...projects]) {
      expect(run(command, [], project).stdout.trim()).toBe(pathToFileURL(join(project, command)).href)
    }
  })

  it('names the file it cannot compile and exits with status 1', () => {
    const broken = join(work, 'broken.ts')
    writeFileSync(broken, 'const = 1\n')
    const { code, stdout, stderr } = run(broken)
    expect(code).toBe(1)
    expect(stdout).toBe('')
    expect(stderr).toContain('broken.ts:1:')
  })

  it('says how it is used when given no command', () => {
    const { code, stderr } = run('')
    expect(code).toBe(2)
    expect(stderr).toMatch(/^usage: node scripts\/run\.mjs <script\.ts>/)
  })
})
