/**
 * CRM delivery from the outbox (issue #6 part 3): a worker loop claims due outbox rows, POSTs each lead
 * as the JSON webhook or as ADF 1.0 XML, and records the outcome. A failure (network error, timeout,
 * non-2xx) is retried with exponential backoff and jitter; after `maxAttempts` attempts (21–43 minutes
 * with the defaults) the row is dead-lettered (status 'dead', with its last error) — and still retried
 * on a slow schedule, every `deadRetryMs` (default 30 min, jittered) for `deadRetryForMs` (default 7
 * days) after it died, so a CRM outage longer than the retry budget heals by itself, across restarts.
 * After that an operator requeues it (`npm run leads:requeue`); `GET /api/health` and `/metrics` count
 * dead rows for alerting. Rows are leased while in
 * flight, so a crash mid-delivery only delays them (at-least-once; receivers dedupe on
 * `Idempotency-Key: <lead_id>:<kind>`).
 */
import type { TenantRegistry } from '../tenants.ts';
import type { DeliveryJob, DeliveryOutcome, LeadStore } from '../storage/types.ts';
import { leadDocument } from './document.ts';
import { renderAdf } from './adf.ts';
import { renderWebhook, signBody } from './webhook.ts';

/** Worker settings. Times in milliseconds. */
export interface OutboxOptions {
  store: LeadStore;
  tenants: TenantRegistry;
  fetch?: typeof fetch;
  now?: () => number;
  /** Uniform [0, 1) source for jitter. */
  random?: () => number;
  /** Attempts before dead-lettering (default 10). */
  maxAttempts?: number;
  /** First retry delay cap (default 5 s); doubles each attempt up to `maxDelayMs` (default 1 h). */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** Rows claimed per round (default 20), lease per claim (default 60 s), per-request timeout (default 10 s). */
  batch?: number;
  leaseMs?: number;
  timeoutMs?: number;
  /** Idle poll interval (default 1 s). */
  pollMs?: number;
  /** Slow schedule of dead letters: retried every ~`deadRetryMs` (default 30 min) for `deadRetryForMs` (default 7 days) after dead-lettering. */
  deadRetryMs?: number;
  deadRetryForMs?: number;
  /** HMAC key for webhook signatures; unsigned when absent. */
  secret?: string;
  log?: (message: string) => void;
}

/** Counts of one round. */
export interface RoundResult {
  claimed: number;
  delivered: number;
  retried: number;
  dead: number;
}

/**
 * Delay before the next attempt after `attempts` failures: "equal jitter" — half of
 * min(maxMs, baseMs × 2^(attempts−1)) plus a random part up to the other half, so retries spread out
 * but never come back immediately.
 */
export function backoffDelay(attempts: number, baseMs: number, maxMs: number, random: () => number): number {
  const cap = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(cap / 2 + random() * (cap / 2));
}

async function attempt(job: DeliveryJob, o: Required<Omit<OutboxOptions, 'secret' | 'log'>> & OutboxOptions): Promise<string | null> {
  const tenant = o.tenants.get(job.tenant);
  if (!tenant) return 'permanent: tenant no longer configured';
  const url = job.kind === 'webhook' ? tenant.site.leads.crm.webhook_url : tenant.site.leads.crm.adf_url;
  if (!url) return `permanent: no ${job.kind} destination in the site config`;
  const doc = leadDocument(job.lead, tenant.site, job.attempts > 0);
  const body = job.kind === 'webhook' ? renderWebhook(job.lead, doc) : renderAdf(doc);
  const headers: Record<string, string> = {
    'content-type': job.kind === 'webhook' ? 'application/json' : 'application/xml; charset=utf-8',
    'idempotency-key': `${job.lead_id}:${job.kind}`,
    'user-agent': 'dealer-sites-lead-delivery/1',
  };
  if (o.secret) {
    const ts = Math.floor(o.now() / 1000);
    headers['x-signature-timestamp'] = String(ts);
    headers['x-signature-sha256'] = await signBody(o.secret, ts, body);
  }
  try {
    const res = await o.fetch(url, { method: 'POST', headers, body, signal: AbortSignal.timeout(o.timeoutMs) });
    await res.body?.cancel().catch(() => undefined);
    return res.ok ? null : `HTTP ${res.status}`;
  } catch (err) {
    return (err as Error).name === 'TimeoutError' ? `timeout after ${o.timeoutMs} ms` : `network: ${(err as Error).message}`;
  }
}

