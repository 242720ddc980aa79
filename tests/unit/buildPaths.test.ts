// The paths a build refuses before writing anything, and the ones it accepts.
import { mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { checkBuildPaths } from '../../scripts/pipeline/guard.ts'
import { fakeProject, snapshotTree, writeEarlierDeployable } from './support/fakeProject.ts'

const root = fakeProject()
const outside = fakeProject()
writeEarlierDeployable(join(root, 'dist', 'site'))
mkdirSync(join(root, 'dist', '.site.deploys', '1-abc', 'site'), { recursive: true })
mkdirSync(join(root, 'empty'))
writeFileSync(join(root, 'notes.txt'), 'a file')
symlinkSync(join(root, 'brands'), join(root, 'link-to-brands'))
symlinkSync(join(root, 'dist', 'site'), join(root, 'link-to-deployable'))
writeEarlierDeployable(join(outside, 'earlier'))
// A git worktree: .git is a file naming the real git folder elsewhere.
const worktree = join(outside, 'worktree')
mkdirSync(worktree)
writeFileSync(join(worktree, '.git'), `gitdir: ${join(outside, '.git', 'worktrees', 'wt')}\n`)
mkdirSync(join(outside, '.git', 'worktrees', 'wt'), { recursive: true })
writeFileSync(join(outside, '.git', 'worktrees', 'wt', 'commondir'), '../..\n')
const before = snapshotTree(root)

afterAll(() => {
  rmSync(root, { recursive: true, force: true })
  rmSync(outside, { recursive: true, force: true })
})

const check = (out: string, more: { history?: string; report?: string; root?: string } = {}) =>
  checkBuildPaths({
    root: more.root ?? root,
    out: join(root, out),
    history: join(root, more.history ?? 'builds'),
    report: more.report === undefined ? undefined : join(root, more.report),
  })

describe('build paths', () => {
  it.each([
    ['.', /--out .*: it is or contains the project root/],
    ['..', /--out .*: it is or contains the project root/],
    ['.git', /--out .*: it overlaps git's folder/],
    ['.git/objects', /--out .*: it overlaps git's folder/],
    ['builds', /--out .*: it is or contains the --history folder/],
    ['builds/site', /--out .*: it is inside the --history folder/],
    ['dist', /--out .*: it is or contains dist, where builds are staged/],
    ['brands', /--out .*: it is a non-empty folder that is not an earlier deployable/],
    ['notes.txt', /--out .*: it exists and is not a folder/],
    ['link-to-brands', /--out .*: it is a symlink to .*brands, which is not an earlier deployable/],
    ['dist/site/nested', /--out .*: it is inside the deployable/],
    ['dist/.site.deploys/1-abc/site', /--out .*: it is inside .*\.site\.deploys, a folder builds manage/],
    ['dist/.staging-123/site', /--out .*: it is inside .*\.staging-123, a folder builds manage/],
  ])('refuses --out %s', (out, message) => {
    expect(() => check(out)).toThrow(message)
    expect(() => check(out)).toThrow(/Nothing was written\.$/)
  })

  it('refuses a --history that is the project, in git, or inside --out', () => {
    expect(() => check('dist/site', { history: '.' })).toThrow(/--history .*: it is or contains the project root/)
    expect(() => check('dist/site', { history: '.git/builds' })).toThrow(/--history .*: it overlaps git's folder/)
    expect(() => check('dist/site', { history: 'dist/site/builds' })).toThrow(/--out .*: it is or contains the --history/)
    expect(() => check('dist/site', { history: 'notes.txt' })).toThrow(/--history .*: it is not a folder/)
  })

  it('refuses a --report that would overwrite a file it did not write', () => {
    expect(() => check('dist/site', { report: 'package.json' })).toThrow(
      /--report .*: it exists and is not an earlier build report/,
    )
    expect(() => check('dist/site', { report: '.git/config' })).toThrow(/--report .*: it is inside .*\.git/)
  })

  it('refuses an --out overlapping the git folders of a worktree', () => {
    const out = join(outside, '.git', 'worktrees', 'wt', 'site')
    expect(() => checkBuildPaths({ root: worktree, out, history: join(worktree, 'builds') })).toThrow(/overlaps git's folder/)
  })

  it.each(['dist/site', 'dist/other-site', 'empty', 'link-to-deployable', 'new/deep/site'])('accepts --out %s', (out) => {
    expect(() => check(out, { report: 'dist/report.json' })).not.toThrow()
  })

  it('accepts an earlier deployable or a new folder outside the project', () => {
    expect(() => checkBuildPaths({ root, out: join(outside, 'earlier'), history: join(root, 'builds') })).not.toThrow()
    expect(() => checkBuildPaths({ root, out: join(outside, 'new'), history: join(root, 'builds') })).not.toThrow()
  })

  it('lets a shard (--shard) replace only an empty folder or an earlier shard folder', () => {
    const shard = (out: string) => checkBuildPaths({ root, out, history: join(root, 'builds'), writes: 'shard' })
    mkdirSync(join(outside, 'earlier-shard', 'part'), { recursive: true })
    writeFileSync(join(outside, 'earlier-shard', 'shard.json'), '{}')
    expect(() => shard(join(outside, 'earlier-shard'))).not.toThrow()
    expect(() => shard(join(root, 'empty'))).not.toThrow()
    expect(() => shard(join(outside, 'new-shard'))).not.toThrow()
    expect(() => shard(join(outside, 'earlier'))).toThrow(/--out .*: it is a deployable; a shard is only a part of one/)
    expect(() => shard(join(root, 'brands'))).toThrow(/--out .*: it is a non-empty folder that is not an earlier shard folder/)
    expect(() => shard(join(root, 'link-to-deployable'))).toThrow(/--out .*: it is a deployable/)
    expect(() => shard(join(root, 'link-to-brands'))).toThrow(/--out .*: it exists and is not a folder/)
  })

  it('refuses a merge --out that is inside or contains a shard folder it reads', () => {
    const merge = (out: string, shard: string) =>
      checkBuildPaths({ root, out, history: join(root, 'builds'), inputs: [{ flag: '--merge', path: shard }] })
    expect(() => merge(join(outside, 'shards', 'site'), join(outside, 'shards'))).toThrow(
      /--out .*: it is inside --merge .*shards/,
    )
    expect(() => merge(join(root, 'empty'), join(root, 'empty', 'shard-1'))).toThrow(/--out .*: it contains --merge .*shard-1/)
  })

  it('writes nothing while checking', () => {
    expect(snapshotTree(root)).toEqual(before)
  })
})
