/**
 * The Node host's defences (issue 12 item 5), against the real server on a free loopback port:
 * - a 413 for a body of 256 KB or more closes the connection (`Connection: close`), so the next
 *   request on a keep-alive client is answered instead of reset;
 * - a slow body or slow headers are cut off after the request/header timeouts (≤ 30 s by default;
 *   2–3 s here), and connections past the cap are refused;
 * - a forged X-Forwarded-For cannot dodge the rate limit: with one trusted proxy hop the client is the
 *   right-most entry.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOptionsFromEnv } from '../../scripts/lib/api-options.ts';
import { startNodeApi, type RunningApi } from '../../src/api/node/server.ts';
import { LEAD, SYDNEY } from '../../src/api/testing/fixtures.ts';

const dir = mkdtempSync(join(tmpdir(), 'api-node-'));
mkdirSync(join(dir, 'sites', SYDNEY.slug), { recursive: true });
writeFileSync(
  join(dir, 'sites', SYDNEY.slug, 'site.json'),
  JSON.stringify({ ...SYDNEY, leads: { ...SYDNEY.leads, crm: { webhook_url: null, adf_url: null } } }),
);

async function start(env: Record<string, string>): Promise<RunningApi> {
  return startNodeApi(
    apiOptionsFromEnv(
      {
        PORT: '0',
        API_SITES_DIR: join(dir, 'sites'),
        API_STOCK: 'none',
        API_DB_PATH: join(dir, `leads-${Math.random()}.sqlite`),
        OUTBOX: 'off',
        ...env,
      },
      () => undefined,
    ),
  );
}

/** One HTTP exchange through `agent`; resolves with the status and headers, rejects on a network error. */
function send(
  agent: Agent,
  port: number,
  body: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: '/api/leads',
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'x-site': SYDNEY.slug, ...headers },
      },
      (res) => {
        let data = '';
        res.on('data', (d) => (data += d));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: data }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** Opens a raw socket, writes `text`, and resolves with what the server sent and how long until it closed. */
function rawUntilClosed(port: number, text: string, giveUpMs: number): Promise<{ data: string; ms: number; closed: boolean }> {
  return new Promise((resolve) => {
    const t0 = Date.now();
    let data = '';
    const s: Socket = connect(port, '127.0.0.1', () => s.write(text));
    const timer = setTimeout(() => {
      s.destroy();
      resolve({ data, ms: Date.now() - t0, closed: false });
    }, giveUpMs);
    s.on('data', (d) => (data += d));
    s.on('close', () => {
      clearTimeout(timer);
      resolve({ data, ms: Date.now() - t0, closed: true });
    });
    s.on('error', () => undefined);
  });
}

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('Node host: oversized bodies, slow clients, connection cap', () => {
  let api: RunningApi;
  beforeAll(async () => {
    api = await start({ API_RATE_LIMITS: 'off', API_REQUEST_TIMEOUT_MS: '3000', API_HEADERS_TIMEOUT_MS: '2000', API_MAX_CONNECTIONS: '4' });
  });
  afterAll(async () => api.close());

  it('a 413 for a 256 KB body says Connection: close, and the next request on the same keep-alive client is answered', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const big = JSON.stringify({ ...LEAD, message: 'x'.repeat(256 * 1024) });
    const tooLarge = await send(agent, api.port, big);
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.headers.connection).toBe('close');
    const next = await send(agent, api.port, JSON.stringify(LEAD));
    expect(next.status).toBe(200);
    agent.destroy();
  });

  it('a body that trickles is cut off after the request timeout (408), not held for minutes', async () => {
    const r = await rawUntilClosed(
      api.port,
      `POST /api/leads HTTP/1.1\r\nHost: x\r\nX-Site: ${SYDNEY.slug}\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"name":`,
      15_000,
    );
    expect(r.closed).toBe(true);
    expect(r.ms).toBeLessThan(8_000);
    expect(r.data).toMatch(/^HTTP\/1\.1 408/);
  });

  it('headers that never finish are cut off after the header timeout', async () => {
    const r = await rawUntilClosed(api.port, 'POST /api/leads HTTP/1.1\r\nHost: x\r\nX-Sl', 15_000);
    expect(r.closed).toBe(true);
    expect(r.ms).toBeLessThan(6_000);
  });

  it('connections past the cap are refused at once; the ones inside it are served', async () => {
    const held: Socket[] = [];
    for (let i = 0; i < 4; i++)
      held.push(
        await new Promise<Socket>((res) => {
          const s = connect(api.port, '127.0.0.1', () => res(s));
          s.on('error', () => undefined);
        }),
      );
    const extra = await rawUntilClosed(api.port, 'GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n', 5_000);
    expect(extra.closed).toBe(true);
    expect(extra.data).toBe('');
    held[0]!.write('GET /api/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    const answer = await new Promise<string>((res) => {
      let d = '';
      held[0]!.on('data', (x) => (d += x));
      held[0]!.on('close', () => res(d));
    });
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    for (const s of held) s.destroy();
  });
});

describe('Node host: trusted proxy hops', () => {
  let api: RunningApi;
  beforeAll(async () => {
    api = await start({ API_TRUSTED_PROXY_HOPS: '1', API_IP_HEADER: 'x-forwarded-for' });
  });
  afterAll(async () => api.close());

  it('a client forging X-Forwarded-For entries still gets its own bucket (10 leads, then 429)', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await send(agent, api.port, JSON.stringify(LEAD), { 'x-forwarded-for': `10.9.${i}.${i}, 198.51.100.7` })).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses[10]).toBe(429);
    // Another client behind the same proxy is not limited.
    expect((await send(agent, api.port, JSON.stringify(LEAD), { 'x-forwarded-for': '198.51.100.8' })).status).toBe(200);
    agent.destroy();
  });
});
