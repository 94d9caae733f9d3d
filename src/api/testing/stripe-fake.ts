/**
 * A local stand-in for the Stripe endpoints the deposit adapter calls (tests and the browser suite;
 * nothing here reaches Stripe): PaymentIntents create / retrieve / capture / cancel and refunds, each
 * honouring `Idempotency-Key` like Stripe (the same key answers the same result), with Stripe's error
 * shape for a PaymentIntent in the wrong state. `POST /test/confirm/{pi}` plays the buyer's card step
 * (what Stripe.js does in a real browser): the PaymentIntent becomes `requires_capture` (or declined
 * with `?outcome=decline`) and a signed `payment_intent.amount_capturable_updated` webhook is sent to
 * the site's webhook URL, signed with the SDK's own test helper (`webhooks.generateTestHeaderString`).
 * Node-only (node:http); never imported by the app.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/** A PaymentIntent as the fake keeps it. */
export interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_capturable: number;
  amount_received: number;
  currency: string;
  capture_method: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  description: string | null;
  last_payment_error: { message: string } | null;
  created: number;
}

/** A request the fake answered (for assertions). */
export interface FakeCall {
  method: string;
  path: string;
  idempotencyKey: string | null;
  replayed: boolean;
}

/** A running fake. */
export interface StripeFake {
  /** `http://127.0.0.1:{port}`. */
  url: string;
  intents: Map<string, FakeIntent>;
  calls: FakeCall[];
  /** Sends a signed event about `pi` (`id` to replay an earlier one). Resolves with the webhook's HTTP status. */
  sendEvent(pi: string, type: string, opts?: { id?: string; signWith?: string }): Promise<number>;
  /** The buyer's card step (see the module note). */
  confirm(pi: string, outcome?: 'approve' | 'decline'): Promise<FakeIntent>;
  close(): Promise<void>;
}

const stripe = new Stripe('sk_test_fake');

/**
 * Starts the fake on a free port. `webhookUrl(tenant)` is where events go (the PaymentIntent's
 * `metadata.tenant` names the site); `webhookSecret(tenant)` signs them.
 */
