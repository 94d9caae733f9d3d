/**
 * One build of a tenant at a time per cache folder (issue #14: ops rebuild hundreds of tenants every night without a
 * thought). Two runs of the orchestrator on the same cache root — the nightly rebuild and an operator rebuilding one
 * tenant, the browser tests' build and a developer's, or a night that overran into the next — would otherwise prepare
 * the same tenant folder (`.cache/tenants/<slug>/`: its stock, config and content) and sync the same content store
 * (`.cache/astro/<slug>/`) at once, and one build could render from the other's half-written files. The second run's
 * build of that tenant fails at once instead, naming the run that holds it (its previous site stays published); its
 * other tenants build.
 *
 * The lock is `proper-lockfile`'s (a folder, `<cacheRoot>/locks/<slug>.lock`, whose time the holder renews every
 * {@link LOCK_UPDATE_MS}; a lock not renewed for {@link LOCK_STALE_MS} is stale and taken over), with who holds it in
 * `<cacheRoot>/locks/<slug>.owner.json` beside it. A lock left by a run of this machine that is no longer running (killed
 * with SIGKILL, or the machine restarted) is taken over at once; one from a run still running never is.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import lockfile from 'proper-lockfile';

/** Milliseconds after which a lock its holder stopped renewing is stale (and another run takes it over). */
export const LOCK_STALE_MS = 60_000;
/** Milliseconds between the holder's renewals of its lock. */
export const LOCK_UPDATE_MS = 15_000;

/** Who holds a tenant's lock: the run's process id, machine, start time (ISO 8601, UTC) and command line. */
export interface TenantLockOwner {
  pid: number;
  host: string;
  started: string;
  command: string;
}

/** A tenant's build lock, held until `release()`. */
export interface TenantLock {
  /** Releases the lock (idempotent; never throws). */
  release(): void;
  /**
   * Why the lock was lost while held (another run took it over: its holder did not renew it for
   * {@link LOCK_STALE_MS}, e.g. the machine was suspended), or null while it is held. A build whose lock was lost must
   * not publish.
   */
  lost(): string | null;
}

/** Thrown by {@link lockTenant} when another run is building the tenant; the message names that run when known. */
export class TenantBusyError extends Error {
  /** The tenant, and the run holding its lock when its owner file could be read. */
  readonly slug: string;
  readonly owner: TenantLockOwner | null;
  constructor(slug: string, owner: TenantLockOwner | null) {
    super(
      owner
        ? `another build of ${slug} is running (process ${owner.pid} on ${owner.host}, started ${owner.started}: ${owner.command}); wait for it to finish, or stop it`
        : `another build of ${slug} is running (its lock is ${slug}.lock in the cache's locks folder); wait for it to finish, or stop it`,
    );
    this.name = 'TenantBusyError';
    this.slug = slug;
    this.owner = owner;
  }
}

/**
 * Whether process `pid` of this machine is running (also the orchestrator's test for a staging folder's build, and
 * the client-bundle cache's for a half-written entry). A process of another user counts as running; a pid that is not
 * a positive integer (one read from a damaged name or file) is no running process (`kill(0)` would signal our group).
 */
export function processRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(file: string): TenantLockOwner | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as TenantLockOwner;
  } catch {
    return null;
  }
}

/**
 * Takes the build lock of tenant `slug` in the cache root `cacheRoot` for this process. Throws
 * {@link TenantBusyError} when another run holds it, and the file system's error when the locks folder cannot be written.
 * `timing` (milliseconds; tests shorten it): when an unrenewed lock is stale, and how often this one is renewed.
 */
export function lockTenant(
  cacheRoot: string,
  slug: string,
  timing: { staleMs: number; updateMs: number } = { staleMs: LOCK_STALE_MS, updateMs: LOCK_UPDATE_MS },
): TenantLock {
  const dir = join(cacheRoot, 'locks');
  mkdirSync(dir, { recursive: true });
  const lockPath = join(dir, `${slug}.lock`);
  const ownerFile = join(dir, `${slug}.owner.json`);
  const owner = readOwner(ownerFile);
  // A lock of a run of this machine that is not running any more: taken over now, not after LOCK_STALE_MS.
  if (existsSync(lockPath) && owner && owner.host === hostname() && owner.pid !== process.pid && !processRunning(owner.pid)) {
    rmSync(lockPath, { recursive: true, force: true });
  }
  let lostReason: string | null = null;
  let unlock: () => void;
  try {
    unlock = lockfile.lockSync(join(dir, slug), {
      realpath: false,
      lockfilePath: lockPath,
      stale: timing.staleMs,
      update: timing.updateMs,
      onCompromised: (err) => {
        lostReason = `its build lock was taken over by another run while it built (${err.message})`;
      },
    });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ELOCKED') throw new TenantBusyError(slug, readOwner(ownerFile));
    throw err;
  }
  const me: TenantLockOwner = {
    pid: process.pid,
    host: hostname(),
    started: new Date().toISOString(),
    command: process.argv.slice(1).join(' '),
  };
  writeFileSync(ownerFile, `${JSON.stringify(me)}\n`);
  let released = false;
  return {
    release() {
      if (released) return;
      released = true;
      if (lostReason) return; // the lock and its owner file are another run's now
      rmSync(ownerFile, { force: true });
      try {
        unlock();
      } catch {
        // Already gone (removed by hand): nothing left to release.
      }
    },
    lost: () => lostReason,
  };
}
