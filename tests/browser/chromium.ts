/**
 * Launching Debian's Chromium with playwright-core (no browser download is possible here), and
 * running axe-core against a page for WCAG 2.2 AA (both shared with the scripts: scripts/lib/chromium.ts).
 *
 * Every page of a browser launched here is watched for Content-Security-Policy violations (Chromium reports
 * each on the console: "Refused to … because it violates the following Content Security Policy directive"):
 * the sites are served with their `_headers` CSP enforced, and `csp-guard.ts` fails the test in which one
 * was reported (issue #12 item 7).
 */
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from '../../scripts/lib/chromium.ts';
import { afterAll, beforeAll } from 'vitest';

export { axeViolations } from '../../scripts/lib/chromium.ts';

/** CSP violations reported since the last {@link takeCspViolations} (page URL and Chromium's message). */
const cspViolations: string[] = [];

/** Whether a console message is Chromium's report of a Content-Security-Policy violation. */
export function isCspViolation(text: string): boolean {
  return /Content Security Policy/i.test(text) && /(Refused|violates)/i.test(text);
}

/** The CSP violations reported so far, emptying the list. */
export function takeCspViolations(): string[] {
  return cspViolations.splice(0);
}

function watchPage(page: Page): void {
  page.on('console', (msg) => {
    if (isCspViolation(msg.text())) cspViolations.push(`${page.url()}: ${msg.text()}`);
  });
}

function watchContext(context: BrowserContext): BrowserContext {
  context.on('page', watchPage);
  return context;
}

/**
 * Chromium for the test file that calls this at its top level, in place of each file's own launch and close: launched
 * (`launch`) before the file's tests and closed after them. The returned browser stands in for it (its methods reach
 * the launched one), so it can be used in any test or hook; used before the launch, it throws saying so.
 */
export function chromiumForFile(): Browser {
  let launched: Browser | undefined;
  beforeAll(async () => {
    launched = await launch();
  });
  afterAll(async () => {
    await launched?.close();
  });
  return new Proxy({} as Browser, {
    get(_, name) {
      if (!launched) throw new Error(`Chromium is not launched yet (browser.${String(name)}): use it inside a test or hook`);
      const value: unknown = Reflect.get(launched, name);
      return typeof value === 'function' ? value.bind(launched) : value;
    },
  });
}

/** Launches Chromium from /usr/bin/chromium (override with CHROME_PATH), every page watched for CSP violations. */
export async function launch(): Promise<Browser> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...args) => watchContext(await newContext(...args));
  return browser;
}
