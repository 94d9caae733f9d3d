/**
 * Today's date (YYYY-MM-DD) in the site's time zone for date-bound content (promo cards, spec §2
 * "shown only within their start and expiry dates"). The server render and hydration use the
 * build's day, so the HTML and the first client render agree; after hydration it is the visitor's
 * real day, decided in the browser.
 */
import { useEffect, useState } from 'react';
import { dayIn } from '../../../search/promos.ts';

export function useToday(timeZone: string, buildNow: number): string {
  const [today, setToday] = useState(() => dayIn(timeZone, new Date(buildNow * 1000)));
  useEffect(() => setToday(dayIn(timeZone)), [timeZone]);
  return today;
}
