// The order of the build test files. A build reuses the bundles of the last clean build when its code and settings
// match (scripts/pipeline/bundleCache.ts keeps one such entry, in the project's dist/): a build with other settings
// bundles again and replaces that entry, and the next plain build then bundles again too (seconds each time). The
// files whose builds change the settings (build.test.ts: a base path; dataOnlyRebuild.test.ts: changed bundles) run
// last, each followed only by files that bundle anyway (their first build is a clean one), so no plain build has to
// bundle for their sake; Vitest's own order (by size, or the last run's durations) had two plain builds bundle again.
import { BaseSequencer, type TestSpecification } from 'vitest/node'

/** The last build test files, in this order. */
const last = ['tests/build/build.test.ts', 'tests/build/oneEditRebuild.test.ts', 'tests/build/dataOnlyRebuild.test.ts']

export class BuildTestOrder extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files)
    const rank = (file: TestSpecification) =>
      file.project.name === 'build' ? last.findIndex((name) => file.moduleId.endsWith(`/${name}`)) : -1
    return [
      ...sorted.filter((file) => rank(file) < 0),
      ...sorted.filter((file) => rank(file) >= 0).sort((a, b) => rank(a) - rank(b)),
    ]
  }
}
