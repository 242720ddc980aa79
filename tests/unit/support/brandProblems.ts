// Loads brand files written to a temporary folder and returns the problems the loader reports (none when they
// load), for tests of brand validation. The folders are removed after each test.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, expect } from 'vitest'
import { BrandDataError, loadBrands } from '../../../brand/build/loadBrands.ts'

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

/** `files` maps a file name to its content: an object is written as JSON, a string as it is. */
export function brandProblems(files: Record<string, unknown>): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'brands-'))
  dirs.push(dir)
  for (const [name, content] of Object.entries(files)) {
    writeFileSync(join(dir, name), typeof content === 'string' ? content : JSON.stringify(content))
  }
  try {
    loadBrands(dir, ['KFC', 'shop', 'default'])
    return []
  } catch (error) {
    expect(error).toBeInstanceOf(BrandDataError)
    return (error as BrandDataError).problems
  }
}
