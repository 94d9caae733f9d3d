/**
 * Sends a lead to `POST {apiBase}/api/leads` and reads the answer (spec §4 *Lead form*, §8 lead errors):
 * `{ lead_id }` on success; a 422/409 `{ error, fields }` is a list of field errors; any other failure
 * shows the server's error text, or 'An unexpected error occured' (spec §8 spelling) when there is none.
 * A network failure or timeout is its own outcome, so the form can keep what was typed and offer a
 * retry with the same Idempotency-Key. Never throws.
 */
import { LEAD_MESSAGES } from '../../../domain/lead.ts';

/** The outcome of one attempt. */
export type SubmitResult =
  | { ok: true; leadId: string }
  | { ok: false; kind: 'invalid'; error: string; fields: Record<string, string> }
  | { ok: false; kind: 'failed'; error: string }
  | { ok: false; kind: 'network'; error: string };

/** Default time to wait for the API, in milliseconds. */
export const SUBMIT_TIMEOUT_MS = 20_000;

/**
 * POSTs the JSON `body` with `key` as its Idempotency-Key (and the tenant's slug as `X-Site` when given).
 * Without cookies, unless `withSession` (a gated form, spec §6: the API checks the session cookie).
 */
export async function postLead(
  url: string,
  body: string,
  key: string,
  opts: { fetch?: typeof fetch; timeoutMs?: number; site?: string; withSession?: boolean } = {},
): Promise<SubmitResult> {
  const doFetch = opts.fetch ?? globalThis.fetch.bind(globalThis);
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), opts.timeoutMs ?? SUBMIT_TIMEOUT_MS);
  let res: Response;
  try {
    res = await doFetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': key, ...(opts.site ? { 'x-site': opts.site } : {}) },
      body,
      signal: abort.signal,
      credentials: opts.withSession ? 'include' : 'omit',
    });
  } catch {
    clearTimeout(timer);
    return { ok: false, kind: 'network', error: LEAD_MESSAGES.submitFallback };
  }
  let data: { lead_id?: unknown; error?: unknown; fields?: unknown } = {};
  try {
    data = (await res.json()) as typeof data;
  } catch {
    // Not JSON (a proxy's error page): fall back to the generic message.
  } finally {
    clearTimeout(timer);
  }
  if (res.ok && typeof data.lead_id === 'string' && data.lead_id !== '') return { ok: true, leadId: data.lead_id };
  const error = typeof data.error === 'string' && data.error.trim() !== '' ? data.error : LEAD_MESSAGES.submitFallback;
  if (typeof data.fields === 'object' && data.fields !== null && Object.keys(data.fields).length > 0) {
    const fields = Object.fromEntries(Object.entries(data.fields).filter((e): e is [string, string] => typeof e[1] === 'string'));
    return { ok: false, kind: 'invalid', error, fields };
  }
  return { ok: false, kind: 'failed', error };
}
