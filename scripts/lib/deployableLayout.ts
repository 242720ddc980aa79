// Where a build puts things around the --out path, and how an earlier deployable is recognised. --out itself is a
// symlink to the newest of a few versioned folders, each holding the deployable and its upload list:
//
//   <out>                         → .<name>.deploys/<time>-<buildId>/site
//   <out>.upload-list.json        → <name>/../upload-list.json  (follows <out>, so it always belongs to it)
//   .<name>.deploys/<time>-<id>/  site/ (the deployable) + upload-list.json
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

export function uploadListPath(out: string): string {
  return join(dirname(out), `${basename(out)}.upload-list.json`)
}

/** Relative target of the upload-list link: resolved through <out>'s own link, the two always change together. */
export function uploadListLinkTarget(out: string): string {
  return `${basename(out)}/../upload-list.json`
}
