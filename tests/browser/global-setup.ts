/**
 * Builds the sample tenants into `.cache/browser-dist/` (`browserDist`; never `dist/`, which keeps the
 * user's own build) unless BROWSER_SKIP_BUILD=1 and they are already built there, then serves each
 * with `scripts/preview.ts --out` (compressed, like a CDN) on its own port. Tests get the base URLs
 * with `inject('tenants')`.
 *
 * The edge API runs too (`scripts/api.ts`, as `npm run api` does) on a free port with a throwaway
 * SQLite file, rate limits and CRM delivery off, and each preview's origin allowed for its tenant;
 * the tenants are built with `--api-base` pointing at it, so the forms post to the real API. Tests get
 * `inject('api')`: its base URL and the SQLite file (read it to check a stored lead). With
 * BROWSER_SKIP_BUILD=1 the API takes the port the built sites already call, when it is free.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { listTenantSlugs } from '../../src/config/load.ts';
import { freePort } from '../api/faults/api-process.ts';
import { startStripeFake, type StripeFake } from '../../src/api/testing/stripe-fake.ts';
import { browserDist, root } from './tenant.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    tenants: Record<string, string>;
    /** The edge API the built sites call: its origin and its SQLite file. */
    api: { base: string; dbPath: string };
    /** The local Stripe fake the API's Stripe sites use (issue #13): its base URL. */
    stripe: { base: string };
    /** `distFingerprint()` before the run's build. */
    distBefore: string[];
  }
}

/**
 * What the user's `dist/` holds: each built site with its home page's modification time ('absent' when
 * there is no dist/). The browser tests must leave it as it was.
 */
export function distFingerprint(): string[] {
  const dist = join(root, 'dist');
  if (!existsSync(dist)) return ['absent'];
  return readdirSync(dist)
    .sort()
    .map((name) => {
      const home = join(dist, name, 'index.html');
      return `${name} ${existsSync(home) ? statSync(home).mtimeMs : '-'}`;
    });
}

async function waitFor(url: string, ms = 20_000): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`preview server did not answer at ${url}`);
}

/** The API origin a built tenant calls (read from its /contact/ page's form props), or null. */
function builtApiBase(slug: string): string | null {
  try {
    const html = readFileSync(join(browserDist, slug, 'contact', 'index.html'), 'utf8');
    return /apiBase&quot;:\[0,&quot;(http:\/\/127\.0\.0\.1:\d+)&quot;/.exec(html)?.[1] ?? null;
  } catch {
    return null;
  }
}

/** A port is free when we can listen on it. */
function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.once('error', () => resolve(false));
    srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)));
  });
}

/** The Stripe webhook secret of every Stripe site in the browser run (the fake signs with it). */
const BROWSER_WEBHOOK_SECRET = 'whsec_browser_suite';

/** Starts `scripts/api.ts`; resolves once it prints READY. Stripe sites use `stripe` (the local fake). */
function startApi(port: number, dbPath: string, origins: Record<string, string>, stripe: StripeFake): Promise<ChildProcess> {
  // The browser tests read stored leads from the SQLite file, so the API must not switch to the
  // PostgreSQL that CI exports DATABASE_URL for (the storage tests cover PostgreSQL).
  const { DATABASE_URL: _pg, ...inherited } = process.env;
  const env = {
    ...inherited,
    PORT: String(port),
    HOST: '127.0.0.1',
    API_DB_PATH: dbPath,
    API_SQLITE_SYNC: 'NORMAL',
    API_RATE_LIMITS: 'off',
    OUTBOX: 'off',
    API_EXTRA_ORIGINS: Object.entries(origins)
      .map(([slug, origin]) => `${slug}=${origin}`)
      .join(','),
    // Accounts and commerce (issue #13): deposits go to the local Stripe fake, never to Stripe. Sign-in codes stay
    // queued in the outbox (MESSAGES off: a delivered code is redacted), where tests/browser/accounts.test.ts reads them.
    MESSAGES: 'off',
    STRIPE_API_BASE: stripe.url,
    STRIPE_TEST_CONFIRM_BASE: stripe.url,
    STRIPE_ACCOUNTS: JSON.stringify(
      Object.fromEntries(
        Object.keys(origins).map((slug) => [slug, { secret_key: 'sk_test_browser', webhook_secret: BROWSER_WEBHOOK_SECRET }]),
      ),
    ),
  };
  const child = spawn(process.execPath, ['scripts/api.ts'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  return new Promise((resolve, reject) => {
    let err = '';
    // A slow start is stopped, not left running on the port (the next run would rebuild to avoid it).
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the API did not start on port ${port}:\n${err}`));
    }, 120_000);
    child.stderr!.on('data', (d) => {
      err += String(d);
    });
    child.stdout!.on('data', (d) => {
      if (String(d).includes('READY')) {
        clearTimeout(timer);
        resolve(child);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the API exited (${code}):\n${err}`));
    });
  });
}

export default async function setup(project: TestProject) {
  project.provide('distBefore', distFingerprint());
  const slugs = (process.env.BROWSER_TENANTS?.split(',') ?? listTenantSlugs(join(root, 'sites'))).filter(Boolean);
  const built = slugs.every((s) => existsSync(join(browserDist, s, 'index.html')));
  const bases = new Set(slugs.map(builtApiBase));
  const reusable = bases.size === 1 ? [...bases][0] : null;
  const reusePort = reusable ? Number(new URL(reusable).port) : null;
  const skip = process.env.BROWSER_SKIP_BUILD === '1' && built && reusePort !== null && (await isFree(reusePort));
  const apiPort = skip ? reusePort! : await freePort();
  const apiBase = `http://127.0.0.1:${apiPort}`;
  if (!skip) {
    if (process.env.BROWSER_SKIP_BUILD === '1')
      console.warn('browser tests: rebuilding, the built sites do not call a free local API port');
    const args = ['scripts/build.ts', ...slugs.flatMap((s) => ['--site', s]), '--out', browserDist, '--api-base', apiBase];
    const r = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit' });
    if (r.status !== 0) throw new Error(`building the tenants for the browser tests failed (exit ${r.status})`);
  }
  const tenants: Record<string, string> = {};
  for (const slug of slugs) tenants[slug] = `http://127.0.0.1:${await freePort()}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'browser-api-'));
  const dbPath = join(dataDir, 'leads.sqlite');
  const stripe = await startStripeFake({
    webhookUrl: (t) => `${apiBase}/api/webhooks/stripe/${t}`,
    webhookSecret: () => BROWSER_WEBHOOK_SECRET,
  });
  const api = await startApi(apiPort, dbPath, tenants, stripe);
  const servers: ChildProcess[] = [api];
  for (const slug of slugs) {
    // The sites call the API's origin (--api-base), so the preview passes nothing on (--api none).
    servers.push(
      spawn(
        process.execPath,
        ['scripts/preview.ts', '--site', slug, '--out', browserDist, '--port', new URL(tenants[slug]!).port, '--api', 'none'],
        { cwd: root, stdio: 'ignore' },
      ),
    );
  }
  try {
    await Promise.all(Object.values(tenants).map((u) => waitFor(`${u}/`, 60_000)));
  } catch (err) {
    // Nothing is left running on its port when the setup fails.
    for (const s of servers) s.kill();
    void stripe.close();
    throw err;
  }
  project.provide('tenants', tenants);
  project.provide('api', { base: apiBase, dbPath });
  project.provide('stripe', { base: stripe.url });
  return () => {
    for (const s of servers) s.kill();
    void stripe.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