/** Dead letters are retried about every 30 minutes … */
export const DEFAULT_DEAD_RETRY_MS = 30 * 60_000;
/** … for 7 days after they were dead-lettered. */
export const DEFAULT_DEAD_RETRY_FOR_MS = 7 * 86_400_000;

function withDefaults(opts: OutboxOptions) {
  return {
    fetch: globalThis.fetch.bind(globalThis),
    now: Date.now,
    random: Math.random,
    maxAttempts: 10,
    baseDelayMs: 5_000,
    maxDelayMs: 3_600_000,
    batch: 20,
    leaseMs: 60_000,
    timeoutMs: 10_000,
    pollMs: 1_000,
    deadRetryMs: DEFAULT_DEAD_RETRY_MS,
    deadRetryForMs: DEFAULT_DEAD_RETRY_FOR_MS,
    ...opts,
  };
}

/** Claims one batch of due rows and attempts each once, concurrently. */
export async function deliverRound(opts: OutboxOptions): Promise<RoundResult> {
  const o = withDefaults(opts);
  const now = o.now();
  const jobs = await o.store.claimDeliveries(now, o.batch, o.leaseMs, now - o.deadRetryForMs);
  const result: RoundResult = { claimed: jobs.length, delivered: 0, retried: 0, dead: 0 };
  await Promise.all(
    jobs.map(async (job) => {
      const error = await attempt(job, o);
      const attempts = job.attempts + 1;
      let outcome: DeliveryOutcome;
      if (error === null) outcome = { status: 'delivered' };
      else if (job.dead_at !== null || error.startsWith('permanent:') || attempts >= o.maxAttempts) {
        // Dead-lettered (or still dead): the next try is on the slow schedule, jittered so dead rows do not retry in lockstep.
        outcome = { status: 'dead', error, next_attempt_at: o.now() + Math.round(o.deadRetryMs / 2 + o.random() * (o.deadRetryMs / 2)) };
      } else outcome = { status: 'retry', error, next_attempt_at: o.now() + backoffDelay(attempts, o.baseDelayMs, o.maxDelayMs, o.random) };
      await o.store.completeDelivery(job.id, outcome, o.now());
      result[outcome.status === 'retry' ? 'retried' : outcome.status]++;
      if (outcome.status === 'dead' && job.dead_at === null)
        o.log?.(
          `outbox: lead ${job.lead_id} ${job.kind} dead-lettered after ${attempts} attempt(s): ${error}; retried every ~${Math.round(o.deadRetryMs / 60_000)} min`,
        );
      if (outcome.status === 'delivered' && job.dead_at !== null)
        o.log?.(`outbox: lead ${job.lead_id} ${job.kind} delivered from the dead letters after ${attempts} attempt(s)`);
    }),
  );
  return result;
}

/** A running worker: `wake()` after a commit delivers promptly; `stop()` waits for the round in flight. */
export interface OutboxWorker {
  wake(): void;
  stop(): Promise<void>;
}

/** Starts the worker loop: rounds back to back while rows are due, else every `pollMs`. Errors are logged and retried. */
export function startOutboxWorker(opts: OutboxOptions): OutboxWorker {
  const o = withDefaults(opts);
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let running: Promise<void> | null = null;
  let again = false;
  const loop = (): void => {
    timer = null;
    if (stopped || running) return;
    running = deliverRound(o)
      .then((r) => r.claimed)
      .catch((err: unknown) => {
        o.log?.(`outbox: round failed: ${(err as Error).message}`);
        return 0;
      })
      .then((claimed) => {
        running = null;
        if (!stopped) timer = setTimeout(loop, claimed >= o.batch || again ? 0 : o.pollMs);
        again = false;
      });
  };
  timer = setTimeout(loop, 0);
  return {
    wake() {
      if (stopped) return;
      if (running) {
        again = true;
        return;
      }
      if (timer) clearTimeout(timer);
      timer = setTimeout(loop, 0);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
