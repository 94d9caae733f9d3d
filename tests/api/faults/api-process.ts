/**
 * Runs `node scripts/api.ts` as a child process for the benchmark and the fault tests, and a small
 * keep-alive HTTP client for it. Loopback only.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { type Agent, request } from 'node:http';
import { createServer } from 'node:net';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '../../..');

/** A free TCP port on 127.0.0.1 (so restarts can reuse the same port). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

/** A running API child. */
export interface ApiProcess {
  child: ChildProcess;
  port: number;
  stderr: () => string;
}

/** Starts the API with `env` added to ours and resolves once it prints READY. @throws when it exits first or takes over `timeoutMs` (default 30 s). */
export async function startApi(env: Record<string, string>, timeoutMs = 30_000): Promise<ApiProcess> {
  const child = spawn(process.execPath, [join(ROOT, 'scripts/api.ts')], {
    cwd: ROOT,
    env: { ...process.env, HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let err = '';
  child.stderr!.on('data', (d) => {
    err = (err + String(d)).slice(-20_000);
  });
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`API did not start in ${timeoutMs / 1000} s:\n${err}`));
    }, timeoutMs);
    let out = '';
    child.stdout!.on('data', (d) => {
      out += String(d);
      const m = /READY (\d+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(Number(m[1]));
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`API exited with ${code} before READY:\n${err}`));
    });
  });
  return { child, port, stderr: () => err };
}

/** Waits for the child to exit (after a signal). */
export function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((r) => child.once('exit', () => r()));
}

/** One HTTP answer. */
export interface Answer {
  status: number;
  body: string;
  ms: number;
}

/** POSTs JSON with keep-alive through `agent`. Rejects on a network error (refused, reset, timeout). */
export function postJson(
  agent: Agent,
  port: number,
  path: string,
  body: string,
  headers: Record<string, string>,
  timeoutMs = 10_000,
): Promise<Answer> {
  const t0 = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...headers },
      },
      (res) => {
        let data = '';
        res.setEncoding('utf8');
        res.on('data', (c) => (data += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: data, ms: performance.now() - t0 }));
        res.on('error', reject);
      },
    );
    req.setTimeout(timeoutMs, () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(body);
  });
}

/** The p-th percentile (0–100) of sorted numbers. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}
