// A file the build writes beside the pages for looking products up (the food finder's matches, the scan page's
// barcodes), fetched once per page view with the build id as its query string, as payloads and product files are,
// so a tab open across a deploy never pairs one build's index with another's products.
import { base, currentBuildId } from '../../renderer/client/buildInfo.ts'

const fetched = new Map<string, Promise<unknown>>()

/** The file below the base (no leading slash) parsed; undefined when the build wrote none (404). Rejects when it could
 *  not be had (offline, a server error), and is then fetched again next time. */
export function fetchIndexFile(file: string): Promise<unknown> {
  let read = fetched.get(file)
  if (!read) {
    read = fetch(`${base}${file}?${currentBuildId()}`).then((response) => {
      if (response.status === 404) return undefined
      if (!response.ok) throw new Error(`${file}: ${response.status}`)
      return response.json()
    })
    read.catch(() => fetched.delete(file))
    fetched.set(file, read)
  }
  return read
}
