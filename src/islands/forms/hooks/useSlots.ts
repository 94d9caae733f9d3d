/**
 * Test-drive slots of a location on a date, from `GET {apiBase}/api/appointments` (spec §5 *Test-drive
 * form*: "optional date-time booking with appointment lookup"; §7): each slot's start (ISO with the
 * location's offset), its local time and whether it can be booked, in the location's time zone.
 */
import { useEffect, useState } from 'react';
import { LEAD_MESSAGES } from '../../../domain/lead.ts';

/** One slot as the API gives it. */
export interface Slot {
  start: string;
  time: string;
  available: boolean;
}

export type SlotsState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; slots: Slot[]; timezone: string }
  | { status: 'error'; error: string };

export function useSlots(
  apiBase: string,
  siteSlug: string,
  locationId: string,
  date: string,
  kind: 'test_drive' | 'service' = 'test_drive',
): SlotsState {
  const [state, setState] = useState<SlotsState>({ status: 'idle' });
  useEffect(() => {
    if (!locationId || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return setState({ status: 'idle' });
    const abort = new AbortController();
    setState({ status: 'loading' });
    const query = new URLSearchParams({ location_id: locationId, date, ...(kind === 'service' ? { kind } : {}) });
    const url = `${apiBase}/api/appointments?${query}`;
    fetch(url, { signal: abort.signal, credentials: 'omit', headers: { 'x-site': siteSlug } })
      .then(async (res) => {
        const data = (await res.json().catch(() => ({}))) as {
          slots?: Slot[];
          timezone?: string;
          error?: string;
          fields?: Record<string, string>;
        };
        if (res.ok && Array.isArray(data.slots)) return setState({ status: 'ready', slots: data.slots, timezone: data.timezone ?? '' });
        const message = data.fields ? Object.values(data.fields)[0] : data.error;
        setState({ status: 'error', error: message || LEAD_MESSAGES.submitFallback });
      })
      .catch(() => {
        if (!abort.signal.aborted)
          setState({ status: 'error', error: 'We could not load the times just now. You can still send your request without a time.' });
      });
    return () => abort.abort();
  }, [apiBase, siteSlug, locationId, date, kind]);
  return state;
}
