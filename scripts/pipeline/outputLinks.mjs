// Where Vike writes a build: its output root, whose client/ and server/ folders it fills. Vike looks for old-style
// page files (`*.page.*`) once per build environment by walking the whole project and following links, leaving out
// only node_modules, dot folders and that root. With the staging folder as the root, it walked dist/site, the last
// deployable (two files a page, through its link), twice per build: about 0.1 s on an idle machine at 217 pages and
// 1.4 s each at 100,000, and a stray page file there would have been bundled. So the root is dist/, where client/ and
// server/ are links into the staging folder for as long as the bundler runs. Plain JavaScript: the bundler process
// (bundlerProcess.mjs) runs without a TypeScript loader; the build imports it too, to clear what a killed bundler left.
import { lstatSync, mkdirSync, readlinkSync, rmSync, symlinkSync } from 'node:fs'
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

/** Whether `path` is a link this module made: into a build's staging folder, dangling or not. */
function isOurs(path) {
  try {
    return lstatSync(path).isSymbolicLink() && /^\.staging-\d+[\\/](client|server)$/.test(readlinkSync(path))
  } catch {
    return false
  }
}

/**
 * Makes dist/client and dist/server links into `staging` (a folder of dist/) and returns dist/ as the output root, with
 * `remove` to call once Vike is done. Where dist/ holds a client or server of another kind (a folder, a deployable
 * published there with --out), the root is the staging folder itself and nothing is linked or removed.
 * @param {string} staging
 * @returns {{ outputRoot: string, remove: () => void }}
 */
export function linkOutputRoot(staging) {
  const dist = dirname(staging)
  if (!linkedFolders.every((name) => !exists(join(dist, name)) || isOurs(join(dist, name))))
    return { outputRoot: staging, remove: () => {} }
  removeOutputLinks(dist)
  for (const name of linkedFolders) {
    mkdirSync(join(staging, name), { recursive: true })
    symlinkSync(join(basename(staging), name), join(dist, name))
  }
  return { outputRoot: dist, remove: () => removeOutputLinks(dist) }
}

/**
 * Removes the links a bundler made in `dist`, or left there when it was killed, with the root's files written beside
 * them; nothing when there are none.
 * @param {string} dist
 * @returns {boolean} whether there were any
 */
export function removeOutputLinks(dist) {
  const links = linkedFolders.map((name) => join(dist, name)).filter(isOurs)
  if (links.length === 0) return false
  for (const path of [...links, ...rootFiles.map((name) => join(dist, name))]) rmSync(path, { force: true })
  return true
}
