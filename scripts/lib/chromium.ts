/**
 * Debian's Chromium for the scripts and the browser tests (no browser download is possible here): the path
 * (`CHROME_PATH`, default /usr/bin/chromium), the flags every launch uses (playwright-core in the tests,
 * chrome-launcher for Lighthouse), and axe-core's WCAG 2.2 AA run against a playwright page.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** The Chromium binary: `CHROME_PATH`, else Debian's /usr/bin/chromium. */
export function chromiumPath(): string {
  return process.env.CHROME_PATH ?? '/usr/bin/chromium';
}

/** Flags of every Chromium launched here: headless, no sandbox (containers), no background traffic. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** WCAG 2.0/2.1/2.2 A and AA rules. */
const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Runs axe on the page; returns violations as readable lines (empty when clean). */
export async function axeViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(WCAG_AA_TAGS).analyze();
  return result.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(' | ')}`,
  );
}

/** A page's JavaScript without any interaction: script files (bytes on the wire, body only) and inline scripts. */
export interface PageJavaScript {
  files: { url: string; bytes: number }[];
  /** Characters of the inline scripts (classic and module), which the network does not count. */
  inline: number;
  /** files + inline, bytes. */
  bytes: number;
}

/**
 * Opens `url` in `page` without any interaction and weighs its JavaScript once the page has settled (the
 * load event, the after-paint scripts run — `<html data-after-paint="ready">` — and network idle): each
 * script file's response body as sent (compressed by the preview, as by a CDN; headers not counted), plus the
 * inline scripts' characters. The one measure of "JS at load" (issue #10 budget, the quality report).
 * @throws when the page does not load or does not settle within `timeoutMs` (default 30 s).
 */
export async function weighJavaScript(page: Page, url: string, timeoutMs = 30_000): Promise<PageJavaScript> {
  const files: Promise<{ url: string; bytes: number }>[] = [];
  page.on('requestfinished', (req) => {
    if (req.resourceType() === 'script') files.push(req.sizes().then((s) => ({ url: req.url(), bytes: s.responseBodySize })));
  });
  await page.goto(url, { waitUntil: 'load', timeout: timeoutMs });
  // Pages outside the site layout (print, 404 of a host) have no after-paint loader: network idle is enough there.
  const hasLoader = await page.evaluate(() => document.querySelector('script[data-after-paint-loader]') !== null);
  if (hasLoader)
    await page.waitForFunction(() => document.documentElement.dataset.afterPaint === 'ready', undefined, { timeout: timeoutMs });
  await page.waitForLoadState('networkidle', { timeout: timeoutMs });
  const inline = await page.evaluate(() =>
    [...document.querySelectorAll('script:not([src])')]
      .filter((el) => ['', 'module', 'text/javascript'].includes(el.getAttribute('type') ?? ''))
      .reduce((n, el) => n + (el.textContent?.length ?? 0), 0),
  );
  const list = await Promise.all(files);
  return { files: list, inline, bytes: list.reduce((n, f) => n + f.bytes, 0) + inline };
}
