// Writes a folder of test files from a record of relative path → content, creating the folders on the way.
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'

export function writeFiles(dir: string, files: Record<string, string>): void {
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true })
    writeFileSync(join(dir, path), content)
  }
}
