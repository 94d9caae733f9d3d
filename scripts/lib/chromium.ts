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

/** What a page does while left alone once it has settled: script time and the requests it started. */
export interface PageAtRest {
  /** Milliseconds of script Chromium ran for the page in the watched window (CDP `ScriptDuration`). */
  scriptMs: number;
  /** URLs of the requests the page started in that window. */
  requests: string[];
}

/**
 * Whether a loaded page goes quiet (issue #14; a render loop on the finance pages once ran React about 0.8 s of
 * every second for as long as they were open). Scrolls `page` to its end and back so islands that hydrate on view
 * (`client:visible`) do, waits for the network to go idle and half a second more, then watches it for `windowMs`
 * (default 1 s): the script Chromium ran for it and the requests it started. The page must already be loaded
 * (`weighJavaScript` or `page.goto`). The one measure of "at rest", for the browser test and the quality report.
 * @throws when the network does not go idle within `timeoutMs` (default 30 s).
 */
export async function watchAtRest(page: Page, windowMs = 1_000, timeoutMs = 30_000): Promise<PageAtRest> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('Performance.enable');
    await page.evaluate(async () => {
      const step = Math.max(200, Math.floor(innerHeight * 0.8));
      for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
        scrollTo(0, y);
        await new Promise((r) => setTimeout(r, 50));
      }
      scrollTo(0, 0);
    });
    await page.waitForLoadState('networkidle', { timeout: timeoutMs });
    await page.waitForTimeout(500);
    const scriptSeconds = async () =>
      (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'ScriptDuration')?.value ?? 0;
    const requests: string[] = [];
    const onRequest = (r: { url(): string }) => requests.push(r.url());
    const before = await scriptSeconds();
    page.on('request', onRequest);
    await page.waitForTimeout(windowMs);
    page.off('request', onRequest);
    return { scriptMs: Math.round(((await scriptSeconds()) - before) * 1000), requests };
  } finally {
    await cdp.detach().catch(() => undefined);
  }
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
