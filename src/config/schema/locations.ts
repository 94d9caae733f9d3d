/**
 * Dealerships, locations and the manufacturer of a tenant (spec §3 *Dealership location*,
 * *Dealership*, *Manufacturer*).
 */
import { z } from 'zod';

/** Australian state or territory code. */
export const STATES = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'] as const;
export const State = z.enum(STATES);
export type State = z.infer<typeof State>;

const slug = () => z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'expected a lowercase slug like "parramatta-toyota"');
const hhmm = () => z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'expected 24-hour time HH:MM');

/** One weekday row of opening hours (spec §3: weekday 0–6 with 0 = Sunday, status Open/Closed). */
export const OpeningHours = z.object({
  weekday: z.number().int().min(0).max(6),
  status: z.enum(['Open', 'Closed']),
  open: hhmm().nullable().default(null),
  close: hhmm().nullable().default(null),
  /** Pre-formatted hours text when the dealer wants its own wording (spec §3 `formated_hours`). */
  formated_hours: z.string().nullable().default(null),
});

/**
 * A special-hours entry, e.g. a public holiday (spec §3 *Special hours entry*: "date, status, start_hour and
 * end_hour (or hours.begin and hours.end), location_id"). Both shapes are accepted; `hours.begin/end` are read
 * as `start_hour/end_hour`. `location_id`, when given, must be the location the entry sits under.
 */
export const SpecialHours = z.preprocess(
  (raw) => {
    if (!raw || typeof raw !== 'object' || !('hours' in raw)) return raw;
    const { hours, ...rest } = raw as { hours?: { begin?: unknown; end?: unknown } | null } & Record<string, unknown>;
    return { ...rest, start_hour: rest.start_hour ?? hours?.begin ?? null, end_hour: rest.end_hour ?? hours?.end ?? null };
  },
  z.object({
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected a date like "2026-12-25"'),
    status: z.enum(['Open', 'Closed']),
    start_hour: hhmm().nullable().default(null),
    end_hour: hhmm().nullable().default(null),
    /** What the day is, e.g. 'Christmas Day' (shown in the holiday hours dialog). */
    name: z.string().nullable().default(null),
    location_id: z.string().nullable().default(null),
  }),
);

/**
 * The alternating-weekday rule of a location (spec §4 *Saturday hours*: "hours alternate fortnightly
 * (reference date 2025-06-14), so service is by appointment on alternate Saturdays"). The weekday of
 * `reference_date` keeps its hours every second week counted from it and is by appointment between.
 */
export const AlternatingHours = z.object({
  reference_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected a date like "2025-06-14"'),
  /** Whether the reference date itself keeps its normal hours. */
  reference_open: z.boolean().default(true),
  /** Text of the off weeks. */
  label: z.string().min(1).default('By appointment only'),
});

export const Address = z.object({
  street: z.string().min(1),
  city: z.string().min(1),
  state: State,
  postcode: z.string().regex(/^\d{4}$/, 'expected a 4-digit postcode'),
  lat: z.number().min(-45).max(-9),
  long: z.number().min(110).max(155),
  place_url: z.string().url().nullable().default(null),
  place_id: z.string().nullable().default(null),
});

/**
 * A dealership location (spec §3 *Dealership location*), plus `feed_locations`: the stock feed's
 * location strings (e.g. `"Caringbah, NSW"`) whose cars this location sells. That mapping is how a
 * tenant's stock is drawn from a group-wide snapshot.
 */
