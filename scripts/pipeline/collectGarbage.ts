// A full garbage collection, asked for at the one moment it pays: just before the bundler starts. The build process
// has just dropped the brands' catalogs and the pages' keyed inputs, and left alone V8 keeps that garbage resident
// while the process only waits for its child (at 100,000 pages the build held 327 MB beside a 630–750 MB bundler, the
// build's peak; 265 MB when collected first). Node gives a script no `gc()` without --expose-gc on its command line; the
// flag can be set at run time, and a new context then has the function.
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'

export function collectGarbage(): void {
  setFlagsFromString('--expose-gc')
  ;(runInNewContext('gc') as () => void)()
}
