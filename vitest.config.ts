import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/build/**/*.test.ts', 'tests/deploy/**/*.test.ts'],
    // The build tests run whole prerenders; they share a machine with two cores.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
})
