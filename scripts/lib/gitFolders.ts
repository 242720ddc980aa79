// The folders holding a project's git history: .git, and for a worktree (where .git is a file) the worktree's git
// folder and the repository's common one. A build must never write into or replace any of them.
import { existsSync, readFileSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'

export function gitFolders(root: string): string[] {
  const dotGit = join(root, '.git')
  const folders = [dotGit]
  if (!existsSync(dotGit) || statSync(dotGit).isDirectory()) return folders
  const pointer = /^gitdir:\s*(.+)$/m.exec(readFileSync(dotGit, 'utf8'))?.[1]?.trim()
  if (!pointer) return folders
  const gitDir = resolve(root, pointer)
  folders.push(gitDir)
  const common = join(gitDir, 'commondir')
  if (existsSync(common)) folders.push(resolve(gitDir, readFileSync(common, 'utf8').trim()))
  return folders
}
