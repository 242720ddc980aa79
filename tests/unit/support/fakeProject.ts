// A throwaway project folder with sentinel files in the places a build must never touch, and a snapshot of every
// entry in it (links included, not followed) to show that a refused build left everything as it was.
import { lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { writeFiles } from './writeFiles.ts'

export function fakeProject(): string {
  const root = mkdtempSync(join(tmpdir(), 'project-'))
  const files: Record<string, string> = {
    'package.json': '{"name":"sentinel"}',
    '.git/HEAD': 'ref: refs/heads/main\n',
    '.git/config': '[core]\n',
    'brands/keep.txt': 'not a brand file, and not a deployable',
    'builds/meta/earlier.json': '{"id":"earlier"}',
    'builds/latest.json': '{"id":"earlier"}',
  }
  writeFiles(root, files)
  return root
}

/** Every entry below `dir`: files with their content, links with their target, folders as "dir". */
export function snapshotTree(dir: string): Record<string, string> {
  const entries: Record<string, string> = {}
  const visit = (folder: string) => {
    for (const name of readdirSync(folder)) {
      const path = join(folder, name)
      const key = relative(dir, path)
      const stats = lstatSync(path)
      if (stats.isSymbolicLink()) entries[key] = `-> ${readlinkSync(path)}`
      else if (stats.isDirectory()) {
        entries[key] = 'dir'
        visit(path)
      } else entries[key] = readFileSync(path, 'utf8')
    }
  }
  visit(dir)
  return entries
}

/** The smallest folder a build recognises as an earlier deployable. */
export function writeEarlierDeployable(dir: string): string {
  mkdirSync(join(dir, 'builds'), { recursive: true })
  writeFileSync(join(dir, 'builds', 'latest.json'), '{"id":"earlier","timestamp":0}')
  writeFileSync(join(dir, '404.html'), 'missing')
  return dir
}
