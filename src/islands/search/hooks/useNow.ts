/**
 * The clock (Unix seconds) for what the results show that depends on time: 'Just arrived' tags (spec §4 card tag
 * priority) and promo cards (spec §2 "shown only within their start and expiry dates"). The server render and
 * hydration use the clock the page was served with (`settings.now`, `src/stock/search-clock.ts`), so the HTML and
 * the first client render agree; once the island is awake it is the visitor's clock, decided in the browser.
 */
import { useEffect, useState } from 'react';

export function useNow(servedNow: number): number {
  const [now, setNow] = useState(servedNow);
  useEffect(() => setNow(Math.floor(Date.now() / 1000)), []);
  return now;
}
