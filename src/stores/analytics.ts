/**
 * The one analytics tracker (spec §7 "Analytics events by id: 4, 14, 15, 17, 18, 19 (fleet enquiry),
 * 25 (call click), 39 (save car), 48, 49, 60, 61; also a social-network view-content event with price,
 * make, model, year, colour, currency AUD — failures swallowed with a console warning"; §9 *Events and
 * analytics*). Used by the vehicle page and the form islands.
 *
 * Where events go: every event is pushed to `window.dataLayer` (created when missing) as
 * `{ event: 'dealer_event', event_id, ...params }`, the shape a tag manager container reads, and to any
 * sink added with {@link addAnalyticsSink}. The view-content event also goes to the social network's
 * pixel (`window.fbq`) when the site loads one. Nothing here loads a third-party script.
 *
 * Privacy: parameters never carry phone numbers or e-mail addresses. Keys that name contact details
 * (phone, mobile, email, name…) are dropped, and so is any string value that looks like an e-mail or
 * an Australian phone number ({@link scrubParams}).
 */

/** Event ids of the spec (§4 *Lead form*, §7, §9). */
export const ANALYTICS_EVENTS = {
  /** Spec §7 lists id 4 without naming it. */
  event4: 4,
  newEnquiry: 14,
  usedEnquiry: 15,
  /** Test drive of a new car, or an enquiry about a car tagged 'Test Drive Only'. */
  testDriveNew: 17,
  offerAccepted: 18,
  fleetEnquiry: 19,
  callClick: 25,
  saveCar: 39,
  testDriveUsed: 48,
  /** Spec §7 lists ids 49, 60 and 61 without naming them. */
  event49: 49,
  event60: 60,
  event61: 61,
} as const;

/** One of the spec's event ids. */
export type AnalyticsEventId = (typeof ANALYTICS_EVENTS)[keyof typeof ANALYTICS_EVENTS];

/** Event parameters: flat, JSON-safe values. */
export type AnalyticsParams = Record<string, string | number | boolean | null>;

/** What a sink receives: the event id (or 'view_content') and the scrubbed parameters. */
export interface AnalyticsEvent {
  id: AnalyticsEventId | 'view_content';
  params: AnalyticsParams;
}

/** A destination for events. May throw: the tracker catches and warns. */
export type AnalyticsSink = (event: AnalyticsEvent) => void;

const sinks = new Set<AnalyticsSink>();

/** Adds a destination (a test spy, another vendor); returns a function that removes it. */
export function addAnalyticsSink(sink: AnalyticsSink): () => void {
  sinks.add(sink);
  return () => sinks.delete(sink);
}

const CONTACT_KEY = /phone|mobile|e-?mail|^(?:tel|telephone|name|first_name|last_name|full_name|address|street|postcode)$/i;
const EMAIL = /[^\s@]+@[^\s@]+\.[^\s@]+/;
// Australian numbers in any notation: +61 / 0 then 9 digits; 13xx xx, 1300 / 1800 numbers.
const PHONE = /(?:\+?61|\b0)[\s().-]*[2-578](?:[\s().-]*\d){8}\b|\b1[38]00(?:[\s-]*\d){6}\b|\b13(?:[\s-]*\d){4}\b/;

/**
 * Parameters with contact details removed: keys containing 'phone', 'mobile' or 'email', keys that are
 * a person's name, address or postcode (`name`, `first_name`, `last_name`, `tel`, …), and string values containing an e-mail address or an Australian phone number. Numbers
 * (ids, prices, kilometres) are kept. `vehicle*` keys are never treated as contact keys.
 */
export function scrubParams(params: Readonly<Record<string, unknown>>): AnalyticsParams {
  const out: AnalyticsParams = {};
  for (const [key, value] of Object.entries(params)) {
    if (!key.startsWith('vehicle') && CONTACT_KEY.test(key)) continue;
    if (typeof value === 'string') {
      if (EMAIL.test(value) || PHONE.test(value)) continue;
      out[key] = value;
    } else if (typeof value === 'boolean' || value === null) {
      out[key] = value;
    } else if (typeof value === 'number' && Number.isFinite(value)) {
      out[key] = value;
    }
  }
  return out;
}

interface AnalyticsWindow {
  dataLayer?: unknown[];
  fbq?: (...args: unknown[]) => void;
}

function send(event: AnalyticsEvent): void {
  try {
    if (typeof window !== 'undefined') {
      const w = window as unknown as AnalyticsWindow;
      w.dataLayer = w.dataLayer ?? [];
      w.dataLayer.push({ event: event.id === 'view_content' ? 'view_content' : 'dealer_event', event_id: event.id, ...event.params });
    }
  } catch (err) {
    console.warn(`analytics: event ${event.id} was not sent`, err);
  }
  for (const sink of sinks) {
    try {
      sink(event);
    } catch (err) {
      console.warn(`analytics: event ${event.id} was not sent`, err);
    }
  }
}

/**
 * Sends event `id` with `params` (scrubbed of contact details) to every destination. Failures are
 * swallowed with a console warning (spec §7); never throws.
 */
export function track(id: AnalyticsEventId, params: Readonly<Record<string, unknown>> = {}): void {
  send({ id, params: scrubParams(params) });
}

/** The car fields of the view-content event (spec §7). Price in AUD dollars; null when POA. */
export interface ViewContentCar {
  price: number | null;
  make: string;
  model: string;
  year: number;
  colour: string | null;
}

/**
 * The social-network view-content event of a vehicle page (spec §7): price, make, model, year, colour,
 * currency AUD; to the pixel (`fbq('track', 'ViewContent', …)`) when the site has one, and to the
 * other destinations. Never throws.
 */
export function trackViewContent(car: ViewContentCar): void {
  const params = scrubParams({ price: car.price, make: car.make, model: car.model, year: car.year, colour: car.colour, currency: 'AUD' });
  send({ id: 'view_content', params });
  try {
    const w = typeof window === 'undefined' ? undefined : (window as unknown as AnalyticsWindow);
    w?.fbq?.('track', 'ViewContent', {
      value: car.price ?? undefined,
      currency: 'AUD',
      content_type: 'vehicle',
      content_name: `${car.year} ${car.make} ${car.model}`,
      ...params,
    });
  } catch (err) {
    console.warn('analytics: view-content event was not sent', err);
  }
}

/** The car fields of {@link vehicleEventParams} (Car schema names, spec §3). */
export interface VehicleEventCar {
  status: string;
  make: string;
  model: string;
  year: number;
  km: number | null;
  badge: string | null;
}

/**
 * Enquiry event parameters (spec §7): vehicleStatus, vehicleMake, vehicleModel, vehicleYear,
 * vehicleKilometers (km), vehicleGrade (the badge).
 */
export function vehicleEventParams(car: VehicleEventCar): AnalyticsParams {
  return {
    vehicleStatus: car.status,
    vehicleMake: car.make,
    vehicleModel: car.model,
    vehicleYear: car.year,
    vehicleKilometers: car.km,
    vehicleGrade: car.badge,
  };
}
