import { fork, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { lockTenant, processRunning, TenantBusyError, type TenantLock, type TenantLockOwner } from './tenant-lock.ts';

const dirs: string[] = [];
const locks: TenantLock[] = [];
const children: ChildProcess[] = [];
const cacheRoot = () => {
  const dir = mkdtempSync(join(tmpdir(), 'tenant-lock-'));
  dirs.push(dir);
  return dir;
};
const take = (root: string, slug: string, timing?: { staleMs: number; updateMs: number }) => {
  const lock = lockTenant(root, slug, timing);
  locks.push(lock);
  return lock;
};
const busyError = (fn: () => unknown): TenantBusyError => {
  try {
    fn();
  } catch (err) {
    if (err instanceof TenantBusyError) return err;
    throw err;
  }
  throw new Error('expected a TenantBusyError');
};

/** A separate process holding `slug`'s lock in `root` (another run of the orchestrator), resolved once it holds it. */
async function otherRun(root: string, slug: string): Promise<ChildProcess> {
  const script = join(root, 'hold-lock.ts');
  writeFileSync(
    script,
    [
      `import { lockTenant } from ${JSON.stringify(join(import.meta.dirname, 'tenant-lock.ts'))};`,
      `lockTenant(${JSON.stringify(root)}, ${JSON.stringify(slug)});`,
      `process.send?.('locked');`,
      `setInterval(() => {}, 1000);`,
    ].join('\n'),
  );
  const child = fork(script, ['--night'], { stdio: 'ignore' });
  children.push(child);
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`the lock holder exited (${code})`)));
  });
  return child;
}

afterEach(() => {
  for (const lock of locks.splice(0)) lock.release();
  for (const child of children.splice(0)) child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('a tenant build lock (one build of a tenant at a time per cache root)', () => {
  it('refuses a second build of the same tenant on the same cache root, naming the run that holds it', () => {
    const root = cacheRoot();
    take(root, 'harbourline-mazda');
    const err = busyError(() => lockTenant(root, 'harbourline-mazda'));
    expect(err.slug).toBe('harbourline-mazda');
    expect(err.owner).toMatchObject({ pid: process.pid, host: hostname() });
    expect(err.message).toContain(`another build of harbourline-mazda is running (process ${process.pid} on ${hostname()}, started `);
    expect(err.message).toMatch(/wait for it to finish, or stop it$/);
    // Another tenant, or the same tenant on another cache root, is not held up.
    expect(() => take(root, 'value-wheels-adelaide')).not.toThrow();
    expect(() => take(cacheRoot(), 'harbourline-mazda')).not.toThrow();
  });

  it('is free again once released; releasing twice is harmless', () => {
    const root = cacheRoot();
    const lock = take(root, 'harbourline-mazda');
    const ownerFile = join(root, 'locks', 'harbourline-mazda.owner.json');
    const owner = JSON.parse(readFileSync(ownerFile, 'utf8')) as TenantLockOwner;
    expect(owner.pid).toBe(process.pid);
    expect(Number.isNaN(Date.parse(owner.started))).toBe(false);
    lock.release();
    lock.release();
    expect(existsSync(ownerFile)).toBe(false);
    expect(existsSync(join(root, 'locks', 'harbourline-mazda.lock'))).toBe(false);
    expect(() => take(root, 'harbourline-mazda')).not.toThrow();
  });

  it('names another process that holds it, and takes it over at once when that process was killed', async () => {
    const root = cacheRoot();
    const holder = await otherRun(root, 'swan-river-auto');
    const err = busyError(() => lockTenant(root, 'swan-river-auto'));
    expect(err.owner).toMatchObject({ pid: holder.pid, host: hostname() });
    expect(err.owner!.command).toContain('hold-lock.ts --night');
    // SIGKILL: the holder's exit handlers do not run, so its lock folder stays behind.
    holder.kill('SIGKILL');
    await new Promise((resolve) => holder.once('exit', resolve));
    expect(existsSync(join(root, 'locks', 'swan-river-auto.lock'))).toBe(true);
    const lock = take(root, 'swan-river-auto');
    expect(lock.lost()).toBeNull();
    expect(JSON.parse(readFileSync(join(root, 'locks', 'swan-river-auto.owner.json'), 'utf8'))).toMatchObject({ pid: process.pid });
  });

  it('reports a lock another run took over while it was held, and leaves that run its lock', async () => {
    const root = cacheRoot();
    const lock = take(root, 'value-wheels-adelaide', { staleMs: 2_000, updateMs: 1_000 });
    const lockDir = join(root, 'locks', 'value-wheels-adelaide.lock');
    const ownerFile = join(root, 'locks', 'value-wheels-adelaide.owner.json');
    // What another run does to a lock it found stale: removes it and makes its own.
    rmSync(lockDir, { recursive: true });
    mkdirSync(lockDir);
    writeFileSync(ownerFile, JSON.stringify({ pid: 1, host: 'other', started: '2026-11-20T00:00:00.000Z', command: 'x' }));
    await expect.poll(() => lock.lost(), { timeout: 5_000, interval: 100 }).toMatch(/^its build lock was taken over by another run/);
    lock.release();
    expect(existsSync(lockDir)).toBe(true);
    expect(JSON.parse(readFileSync(ownerFile, 'utf8'))).toMatchObject({ host: 'other' });
  });
});

describe('processRunning: whether a pid read from a lock, a staging folder or a temporary name is a live process', () => {
  it('is true for this process, false for one that ended, and false for a pid that is no process at all', async () => {
    expect(processRunning(process.pid)).toBe(true);
    const child = spawn(process.execPath, ['-e', '']);
    const pid = child.pid!;
    await new Promise((r) => child.on('exit', r));
    expect(processRunning(pid)).toBe(false);
    // `kill(0)` would signal this process's own group, and a name without a number reads as NaN.
    expect(processRunning(0)).toBe(false);
    expect(processRunning(Number.NaN)).toBe(false);
    expect(processRunning(-1)).toBe(false);
  });
});
