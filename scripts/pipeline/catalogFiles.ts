// The catalogs' own files in the deployable: each product's file (lib/productFiles.ts) and each brand's search index
// (searchIndexes.ts) and the features' lookup files (lookupIndexes.ts), under <prefix>/_products/, _search/,
// _foodfinder/ and _barcodes/. Written from the brand data alone, so a whole
// build writes them while the bundler runs, when the build process only waits (about 2,000 small files for the 20
// brands: 0.1 s on an idle machine, seconds on a busy disk), into a folder aside, because the bundler empties the
// client folder it writes; they are moved in, one rename per brand folder, once it has ended. A merge writes them as
// it finishes, straight into the deployable.
import { mkdirSync, readdirSync, renameSync } from 'node:fs'
import { join } from 'node:path'
import type { Brand } from '../../brand/brandSchema.ts'
import { routeDir } from '../lib/deployableLayout.ts'
import { type DataFileWriter, writeProductFiles } from '../lib/productFiles.ts'
import { writeLookupIndexes } from './lookupIndexes.ts'
import { writeSearchIndexes } from './searchIndexes.ts'

/** `write` puts each file in place: a rebuild leaves out those whose bytes the last build's holds (pageReuse.ts). */
export function writeCatalogFiles(dir: string, brands: readonly Brand[], write?: DataFileWriter): void {
  writeProductFiles(dir, brands, write)
  writeSearchIndexes(dir, brands, write)
  writeLookupIndexes(dir, brands, write)
}

/**
 * Makes the folders of the pages in `paths` in `dir`, for the prerender to write their files into, until `stop()` says
 * so. A whole build makes them beside the catalogs' files while the bundler runs, when a core is free (making a folder
 * took 0.75 ms of system time on this machine's disk: some 0.25 s for the 217 pages, which the workers spent while
 * rendering), and moves them in with the catalogs' folders; the workers make any it did not get to. A few at a time,
 * so that the bundler's messages are heard meanwhile.
 */
export async function makePageFolders(dir: string, paths: readonly string[], stop: () => boolean): Promise<void> {
  const made = new Set<string>()
  for (let n = 0; n < paths.length && !stop(); n++) {
    const folder = routeDir(paths[n] as string)
    if (folder !== '' && !made.has(folder)) {
      mkdirSync(join(dir, folder), { recursive: true })
      for (let at = folder.length; at > 0; at = folder.lastIndexOf('/', at - 1)) made.add(folder.slice(0, at))
    }
    if (n % 20 === 19) await new Promise(setImmediate)
  }
}

/** Moves the folders `writeCatalogFiles` and `makePageFolders` made in `from` (<prefix>/_products, <prefix>/_search,
 *  <prefix>/shop, …) into `deployable`. */
export function moveCatalogFiles(from: string, deployable: string): void {
  for (const prefix of readdirOrNone(from)) {
    mkdirSync(join(deployable, prefix), { recursive: true })
    for (const folder of readdirSync(join(from, prefix))) renameSync(join(from, prefix, folder), join(deployable, prefix, folder))
  }
}

function readdirOrNone(dir: string): string[] {
  try {
    return readdirSync(dir)
  } catch {
    return []
  }
}
