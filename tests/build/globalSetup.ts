// One folder for the whole run of the build tests, where the build they share is made (fixtureBuild.ts), removed
// at the end of the run.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'

export default function setup(project: TestProject): () => void {
  const folder = mkdtempSync(join(tmpdir(), 'build-run-'))
  project.provide('buildRunFolder', folder)
  return () => rmSync(folder, { recursive: true, force: true })
}
