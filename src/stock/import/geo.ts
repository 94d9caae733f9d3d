/**
 * Suburb → postcode lookup from the ABS 2016 suburbs table (`../shared/data/geo/au-suburbs-abs2016.csv`,
 * MIT, data © ABS): columns `suburb, postcode, state, population, lat, lng, timezone, ...`.
 * Postcodes are 4-digit strings; the CSV writes NT ones without the leading zero (`800`), so they are padded.
 */
import { parseCsv } from './csv.ts';

/** One suburb of the table. */
export interface GeoPlace {
  suburb: string;
  state: string;
  /** 4-digit postcode string, e.g. `0800`. */
  postcode: string;
  lat: number | null;
  lng: number | null;
  timezone: string | null;
}

/** A lookup by suburb and state code. */
export interface GeoIndex {
  /** The place for `suburb` in `state`, trying the spelling variants in `suburbVariants`; `null` when not found. */
  find(suburb: string, state: string): GeoPlace | null;
  /** Number of distinct suburb+state keys. */
  size: number;
}

const key = (suburb: string, state: string): string => `${suburb.trim().toLowerCase().replace(/\s+/g, ' ')}|${state.trim().toUpperCase()}`;

/**
 * Spellings to try for a feed suburb, in order: as written; `Saint`/`Mount` → `St`/`Mt`; then the
 * table's names for a city centre (`Toowoomba` → `Toowoomba City`, `Ballarat` → `Ballarat Central`).
 */
export function suburbVariants(suburb: string): string[] {
  const s = suburb.trim();
  const short = s.replace(/^Saint\b/i, 'St').replace(/^Mount\b/i, 'Mt');
  return [...new Set([s, short, `${s} City`, `${s} Central`])];
}

/** Builds an index from places; where a suburb+state appears twice, the more populous one wins (then the lower postcode). */
export function geoIndexFrom(places: readonly (GeoPlace & { population?: number })[]): GeoIndex {
  const best = new Map<string, GeoPlace & { population?: number }>();
  for (const p of places) {
    const k = key(p.suburb, p.state);
    const cur = best.get(k);
    const better =
      !cur || (p.population ?? 0) > (cur.population ?? 0) || ((p.population ?? 0) === (cur.population ?? 0) && p.postcode < cur.postcode);
    if (better) best.set(k, p);
  }
  return {
    size: best.size,
    find(suburb, state) {
      for (const s of suburbVariants(suburb)) {
        const hit = best.get(key(s, state));
        if (hit)
          return { suburb: hit.suburb, state: hit.state, postcode: hit.postcode, lat: hit.lat, lng: hit.lng, timezone: hit.timezone };
      }
      return null;
    },
  };
}

const num = (v: string | undefined): number | null =>
  v === undefined || v.trim() === '' || !Number.isFinite(Number(v)) ? null : Number(v);

/**
 * Parses the ABS suburbs CSV. Rows without a suburb, state or numeric postcode are skipped.
 * @throws Error when the header lacks `suburb`, `postcode` or `state`.
 */
export function parseGeoCsv(text: Uint8Array | string): GeoIndex {
  const { header, rows } = parseCsv(text);
  for (const c of ['suburb', 'postcode', 'state']) if (!header.includes(c)) throw new Error(`geo table: missing column "${c}"`);
  const places = rows.flatMap(({ values: v }) => {
    const postcode = (v.postcode ?? '').trim();
    if (!v.suburb?.trim() || !v.state?.trim() || !/^\d{1,4}$/.test(postcode)) return [];
    return [
      {
        suburb: v.suburb.trim(),
        state: v.state.trim(),
        postcode: postcode.padStart(4, '0'),
        lat: num(v.lat),
        lng: num(v.lng),
        timezone: v.timezone?.trim() || null,
        population: num(v.population) ?? 0,
      },
    ];
  });
  return geoIndexFrom(places);
}
