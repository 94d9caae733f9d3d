/**
 * Saved user data (spec §3 *Saved user data*: name, last_name, email, phone, postcode; §5: stored on the
 * device only when name, email and phone are all present), read back to prefill the next form. Kept
 * in `localStorage` under {@link USER_DATA_KEY}. Never throws.
 */
import { shouldSaveUserData } from '../../../domain/lead.ts';
import type { KeyValueStorage } from '../../../stores/storage.ts';

export const USER_DATA_KEY = 'lead-user-data';
/** The saved fields (spec §3). */
export const USER_DATA_FIELDS = ['name', 'last_name', 'email', 'phone', 'postcode'] as const;
export type UserData = Record<(typeof USER_DATA_FIELDS)[number], string>;

/** Saves the five fields when name, email and phone are all present (spec §5); returns whether it saved. */
export function saveUserData(storage: KeyValueStorage | null, values: Partial<UserData>): boolean {
  if (!storage || !shouldSaveUserData(values)) return false;
  const data = Object.fromEntries(USER_DATA_FIELDS.map((f) => [f, (values[f] ?? '').trim()])) as UserData;
  try {
    storage.setItem(USER_DATA_KEY, JSON.stringify(data));
    return true;
  } catch {
    return false;
  }
}

/** The saved fields (only strings; anything else is ignored), or null when nothing usable is saved. */
export function loadUserData(storage: KeyValueStorage | null): Partial<UserData> | null {
  try {
    const raw = storage?.getItem(USER_DATA_KEY);
    const v: unknown = raw ? JSON.parse(raw) : null;
    if (typeof v !== 'object' || v === null) return null;
    const out: Partial<UserData> = {};
    for (const f of USER_DATA_FIELDS) {
      const x = (v as Record<string, unknown>)[f];
      if (typeof x === 'string' && x.length <= 254) out[f] = x;
    }
    return Object.keys(out).length > 0 ? out : null;
  } catch {
    return null;
  }
}

/** Fills the empty fields of `values` from saved data (what the visitor typed wins). */
export function prefill<T extends Partial<UserData>>(values: T, saved: Partial<UserData> | null): T {
  if (!saved) return values;
  const out = { ...values };
  for (const f of USER_DATA_FIELDS) if (!out[f] && saved[f]) (out as Partial<UserData>)[f] = saved[f];
  return out;
}
