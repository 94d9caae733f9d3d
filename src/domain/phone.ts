/**
 * Australian phone numbers: display format, `tel:` links, the number to show for a car, and
 * de-duplication (spec §9 "Phones shown in Australian format (+61 replaced with 0)", *Phone number
 * choice*, "Phone duplicates are removed by digits only"; §8 "Missing phone number: console warning only").
 *
 * Display style (one style everywhere, after the Australian Government Style Manual: spaces, no
 * brackets round the area code): mobiles `0412 345 678`, landlines `02 9876 5432`, `13 22 65`,
 * `1300 123 456`, `1800 123 456`.
 */

/** What kind of number it is. `short` is a 13 xx xx number; `other` is anything we cannot place. */
export type PhoneKind = 'mobile' | 'landline' | 'local_rate' | 'freecall' | 'short' | 'other';

/** A phone number ready to show. */
export interface AuPhone {
  kind: PhoneKind;
  /** Display text, e.g. '0412 345 678'. */
  display: string;
  /** Link target, e.g. 'tel:+61412345678'. */
  href: string;
  /** National digits ('0412345678'; for `other`, the dialable digits). Equal digits = same number. */
  digits: string;
}

const KEYPAD: Record<string, string> = {};
['ABC', 'DEF', 'GHI', 'JKL', 'MNO', 'PQRS', 'TUV', 'WXYZ'].forEach((letters, i) => {
  for (const l of letters) KEYPAD[l] = String(i + 2);
});

function group(digits: string, sizes: readonly number[]): string {
  const out: string[] = [];
  let at = 0;
  for (const size of sizes) {
    out.push(digits.slice(at, at + size));
    at += size;
  }
  return out.join(' ');
}

/** Turns international or zero-less AU digits into national form ('0412345678'), else returns them unchanged. */
function toNational(digits: string, hadPlus: boolean): string {
  if (/^610\d{9}$/.test(digits)) return digits.slice(2); // +61 (0)2 9876 5432
  if (/^61\d{9}$/.test(digits)) return `0${digits.slice(2)}`; // +61 2 9876 5432
  if (!hadPlus && /^[2-578]\d{8}$/.test(digits)) return `0${digits}`; // leading zero lost in a spreadsheet
  return digits;
}

/**
 * Parses a phone number written any Australian way ('+61 412 345 678', '61412345678', '(02) 9876 5432',
 * '+61 (0)2 …', a mobile that lost its leading zero in a spreadsheet, '1300 TOYOTA' phonewords,
 * '02 9876 5432 ext 12' — the extension is dropped) into display text and a `tel:` href.
 * `href` is E.164 (`tel:+61…`) for mobiles and landlines. Decision: 13, 1300 and 1800 numbers keep their
 * national digits (`tel:132265`) because they cannot be dialled in +61 form. A phoneword keeps its
 * letters for display and dials the keypad digits. Numbers we cannot place (other countries, 8-digit
 * local numbers) are shown as written (spaces tidied) and dialled as their digits.
 * Returns null for a missing, blank or masked ('02 **** ****') number, or one with fewer than 6 or more
 * than 15 digits; callers log a console warning (spec §8). Never throws.
 */
