/**
 * The README's Quick start, `npm start`, in real Chromium: `scripts/start.ts` builds one sample tenant
 * (the first the browser run covers) exactly as `npm run build` does — no API origin baked in — into a
 * temporary folder, serves it with the edge API beside it, and a visitor who opens the site as
 * 127.0.0.1 or as localhost sends the contact form, lands on /success/, and the lead is in the API's
 * database for that tenant (issue 9 item 2: on c14cc89 the README's recipe answered every form 400);
 * and a vehicle page shows its view count from `/api/...` on the site's own host, counted in the API's
 * database (until stop 43 a build without an API origin skipped that call, so a local preview never showed one).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { exited, freePort } from '../api/faults/api-process.ts';
import { launch } from './chromium.ts';
import { chooseRequiredSelects, fillDetails, storedLead, submitLead, textbox, visitor } from './forms-helpers.ts';
import { root } from './tenant.ts';

const slug = Object.keys(inject('tenants'))[0]!;
const tmp = mkdtempSync(join(tmpdir(), 'npm-start-'));
const dbPath = join(tmp, 'leads.sqlite');
let start: ChildProcess;
let port: number;
let browser: Browser;

beforeAll(async () => {
  port = await freePort();
  start = spawn(
    process.execPath,
    ['scripts/start.ts', '--site', slug, '--out', join(tmp, 'dist'), '--port', String(port), '--api-port', String(await freePort())],
    {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, API_DB_PATH: dbPath, DATABASE_URL: '', OUTBOX: 'off', API_RATE_LIMITS: 'off' },
    },
  );
  let out = '';
  await new Promise<void>((resolve, reject) => {
    start.stdout!.on('data', (d) => {
      out += String(d);
      if (out.includes('Ctrl+C stops them.')) resolve();
    });
    start.stderr!.on('data', (d) => {
      out += String(d);
    });
    start.once('exit', (code) => reject(new Error(`npm start exited (${code}):\n${out}`)));
  });
  expect(out).toContain(`${slug}  http://127.0.0.1:${port}/`);
  browser = await launch();
}, 600_000);

afterAll(async () => {
  await browser?.close();
  start?.kill();
  if (start) await exited(start);
  rmSync(tmp, { recursive: true, force: true });
});

describe(`npm start (${slug})`, () => {
  it.each(['127.0.0.1', 'localhost'])(
    'opened as http://%s:<port>/, the contact form sends, lands on /success/ and the lead is stored',
    async (host) => {
      const base = `http://${host}:${port}`;
      const page = await (await browser.newContext()).newPage();
      await page.goto(`${base}/contact/`);
      const form = page.getByRole('form', { name: 'Contact form' });
      // The form wakes on the visitor's first intent (client:intent); its buttons are disabled until then.
      await form.hover();
      await expect.poll(() => form.getByRole('button', { name: 'Next' }).isEnabled(), { timeout: 15_000 }).toBe(true);
      const who = visitor(`start-${host}`);
      await fillDetails(form, who);
      await form.getByRole('button', { name: 'Next' }).click();
      await textbox(form, 'Comments').fill('Is the sample stock real?');
      await chooseRequiredSelects(form);
      const answer = await submitLead(page, form.getByRole('button', { name: 'Send enquiry' }));
      expect(answer.url()).toBe(`${base}/api/leads`);
      expect(answer.status()).toBe(200);
      await page.waitForURL(/\/success\/$/);
      expect(storedLead(dbPath, slug, answer)).toMatchObject({
        tenant: slug,
        form: 'enquiry',
        payload: { email: who.email, url: `${base}/contact/` },
      });
      await page.context().close();
    },
  );

  it("a vehicle page shows its view count, asked of /api/... on the site's own host, and the view is counted", async () => {
    const base = `http://127.0.0.1:${port}`;
    const page = await (await browser.newContext()).newPage();
    const views: string[] = [];
    page.on('response', (r) => {
      if (r.url().includes('/view.json')) views.push(`${r.status()} ${r.url()}`);
    });
    await page.goto(`${base}/search/`);
    const href = (await page.locator('main a[href^="/cars/"]').first().getAttribute('href'))!;
    const carSlug = /^\/cars\/([^/]+)\/$/.exec(href)![1]!;
    await page.goto(`${base}${href}`);
    // A fresh database: this is the car's first view (spec §7 view.json; '· 1 view' after the stock number).
    await expect.poll(() => page.locator('[data-view-count]').textContent(), { timeout: 15_000 }).toBe(' · 1 view');
    expect(views).toEqual([expect.stringMatching(new RegExp(`^200 ${base}/api/cars/${carSlug}/view\\.json\\?`))]);
    const db = new DatabaseSync(dbPath, { readOnly: true });
    try {
      expect(db.prepare('SELECT views FROM car_views WHERE tenant = ? AND car_slug = ?').all(slug, carSlug)).toEqual([{ views: 1 }]);
    } finally {
      db.close();
    }
    await page.context().close();
  });

  it('stops on SIGTERM (Ctrl+C), closing the API', async () => {
    start.kill('SIGTERM');
    await exited(start);
    expect(start.exitCode).toBe(0);
  });
});
