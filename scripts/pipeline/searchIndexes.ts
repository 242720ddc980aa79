// The search stage: each brand's catalog longer than a listing page as a static index in the deployable
// (lib/searchIndex.ts), so a shopper, a form's product field or the assistant can search a catalog of any size by
// fetching only what a query needs (a shorter catalog is searched where the page carries it whole). Written
// from the brand data alone, before the build id is taken: a merge of shards and a data-only rebuild write the same
// bytes as a whole build.
import { mkdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import type { Brand } from '../../brand/brandSchema.ts'
import { indexWords, itemChunk, itemsFile, wordsFile } from '../../lib/searchIndex.ts'
import { searchedByIndex } from '../../routing/listingPages.ts'
import { type DataFileWriter, writeDataFile } from '../lib/productFiles.ts'

/** Writes every brand's index (with `put`: a rebuild leaves out the unchanged files); returns how many files. */
export function writeSearchIndexes(deployable: string, brands: readonly Brand[], put?: DataFileWriter): number {
  const write = jsonFileWriter(deployable, put)
  let count = 0
  for (const { prefix, products } of brands) {
    if (!searchedByIndex(products.length)) continue
    for (const [key, file] of indexWords(products)) count += write(wordsFile(prefix, key), file)
    for (let chunk = 0; chunk * itemChunk < products.length; chunk++) {
      count += write(itemsFile(prefix, chunk), products.slice(chunk * itemChunk, (chunk + 1) * itemChunk))
    }
  }
  return count
}

/** Writes `content` as JSON at `file` of `deployable` through `put` (returns 1, a file of the index), making each
 *  folder once: asked again for each of its files, mkdir cost two system calls a file. */
export function jsonFileWriter(
  deployable: string,
  put: DataFileWriter = writeDataFile,
): (file: string, content: unknown) => number {
  const folders = new Set<string>()
  return (file, content) => {
    const folder = dirname(join(deployable, file))
    if (!folders.has(folder)) mkdirSync(folder, { recursive: true })
    folders.add(folder)
    put(deployable, file, () => JSON.stringify(content))
    return 1
  }
}
