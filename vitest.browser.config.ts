import { defineConfig } from 'vitest/config';

/**
 * Browser tests: real Debian Chromium driven by playwright-core against built tenants served
 * like a CDN (tests/browser/global-setup.ts builds them unless BROWSER_SKIP_BUILD=1), with their security
 * headers (CSP) enforced: tests/browser/csp-guard.ts fails a test in which a page reported a CSP violation.
 */
export default defineConfig({
  test: {
    include: ['tests/browser/**/*.test.ts'],
    globalSetup: ['tests/browser/global-setup.ts'],
    setupFiles: ['tests/browser/csp-guard.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    // expect.poll waits for the page (a script run after paint, a hydration) on a machine that may be loaded:
    // the default 1 s made a drawer test flaky at load ~10. A condition that never holds still fails, after 10 s.
    expect: { poll: { timeout: 10_000 } },
  },
});
