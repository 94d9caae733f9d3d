/**
 * Offers in the browser (spec §4 *Offers*): the View more / View less toggles of cut descriptions and
 * disclaimers, and expiry checked again in the site's time zone (a static page can outlive the offer,
 * as with the popup): an ended offer's card is hidden, and an ended offer's page shows that it has ended
 * in place of its enquiry form. Plain TypeScript, no React; the rules are `src/domain/offers.ts`.
 */
import { isOver } from '../../domain/offers.ts';
import { zonedTime } from '../../domain/time.ts';

function toggles(): void {
  for (const button of document.querySelectorAll<HTMLButtonElement>('[data-cut-toggle]')) {
    const box = button.closest('[data-cut]');
    const short = box?.querySelector<HTMLElement>('[data-cut-short]');
    const full = box?.querySelector<HTMLElement>('[data-cut-full]');
    if (!short || !full) continue;
    button.addEventListener('click', () => {
      const open = button.getAttribute('aria-expanded') !== 'true';
      button.setAttribute('aria-expanded', String(open));
      button.textContent = open ? 'View less' : 'View more';
      short.hidden = open;
      full.hidden = !open;
    });
  }
}

function expiry(): void {
  const now = Math.floor(Date.now() / 1000);
  for (const el of document.querySelectorAll<HTMLElement>('[data-offer-expiry]')) {
    const timezone = el.dataset.timezone;
    if (!timezone) continue;
    if (!isOver({ start: null, expiry: el.dataset.offerExpiry! }, zonedTime(now, timezone).date)) continue;
    // What was decided, for tests and tag managers.
    el.dataset.offerState = 'ended';
    if (el.matches('[data-offer-page]')) {
      for (const live of el.querySelectorAll<HTMLElement>('[data-offer-live]')) live.hidden = true;
      el.querySelector<HTMLElement>('[data-offer-ended]')!.hidden = false;
    } else {
      el.hidden = true;
      const item = el.parentElement;
      if (item?.tagName === 'LI') item.hidden = true;
      const list = el.closest<HTMLElement>('[data-offer-list]');
      if (list && !list.querySelector('[data-offer]:not([hidden])')) {
        list.hidden = true;
        const empty = document.querySelector<HTMLElement>('[data-offers-none]');
        if (empty) empty.hidden = false;
      }
    }
  }
}

toggles();
expiry();
