/**
 * Builds the sample tenants (unless BROWSER_SKIP_BUILD=1 and they are already built), then serves
 * each with `scripts/preview.ts` (compressed, like a CDN) on its own port. Tests get the base URLs
 * with `inject('tenants')`.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { listTenantSlugs } from '../../src/config/load.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    tenants: Record<string, string>;
  }
}

const root = join(import.meta.dirname, '..', '..');

/** A free TCP port on 127.0.0.1 (so parallel runs and other local servers never collide). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

async function waitFor(url: string, ms = 20_000): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch { /* not up yet */ }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`preview server did not answer at ${url}`);
}

export default async function setup(project: TestProject) {
  const slugs = (process.env.BROWSER_TENANTS?.split(',') ?? listTenantSlugs(join(root, 'sites'))).filter(Boolean);
  const built = slugs.every((s) => existsSync(join(root, 'dist', s, 'index.html')));
  if (process.env.BROWSER_SKIP_BUILD !== '1' || !built) {
    const args = ['scripts/build.ts', ...slugs.flatMap((s) => ['--site', s])];
    const r = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit' });
    if (r.status !== 0) throw new Error(`building the tenants for the browser tests failed (exit ${r.status})`);
  }
  const servers: ChildProcess[] = [];
  const tenants: Record<string, string> = {};
  for (const slug of slugs) {
    const port = await freePort();
    servers.push(spawn(process.execPath, ['scripts/preview.ts', '--site', slug, '--port', String(port)], { cwd: root, stdio: 'ignore' }));
    tenants[slug] = `http://127.0.0.1:${port}`;
  }
  await Promise.all(Object.values(tenants).map((u) => waitFor(`${u}/`)));
  project.provide('tenants', tenants);
  return () => {
    for (const s of servers) s.kill();
  };
}
