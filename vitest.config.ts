import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/build/**/*.test.ts', 'tests/deploy/**/*.test.ts', 'tests/dev/**/*.test.ts'],
    // The build tests run whole prerenders; they share a machine with two cores.
    testTimeout: 120_000,
    // The S3 client's notice that its 2027 releases need Node 22 is for whoever upgrades the pinned SDK, not for
    // every test run's output (the deploy command silences it the same way).
    env: { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
    hookTimeout: 120_000,
  },
})