export const Location = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  slug: slug(),
  /** sales, service, parts or empty (a location that does everything). */
  location_type: z.enum(['sales', 'service', 'parts', '']).default('sales'),
  location_subtype: z.string().nullable().default(null),
  primary: z.boolean().default(false),
  visible: z.boolean().default(true),
  manufacturers: z.array(z.string()).default([]),
  dealership_id: z.string().min(1),
  dealership_slug: slug(),
  dealer_license_number: z.string().nullable().default(null),
  motor_vehicle_repairer: z.string().nullable().default(null),
  image: z
    .object({ url: z.string(), thumb: z.object({ url: z.string() }).optional() })
    .nullable()
    .default(null),
  reviews: z
    .object({ count: z.number().int().nonnegative(), average_rating: z.number().min(0).max(5) })
    .nullable()
    .default(null),
  address: Address,
  contact_detail: z.object({
    /** Main phone in any Australian notation; shown in Australian format (spec §9). */
    phone: z.string().min(8),
    landline_phone: z.string().nullable().default(null),
    email: z.string().email().nullable().default(null),
    opening_hours: z.array(OpeningHours).default([]),
  }),
  special_hours: z.array(SpecialHours).default([]),
  /** Alternating-weekday rule (spec §4 *Saturday hours*), or null. Applied to the hours table, 'open now' and test-drive slots. */
  alternating_hours: AlternatingHours.nullable().default(null),
  /** Where the location's reviews are read and written (Google Business profile), used by the review feedback page; null: none. */
  review_url: z.string().url().nullable().default(null),
  /** Feed location strings whose cars belong to this location (stock placement). */
  feed_locations: z.array(z.string()).default([]),
});
export type Location = z.output<typeof Location>;

/** A dealership (spec §3 *Dealership*). */
export const Dealership = z.object({
  id: z.string().min(1),
  slug: slug(),
  name: z.string().min(1),
  manufacturer: z.string().nullable().default(null),
  phone: z.string().nullable().default(null),
  youtube_url: z.string().url().nullable().default(null),
  autograb: z.boolean().default(false),
  average_rating: z.number().min(0).max(5).nullable().default(null),
  review_count: z.number().int().nonnegative().nullable().default(null),
});
export type Dealership = z.output<typeof Dealership>;

/** The single manufacturer of a brand site (spec §3 *Manufacturer*); null for multi-brand sites. */
export const Manufacturer = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  slug: slug(),
  logo: z.object({ url: z.string() }).nullable().default(null),
});
export type Manufacturer = z.output<typeof Manufacturer>;

/**
 * How a closed weekday reads (spec §8 "Closed weekday: shows 'Closed', or 'By appointment only' or an
 * Enquire Now link on some sites"): `closed`, `by_appointment`, or `enquire` (an 'Enquire Now' link to the
 * location's contact page).
 */
export const OpeningHoursDisplay = z.object({
  closed_day: z.enum(['closed', 'by_appointment', 'enquire']).default('closed'),
});
export type OpeningHoursDisplay = z.output<typeof OpeningHoursDisplay>;

/**
 * Which locations a location block shows (spec §2 *Locations*: "filterable by primary, sales, service,
 * parts, service-and-parts, all, or a location id").
 */
export const LOCATION_FILTERS = ['primary', 'sales', 'service', 'parts', 'service_and_parts', 'all'] as const;

/** One location block: its filter (a keyword or a location id) and layout (spec §2: "one section, a grid of cards or a carousel"). */
export const LocationBlock = z.object({
  filter: z
    .union([z.enum(LOCATION_FILTERS), z.string().regex(/^id:.+$/, 'expected a filter keyword or "id:<location id>"')])
    .default('all'),
  /** `auto`: one section for one location, else a grid (3 columns when more than 3, spec §9). */
  layout: z.enum(['auto', 'section', 'grid', 'carousel']).default('auto'),
  heading: z.string().min(1).nullable().default(null),
});
export type LocationBlock = z.output<typeof LocationBlock>;

/** The pages that carry a location block, and each one's block (null: none on that page). */
export const LocationBlocks = z.object({
  home: LocationBlock.nullable().default({ filter: 'sales', layout: 'auto', heading: null }),
  contact: LocationBlock.nullable().default({ filter: 'all', layout: 'grid', heading: null }),
  service: LocationBlock.nullable().default({ filter: 'service', layout: 'auto', heading: null }),
  sell_my_car: LocationBlock.nullable().default({ filter: 'sales', layout: 'auto', heading: null }),
});
export type LocationBlocks = z.output<typeof LocationBlocks>;
