/**
 * The tag on a car card (spec §4 *Card tag priority*, *Stock status*; §3 site `specifications`).
 */
import { isSold, type StockStatusValue } from './stock.ts';

/** Default days a car counts as just arrived (spec §4). */
export const DEFAULT_JUST_ARRIVED_DAYS = 8;
/** Default just-arrived tag text (config `specifications.just_arrived_tag_name`). */
export const DEFAULT_JUST_ARRIVED_TAG_NAME = 'Just Arrived';
/** Default sold tag text (spec §4: "a 'JUST SOLD' tag (configurable)"). */
export const DEFAULT_SOLD_TAG_NAME = 'JUST SOLD';

/** The car fields the tag rule reads (names as in the Car schema, spec §3). */
export interface TagFields {
  status: StockStatusValue;
  /** Simplified fuel, e.g. 'Electric', 'Hybrid', 'PHEV', 'Unleaded'. */
  simple_fuel: string | null;
  /** Feed fuel text, read only when `simple_fuel` is blank. */
  fuel: string | null;
  reserved: boolean;
  certified: boolean;
  /** Dealer's custom tag, e.g. 'Test Drive Only'. */
  tag: string | null;
  /** When the car was listed: ISO-8601 instant with offset. */
  created_at: string;
}

/** Site settings of the rule; names as in the site config, every one optional with the spec default. */
export interface TagSettings {
  /** `features.electric_hybrid_tag` (default true). */
  electric_hybrid_tag?: boolean;
  /** `specifications.just_arrived_days` (default 8; 0 switches the tag off). */
  just_arrived_days?: number;
  /** `specifications.just_arrived_tag_name` (default 'Just Arrived'). */
  just_arrived_tag_name?: string;
  /** `specifications.sold_tag_name` (default 'JUST SOLD'). */
  sold_tag_name?: string;
}

/** The one tag a card shows, with its label. */
export type CardTag =
  | { kind: 'sold'; label: string }
  | { kind: 'electric'; label: 'Electric' }
  | { kind: 'hybrid'; label: 'Hybrid' }
  | { kind: 'reserved'; label: 'Reserved' }
  | { kind: 'certified'; label: 'Certified' }
  | { kind: 'custom'; label: string }
  | { kind: 'coming_soon'; label: 'COMING SOON' }
  | { kind: 'just_arrived'; label: string }
  | { kind: 'none' };

const COMBUSTION = /\b(petrol|unleaded|premium|diesel|lpg|ulp|pulp)\b/;

/**
 * Electric or hybrid from a fuel text (spec §3 `simple_fuel`: Electric, Hybrid, PHEV etc):
 * 'hybrid', PHEV/HEV/MHEV, or electric together with a combustion fuel ('Petrol - Electric') → 'hybrid';
 * 'Electric', EV/BEV → 'electric'; anything else (including blank) → null. Case-insensitive.
 */
export function powertrain(fuel: string | null | undefined): 'electric' | 'hybrid' | null {
  const f = (fuel ?? '').toLowerCase();
  if (/hybrid|\b(phev|hev|mhev)\b/.test(f)) return 'hybrid';
  if (/electric/.test(f)) return COMBUSTION.test(f) ? 'hybrid' : 'electric';
  if (/\b(ev|bev)\b/.test(f)) return 'electric';
  return null;
}

/**
 * Just arrived (spec §4): listed (`created_at`, ISO instant) no more than `days` days before `now`
 * (Unix seconds), boundary inclusive. A listing time after `now` (clock skew) counts as just arrived;
 * an unparseable `created_at` or `days` ≤ 0 never does.
 */
export function isJustArrived(createdAt: string, now: number, days: number = DEFAULT_JUST_ARRIVED_DAYS): boolean {
  const until = justArrivedUntil(createdAt, days);
  return until !== null && now <= until;
}

/**
 * The last instant (Unix seconds) at which a car listed at `createdAt` (ISO instant) is just arrived
 * ({@link isJustArrived}): its listing time plus `days` days; null when it never is (unparseable time, `days` ≤ 0).
 */
export function justArrivedUntil(createdAt: string, days: number = DEFAULT_JUST_ARRIVED_DAYS): number | null {
  const created = Date.parse(createdAt) / 1000;
  if (!Number.isFinite(created) || !(days > 0)) return null;
  return created + days * 86_400;
}

/**
 * The instants (Unix seconds) at which {@link cardTag}'s answer for `car` can change as the clock moves: the end
 * of its just-arrived window. Between them the tag is the same (issue #14: a page asks the stock clock only how
 * it compares with these).
 */
export function cardTagChangesAt(car: Pick<TagFields, 'created_at'>, settings: TagSettings): number[] {
  const until = justArrivedUntil(car.created_at, settings.just_arrived_days ?? DEFAULT_JUST_ARRIVED_DAYS);
  return until === null ? [] : [until];
}

/**
 * The card tag (spec §4 *Card tag priority*), first match wins:
 * 0. sold (any status but in_stock / coming_soon) → the sold tag name (default 'JUST SOLD', §4 *Stock status*).
 *    Decision: a sold car shows only that, never 'Just Arrived' or 'Electric', so a sold car never looks for sale;
 * 1. 'Electric' / 'Hybrid' where the site enables it (see `powertrain`);
 * 2. 'Reserved'; 3. 'Certified' (the card shows the certified image); 4. the custom tag text (trimmed);
 * 5. 'COMING SOON'; 6. the just-arrived tag name when listed within the configured days (default 8);
 * otherwise `{ kind: 'none' }`. `now` in Unix seconds. Never throws.
 */
export function cardTag(car: TagFields, settings: TagSettings, now: number): CardTag {
  if (isSold(car.status)) return { kind: 'sold', label: settings.sold_tag_name ?? DEFAULT_SOLD_TAG_NAME };
  if (settings.electric_hybrid_tag ?? true) {
    const fuel = car.simple_fuel?.trim() ? car.simple_fuel : car.fuel;
    const kind = powertrain(fuel);
    if (kind === 'electric') return { kind, label: 'Electric' };
    if (kind === 'hybrid') return { kind, label: 'Hybrid' };
  }
  if (car.reserved) return { kind: 'reserved', label: 'Reserved' };
  if (car.certified) return { kind: 'certified', label: 'Certified' };
  const custom = car.tag?.trim();
  if (custom) return { kind: 'custom', label: custom };
  if (car.status === 'coming_soon') return { kind: 'coming_soon', label: 'COMING SOON' };
  if (isJustArrived(car.created_at, now, settings.just_arrived_days ?? DEFAULT_JUST_ARRIVED_DAYS)) {
    return { kind: 'just_arrived', label: settings.just_arrived_tag_name ?? DEFAULT_JUST_ARRIVED_TAG_NAME };
  }
  return { kind: 'none' };
}
