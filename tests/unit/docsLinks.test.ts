// Every relative link in README.md and docs/ leads somewhere: the file exists, and a `#anchor` names a heading of
// that file as GitHub renders it. Moving a section without its links fails here rather than on a reader.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, normalize } from 'node:path'
import { describe, expect, it } from 'vitest'

const documents = [
  'README.md',
  ...readdirSync('docs')
    .filter((f) => f.endsWith('.md'))
    .map((f) => join('docs', f)),
]

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
function headingAnchor(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[`*_]/g, '')
    .replace(/[^\p{L}\p{N} -]/gu, '')
    .replace(/ /g, '-')
}

function anchorsOf(file: string): Set<string> {
  const text = readFileSync(file, 'utf8').replace(/```[\s\S]*?```/g, '')
  return new Set([...text.matchAll(/^#{1,6}\s+(.+)$/gm)].map((m) => headingAnchor(m[1] as string)))
}

function relativeLinks(file: string): string[] {
  const text = readFileSync(file, 'utf8')
    .replace(/```[\s\S]*?```/g, '')
    .replace(/`[^`\n]*`/g, '')
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1] as string).filter((target) => !/^[a-z]+:/i.test(target))
}

describe('documentation links', () => {
  it('finds the README and the docs', () => {
    expect(documents.length).toBeGreaterThan(5)
  })

  it('names headings as GitHub anchors them', () => {
    expect(headingAnchor('Host files and bucket websites')).toBe('host-files-and-bucket-websites')
    expect(headingAnchor('What a build produces, and `shards`')).toBe('what-a-build-produces-and-shards')
  })

  it.each(documents)('%s: every relative link resolves', (file) => {
    const broken: string[] = []
    for (const link of relativeLinks(file)) {
      const [path = '', anchor] = link.split('#')
      const target = path === '' ? file : normalize(join(dirname(file), path))
      if (!existsSync(target)) broken.push(`${link} (no file ${target})`)
      else if (anchor !== undefined && target.endsWith('.md') && !anchorsOf(target).has(anchor))
        broken.push(`${link} (no heading #${anchor} in ${target})`)
    }
    expect(broken).toEqual([])
  })
})
