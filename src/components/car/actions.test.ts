import { describe, expect, it } from 'vitest';
import { parseAuPhone } from '../../domain/phone.ts';
import { sidebarActions, type ActionCar, type ActionSite } from './actions.ts';

const car = (over: Partial<ActionCar> = {}): ActionCar => ({
  id: 42,
  slug: '2019-toyota-rav4-gx-42',
  status: 'in_stock',
  reserved: false,
  certified: false,
  preorder: false,
  car_type: 'used',
  make: 'Toyota',
  price: 32990,
  offer_price: null,
  file: null,
  images: [{}],
  ...over,
});
const site = (over: Partial<ActionSite> = {}): ActionSite => ({
  sidebar_buttons: ['call', 'enquire', 'test_drive', 'trade_in', 'reserve', 'online_purchase', 'history_report'],
  checkout: true,
  online_purchase: true,
  instant_message_chat: false,
  phone_reveal: false,
  reserve_amount: 200,
  favourites: true,
  favourites_require_price_and_images: false,
  manufacturer: null,
  ...over,
});
const phone = parseAuPhone('02 9876 5432');
const kinds = (c: ActionCar, s: ActionSite) => sidebarActions(c, s, phone).map((a) => a.kind);

describe('sidebar buttons (spec §2 Vehicle sidebar, §5 Button display)', () => {
  it('shows every button an in-stock car qualifies for, in the site order, with the spec routes', () => {
    const actions = sidebarActions(car({ file: 'https://reports.example/42.pdf' }), site(), phone);
    expect(actions.map((a) => [a.kind, a.label, a.href])).toEqual([
      ['call', 'Call 02 9876 5432', 'tel:+61298765432'],
      ['enquire', 'Enquire Now', '#enquire'],
      ['test_drive', 'Book a Test Drive', '/book-test-drive/?car_id=42'],
      ['trade_in', 'Value My Trade-In', '/cars/trade-in/?car_id=42'],
      ['reserve', 'Reserve This Car for $200', '/cars/2019-toyota-rav4-gx-42/checkout/'],
      ['online_purchase', 'Buy Online', '/checkout-journey/?car_id=2019-toyota-rav4-gx-42'],
      ['history_report', 'View History Report', 'https://reports.example/42.pdf'],
    ]);
  });

  it("follows the site's button set and its order", () => {
    expect(kinds(car(), site({ sidebar_buttons: ['reserve', 'call', 'enquire'] }))).toEqual(['reserve', 'call', 'enquire']);
  });

  it('hides reserve and online purchase for a reserved car, a POA car, or a site without checkout', () => {
    expect(kinds(car({ reserved: true }), site())).not.toContain('reserve');
    expect(kinds(car({ price: null }), site())).not.toContain('online_purchase');
    expect(kinds(car(), site({ checkout: false, online_purchase: false }))).toEqual(['call', 'enquire', 'test_drive', 'trade_in']);
  });

  it('shows the history report only with a safe link', () => {
    expect(kinds(car({ file: '  ' }), site())).not.toContain('history_report');
    expect(kinds(car({ file: 'javascript:alert(1)' }), site())).not.toContain('history_report');
    expect(kinds(car({ file: '/reports/42.pdf' }), site())).toContain('history_report');
  });

  it("gives a sold car 'Find Me Something Similar' and call only (spec §4)", () => {
    const actions = sidebarActions(car({ status: 'sold', file: '/r.pdf' }), site(), phone);
    expect(actions.map((a) => [a.kind, a.href])).toEqual([
      ['find_similar', '#find-similar'],
      ['call', 'tel:+61298765432'],
    ]);
  });

  it('keeps buying actions for a coming-soon car', () => {
    expect(kinds(car({ status: 'coming_soon' }), site())).toContain('reserve');
  });

  it("uses 'Chat With Us' where the site has Instant Message chat, and hides the number until revealed where phone reveal is on", () => {
    expect(kinds(car(), site({ instant_message_chat: true }))).toContain('chat');
    const call = sidebarActions(car(), site({ phone_reveal: true }), phone)[0]!;
    expect(call).toMatchObject({ kind: 'call', label: 'Show phone number', reveal: true, href: 'tel:+61298765432' });
  });

  it('leaves call out when no phone is known (spec §8: console warning only)', () => {
    expect(sidebarActions(car(), site(), null).map((a) => a.kind)).not.toContain('call');
  });
});
