/**
 * The README's ways to preview a tenant with working forms, with the real `scripts/api.ts` and
 * `scripts/preview.ts` processes (issue 9 item 2; Chromium submitting a real form through `npm start`
 * is tests/browser/start.test.ts):
 * - `npm start` / `npm run preview`: the form posts to `/api/leads` on the preview's own origin, opened
 *   as 127.0.0.1 or localhost; the preview passes it to the API naming the site, and the lead is stored;
 * - `API_EXTRA_ORIGINS=http://127.0.0.1:<port> npm run api` with a build that calls the API's origin: the
 *   browser's preflight and the form's POST (which names its site in X-Site) get CORS for 127.0.0.1 and
 *   localhost alike, and the lead is stored — on c14cc89 both answered 400 'Several sites share this origin';
 * - the API down: the form gets a 502 whose text says to start it;
 * - `API_EXTRA_ORIGINS=<slug>=<origin>`: also the calls that name no site (view counts) get CORS;
 * - a busy port: one sentence, not an EADDRINUSE stack.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listTenantSlugs, loadTenant } from '../src/config/load.ts';
import { leadSwitches } from '../src/config/schema/leads.ts';
import { LEAD } from '../src/api/testing/fixtures.ts';
import { exited, freePort, startApi, type ApiProcess } from '../tests/api/faults/api-process.ts';
import { leads } from '../tests/browser/forms-helpers.ts';
import { apiDownMessage } from './lib/preview-server.ts';
import { portErrorSentence } from './lib/port.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SITES = join(ROOT, 'sites');
const slug = listTenantSlugs(SITES)[0]!;
const tmp = mkdtempSync(join(tmpdir(), 'preview-recipe-'));
const dbPath = join(tmp, 'leads.sqlite');
const children: ChildProcess[] = [];

/** A lead this tenant's form switches accept (spec §5): its first location and dealership, terms ticked. */
function leadFor(tag: string) {
  const r = loadTenant(SITES, slug, ROOT);
  if (!r.ok) throw new Error(`${slug}: config invalid`);
  const s = leadSwitches(r.config);
  return {
    ...LEAD,
    email: `recipe.${tag}@example.com`,
    location_id: s.location_ids![0],
    dealership_slug: s.dealership_slugs![0],
    terms_conditions: true,
  };
}

/** Starts `node scripts/preview.ts …args` and resolves once it serves. */
function startPreview(args: string[]): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['scripts/preview.ts', '--site', slug, '--out', join(tmp, 'dist'), ...args], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let err = '';
    child.stderr!.on('data', (d) => {
      err += String(d);
    });
    child.stdout!.on('data', (d) => {
      if (String(d).startsWith('Serving ')) resolve(child);
    });
    child.once('exit', (code) => reject(new Error(`preview exited (${code}):\n${err}`)));
  });
}

let api: ApiProcess;
let previewPort: number;
/** A port whose origin is allowed for this one tenant (`slug=origin`). */
let ownPort: number;
let deadApiPreviewPort: number;
beforeAll(async () => {
  // A built site stands in for `npm run build`'s output: the recipes are about where its calls go.
  mkdirSync(join(tmp, 'dist', slug), { recursive: true });
  writeFileSync(join(tmp, 'dist', slug, 'index.html'), '<!doctype html><title>home</title>');
  previewPort = await freePort();
  ownPort = await freePort();
  api = await startApi({
    PORT: String(await freePort()),
    API_DB_PATH: dbPath,
    API_STOCK: 'none',
    OUTBOX: 'off',
    API_RATE_LIMITS: 'off',
    DATABASE_URL: '',
    // The recipe of issue 9 as written (one origin for every tenant), and the README's `slug=origin` form.
    API_EXTRA_ORIGINS: `http://127.0.0.1:${previewPort},${slug}=http://127.0.0.1:${ownPort}`,
  });
  children.push(api.child);
  await startPreview(['--port', String(previewPort), '--api', `http://127.0.0.1:${api.port}`]);
  deadApiPreviewPort = await freePort();
  await startPreview(['--port', String(deadApiPreviewPort), '--api', `http://127.0.0.1:${await freePort()}`]);
}, 60_000);

afterAll(async () => {
  for (const c of children) c.kill();
  await Promise.all(children.map(exited));
  rmSync(tmp, { recursive: true, force: true });
});

const post = (url: string, body: unknown, headers: Record<string, string>) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID(), ...headers },
    body: JSON.stringify(body),
  });

