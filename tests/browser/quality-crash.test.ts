/**
 * The quality report's Lighthouse pass survives a Chromium crash (issue #14 item 6): Chromium is killed (SIGKILL, as
 * the kernel's out-of-memory killer would) while the second of three pages is measured. That page's row says what
 * went wrong; the third page is measured in a new Chromium; the pass returns instead of ending the report. Real
 * Chromium and Lighthouse, on three small pages served here. Figures are not asserted (the machine's load moves
 * them), only that each was measured.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runLighthouse } from '../../scripts/lib/lighthouse-run.ts';
import { launchLighthouseChrome, lighthousePages, type LighthouseChrome } from '../../scripts/lib/quality-lighthouse.ts';

const PAGE = (title: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head><body><main><h1>${title}</h1><p>A page for the quality report's crash test.</p></main></body></html>`;

let server: Server;
let base: string;
beforeAll(async () => {
  server = createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(PAGE(req.url ?? '/'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('npm run quality: a Chromium crash costs one page its figures, not the report', () => {
  it('kills Chromium during the second page: that page has the error, the third is measured in a new Chromium', async () => {
    const launched: LighthouseChrome[] = [];
    const log: string[] = [];
    const pages = await lighthousePages(base, ['/first/', '/second/', '/third/'], 1, {
      launch: async () => {
        const chrome = await launchLighthouseChrome();
        launched.push(chrome);
        return chrome;
      },
      run: async (url, port) => {
        const run = runLighthouse(url, port, { categories: ['performance', 'accessibility'] });
        // Mid-run on the second page: Lighthouse is connected and loading it when Chromium dies.
        if (url.endsWith('/second/')) setTimeout(() => process.kill(launched.at(-1)!.pid, 'SIGKILL'), 300);
        return run;
      },
      log: (line) => log.push(line),
    });
    expect(pages).toHaveLength(3);
    const [first, second, third] = pages;
    expect(first!.errors).toEqual([]);
    expect(first!.perRun.performance).toHaveLength(1);
    expect(Number.isFinite(first!.perRun.accessibility![0])).toBe(true);
    expect(second!.errors).toHaveLength(1);
    expect(second!.errors[0]).toMatch(/^Lighthouse run 1: /);
    expect(second!.perRun.performance ?? []).toEqual([]);
    // A new Chromium for the third page, said in the log.
    expect(launched).toHaveLength(2);
    expect(log).toEqual(['  Chromium exited; starting it again for /third/']);
    expect(third!.errors).toEqual([]);
    expect(Number.isFinite(third!.perRun.performance![0])).toBe(true);
    // Both Chromiums are stopped when the pass ends.
    expect(await launched[1]!.alive()).toBe(false);
  }, 180_000);
});
