// The order of the build test files, the same in every run: by name, but for four that run last. A build reuses the
// bundles of the last clean build when its code and settings match (scripts/pipeline/bundleCache.ts keeps one such
// entry, in the project's dist/): a build with other settings bundles again and replaces that entry, and the next
// plain build then bundles again too (seconds each time). The files whose builds change the settings (build.test.ts:
// a base path; dataOnlyRebuild.test.ts: changed bundles) run last, each followed only by files that bundle anyway
// (their first build is a clean one), so no plain build has to bundle for their sake; Vitest's own order (by size,
// or by the last run's durations, which put the 2,000-product build first, beside the unit tests' slowest start)
// had two plain builds bundle again. middlewareFailure.test.ts ends the run: its plain build bundles once more and
// leaves the plain settings' bundles for the next `npm test`'s site build, which then needs no bundling of its own.
import { BaseSequencer, type TestSpecification } from 'vitest/node'

/** The last build test files, in this order. */
const last = [
  'tests/build/build.test.ts',
  'tests/build/oneEditRebuild.test.ts',
  'tests/build/dataOnlyRebuild.test.ts',
  'tests/build/middlewareFailure.test.ts',
]

export class BuildTestOrder extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const build = files.filter((file) => file.project.name === 'build')
    if (build.length === 0) return super.sort(files)
    const rank = (file: TestSpecification) => last.findIndex((name) => file.moduleId.endsWith(`/${name}`))
    const byName = [...build].sort((a, b) => a.moduleId.localeCompare(b.moduleId))
    const others = files.filter((file) => file.project.name !== 'build')
    return [
      ...(others.length > 0 ? await super.sort(others) : []),
      ...byName.filter((file) => rank(file) < 0),
      ...byName.filter((file) => rank(file) >= 0).sort((a, b) => rank(a) - rank(b)),
    ]
  }
}
