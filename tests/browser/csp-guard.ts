/**
 * Browser-suite setup file (vitest.browser.config.ts `setupFiles`): a test in which a page reported a
 * Content-Security-Policy violation fails, naming the page and the blocked resource (issue #12 item 7:
 * the whole suite runs with the sites' CSP enforced).
 */
import { afterEach } from 'vitest';
import { takeCspViolations } from './chromium.ts';

afterEach(() => {
  const violations = takeCspViolations();
  if (violations.length > 0) throw new Error(`Content-Security-Policy violation(s):\n${violations.join('\n')}`);
});
