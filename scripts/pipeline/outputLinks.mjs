// Where Vike writes a build: its output root, whose client/ and server/ folders it fills. Vike looks for old-style
// page files (`*.page.*`) once per build environment by walking the whole project and following links, leaving out
// only node_modules, dot folders and that root. With the staging folder as the root, it walked dist/site, the last
// deployable (two files a page, through its link), twice per build: about 0.1 s on an idle machine at 217 pages and
// 1.4 s each at 100,000, and a stray page file there would have been bundled. So the root is dist/, where client/ and
// server/ are links into the staging folder for as long as the bundler runs. Plain JavaScript: the bundler process
// (bundlerProcess.mjs) runs without a TypeScript loader; the build imports it too, to clear what a killed bundler left.
import { lstatSync, mkdirSync, rmSync, symlinkSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'

const linkedFolders = ['client', 'server']
// What Vike (its assets manifest) and the page-chunks plugin write into the root, read by the server build and needed no
// more once it is written.
const rootFiles = ['assets.json', 'page-chunks.json']

/** Whether anything, a dangling link included, is at `path`. */
function exists(path) {
  try {
    lstatSync(path)
    return true
  } catch {
    return false
  }
}

/** Whether dist/ holds no client/ or server/ but links: the bundler's to make and remove. */
const linkable = (dist) =>
  linkedFolders.every((name) => !exists(join(dist, name)) || lstatSync(join(dist, name)).isSymbolicLink())

/**
 * Makes dist/client and dist/server links into `staging` (a folder of dist/) and returns dist/ as the output root, with
 * `remove` to call once Vike is done. Where dist/ holds a client/ or server/ of another kind, the root is the staging
 * folder itself and nothing is linked.
 * @param {string} staging
 * @returns {{ outputRoot: string, remove: () => void }}
 */
export function linkOutputRoot(staging) {
  const dist = dirname(staging)
  if (!linkable(dist)) return { outputRoot: staging, remove: () => {} }
  removeOutputLinks(dist)
  for (const name of linkedFolders) {
    mkdirSync(join(staging, name), { recursive: true })
    symlinkSync(join(basename(staging), name), join(dist, name))
  }
  return { outputRoot: dist, remove: () => removeOutputLinks(dist) }
}

/**
 * Removes the links and the root's files a bundler made in `dist`, or left there when it was killed; nothing where dist/
 * holds a client/ or server/ that is not a link.
 * @param {string} dist
 * @returns {boolean} whether there was any
 */
export function removeOutputLinks(dist) {
  if (!linkable(dist)) return false
  const left = [...linkedFolders, ...rootFiles].map((name) => join(dist, name)).filter(exists)
  for (const path of left) rmSync(path, { force: true })
  return left.length > 0
}
