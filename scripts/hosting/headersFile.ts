// `_headers` for hosts that read it (Netlify, Cloudflare Pages): the security headers on every answer, and the
// build's one cache policy (lib/deployableLayout.ts) per path. Both hosts combine the headers of every rule that matches a
// request, so the Cache-Control rules must never overlap: a folder whose files all share one policy gets one
// wildcard rule ("/assets/*"), a mixed one ("builds/") a rule per file or subfolder, and a page folder also its
// slashless URL ("/KFC"), which its wildcard does not match.
import { cacheControl, hostPath } from '../lib/deployableLayout.ts'

interface Folder {
  files: string[]
  folders: Map<string, Folder>
}

export interface HeadersInput {
  /** Every file of the deployable, relative, with forward slashes. */
  files: readonly string[]
  base: string
  /** Without an origin to be indexed under, every answer also says noindex. */
  indexable: boolean
}

export function headersFile({ files, base, indexable }: HeadersInput): string {
  const everyAnswer = [
    'X-Content-Type-Options: nosniff',
    'Referrer-Policy: strict-origin-when-cross-origin',
    ...(indexable ? [] : ['X-Robots-Tag: noindex']),
  ]
  const rules: [string, string[]][] = [[`${base}*`, everyAnswer]]
  for (const [path, policy] of cacheRules(tree(files), '', base)) rules.push([path, [`Cache-Control: ${policy}`]])
  return `${rules.map(([path, headers]) => [path, ...headers.map((h) => `  ${h}`)].join('\n')).join('\n')}\n`
}

/** [URL pattern, Cache-Control] pairs covering every file and page URL of `folder` exactly once. */
function cacheRules(folder: Folder, prefix: string, base: string): [string, string][] {
  const rules: [string, string][] = []
  for (const name of folder.files) {
    const policy = cacheControl(`${prefix}${name}`)
    rules.push([hostPath(base, `${prefix}${name}`), policy])
    if (name === 'index.html') {
      // The page's own URLs: "/KFC/" and "/KFC" ("/" and, under a base, "/demo" too).
      rules.push([hostPath(base, prefix), policy])
      const slashless = hostPath(base, prefix).replace(/\/$/, '')
      if (slashless !== '') rules.push([slashless, policy])
    }
  }
  for (const [name, child] of folder.folders) {
    const path = `${prefix}${name}/`
    const policies = policiesBelow(child, path)
    const [policy] = policies
    if (policies.size === 1 && policy !== undefined) {
      rules.push([`${hostPath(base, path)}*`, policy])
      if (child.files.includes('index.html')) rules.push([hostPath(base, `${prefix}${name}`), policy])
    } else {
      rules.push(...cacheRules(child, path, base))
    }
  }
  return rules
}

function tree(files: readonly string[]): Folder {
  const root: Folder = { files: [], folders: new Map() }
  for (const file of [...files].sort()) {
    const parts = file.split('/')
    const name = parts.pop() as string
    let folder = root
    for (const part of parts) {
      let child = folder.folders.get(part)
      if (!child) {
        child = { files: [], folders: new Map() }
        folder.folders.set(part, child)
      }
      folder = child
    }
    folder.files.push(name)
  }
  return root
}

const policiesOf = new WeakMap<Folder, ReadonlySet<string>>()

/** The cache policies of the files below `folder`, found once per folder: asked again of its subfolders when they
 *  differ, and at 100,000 pages a list of every file below each folder cost seconds. */
function policiesBelow(folder: Folder, prefix: string): ReadonlySet<string> {
  let policies = policiesOf.get(folder)
  if (policies === undefined) {
    const found = new Set(folder.files.map((name) => cacheControl(`${prefix}${name}`)))
    for (const [name, child] of folder.folders) for (const policy of policiesBelow(child, `${prefix}${name}/`)) found.add(policy)
    policies = found
    policiesOf.set(folder, policies)
  }
  return policies
}
