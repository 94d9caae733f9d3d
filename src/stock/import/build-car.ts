/**
 * Turns one importer draft into a Car input (spec §3 field names): feed values as mapped, plus the
 * fields every feed lacks, derived deterministically from the row's seed and listed in
 * `derived_fields`. Market prices (`autograb_data`) are added later, over the whole stock.
 * Not derived and left null because no feed has them: vin, nvic, regplate, rego_expiry (never invented:
 * a page states it as fact), series, file (history report), finance fields, views.
 */
import type { CarInput } from '../car-schema.ts';
import type { CarDraft, RowIssue } from '../importers/types.ts';
import { getsComments, restatingComments, standardEquipment } from './content.ts';
import { deriveListing } from './derive.ts';
import type { GeoIndex } from './geo.ts';
import { unit } from './hash.ts';
import { placeholderFor, type PlaceholderChoice } from './placeholders.ts';
import { carSlug, slugify } from '../../domain/slug.ts';

/** Share of cars that get no image at all, so the 'no images' and 'image not found' rules are exercised. */
export const IMAGELESS_SHARE = 0.08;

/** What the pipeline knows about a row besides its draft. */
export interface CarContext {
  /** Unique positive id (collision-checked by the caller). */
  id: number;
  /** The feed's stock number, or one derived from the id. */
  stocknum: string;
  stocknumDerived: boolean;
  /** The row's seed for every deterministic draw. */
  seed: string;
  /** Snapshot instant, Unix seconds. */
  asOf: number;
  /** Suburb table for postcodes; null when none was given (postcodes stay null, unflagged). */
  geo: GeoIndex | null;
}

/** A built car input, the placeholder it uses (if any), and location issues for the report. */
export interface BuiltCar {
  input: CarInput;
  placeholder: PlaceholderChoice | null;
  issues: RowIssue[];
}

/** The stock number derived for a feed without one: N/U/D (new/used/demo) + the id in base 36, e.g. `U0K3F9Q`. */
export function derivedStocknum(carType: string, id: number): string {
  const prefix = carType === 'new' ? 'N' : carType === 'demo' ? 'D' : 'U';
  return prefix + id.toString(36).toUpperCase().padStart(6, '0');
}

/** Location fields from the draft's suburb and state, the postcode looked up in `geo`. */
function placement(d: CarDraft, geo: GeoIndex | null, issues: RowIssue[], derived: string[]): Partial<CarInput> {
  if (d.suburb === null || d.state === null) return { location: null };
  const place = geo?.find(d.suburb, d.state) ?? null;
  if (geo && !place)
    issues.push({
      field: 'Location',
      action: 'flagged',
      reason: 'suburb not in the geo table: no postcode',
      original: `${d.suburb}, ${d.state}`,
    });
  const postcode = place?.postcode ?? null;
  if (postcode) derived.push('private_postcode');
  const slug = slugify(`${d.suburb} ${d.state}`);
  return {
    location: {
      id: slug,
      name: `${d.suburb}, ${d.state}`,
      slug,
      address: [d.suburb, d.state, postcode].filter(Boolean).join(' '),
      phone: null,
      distribution_locations: [],
    },
    location_id: slug,
    location_name: d.suburb,
    city: d.suburb,
    state: d.state,
    private_suburb: d.suburb,
    private_postcode: postcode,
  };
}

/** Builds the Car input for one draft. Pure: same draft and context, same output. */
export function buildCar(d: CarDraft, ctx: CarContext): BuiltCar {
  const issues: RowIssue[] = [];
  const derived: string[] = ['id', 'slug', ...d.derived];
  if (ctx.stocknumDerived) derived.push('stocknum');
  const name = [String(d.year), d.make, d.model, d.badge].filter(Boolean).join(' ');
  const listing = deriveListing(ctx.seed, d, ctx.asOf);
  derived.push(...listing.fields);
  const place = placement(d, ctx.geo, issues, derived);

  let dealercomments = d.dealercomments;
  if (dealercomments === null && getsComments(ctx.seed)) {
    dealercomments = restatingComments(d, name);
    derived.push('dealercomments');
  }
  const equipment = standardEquipment(d);
  if (equipment.length > 0) derived.push('standardEquipment');

  const placeholder = unit(ctx.seed, 'images') < IMAGELESS_SHARE ? null : placeholderFor(d);
  if (placeholder) derived.push('images', 'thumbnails', 'primary_image_url', 'photos_count');

  const variant = {
    cylinders: d.cylinders,
    enginesize: d.engine_cc,
    enginesize_litres: d.engine_size,
    fuelconsumptioncombined: d.fuel_consumption,
  };
  const { sold_date_timestamp, status, reserved, certified, tag, created_at, updated_at } = listing;
  const input: CarInput = {
    id: ctx.id,
    slug: carSlug({ year: d.year, make: d.make, model: d.model, badge: d.badge, stocknum: ctx.stocknum }),
    name,
    make: d.make,
    model: d.model,
    badge: d.badge,
    year: d.year,
    car_type: d.car_type,
    item_type: d.item_type,
    status,
    sold_date_timestamp,
    tag,
    reserved,
    certified,
    preorder: d.preorder,
    price: d.price,
    price_type: d.price_type,
    km: d.km,
    colour: d.colour,
    interior_colour: d.interior_colour,
    simple_fuel: d.simple_fuel,
    fuel: d.fuel,
    simple_body: d.simple_body,
    bodyconfiguration: d.bodyconfiguration,
    simple_transmission: d.simple_transmission,
    trans: d.trans,
    drive: d.drive,
    seats: d.seats,
    doors: d.doors,
    engine_size: d.engine_size,
    cylinders: d.cylinders,
    stocknum: ctx.stocknum,
    rego_expiry: null,
    created_at,
    updated_at,
    views: null,
    dealercomments,
    images: placeholder ? [placeholder.image] : [],
    thumbnails: placeholder ? [placeholder.image.url] : [],
    primary_image_url: placeholder?.image.url ?? null,
    photos_count: placeholder ? 1 : 0,
    standardEquipment: equipment,
    carsales_title: d.title,
    ...place,
    variant: Object.values(variant).some((v) => v !== null) ? variant : null,
    specifications: d.specifications,
    autograb_data: null,
    derived_fields: [...new Set(derived)].sort(),
  };
  return { input, placeholder, issues };
}
