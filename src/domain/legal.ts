/**
 * Legal and trust constants and the complaint page's regulators (spec §2 *Screens*: "The complaint page
 * shows the department manager contact and links to the state consumer-protection regulators (ACT, NSW,
 * NT, QLD, SA, TAS, VIC, WA) for each state where the dealer has locations, followed by 'or seek
 * independent legal advice'"; §9 *Reservation and claims*).
 */

/** Hours a reservation holds the car with a fully refundable deposit (spec §9). */
export const RESERVATION_HOLD_HOURS = 48;
/** Hours of the money-back guarantee some sites advertise (spec §9 "48-hour money-back guarantee"). */
export const MONEY_BACK_GUARANTEE_HOURS = 48;
/** Days within which a privacy complaint is answered (spec §9 "A privacy complaint response is promised within 30 days"). */
export const PRIVACY_COMPLAINT_RESPONSE_DAYS = 30;
/** The words after the regulators on the complaint page (spec §2). */
export const INDEPENDENT_ADVICE_TEXT = 'or seek independent legal advice';

/** A state's consumer-protection regulator: its name and home page. */
export interface Regulator {
  state: string;
  name: string;
  url: string;
}

/** The consumer-protection regulator of each state and territory (spec §2; names as the regulators write them). */
export const REGULATORS: Readonly<Record<string, Regulator>> = {
  ACT: { state: 'ACT', name: 'Access Canberra', url: 'https://www.accesscanberra.act.gov.au/' },
  NSW: { state: 'NSW', name: 'NSW Fair Trading', url: 'https://www.fairtrading.nsw.gov.au/' },
  NT: { state: 'NT', name: 'NT Consumer Affairs', url: 'https://consumeraffairs.nt.gov.au/' },
  QLD: { state: 'QLD', name: 'Queensland Office of Fair Trading', url: 'https://www.qld.gov.au/law/fair-trading' },
  SA: { state: 'SA', name: 'Consumer and Business Services (SA)', url: 'https://www.cbs.sa.gov.au/' },
  TAS: { state: 'TAS', name: 'Consumer, Building and Occupational Services (Tasmania)', url: 'https://www.cbos.tas.gov.au/' },
  VIC: { state: 'VIC', name: 'Consumer Affairs Victoria', url: 'https://www.consumer.vic.gov.au/' },
  WA: { state: 'WA', name: 'Consumer Protection (WA)', url: 'https://www.commerce.wa.gov.au/consumer-protection' },
};

/**
 * The regulators of the states where the dealer has locations (spec §2): each state once, in the spec's
 * order (ACT, NSW, NT, QLD, SA, TAS, VIC, WA). State codes are matched case-insensitively; unknown codes
 * are skipped.
 */
export function regulatorsFor(states: Iterable<string>): Regulator[] {
  const wanted = new Set([...states].map((s) => s.trim().toUpperCase()));
  return Object.values(REGULATORS).filter((r) => wanted.has(r.state));
}
