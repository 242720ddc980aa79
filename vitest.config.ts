import { defineConfig } from 'vitest/config'
import { BuildTestOrder } from './tests/build/buildOrder.ts'

export default defineConfig({
  test: {
    // The build tests run whole prerenders; they share a machine with two cores.
    testTimeout: 120_000,
    // The S3 client's notice that its 2027 releases need Node 22 is for whoever upgrades the pinned SDK, not for
    // every test run's output (the deploy command silences it the same way).
    env: { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
    hookTimeout: 120_000,
    // The build test files in an order that spares their builds bundling again (tests/build/buildOrder.ts).
    sequence: { sequencer: BuildTestOrder },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/deploy/**/*.test.ts', 'tests/dev/**/*.test.ts'],
          // Vitest's default is one worker fewer than the cores: one on a 2-core machine, which ran these files one
          // after another while they mostly wait (on child processes, servers, the file system): 66 CPU seconds in
          // 164 s. Three at a time keep both cores busy. No two of them share a port (all listen on port 0) or a
          // folder (each works in a temporary one).
          maxWorkers: 3,
          // Worker threads, not processes: a file starts without a Node process of its own (72 CPU s for the
          // project instead of 80). Each file still has its own thread and module graph, and its own copy of
          // process.env (the tests that set variables); none changes the working folder (a thread cannot) or takes
          // signals itself (the signal tests send them to child processes).
          pool: 'threads',
        },
      },
      {
        extends: true,
        test: {
          name: 'build',
          include: ['tests/build/**/*.test.ts'],
          // Whole builds take the project's build lock (dist/.build.lock) and one would refuse the other: one file
          // at a time, after the rest. They share one plain build per run (fixtureBuild.ts).
          fileParallelism: false,
          globalSetup: ['tests/build/globalSetup.ts'],
        },
      },
    ],
  },
})
