// Vike's output root for a build is dist/, whose client/ and server/ lead into the build's staging folder while the
// bundler runs, so that Vike's walk for old-style page files leaves the last deployable (dist/site) alone; what the
// links leave behind is removed, and a dist/ holding real client/ or server/ folders is left as it is.
import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readlinkSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { linkOutputRoot, removeOutputLinks } from '../../scripts/pipeline/outputLinks.mjs'

const work = mkdtempSync(join(tmpdir(), 'output-links-'))
afterEach(() => rmSync(work, { recursive: true, force: true }))

function project() {
  const dist = join(work, 'dist')
  const staging = join(dist, '.staging-123')
  mkdirSync(staging, { recursive: true })
  return { dist, staging }
}

describe('linkOutputRoot', () => {
  it('makes dist/ the root, its client/ and server/ links into the staging folder, and removes them after', () => {
    const { dist, staging } = project()
    const output = linkOutputRoot(staging)
    expect(output.outputRoot).toBe(dist)
    for (const name of ['client', 'server']) {
      expect(lstatSync(join(dist, name)).isSymbolicLink()).toBe(true)
      expect(readlinkSync(join(dist, name))).toBe(join('.staging-123', name))
    }
    // What Vike writes under the root lands in the staging folder; its root files stay in dist/ until removed.
    writeFileSync(join(dist, 'client', 'index.html'), 'page')
    writeFileSync(join(dist, 'assets.json'), '{}')
    writeFileSync(join(dist, 'page-chunks.json'), '{}')
    output.remove()
    expect(readFileSync(join(staging, 'client', 'index.html'), 'utf8')).toBe('page')
    for (const name of ['client', 'server', 'assets.json', 'page-chunks.json']) expect(existsSync(join(dist, name))).toBe(false)
  })

  it("replaces the links a killed bundler left, dangling into a staging folder that is gone, and the build's sweep removes them", () => {
    const { dist, staging } = project()
    linkOutputRoot(join(dist, '.staging-99'))
    rmSync(join(dist, '.staging-99'), { recursive: true })
    expect(linkOutputRoot(staging).outputRoot).toBe(dist)
    expect(readlinkSync(join(dist, 'client'))).toBe(join('.staging-123', 'client'))
    expect(removeOutputLinks(dist)).toBe(true)
    expect(removeOutputLinks(dist)).toBe(false)
    expect(existsSync(join(dist, 'client'))).toBe(false)
  })

  it('leaves a dist/ with a real client/ folder as it is, and writes into the staging folder itself', () => {
    const { dist, staging } = project()
    mkdirSync(join(dist, 'client'))
    writeFileSync(join(dist, 'client', 'mine.txt'), 'kept')
    writeFileSync(join(dist, 'assets.json'), 'kept')
    const output = linkOutputRoot(staging)
    expect(output.outputRoot).toBe(staging)
    expect(existsSync(join(dist, 'server'))).toBe(false)
    output.remove()
    expect(removeOutputLinks(dist)).toBe(false)
    expect(readFileSync(join(dist, 'client', 'mine.txt'), 'utf8')).toBe('kept')
    expect(readFileSync(join(dist, 'assets.json'), 'utf8')).toBe('kept')
  })
  it('leaves a deployable published as dist/client (a link into its versions folder) as it is', () => {
    const { dist, staging } = project()
    mkdirSync(join(dist, '.client.deploys', '1-abc', 'site'), { recursive: true })
    symlinkSync(join('.client.deploys', '1-abc', 'site'), join(dist, 'client'))
    writeFileSync(join(dist, 'page-chunks.json'), 'kept')
    expect(linkOutputRoot(staging).outputRoot).toBe(staging)
    expect(removeOutputLinks(dist)).toBe(false)
    expect(readlinkSync(join(dist, 'client'))).toBe(join('.client.deploys', '1-abc', 'site'))
    expect(readFileSync(join(dist, 'page-chunks.json'), 'utf8')).toBe('kept')
  })
})
