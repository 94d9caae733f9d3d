/**
 * Delivery of outbox messages (issue #13): sign-in codes and reservation confirmations, by SMS or
 * e-mail, to the platform's message provider — a JSON webhook per channel (`NOTIFY_SMS_URL`,
 * `NOTIFY_EMAIL_URL`: an SMS gateway or e-mail relay), signed like the CRM webhook when a secret is set
 * (`X-Signature-SHA256`, `signBody`), with the CRM outbox's backoff (`backoffDelay`) and lease. With no URL
 * for a channel (development), the message is printed to the API's log instead — that is how
 * `npm run api` shows the sign-in code. Body sent: `{ id, site, channel, to, kind, ...body }`.
 */
import type { CommerceStore, MessageJob } from '../storage/commerce/types.ts';
import { backoffDelay } from './outbox.ts';
import { signBody } from './webhook.ts';

/** Settings of the message worker. Times in ms. */
export interface MessageOptions {
  commerce: CommerceStore;
  /** Provider webhooks per channel; null = print to the log (development). */
  smsUrl: string | null;
  emailUrl: string | null;
  secret?: string;
  fetch?: typeof fetch;
  now?: () => number;
  maxAttempts?: number;
  baseDelayMs?: number;
  maxDelayMs?: number;
  pollMs?: number;
  log: (message: string) => void;
}

async function send(job: MessageJob, o: MessageOptions, now: number): Promise<string | null> {
  const url = job.channel === 'sms' ? o.smsUrl : o.emailUrl;
  if (!url) {
    o.log(
      `message (${job.channel}, not sent: no ${job.channel === 'sms' ? 'NOTIFY_SMS_URL' : 'NOTIFY_EMAIL_URL'}) to ${job.recipient} [${job.tenant}]: ${String(job.body.text ?? '')}`,
    );
    return null;
  }
  const body = JSON.stringify({ id: job.id, site: job.tenant, channel: job.channel, to: job.recipient, kind: job.kind, ...job.body });
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'idempotency-key': `message-${job.id}`,
    'user-agent': 'dealer-sites-messages/1',
  };
  if (o.secret) {
    const ts = Math.floor(now / 1000);
    headers['x-signature-timestamp'] = String(ts);
    headers['x-signature-sha256'] = await signBody(o.secret, ts, body);
  }
  try {
    const res = await (o.fetch ?? fetch)(url, { method: 'POST', headers, body, signal: AbortSignal.timeout(10_000) });
    await res.body?.cancel().catch(() => undefined);
    return res.ok ? null : `HTTP ${res.status}`;
  } catch (err) {
    return `network: ${(err as Error).message}`;
  }
}

/** Claims due messages and sends each once. Returns how many were claimed. */
export async function deliverMessages(o: MessageOptions): Promise<number> {
  const now = (o.now ?? Date.now)();
  const jobs = await o.commerce.claimMessages(now, 20, 60_000);
  await Promise.all(
    jobs.map(async (job) => {
      const error = await send(job, o, now);
      const attempts = job.attempts + 1;
      // A sign-in code is worth nothing after it expires: it is not retried for long.
      const max = job.kind === 'sign_in_code' ? Math.min(3, o.maxAttempts ?? 10) : (o.maxAttempts ?? 10);
      const outcome =
        error === null
          ? { status: 'delivered' as const }
          : attempts >= max
            ? { status: 'dead' as const, error }
            : {
                status: 'retry' as const,
                error,
                next_attempt_at: now + backoffDelay(attempts, o.baseDelayMs ?? 5_000, o.maxDelayMs ?? 3_600_000, Math.random),
              };
      await o.commerce.completeMessage(job.id, outcome, (o.now ?? Date.now)());
      if (outcome.status === 'dead')
        o.log(`messages: ${job.kind} to ${job.recipient} dead-lettered after ${attempts} attempt(s): ${error}`);
    }),
  );
  return jobs.length;
}

/** Runs {@link deliverMessages} every `pollMs` (default 1 s) and at once after `wake()`. */
export function startMessageWorker(o: MessageOptions): { wake(): void; stop(): Promise<void> } {
  let running: Promise<unknown> | null = null;
  let stopped = false;
  const round = () => {
    if (stopped || running) return;
    running = deliverMessages(o)
      .catch((err: unknown) => o.log(`messages: round failed: ${(err as Error).message}`))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(round, o.pollMs ?? 1_000);
  return {
    wake: () => setTimeout(round, 0),
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
