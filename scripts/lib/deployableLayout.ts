// Where a build puts things around the --out path, and how an earlier deployable is recognised. The deployable and
// its upload list live in versioned folders; one link names the current version, and --out and the upload-list path
// are links through it, so renaming that one link switches both at once:
//
//   <out>                         → .<name>.current/site
//   <out>.upload-list.json        → .<name>.current/upload-list.json
//   .<name>.current               → .<name>.deploys/<time>-<buildId>
//   .<name>.deploys/<time>-<id>/  site/ (the deployable) + upload-list.json
//
// No link goes through "..": every tool (the kernel, Node's realpath and require, rsync -L, cp -L) resolves them the
// same way.
import { existsSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'

/** Builds keep the linked version and the one before it, for readers still holding the previous one. */
export const keptVersions = 2

export const versionFolderPattern = /^\d+-([0-9a-f]+|legacy)$/

/** An earlier deployable has the manifest and the not-found page every build writes. */
export function isDeployable(dir: string): boolean {
  return existsSync(join(dir, 'builds', 'latest.json')) && existsSync(join(dir, '404.html'))
}

export function versionsFolder(out: string): string {
  return join(dirname(out), `.${basename(out)}.deploys`)
}

export function isVersionsFolder(dir: string): boolean {
  return /^\..+\.deploys$/.test(basename(dir))
}

/** The link naming the current version folder. */
export function currentLink(out: string): string {
  return join(dirname(out), `.${basename(out)}.current`)
}

export function uploadListPath(out: string): string {
  return join(dirname(out), `${basename(out)}.upload-list.json`)
}

/** Relative targets of the two fixed links beside --out, both through the current-version link. */
export function linkTargets(out: string): { out: string; uploadList: string } {
  const current = basename(currentLink(out))
  return { out: `${current}/site`, uploadList: `${current}/upload-list.json` }
}
