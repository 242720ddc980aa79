// The repo-root builds/ folder remembers the manifests of earlier builds, and every new deployable carries them:
// a visitor still running an old build can fetch its meta after a deploy, and so route and reload correctly.
import { copyFileSync, existsSync, mkdirSync, readdirSync, statSync, unlinkSync } from 'node:fs'
import { join } from 'node:path'

/** Earlier manifests kept at most; the oldest are dropped first. */
export const keptBuilds = 100

export function carryEarlierBuilds(historyDir: string, deployable: string): number {
  const from = join(historyDir, 'meta')
  if (!existsSync(from)) return 0
  const to = join(deployable, 'builds', 'meta')
  mkdirSync(to, { recursive: true })
  let carried = 0
  for (const file of readdirSync(from).filter((f) => f.endsWith('.json'))) {
    if (existsSync(join(to, file))) continue
    copyFileSync(join(from, file), join(to, file))
    carried++
  }
  return carried
}

export function rememberBuild(historyDir: string, deployable: string, id: string): void {
  mkdirSync(join(historyDir, 'meta'), { recursive: true })
  copyFileSync(join(deployable, 'builds', 'meta', `${id}.json`), join(historyDir, 'meta', `${id}.json`))
  copyFileSync(join(deployable, 'builds', 'latest.json'), join(historyDir, 'latest.json'))
  const metas = readdirSync(join(historyDir, 'meta'))
    .filter((f) => f.endsWith('.json'))
    .map((f) => ({ f, t: statSync(join(historyDir, 'meta', f)).mtimeMs }))
    .sort((a, b) => b.t - a.t)
  for (const old of metas.slice(keptBuilds)) unlinkSync(join(historyDir, 'meta', old.f))
}
