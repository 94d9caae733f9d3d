import { defineConfig } from 'vitest/config';

/** Unit tests (beside each module) and build tests (tests/build). Browser tests: vitest.browser.config.ts. */
export default defineConfig({
  test: {
    include: [
      'src/**/*.test.ts',
      'src/**/*.test.tsx',
      'scripts/**/*.test.ts',
      'tests/unit/**/*.test.ts',
      'tests/build/**/*.test.ts',
      'tests/deploy/**/*.test.ts',
      'tests/api/**/*.test.ts',
      'tests/search-contract/**/*.test.ts',
    ],
    testTimeout: 20_000,
    hookTimeout: 300_000,
  },
});
