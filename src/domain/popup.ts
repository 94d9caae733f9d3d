/**
 * The promotional popup's rules (spec §3 *Popup*: src, expiryDate, linkTo, title, description,
 * buttonText; §4 *Popup*: "visible by default, state kept per site in local storage. Any close or link
 * click sets it hidden. It is not shown once its expiry date has passed"; §9: max width 600 px, max
 * height 80vh). Pure: "today" is passed in as the site's local calendar date.
 */
import { dayNumber, type CalendarDate } from './time.ts';

/** Spec §9: the popup box's largest size. */
export const POPUP_MAX_WIDTH_PX = 600;
export const POPUP_MAX_HEIGHT_VH = 80;

/** The part of a popup the rules read. */
export interface PopupRuleInput {
  title: string;
  /** Last day it is shown, `YYYY-MM-DD` in the site's time zone; null: no end. */
  expiryDate: CalendarDate | null;
}

/** Local storage key of a site's popup state (spec §4: kept per site). */
export function popupStorageKey(siteSlug: string): string {
  return `popup-hidden:${siteSlug}`;
}

/**
 * What is stored when the visitor closes the popup or follows its link: the campaign's identity
 * (title and expiry date), so closing this campaign does not hide the site's next one.
 */
export function popupId(popup: PopupRuleInput): string {
  return `${popup.title}|${popup.expiryDate ?? ''}`;
}

/**
 * Expired once its expiry date has passed: shown through the expiry date itself, hidden from the
 * next local day. @throws RangeError when `expiryDate` or `today` is not a real `YYYY-MM-DD` date.
 */
export function isPopupExpired(expiryDate: CalendarDate | null, today: CalendarDate): boolean {
  if (expiryDate === null) return false;
  const end = dayNumber(expiryDate);
  const now = dayNumber(today);
  if (end === null) throw new RangeError(`popup expiryDate must be a YYYY-MM-DD date, got '${expiryDate}'`);
  if (now === null) throw new RangeError(`today must be a YYYY-MM-DD date, got '${today}'`);
  return now > end;
}

/** What the page does with the popup: show it, or not because the visitor hid it or it expired. */
export type PopupState = 'shown' | 'hidden' | 'expired';

/**
 * The popup's state (spec §4): expired once its expiry date has passed, else hidden when the value
 * stored under {@link popupStorageKey} is this campaign's {@link popupId}, else shown.
 * @throws RangeError as {@link isPopupExpired}.
 */
export function popupState(popup: PopupRuleInput, today: CalendarDate, hidden: string | null): PopupState {
  if (isPopupExpired(popup.expiryDate, today)) return 'expired';
  return hidden === popupId(popup) ? 'hidden' : 'shown';
}
