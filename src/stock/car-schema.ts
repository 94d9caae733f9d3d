/**
 * The Car entity and the stock snapshot, exactly as spec §3 *Car* names them.
 *
 * One zod schema is the only definition of these shapes: the importers emit it, the snapshot
 * loader validates it, the build and the islands use its output type.
 *
 * Units: prices are whole or decimal AUD dollars (never cents); `km` is kilometres;
 * `*_timestamp` fields are Unix seconds; dates are ISO-8601 strings (`YYYY-MM-DD` for calendar
 * dates, full timestamps with offset for instants).
 *
 * Every field is present in the output: a value the feed does not have is `null` (or an empty
 * list), never absent, so a snapshot reads the same for every car. Values the platform derived
 * rather than read from the feed are named in `derived_fields` (see `../shared/data/README.md`).
 */
import { z } from 'zod';
import { CAR_TYPES, ITEM_TYPES } from '../domain/stock.ts';

/** A nullable field that may be omitted in input and is `null` in output. */
const opt = <T extends z.ZodType>(schema: T) => schema.nullable().default(null);
const optStr = () => opt(z.string());
const optNum = () => opt(z.number());
const optInt = () => opt(z.number().int());
const isoDate = () => z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected a calendar date YYYY-MM-DD');
const isoInstant = () => z.iso.datetime({ offset: true });

/** Car type (spec §3): new, used or demo. */
export const CarType = z.enum(CAR_TYPES);
export type CarType = z.infer<typeof CarType>;

/** Stock status (spec §3, §4 *Stock status*). Anything but in_stock / coming_soon counts as sold. */
export const STOCK_STATUSES = ['in_stock', 'coming_soon', 'sold'] as const;
export const StockStatus = z.enum(STOCK_STATUSES);
export type StockStatus = z.infer<typeof StockStatus>;

/**
 * A car's status as a feed or snapshot may write it (spec §4 *Stock status*: "sold (or any other status)").
 * Read case- and spacing-insensitively (`In Stock`, `COMING-SOON`); any other non-empty value
 * (`withdrawn`, `archived`, `delivered`) is sold: the car is kept and shown as sold, never rejected.
 * A missing or blank status is still an error.
 */
export const CarStatus = z
  .string()
  .trim()
  .min(1, 'expected a stock status')
  .transform((s): StockStatus => {
    const v = s.toLowerCase().replace(/[\s-]+/g, '_');
    return (STOCK_STATUSES as readonly string[]).includes(v) ? (v as StockStatus) : 'sold';
  });

/** What is being sold (spec §3 `item_type`). */
export const ItemType = z.enum(ITEM_TYPES);
export type ItemType = z.infer<typeof ItemType>;

/** One car image (spec §3 `images`, each with `image.url`). `url` is absolute (https) or relative to the snapshot file. */
export const CarImage = z.object({
  url: z.string().min(1),
  /** Alt text for the image; the page falls back to the car name. */
  alt: optStr(),
  /** Intrinsic size in pixels when known. */
  width: optInt(),
  height: optInt(),
});
export type CarImage = z.infer<typeof CarImage>;

/** Manufacturer variant data (spec §3 *variant*). Sizes in mm, masses and towing in kg, torque in Nm, fuel in L/100 km, capacity in L. */
export const Variant = z.object({
  cylinders: optInt(),
  enginesize: optNum(),
  enginesize_litres: optNum(),
  induction: optStr(),
  geartype: optStr(),
  fuelconsumptioncombined: optNum(),
  fuelcapacity: optNum(),
  grossvehiclemass: optNum(),
  vehiclelength: optNum(),
  vehicleheight: optNum(),
  vehiclewidth: optNum(),
  towingcapacitybraked: optNum(),
  torque: optNum(),
  ancaprating: optInt(),
});
export type Variant = z.infer<typeof Variant>;

/** Caravan specifications (spec §3 *specifications*). Body width and length in feet (shown also in metres); masses in kg. */
export const CaravanSpecifications = z.object({
  body_width: optNum(),
  body_length: optNum(),
  tare_weight: optNum(),
  axle_type: optStr(),
  sleeps: optInt(),
  aggregate_trailer_mass: optNum(),
});
export type CaravanSpecifications = z.infer<typeof CaravanSpecifications>;

/** The car's yard (spec §3 nested *location*). */
export const CarLocation = z.object({
  id: z.string(),
  name: z.string(),
  phone: optStr(),
  slug: z.string(),
  address: optStr(),
  distribution_locations: z.array(z.string()).default([]),
});
export type CarLocation = z.infer<typeof CarLocation>;

/** Market prices in AUD dollars (spec §3 *autograb_data*, §4 *Below-market indicator*). */
export const AutograbData = z.object({
  state_average_market_price: optNum(),
  average_market_price: optNum(),
});
export type AutograbData = z.infer<typeof AutograbData>;

/**
 * One lender's finance offer for a car (spec §3 *finance_lenders*). Rates in % p.a.; payments,
 * deposit, balloon, fees and total in AUD dollars; terms in years, weeks and months.
 */
export const FinanceLender = z.object({
  interestRate: optNum(),
  comparisonRate: optNum(),
  paymentWeek: optNum(),
  paymentMonth: optNum(),
  deposit: optNum(),
  balloon: optNum(),
  establishmentFees: optNum(),
  totalPayable: optNum(),
  termYears: optNum(),
  termWeeks: optNum(),
  termMonths: optNum(),
  disclaimer: optStr(),
  financeProvider: optStr(),
});
export type FinanceLender = z.infer<typeof FinanceLender>;

