// The data files the build writes beside the pages (each product's file, the search index, the food finder's
// matches, the barcode index), fetched once per page view with the build id as their query string, as payloads are,
// so a tab open across a deploy of new code never pairs one build's files with another's. One fetcher for all of them:
// what a missing file means, and that a failure is not remembered, is decided once.
import { base, currentBuildId } from '../../renderer/client/buildInfo.ts'

const fetched = new Map<string, Promise<unknown>>()

/** The file below the base (no leading slash) parsed; undefined when the build wrote none (404, 410). Rejects when it
 *  could not be had (offline, a server error), and is then fetched again next time. */
export function fetchBuildDataFile(file: string): Promise<unknown> {
  let read = fetched.get(file)
  if (!read) {
    read = fetch(`${base}${file}?${currentBuildId()}`).then((response) => {
      if (response.status === 404 || response.status === 410) return undefined
      if (!response.ok) throw new Error(`${file}: ${response.status}`)
      return response.json()
    })
    read.catch(() => fetched.delete(file))
    fetched.set(file, read)
  }
  return read
}
