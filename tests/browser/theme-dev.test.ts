/**
 * `npm run dev -- --site <slug>` as a marketer uses it (issue 9 item 2): on a temporary copy of a
 * sample tenant's folder (`--sites`, so the real `sites/` is never edited) on a free port, a colour
 * edit in `site.json` reloads the open page with the new computed colour; a rejected edit is shown in
 * the browser's error overlay with the file, the field path and the reason, and goes away once the
 * file is fixed; and the server never logs "transport was disconnected" (it no longer restarts on an
 * edit). The tenant is the first of the browser run's tenants; the colours are chosen against its
 * own `on_header` so the edit passes the theme's contrast rule.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { AA_TEXT_CONTRAST, contrastRatio, hexToRgb } from '../../src/config/contrast.ts';
import { launch } from './chromium.ts';
import { root, tenantConfig } from './tenant.ts';

const slug = Object.keys(inject('tenants'))[0]!;
const onHeader = tenantConfig(slug).theme.colors.on_header;
/** Header colours that keep AA contrast with the tenant's header text. */
const [first, second] = ['#5b21b6', '#7c2d12', '#fde68a', '#bae6fd'].filter((c) => contrastRatio(c, onHeader) >= AA_TEXT_CONTRAST) as [
  string,
  string,
];

const sites = mkdtempSync(join(tmpdir(), 'dev-sites-'));
const configFile = join(sites, slug, 'site.json');
let server: ChildProcess;
let log = '';
let base = '';
let dataDir = '';
let browser: Browser;

beforeAll(async () => {
  cpSync(join(root, 'sites', slug), join(sites, slug), { recursive: true });
  // As from a marketer's shell: Vitest's NODE_ENV=test would switch Astro's dev server to test mode (no HMR).
  const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => k !== 'NODE_ENV' && !k.startsWith('VITEST')));
  // Port 0: the system picks a free port; dev.ts prints the address it got.
  server = spawn(process.execPath, ['scripts/dev.ts', '--site', slug, '--sites', sites, '--port', '0'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`npm run dev did not start:\n${log}`)), 110_000);
    const read = (d: Buffer) => {
      log += String(d);
      const m = /Live preview of .* at (http:\/\/[^/]+)\/ .*\(prepared data: (.+)\)/.exec(log);
      if (m) {
        clearTimeout(timer);
        base = m[1]!;
        dataDir = m[2]!;
        resolve();
      }
    };
    server.stdout!.on('data', read);
    server.stderr!.on('data', read);
    server.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`npm run dev exited (${code}):\n${log}`));
    });
  });
  await ready;
  browser = await launch();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  server?.kill();
  rmSync(sites, { recursive: true, force: true });
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** Rewrites one header colour in the copy of site.json, as an editor would save it. */
function setHeaderColour(value: string): void {
  const config = JSON.parse(readFileSync(configFile, 'utf8'));
  config.theme.colors.header_bg = value;
  writeFileSync(configFile, `${JSON.stringify(config, null, 2)}\n`);
}

/** The header's computed background, or null while the page is reloading or shows no header. */
async function headerBackground(page: Page): Promise<string | null> {
  try {
    return await page.evaluate(() => {
      const header = document.querySelector('header');
      return header ? getComputedStyle(header).backgroundColor : null;
    });
  } catch {
    return null; // the page navigated (reload) while we read it
  }
}

/** The text of the error overlay (Astro's, in a shadow root), or '' when none is shown. */
async function overlayText(page: Page): Promise<string> {
  try {
    return await page.evaluate(() => {
      const overlay = document.querySelector('vite-error-overlay');
      return overlay?.shadowRoot?.textContent?.replace(/\s+/g, ' ') ?? '';
    });
  } catch {
    return '';
  }
}

const rgb = (hex: string) => `rgb(${hexToRgb(hex).join(', ')})`;

it('reloads with an edited colour, shows a rejected edit in the browser until fixed, and never loses its transport', async () => {
  const page = await browser.newPage();
  await page.goto(`${base}/`);
  // Polled: on a fresh server the first visit may reload once while Vite optimises dependencies.
  await expect.poll(() => headerBackground(page), { timeout: 60_000, interval: 250 }).toBe(rgb(tenantConfig(slug).theme.colors.header_bg));

  setHeaderColour(first);
  await expect.poll(() => headerBackground(page), { timeout: 60_000, interval: 250 }).toBe(rgb(first));

  setHeaderColour('navy');
  await expect.poll(() => overlayText(page), { timeout: 60_000, interval: 250 }).toContain('theme.colors.header_bg');
  const shown = await overlayText(page);
  expect(shown).toContain(configFile);
  expect(shown).toContain('expected a hex colour like "#0a3d62"');
  // A reload (or another page) still shows it: the config is still rejected.
  await page.goto(`${base}/search/`);
  await expect.poll(() => overlayText(page), { timeout: 30_000, interval: 250 }).toContain('theme.colors.header_bg');

  setHeaderColour(second);
  await expect.poll(() => headerBackground(page), { timeout: 60_000, interval: 250 }).toBe(rgb(second));
  expect(await overlayText(page)).toBe('');
  expect(page.url()).toBe(`${base}/search/`);

  expect(log).not.toMatch(/transport was disconnected/i);
  expect(log).not.toMatch(/Restarting/);
  await page.close();
}, 240_000);