export async function startStripeFake(opts: {
  webhookUrl: (tenant: string) => string;
  webhookSecret: (tenant: string) => string;
}): Promise<StripeFake> {
  const intents = new Map<string, FakeIntent>();
  const refunds = new Map<string, { id: string; payment_intent: string; amount: number; status: string }>();
  const byKey = new Map<string, { status: number; body: unknown }>();
  const calls: FakeCall[] = [];
  let seq = 0;
  let eventSeq = 0;
  const sentEvents = new Map<string, string>();

  const stripeError = (message: string, code = 'payment_intent_unexpected_state') => ({
    status: 400,
    body: { error: { type: 'invalid_request_error', code, message } },
  });

  async function sendEvent(pi: string, type: string, o: { id?: string; signWith?: string } = {}): Promise<number> {
    const intent = intents.get(pi);
    if (!intent) throw new Error(`no PaymentIntent ${pi}`);
    const id = o.id ?? `evt_fake_${++eventSeq}`;
    const payload =
      o.id && sentEvents.has(o.id)
        ? sentEvents.get(o.id)!
        : JSON.stringify({
            id,
            object: 'event',
            type,
            created: Math.floor(Date.now() / 1000),
            data: { object: intent },
            livemode: false,
            api_version: '2025-01-01',
          });
    sentEvents.set(id, payload);
    const tenant = intent.metadata.tenant ?? '';
    const header = stripe.webhooks.generateTestHeaderString({ payload, secret: o.signWith ?? opts.webhookSecret(tenant) });
    const res = await fetch(opts.webhookUrl(tenant), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
      body: payload,
    });
    await res.text();
    return res.status;
  }

  async function confirm(pi: string, outcome: 'approve' | 'decline' = 'approve'): Promise<FakeIntent> {
    const intent = intents.get(pi);
    if (!intent) throw new Error(`no PaymentIntent ${pi}`);
    if (intent.status !== 'requires_payment_method') return intent;
    if (outcome === 'approve')
      Object.assign(intent, { status: 'requires_capture', amount_capturable: intent.amount, last_payment_error: null });
    else intent.last_payment_error = { message: 'Your card was declined.' };
    await sendEvent(pi, outcome === 'approve' ? 'payment_intent.amount_capturable_updated' : 'payment_intent.payment_failed');
    return intent;
  }

  function route(method: string, path: string, form: URLSearchParams): { status: number; body: unknown } {
    const m = /^\/v1\/payment_intents(?:\/([^/]+))?(?:\/(capture|cancel))?$/.exec(path);
    if (m && method === 'POST' && !m[1]) {
      const metadata: Record<string, string> = {};
      for (const [k, v] of form) {
        const mm = /^metadata\[(.+)\]$/.exec(k);
        if (mm) metadata[mm[1]!] = v;
      }
      const id = `pi_fake_${++seq}`;
      const intent: FakeIntent = {
        id,
        object: 'payment_intent',
        amount: Number(form.get('amount')),
        amount_capturable: 0,
        amount_received: 0,
        currency: form.get('currency') ?? 'aud',
        capture_method: form.get('capture_method') ?? 'automatic',
        status: 'requires_payment_method',
        client_secret: `${id}_secret_fake`,
        metadata,
        description: form.get('description'),
        last_payment_error: null,
        created: Math.floor(Date.now() / 1000),
      };
      intents.set(id, intent);
      return { status: 200, body: intent };
    }
    const intent = m?.[1] ? intents.get(m[1]) : undefined;
    if (m && !intent)
      return {
        status: 404,
        body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such payment_intent: '${m[1]}'` } },
      };
    if (m && intent && method === 'GET' && !m[2]) return { status: 200, body: intent };
    if (m && intent && m[2] === 'capture') {
      if (intent.status !== 'requires_capture')
        return stripeError(`This PaymentIntent could not be captured because it has a status of ${intent.status}.`);
      Object.assign(intent, { status: 'succeeded', amount_received: intent.amount_capturable, amount_capturable: 0 });
      return { status: 200, body: intent };
    }
    if (m && intent && m[2] === 'cancel') {
      if (!['requires_payment_method', 'requires_capture', 'requires_confirmation', 'requires_action'].includes(intent.status)) {
        return stripeError(`You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`);
      }
      Object.assign(intent, { status: 'canceled', amount_capturable: 0 });
      return { status: 200, body: intent };
    }
    if (path === '/v1/refunds' && method === 'POST') {
      const pi = intents.get(form.get('payment_intent') ?? '');
      if (pi?.status !== 'succeeded') return stripeError('This PaymentIntent has no successful charge to refund.', 'charge_not_refundable');
      const refund = { id: `re_fake_${++seq}`, object: 'refund', payment_intent: pi.id, amount: pi.amount_received, status: 'succeeded' };
      refunds.set(refund.id, refund);
      return { status: 200, body: refund };
    }
    return { status: 404, body: { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` } } };
  }

  const cors = {
    'access-control-allow-origin': '*',
    'access-control-allow-methods': 'POST, OPTIONS',
    'access-control-allow-headers': 'content-type',
  };
  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', 'http://fake');
    const reply = (status: number, body: unknown, extra: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': 'application/json', ...extra });
      res.end(JSON.stringify(body));
    };
    try {
      if (url.pathname.startsWith('/test/')) {
        if (req.method === 'OPTIONS') {
          res.writeHead(204, cors);
          res.end();
          return;
        }
        const pi = /^\/test\/confirm\/([^/]+)$/.exec(url.pathname)?.[1];
        if (!pi || req.method !== 'POST' || !intents.has(pi)) return reply(404, { error: 'unknown payment' }, cors);
        const intent = await confirm(pi, url.searchParams.get('outcome') === 'decline' ? 'decline' : 'approve');
        return reply(200, { status: intent.status }, cors);
      }
      const key = (req.headers['idempotency-key'] as string | undefined) ?? null;
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      const cacheKey = key ? `${req.method} ${url.pathname} ${key}` : null;
      const prior = cacheKey ? byKey.get(cacheKey) : undefined;
      calls.push({ method: req.method ?? 'GET', path: url.pathname, idempotencyKey: key, replayed: prior !== undefined });
      const out = prior ?? route(req.method ?? 'GET', url.pathname, form);
      if (cacheKey && !prior) byKey.set(cacheKey, out);
      reply(out.status, out.body, prior ? { 'idempotent-replayed': 'true' } : {});
    } catch (err) {
      reply(500, { error: { type: 'api_error', message: (err as Error).message } });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    intents,
    calls,
    sendEvent,
    confirm,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
