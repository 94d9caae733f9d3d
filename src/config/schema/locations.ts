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

/** A special-hours entry, e.g. a public holiday (spec §3 *Special hours entry*). */
export const SpecialHours = z.object({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  status: z.enum(['Open', 'Closed']),
  start_hour: hhmm().nullable().default(null),
  end_hour: hhmm().nullable().default(null),
  name: z.string().nullable().default(null),
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
  image: z.object({ url: z.string(), thumb: z.object({ url: z.string() }).optional() }).nullable().default(null),
  reviews: z.object({ count: z.number().int().nonnegative(), average_rating: z.number().min(0).max(5) }).nullable().default(null),
  address: Address,
  contact_detail: z.object({
    /** Main phone in any Australian notation; shown in Australian format (spec §9). */
    phone: z.string().min(8),
    landline_phone: z.string().nullable().default(null),
    email: z.string().email().nullable().default(null),
    opening_hours: z.array(OpeningHours).default([]),
  }),
  special_hours: z.array(SpecialHours).default([]),
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
