/**
 * The JSON webhook body of a lead, and its optional HMAC signature. Web Crypto only (edge-safe).
 *
 * Body: `{ event: 'lead.created', lead_id, site, resend, created_at, dealership, location, lead }`
 * where `lead` is the stored lead (validated form values plus `vehicle`). Headers sent with it:
 * `Idempotency-Key: <lead_id>:webhook` (delivery is at-least-once: receivers dedupe on it) and, when a
 * secret is configured, `X-Signature-Timestamp` (Unix seconds) and
 * `X-Signature-SHA256` = hex HMAC-SHA256(secret, `${timestamp}.${body}`).
 */
import { isoInZone } from '../../domain/time.ts';
import type { LeadDocument } from './document.ts';
import type { StoredLead } from '../storage/types.ts';

/** The webhook body (a JSON string) of a lead. */
export function renderWebhook(lead: StoredLead, d: LeadDocument): string {
  return JSON.stringify({
    event: 'lead.created',
    lead_id: lead.lead_id,
    site: d.site.slug,
    resend: d.resend,
    created_at: isoInZone(lead.created_at, d.site.timezone),
    dealership: { id: d.dealership.id, slug: d.dealership.slug, name: d.dealership.name },
    location: { id: d.location.id, slug: d.location.slug, name: d.location.name },
    lead: lead.payload,
  });
}

/** Hex HMAC-SHA256 of `${timestamp}.${body}` with `secret`. */
export async function signBody(secret: string, timestamp: number, body: string): Promise<string> {
  const enc = new TextEncoder();
  const key = await crypto.subtle.importKey('raw', enc.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, enc.encode(`${timestamp}.${body}`)));
  return Array.from(mac, (b) => b.toString(16).padStart(2, '0')).join('');
}
