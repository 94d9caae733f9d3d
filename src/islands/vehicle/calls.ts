/**
 * Call and chat links (spec §2 *Vehicle sidebar*, §4 *Phone reveal*, §7, §8). Every `[data-call]` link
 * dials without JavaScript. Here:
 * - where the site hides the number, the first click on the sidebar's call button shows it instead of
 *   dialling ('Call 08 5550 6050', Australian format, spec §9) and records the reveal
 *   (`POST {apiBase}/api/phone-reveals` with car_id, dealership_id, website_id); a failure is only
 *   logged (spec §8); a call from anywhere else on the page also records the reveal once;
 * - every click that dials sends analytics event 25 (call click) — never the number itself;
 * - 'Chat With Us' asks the site's chat widget to open (a cancelable `dealer:open-chat` event on
 *   window); when no widget handles it, the link goes to the enquiry section.
 */
import { ANALYTICS_EVENTS, track } from '../../stores/analytics.ts';
import type { VehiclePageData } from './types.ts';

/** Sends the phone-reveal record (spec §7); failures logged only (spec §8). */
export async function recordReveal(data: VehiclePageData, fetcher: typeof fetch = fetch): Promise<void> {
  try {
    const res = await fetcher(data.api.phoneRevealUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      keepalive: true,
      body: JSON.stringify({ car_id: data.car.id, dealership_id: data.car.dealership_id, website_id: data.site.slug }),
    });
    if (!res.ok) console.warn(`phone reveal: not recorded (${res.status})`);
  } catch (err) {
    console.warn('phone reveal: not recorded', err);
  }
}

/** Wires the call and chat links of `doc`. */
export function initCalls(doc: Document, data: VehiclePageData): void {
  const usesReveal = doc.querySelector('[data-call][data-reveal]') !== null;
  let revealed = false;
  const reveal = () => {
    if (revealed) return;
    revealed = true;
    for (const el of doc.querySelectorAll<HTMLElement>('[data-call][data-reveal]')) {
      el.querySelector('[data-call-label]')!.textContent = `Call ${el.dataset.reveal}`;
      delete el.dataset.reveal;
    }
    void recordReveal(data);
  };
  doc.addEventListener('click', (e) => {
    const link = (e.target as Element).closest<HTMLAnchorElement>('[data-call]');
    if (!link) return;
    if (link.dataset.reveal !== undefined) {
      e.preventDefault();
      reveal();
      return;
    }
    if (usesReveal) reveal();
    track(ANALYTICS_EVENTS.callClick, { car_id: data.car.id, vehicleMake: data.car.make, vehicleModel: data.car.model });
  });
  if (!doc.querySelector('[data-vehicle-actions] [data-call]') && doc.querySelector('[data-vehicle-actions][data-call-expected]')) {
    console.warn(`No phone number for car ${data.car.id}: the call button is left out.`);
  }
  for (const chat of doc.querySelectorAll<HTMLAnchorElement>('[data-chat]')) {
    chat.addEventListener('click', (e) => {
      const open = new CustomEvent('dealer:open-chat', { cancelable: true, detail: { car_id: data.car.id, name: data.car.name } });
      if (!(doc.defaultView?.dispatchEvent(open) ?? true)) e.preventDefault();
    });
  }
}
