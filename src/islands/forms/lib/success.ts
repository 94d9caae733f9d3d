/**
 * The success hand-over (spec §4 *Lead form*: on a lead_id, store the car for the enquiry and a
 * success-category marker in local storage, then go to /success; the page reads them, thanks the
 * visitor for that category and car, and clears them). The category key is the one the finance form
 * already writes. Never throws.
 */
import type { KeyValueStorage } from '../../../stores/storage.ts';
import type { FormCar } from '../types.ts';

/** Local storage key of the success-category marker (shared with the finance enquiry form). */
export const SUCCESS_CATEGORY_KEY = 'lead-success-category';
/** Local storage key of the car the lead was about. */
export const SUCCESS_CAR_KEY = 'lead-success-car';
/** The success page's path. */
export const SUCCESS_PATH = '/success/';

/** The car as the success page shows it. */
export type SuccessCar = Pick<FormCar, 'id' | 'slug' | 'name' | 'image'>;

/** Stores the marker and the car (or clears a stale car). */
export function rememberSuccess(storage: KeyValueStorage | null, category: string, car: FormCar | null): void {
  try {
    storage?.setItem(SUCCESS_CATEGORY_KEY, category);
    if (car)
      storage?.setItem(
        SUCCESS_CAR_KEY,
        JSON.stringify({ id: car.id, slug: car.slug, name: car.name, image: car.image } satisfies SuccessCar),
      );
    else storage?.removeItem(SUCCESS_CAR_KEY);
  } catch {
    // The success page then shows its generic thanks.
  }
}

/** Reads and clears the marker and car. A missing or unreadable marker gives nulls (the generic thanks). */
export function takeSuccess(storage: KeyValueStorage | null): { category: string | null; car: SuccessCar | null } {
  try {
    const category = storage?.getItem(SUCCESS_CATEGORY_KEY) ?? null;
    const raw = storage?.getItem(SUCCESS_CAR_KEY) ?? null;
    storage?.removeItem(SUCCESS_CATEGORY_KEY);
    storage?.removeItem(SUCCESS_CAR_KEY);
    let car: SuccessCar | null = null;
    const v: unknown = raw ? JSON.parse(raw) : null;
    if (v && typeof v === 'object' && typeof (v as SuccessCar).slug === 'string' && typeof (v as SuccessCar).name === 'string') {
      const c = v as SuccessCar;
      const image = c.image && typeof c.image.src === 'string' ? { src: c.image.src, alt: String(c.image.alt ?? c.name) } : null;
      car = { id: Number(c.id), slug: c.slug, name: c.name, image };
    }
    return { category: category && category.length <= 100 ? category : null, car };
  } catch {
    return { category: null, car: null };
  }
}

/** The thank-you wording per category (ours: the spec gives none). `deposit` in AUD dollars for reservations. */
export function thankYou(category: string | null): { title: string; text: string } {
  switch (category) {
    case 'Test Drive':
      return {
        title: 'Thanks, your test drive request is in',
        text: 'We will call you to confirm the day and time. If you picked a time, we have held it for you.',
      };
    case 'Reserve Online':
      return {
        title: 'Thanks, your reservation request is in',
        text: 'The car is not reserved yet: a member of our team will call you to confirm the 48-hour hold and to take the fully refundable deposit.',
      };
    case 'Online Purchase':
      return {
        title: 'Thanks, your purchase request is in',
        text: 'Nothing has been charged. A member of our team will call you to confirm the price, paperwork, payment and delivery.',
      };
    case 'Trade-In Valuation':
    case 'Sell My Car':
      return {
        title: 'Thanks, your valuation request is in',
        text: 'One of our appraisers will call you to talk about your car and its value.',
      };
    case 'Make An Offer':
      return { title: 'Thanks, your offer has been sent', text: 'A member of our team will come back to you about your offer.' };
    case 'Feedback':
      return { title: 'Thanks for your feedback', text: 'We read every message. If you asked us to, we will be in touch.' };
    case null:
      return { title: 'Thank you', text: 'We have your details. A member of our team will be in touch shortly.' };
    default:
      return { title: 'Thanks for your enquiry', text: 'A member of our team will be in touch shortly.' };
  }
}