export function parseAuPhone(raw: string | null | undefined): AuPhone | null {
  const text = (raw ?? '').trim().replace(/\s+/g, ' ');
  if (text === '' || text.includes('*')) return null;
  if (!/^\+?[\dA-Za-z\s().\-/]+$/.test(text)) return null;
  const letterAt = text.search(/[A-Za-z]/);
  const hasLetters = letterAt >= 0;
  // Letters are a phoneword only on 13 / 1300 / 1800 numbers; elsewhere they end the number ('… ext 12').
  if (hasLetters && !/^1[38]/.test(text)) return letterAt === 0 ? null : parseAuPhone(text.slice(0, letterAt));
  const hadPlus = text.startsWith('+');
  const dialled = text
    .toUpperCase()
    .replace(/[A-Z]/g, (l) => KEYPAD[l] ?? '')
    .replace(/\D/g, '');
  if (dialled.length < 6 || dialled.length > 15) return null;
  const foreign = hadPlus && !dialled.startsWith('61');
  const national = foreign ? dialled : toNational(dialled, hadPlus);

  const make = (kind: PhoneKind, display: string, href: string): AuPhone => ({
    kind,
    display: hasLetters ? text : display,
    href,
    digits: national,
  });
  if (!foreign) {
    if (/^0[45]\d{8}$/.test(national)) return make('mobile', group(national, [4, 3, 3]), `tel:+61${national.slice(1)}`);
    if (/^0[2378]\d{8}$/.test(national)) return make('landline', group(national, [2, 4, 4]), `tel:+61${national.slice(1)}`);
    if (/^1300\d{6}$/.test(national)) return make('local_rate', group(national, [4, 3, 3]), `tel:${national}`);
    if (/^1800\d{6}$/.test(national)) return make('freecall', group(national, [4, 3, 3]), `tel:${national}`);
    if (/^13\d{4}$/.test(national)) return make('short', group(national, [2, 2, 2]), `tel:${national}`);
  }
  return { kind: 'other', display: text, href: `tel:${hadPlus ? '+' : ''}${dialled}`, digits: national };
}

/** Display text of a phone number ('0412 345 678'), or null when missing or unusable. See {@link parseAuPhone}. */
export function formatAuPhone(raw: string | null | undefined): string | null {
  return parseAuPhone(raw)?.display ?? null;
}

/** Phone numbers by car type (site config `phones`, spec §3 "phone numbers per car type"); any may be null. */
export interface PhonesByCarType {
  override?: string | null;
  new?: string | null;
  demo?: string | null;
  used?: string | null;
}

/**
 * The number to show for a car (spec §9 *Phone number choice*): the override, then the number for the
 * car's type (a demo car falls back to the new-car number), then the new-car number, then the used-car
 * number, then `locationPhone` (the car's location or dealership). A configured number that cannot be
 * used (blank, masked) is skipped. `carType` is 'new' | 'demo' | 'used' (null or anything else skips the
 * by-type step). Returns null when no number is usable; the caller logs a console warning (spec §8).
 */
export function choosePhone(phones: PhonesByCarType, carType: string | null, locationPhone: string | null | undefined): AuPhone | null {
  // A demo car's fallback to the new-car number is the 'then new' step that follows.
  const byType = carType === 'demo' ? phones.demo : carType === 'new' ? phones.new : carType === 'used' ? phones.used : null;
  for (const candidate of [phones.override, byType, phones.new, phones.used, locationPhone]) {
    const phone = parseAuPhone(candidate);
    if (phone) return phone;
  }
  return null;
}

/**
 * Usable numbers with duplicates removed by digits only (spec §9), first occurrence kept, in order.
 * Digits are compared in national form, so '+61 2 9876 5432' and '(02) 9876 5432' are one number.
 * Missing and unusable numbers are dropped.
 */
export function uniquePhones(raws: ReadonlyArray<string | null | undefined>): AuPhone[] {
  const seen = new Set<string>();
  const out: AuPhone[] = [];
  for (const raw of raws) {
    const phone = parseAuPhone(raw);
    if (!phone || seen.has(phone.digits)) continue;
    seen.add(phone.digits);
    out.push(phone);
  }
  return out;
}

/**
 * E.164 form of an Australian mobile (`0412 345 678` → `+61412345678`), or null for anything else: how
 * sign-in codes are addressed and how the watchlist names its user (spec §6 "for the watchlist, by
 * phone"). Never throws.
 */
export function e164Mobile(raw: string): string | null {
  const p = parseAuPhone(raw);
  return p?.kind === 'mobile' ? `+61${p.digits.slice(1)}` : null;
}
