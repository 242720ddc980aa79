// Loaded with `node --import` into a build (and, through its Node flags, into the processes it forks): the disk is
// full below NO_SPACE_UNDER once NO_SPACE_AFTER files have been written there by this process. Writes fail as the
// kernel's would, with ENOSPC, at the fs layer every write of the build goes through (writeFileSync, copyFileSync,
// and cpSync, which copies with copyFileSync). For the staging folder, which lives in the project's dist/ and so
// cannot be put on a small file system by a test.
import fs from 'node:fs'
import { syncBuiltinESMExports } from 'node:module'

const under = process.env.NO_SPACE_UNDER
let left = Number(process.env.NO_SPACE_AFTER ?? 0)

if (under) {
  const full = (syscall, path) =>
    Object.assign(new Error(`ENOSPC: no space left on device, ${syscall} '${path}'`), {
      errno: -28,
      code: 'ENOSPC',
      syscall,
      path: String(path),
    })
  const guard = (name, syscall, target) => {
    const original = fs[name]
    fs[name] = function (...args) {
      const path = String(args[target])
      if (path.startsWith(under) && left-- <= 0) throw full(syscall, path)
      return original.apply(this, args)
    }
  }
  guard('writeFileSync', 'open', 0)
  guard('copyFileSync', 'copyfile', 1)
  syncBuiltinESMExports()
}