describe('npm start / npm run preview: /api/* on the preview goes to the edge API', () => {
  it.each(['127.0.0.1', 'localhost'])(
    'a form on http://%s:<port>/ posts to its own /api/leads and the lead is stored for that site',
    async (host) => {
      const origin = `http://${host}:${previewPort}`;
      const lead = leadFor(`proxy-${host}`);
      // A same-origin POST from the page: the browser sends Origin, the form sends its slug as X-Site.
      const res = await post(`${origin}/api/leads`, lead, { origin, 'x-site': slug });
      expect(res.status).toBe(200);
      const { lead_id } = (await res.json()) as { lead_id: string };
      expect(leads(dbPath, 'lead_id = ?', lead_id)).toMatchObject([{ tenant: slug, form: 'enquiry', payload: { email: lead.email } }]);
    },
  );

  it('the API not running: the form gets a 502 whose text says to start it', async () => {
    const res = await post(`http://127.0.0.1:${deadApiPreviewPort}/api/leads`, leadFor('down'), {});
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ error: expect.stringContaining('is not answering: start it with npm run api') });
    expect(apiDownMessage('http://127.0.0.1:8787')).toBe(
      'The edge API at http://127.0.0.1:8787 is not answering: start it with npm run api (or npm start), then send again.',
    );
  });

  it('the site itself is still served like a static host', async () => {
    const res = await fetch(`http://localhost:${previewPort}/`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<title>home</title>');
  });
});

describe('API_EXTRA_ORIGINS=http://127.0.0.1:<port> npm run api, with a build that calls the API origin', () => {
  it.each(['127.0.0.1', 'localhost'])(
    "from http://%s:<port>: the preflight and the form's POST get CORS, and the lead is stored",
    async (host) => {
      const origin = `http://${host}:${previewPort}`;
      const preflight = await fetch(`http://127.0.0.1:${api.port}/api/leads`, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type,idempotency-key,x-site',
        },
      });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('access-control-allow-origin')).toBe(origin);
      const lead = leadFor(`cors-${host}`);
      const res = await post(`http://127.0.0.1:${api.port}/api/leads`, lead, { origin, 'x-site': slug });
      expect(res.status).toBe(200);
      expect(res.headers.get('access-control-allow-origin')).toBe(origin);
      const { lead_id } = (await res.json()) as { lead_id: string };
      expect(leads(dbPath, 'lead_id = ?', lead_id)).toMatchObject([{ tenant: slug, payload: { email: lead.email } }]);
    },
  );
});

describe("API_EXTRA_ORIGINS=<slug>=http://127.0.0.1:<port> npm run api (the README's form)", () => {
  const view = (origin: string) =>
    fetch(`http://127.0.0.1:${api.port}/api/cars/some-car/view.json?website_id=${slug}`, { headers: { origin } });

  it.each(['127.0.0.1', 'localhost'])('from http://%s:<port>: a view count, which names no site, is answered with CORS', async (host) => {
    const origin = `http://${host}:${ownPort}`;
    const res = await view(origin);
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe(origin);
    expect(await res.json()).toMatchObject({ views: expect.any(Number) });
  });

  it('while an origin every tenant shares cannot tell whose view it is', async () => {
    expect((await view(`http://127.0.0.1:${previewPort}`)).status).toBe(400);
  });
});

describe('a busy port: one sentence naming the port and the option, exit 1', () => {
  it('npm run preview', () => {
    const r = spawnSync(
      process.execPath,
      ['scripts/preview.ts', '--site', slug, '--out', join(tmp, 'dist'), '--port', String(previewPort)],
      { cwd: ROOT, encoding: 'utf8' },
    );
    expect(r.status).toBe(1);
    expect(r.stderr.trim()).toBe(
      `Port ${previewPort} on 127.0.0.1 is already in use (is a preview already running, or another program?): stop that program or choose another port with npm run preview -- --port <port>.`,
    );
  });

  it('npm run api', () => {
    const r = spawnSync(process.execPath, ['scripts/api.ts', '--port', String(api.port)], {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...process.env, API_DB_PATH: join(tmp, 'other.sqlite'), API_STOCK: 'none', DATABASE_URL: '' },
    });
    expect(r.status).toBe(1);
    // Node 22 first prints its own two-line ExperimentalWarning for node:sqlite; then ours, alone.
    const ours = r.stderr
      .trim()
      .split('\n')
      .filter((l) => !/^\(node:\d+\) ExperimentalWarning: SQLite|^\(Use `node --trace-warnings/.test(l));
    expect(ours).toEqual([
      portErrorSentence({ code: 'EADDRINUSE' }, api.port, '127.0.0.1', { what: 'the edge API', option: 'npm run api -- --port <port>' }),
    ]);
  });
});
