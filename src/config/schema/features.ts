/**
 * Feature switches and display settings of a tenant (spec §1 "a very large set of display
 * switches"). Every switch has a documented default here; code never tests a slug.
 */
import { z } from 'zod';

export const Features = z.object({
  /** Favourite (save car) buttons and the favourites page (spec §4 *Favourites*). */
  favourites: z.boolean().default(true),
  /** Compare list beside favourites. */
  compare: z.boolean().default(true),
  /** Hide favourite buttons for cars with no price or no images (spec §4, "on certain sites"). */
  favourites_require_price_and_images: z.boolean().default(false),
  /** Signed-in garage (spec §3 `garage_enabled`). */
  garage_enabled: z.boolean().default(false),
  /** Print to PDF / printable page (spec §2). */
  print: z.boolean().default(true),
  /** Twitter share button (spec §2: "Twitter (can be hidden)"). */
  share_twitter: z.boolean().default(true),
  /** Sticky mobile bar with Call Now / Enquire Now (spec §2). */
  sticky_mobile_bar: z.boolean().default(true),
  /** Phone number starts hidden and is revealed on click (spec §4 *Phone reveal*). */
  phone_reveal: z.boolean().default(false),
  /** Optional 'Why Buy From Us?' panel in the sidebar (spec §2). */
  why_buy_from_us: z.boolean().default(true),
  /** Show 'Unregistered' when a used or demo car's known rego expiry has passed (spec §4 *Rego expiry*); else hidden. A missing date is unknown and always hidden. */
  show_unregistered: z.boolean().default(false),
  /** Subscription pricing (spec §4 *Price display precedence* rule 1). */
  subscription: z.boolean().default(false),
  /** Online reserve / checkout (spec §5 *Button display*). */
  checkout: z.boolean().default(true),
  /** Online purchase journey (spec §2 `/checkout-journey`). */
  online_purchase: z.boolean().default(false),
  /**
   * 'Make an Offer' button and dialog beside the vehicle page's enquiry form, for cars in stock and
   * not reserved (spec §2 "a make-an-offer dialog", §5 *Forms* make-an-offer rules).
   */
  make_an_offer: z.boolean().default(true),
  /** Replace the enquire button with an Instant Message chat (spec §2). */
  instant_message_chat: z.boolean().default(false),
  /** Electric/hybrid card tag (spec §4 *Card tag priority*). */
  electric_hybrid_tag: z.boolean().default(true),
  /** Reservation deposit in AUD dollars (spec §9: default $200). */
  reserve_amount: z.number().positive().default(200),
  /** Certified pre-owned section on the vehicle page (spec §2). */
  certified_pre_owned: z.boolean().default(false),
  /** Cars per row of card buttons (spec §9 "2 buttons per row on one dealer"). */
  card_buttons_per_row: z.number().int().min(1).max(3).default(1),
  /**
   * MapLibre style URL of the vehicle page's location map (`#vehicle-map`). The map library loads only
   * when the map is scrolled into view or clicked, and only once this style answers; otherwise (or
   * when null) the page keeps the static address card with a directions link. Default: OpenFreeMap's
   * free 'liberty' style (OpenStreetMap data, no key).
   */
  map_style_url: z.string().url().nullable().default('https://tiles.openfreemap.org/styles/liberty'),
  /**
   * Copy of the vehicle page sections the spec gives no wording for (spec §2 *Vehicle detail*), one
   * bullet per string. Null (the default) uses the platform's generic copy, built from the car and the
   * site config (dealer licence, reserve amount, reviews); see `src/components/car/copy.ts`.
   */
  vehicle_copy: z
    .object({
      whats_included: z.array(z.string().min(1)).nullable().default(null),
      why_buy_from_us: z.array(z.string().min(1)).nullable().default(null),
      protect_your_car: z.array(z.string().min(1)).nullable().default(null),
    })
    .default({ whats_included: null, why_buy_from_us: null, protect_your_car: null }),
});
export type Features = z.output<typeof Features>;

/** Card-tag and just-arrived settings (spec §3 site `specifications`, §4 *Card tag priority*). */
export const TagSettings = z.object({
  just_arrived_days: z.number().int().min(0).max(90).default(8),
  just_arrived_tag_name: z.string().min(1).default('Just Arrived'),
  sold_tag_name: z.string().min(1).default('JUST SOLD'),
});
export type TagSettings = z.output<typeof TagSettings>;

/** Phone numbers by car type (spec §9 *Phone number choice*). Any Australian notation; shown in Australian format. */
export const Phones = z.object({
  override: z.string().nullable().default(null),
  new: z.string().nullable().default(null),
  demo: z.string().nullable().default(null),
  used: z.string().nullable().default(null),
});
export type Phones = z.output<typeof Phones>;

export { FinanceSettings } from './finance.ts';

/** Complaints contact shown on the complaint-handling page (spec §2). */
export const ComplaintsContact = z.object({
  name: z.string().min(1),
  title: z.string().min(1),
  phone: z.string().min(8),
  email: z.string().email(),
});