/** A finance quote (spec §3 *youxQuote*): weekly repayment in AUD dollars, rates in % p.a. */
export const YouxQuote = z.object({
  weeklyRepaymentAmount: z.number(),
  advertisedRate: z.number(),
  comparisonRate: z.number(),
});
export type YouxQuote = z.infer<typeof YouxQuote>;

/**
 * A car in stock (spec §3 *Car*), with every field the spec names. Validated on import and on load.
 */
export const Car = z.object({
  // Identity and type
  id: z.number().int().positive(),
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'expected a lowercase URL slug'),
  name: z.string().min(1),
  make: z.string().min(1),
  model: z.string().min(1),
  badge: optStr(),
  series: optStr(),
  year: z.number().int().min(1900).max(2100),
  car_type: CarType,
  item_type: ItemType.default('car'),
  status: CarStatus,
  sold_date_timestamp: optInt(),
  show_on_dealer_website: z.boolean().default(true),

  // Tags and flags
  tag: optStr(),
  reserved: z.boolean().default(false),
  certified: z.boolean().default(false),
  preorder: z.boolean().default(false),

  // Price (AUD dollars)
  price: opt(z.number().nonnegative()),
  price_type: optStr(),
  before_price: opt(z.number().nonnegative()),
  offer_price: opt(z.number().nonnegative()),
  subscription_price: opt(z.number().nonnegative()),

  // Vehicle data
  km: opt(z.number().int().nonnegative()),
  colour: optStr(),
  interior_colour: optStr(),
  simple_fuel: optStr(),
  fuel: optStr(),
  simple_body: optStr(),
  bodyconfiguration: optStr(),
  simple_transmission: optStr(),
  trans: optStr(),
  gearnum: optInt(),
  drive: optStr(),
  seats: opt(z.number().int().positive()),
  doors: opt(z.number().int().positive()),
  /** Engine size in litres. */
  engine_size: optNum(),
  cylinders: opt(z.number().int().nonnegative()),

  // Identifiers and dates
  stocknum: z.string().min(1),
  vin: optStr(),
  nvic: optStr(),
  has_nvic: z.boolean().default(false),
  regplate: optStr(),
  rego_expiry: opt(isoDate()),
  compliance_date: opt(isoDate()),
  build_date: opt(isoDate()),
  created_at: isoInstant(),
  updated_at: isoInstant(),
  views: opt(z.number().int().nonnegative()),

  // Content
  dealercomments: optStr(),
  images: z.array(CarImage).default([]),
  thumbnails: z.array(z.string()).default([]),
  primary_image_url: optStr(),
  photos_count: z.number().int().nonnegative().default(0),
  standardEquipment: z.array(z.string()).default([]),
  /** History report link (spec §5 *Button display*: the history report button shows only if present). */
  file: optStr(),

  // Placement
  dealership_slug: optStr(),
  dealership_id: optStr(),
  location_id: optStr(),
  location_name: optStr(),
  city: optStr(),
  state: optStr(),
  private_suburb: optStr(),
  private_postcode: opt(z.string().regex(/^\d{4}$/, 'expected a 4-digit postcode')),
  carsales_title: optStr(),

  // Finance
  finance_lenders: opt(z.record(z.string(), FinanceLender)),
  youxQuote: opt(YouxQuote),
  payment_processors: z.array(z.string()).default([]),

  // Nested objects
  variant: opt(Variant),
  specifications: opt(CaravanSpecifications),
  location: opt(CarLocation),
  autograb_data: opt(AutograbData),

  /** Names of the fields above that the platform derived rather than read from the feed. */
  derived_fields: z.array(z.string()).default([]),
});
/** A validated car (defaults filled). */
export type Car = z.output<typeof Car>;
/** A car as an importer or a feed may write it (optional fields may be omitted). */
export type CarInput = z.input<typeof Car>;

/** Row counts of one feed import. */
export const ImportRowCounts = z.object({
  read: z.number().int().nonnegative(),
  imported: z.number().int().nonnegative(),
  repaired: z.number().int().nonnegative(),
  rejected: z.number().int().nonnegative(),
});
export type ImportRowCounts = z.infer<typeof ImportRowCounts>;

/** One feed that went into a snapshot. */
export const SnapshotFeed = z.object({
  file: z.string(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  format: z.string(),
  rows: ImportRowCounts,
  licence: z.string(),
});
export type SnapshotFeed = z.infer<typeof SnapshotFeed>;

/**
 * A stock snapshot: `{ source, generated_at, cars }` (issue #2). `generated_at` is the stock clock:
 * stock rules that depend on "now" (sold within N days, just arrived) are evaluated against it
 * unless the build is given another time.
 */
export const StockSnapshot = z.object({
  source: z.object({
    feeds: z.array(SnapshotFeed).min(1),
    rows: ImportRowCounts,
    note: z.string().optional(),
    /** Each derived Car field the cars name in `derived_fields`, and how it was derived or simulated. */
    derived: z.record(z.string(), z.string()).optional(),
  }),
  generated_at: isoInstant(),
  cars: z.array(Car),
});
export type StockSnapshot = z.output<typeof StockSnapshot>;
