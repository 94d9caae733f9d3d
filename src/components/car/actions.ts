/**
 * The vehicle sidebar's buttons (spec §2 *Vehicle sidebar*: call, enquire (or Instant Message chat),
 * test drive, trade-in, reserve, online purchase, history report; §5 *Button display*; §4 *Stock
 * status*) in the order of the site's `theme.sidebar_buttons`, and the sticky mobile bar's offset
 * (spec §2). Build-time only: plain data for the Astro components.
 */
import type { SidebarButton } from '../../config/schema/theme.ts';
import { carButtons, type ButtonCarFields, type ButtonSiteSettings, type CarButtons } from '../../domain/buttons.ts';
import { formatAud } from '../../domain/money.ts';
import type { AuPhone } from '../../domain/phone.ts';
import { enquiryAnchor } from '../../domain/buttons.ts';

/** One sidebar button. `href` is where it goes; `external` opens a new tab. */
export type SidebarAction =
  | { kind: 'call'; label: string; href: string; phone: AuPhone; reveal: boolean }
  | {
      kind: 'enquire' | 'chat' | 'test_drive' | 'trade_in' | 'reserve' | 'online_purchase' | 'find_similar';
      label: string;
      href: string;
      external?: false;
    }
  | { kind: 'history_report'; label: string; href: string; external: true };

/** The car fields the buttons read (Car schema names, spec §3). */
export interface ActionCar extends ButtonCarFields {
  id: number;
  slug: string;
}

/** The site settings the buttons read (resolved site config). */
export interface ActionSite {
  sidebar_buttons: readonly SidebarButton[];
  /** `features.*` switches. */
  checkout: boolean;
  online_purchase: boolean;
  instant_message_chat: boolean;
  phone_reveal: boolean;
  /** AUD dollars (spec §9 default $200). */
  reserve_amount: number;
  favourites: boolean;
  favourites_require_price_and_images: boolean;
  manufacturer: string | null;
}

/** 'Reserve This Car for $200' (spec §2 card button "Reserve This Car with amount"). */
export function reserveLabel(amount: number): string {
  return `Reserve This Car for ${formatAud(amount)}`;
}

/** The §5 rules of a car on a site (`carButtons`), with trade-in offered when the site's button set has it. */
export function buttonsOf(car: ActionCar, site: ActionSite): CarButtons {
  const settings: ButtonSiteSettings = {
    checkout: site.checkout,
    online_purchase: site.online_purchase,
    trade_in: site.sidebar_buttons.includes('trade_in'),
    manufacturer: site.manufacturer,
    favourites: site.favourites,
    favourites_require_price_and_images: site.favourites_require_price_and_images,
  };
  return carButtons(car, settings, false);
}

/**
 * The sidebar buttons of a car, in `site.sidebar_buttons` order, each only when its rule allows
 * (spec §5 via `carButtons`): call when a phone is known (revealed on click where `phone_reveal`);
 * enquire, or 'Chat With Us' where `instant_message_chat`; test drive `/book-test-drive/?car_id={id}`;
 * trade-in `/cars/trade-in/?car_id={id}`; reserve `/cars/{slug}/checkout/` with the amount; online
 * purchase `/checkout-journey/?car_id={slug}`; history report (the car's `file`, new tab).
 * A sold car (spec §4) gets 'Find Me Something Similar' first, then only call: it can no longer be
 * enquired about, driven, traded against, reserved or bought (decision; its history report is moot).
 */
export function sidebarActions(car: ActionCar, site: ActionSite, phone: AuPhone | null): SidebarAction[] {
  const rules = buttonsOf(car, site);
  const sold = rules.findSimilar;
  const section = `#${enquiryAnchor(car.status)}`;
  const out: SidebarAction[] = sold ? [{ kind: 'find_similar', label: 'Find Me Something Similar', href: section }] : [];
  for (const button of site.sidebar_buttons) {
    if (button === 'call') {
      if (phone)
        out.push({
          kind: 'call',
          label: site.phone_reveal ? 'Show phone number' : `Call ${phone.display}`,
          href: phone.href,
          phone,
          reveal: site.phone_reveal,
        });
      continue;
    }
    if (sold) continue;
    if (button === 'enquire') {
      out.push(
        site.instant_message_chat
          ? { kind: 'chat', label: 'Chat With Us', href: section }
          : { kind: 'enquire', label: 'Enquire Now', href: section },
      );
    } else if (button === 'test_drive') {
      out.push({ kind: 'test_drive', label: 'Book a Test Drive', href: `/book-test-drive/?car_id=${car.id}` });
    } else if (button === 'trade_in' && rules.tradeIn) {
      out.push({ kind: 'trade_in', label: 'Value My Trade-In', href: `/cars/trade-in/?car_id=${car.id}` });
    } else if (button === 'reserve' && rules.reserve) {
      out.push({ kind: 'reserve', label: reserveLabel(site.reserve_amount), href: `/cars/${car.slug}/checkout/` });
    } else if (button === 'online_purchase' && rules.onlinePurchase) {
      out.push({ kind: 'online_purchase', label: 'Buy Online', href: `/checkout-journey/?car_id=${encodeURIComponent(car.slug)}` });
    } else if (button === 'history_report' && rules.historyReport && isSafeLink(car.file)) {
      out.push({ kind: 'history_report', label: 'View History Report', href: car.file.trim(), external: true });
    }
  }
  return out;
}

/** A feed link we may put in an href: http(s) or site-relative, never `javascript:` or `data:`. */
function isSafeLink(href: string | null): href is string {
  return href !== null && /^(https?:\/\/|\/(?!\/))/i.test(href.trim());
}
