import { describe, expect, it, vi } from 'vitest';
import { LEAD_MESSAGES } from '../../../domain/lead.ts';
import { postLead } from './submit.ts';

const reply = (status: number, body: unknown) =>
  vi.fn(
    async () =>
      new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );

describe('postLead (spec §4, §8)', () => {
  it('sends JSON with the Idempotency-Key and X-Site, and reads the lead id', async () => {
    const f = reply(200, { lead_id: 'L1' });
    expect(await postLead('https://api.example/api/leads', '{"a":1}', 'key-1', { fetch: f, site: 'acme' })).toEqual({
      ok: true,
      leadId: 'L1',
    });
    const [url, init] = f.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://api.example/api/leads');
    expect(init).toMatchObject({
      method: 'POST',
      body: '{"a":1}',
      headers: { 'content-type': 'application/json', 'idempotency-key': 'key-1', 'x-site': 'acme' },
    });
  });

  it('sends no cookie, except from a gated form, which sends the session cookie (spec §6)', async () => {
    const f = reply(200, { lead_id: 'L1' });
    await postLead('u', '{}', 'k', { fetch: f });
    await postLead('u', '{}', 'k', { fetch: f, withSession: true });
    const sent = f.mock.calls.map((call) => (call as unknown as [string, RequestInit])[1].credentials);
    expect(sent).toEqual(['omit', 'include']);
  });

  it('a 422 is a list of field errors under the spec heading', async () => {
    const r = await postLead('u', '{}', 'k', {
      fetch: reply(422, { error: LEAD_MESSAGES.heading, fields: { postcode: LEAD_MESSAGES.postcode } }),
    });
    expect(r).toEqual({ ok: false, kind: 'invalid', error: LEAD_MESSAGES.heading, fields: { postcode: LEAD_MESSAGES.postcode } });
  });

  it("another failure shows the server's text, or 'An unexpected error occured' (spec §8 spelling)", async () => {
    expect(await postLead('u', '{}', 'k', { fetch: reply(503, { error: 'We could not save your request just now.' }) })).toEqual({
      ok: false,
      kind: 'failed',
      error: 'We could not save your request just now.',
    });
    expect(await postLead('u', '{}', 'k', { fetch: reply(500, '<html>Bad gateway</html>') })).toEqual({
      ok: false,
      kind: 'failed',
      error: 'An unexpected error occured',
    });
    expect(await postLead('u', '{}', 'k', { fetch: reply(200, {}) })).toEqual({
      ok: false,
      kind: 'failed',
      error: 'An unexpected error occured',
    });
  });

  it('offline and timeouts are network failures (the form keeps the data and the key)', async () => {
    const offline = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await postLead('u', '{}', 'k', { fetch: offline })).toEqual({ ok: false, kind: 'network', error: LEAD_MESSAGES.submitFallback });
    const hang = vi.fn(
      (_u: string, init?: RequestInit) =>
        new Promise<Response>((_r, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    expect(await postLead('u', '{}', 'k', { fetch: hang as unknown as typeof fetch, timeoutMs: 20 })).toMatchObject({
      ok: false,
      kind: 'network',
    });
  });
});
