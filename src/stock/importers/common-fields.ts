/**
 * Value parsers shared by the CSV importers: missing markers, prices (AUD dollars), `"suburb, STATE"`
 * locations, odometers and plain numbers. Each pushes a report entry for every value it rewrites or drops.
 */
import { POA_PRICE_TYPE } from '../../domain/price.ts';
import { parseState, type AuState } from '../import/mappings.ts';
import { isPlausiblePrice, MIN_PLAUSIBLE_PRICE } from '../import/medians.ts';
import type { RowIssue } from './types.ts';

/** Trimmed value, or `null` for the feed's missing markers: blank, `-`, `- / -`, `nan`. */
export function missing(raw: string | undefined): string | null {
  const v = (raw ?? '').trim();
  return v === '' || v === '-' || v === '- / -' || v.toLowerCase() === 'nan' ? null : v;
}

/** A `repaired` report entry. */
export const repaired = (field: string, reason: string, original: string): RowIssue => ({ field, action: 'repaired', reason, original });

/** Location `"Caringbah, NSW"` → suburb and state code (`AU-VIC` is rewritten to `VIC`). */
export function parseLocation(raw: string, issues: RowIssue[]): { suburb: string; state: AuState } | null {
  const v = missing(raw);
  if (v === null) {
    issues.push({
      field: 'Location',
      action: 'flagged',
      reason: 'no location: imported without a yard (location fields null)',
      original: raw,
    });
    return null;
  }
  const m = /^(.+?),\s*([A-Za-z-]+)$/.exec(v);
  const st = m ? parseState(m[2] ?? '') : null;
  if (!m || !st) {
    issues.push(repaired('Location', 'not "suburb, STATE": location dropped', raw));
    return null;
  }
  if (st.rewritten) issues.push(repaired('Location', `state written as "${m[2]}": read as ${st.state}`, raw));
  return { suburb: (m[1] ?? '').trim(), state: st.state };
}

/**
 * Odometer `"82431"` in km (`field` names the column in reports). No reading (`- / -`, `-`, blank) is no
 * odometer: null, whatever the condition. A new car without a reading is not '0 km' (that would be a
 * figure the feed never gave), so the pages show no odometer for it. An unreadable value is dropped and reported.
 */
export function parseKm(raw: string, issues: RowIssue[], field = 'Kilometres'): number | null {
  const v = missing(raw);
  if (v === null) return null;
  if (!/^\d[\d,]*$/.test(v)) {
    issues.push(repaired(field, 'unreadable odometer: dropped', raw));
    return null;
  }
  return Number(v.replaceAll(',', ''));
}

/**
 * Price `"51990"` (or `$51,990`) in AUD dollars; one below `MIN_PLAUSIBLE_PRICE` ($88 for a 2006 Alfa Romeo) is
 * kept but flagged (the market prices leave it out). `POA` is the feed saying the car is sold on application:
 * no price and price type `POA` (spec §3 `price_type`), read as the feed says, so not a repair. A blank or
 * unreadable price is no price and reported.
 */
export function parsePrice(raw: string, issues: RowIssue[]): { price: number | null; price_type: typeof POA_PRICE_TYPE | null } {
  const v = missing(raw);
  if (v !== null && /^\$?\d[\d,]*(\.\d+)?$/.test(v)) {
    const price = Number(v.replace(/[$,]/g, ''));
    if (!isPlausiblePrice(price)) {
      issues.push({
        field: 'Price',
        action: 'flagged',
        reason: `below $${MIN_PLAUSIBLE_PRICE}, not a plausible vehicle price: imported as the feed says, left out of market prices`,
        original: raw,
      });
    }
    return { price, price_type: null };
  }
  if (v !== null && /^poa$/i.test(v)) return { price: null, price_type: POA_PRICE_TYPE };
  issues.push(repaired('Price', v === null ? 'no price in the feed: no price' : 'unreadable price: no price', raw));
  return { price: null, price_type: null };
}

/** A non-negative number such as `2,350` or `21.5`; null when missing; unreadable values are dropped and reported. */
export function parseNumber(raw: string, field: string, issues: RowIssue[]): number | null {
  const v = missing(raw);
  if (v === null) return null;
  if (/^\d[\d,]*(\.\d+)?$/.test(v)) return Number(v.replaceAll(',', ''));
  issues.push(repaired(field, 'not a number: dropped', raw));
  return null;
}
