/**
 * The optional date-time booking of the test-drive form (spec §5): a date, then the times the location
 * can offer that day in its own time zone (from the API). Choosing no time is fine: the dealer calls
 * to arrange one.
 */
import { useSlots } from '../hooks/useSlots.ts';
import { SlotList } from '../ui/SlotList.tsx';

export interface SlotPickerProps {
  /** DOM id of the date input (the error summary links here). */
  id: string;
  apiBase: string;
  siteSlug: string;
  /** What the appointment is for: a test drive (sales yard hours) or a service (service department hours). */
  kind?: 'test_drive' | 'service';
  /** The location whose times are shown; '' until one is chosen. */
  locationId: string;
  locationName: string | null;
  date: string;
  onDate: (date: string) => void;
  value: string;
  onValue: (start: string) => void;
  error?: string | undefined;
}

/** YYYY-MM-DD of a local date `days` from today. */
function isoDay(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

export function SlotPicker(p: SlotPickerProps) {
  const state = useSlots(p.apiBase, p.siteSlug, p.locationId, p.date, p.kind ?? 'test_drive');
  const hintId = `${p.id}-hint`;
  return (
    <fieldset className={`lead-slots${p.error ? ' lead-field--invalid' : ''}`}>
      <legend className="lead-field__label">Preferred date and time (optional)</legend>
      <p id={hintId} className="lead-field__hint">
        {p.locationId ? (
          <>
            Choose a day to see the times {p.locationName ?? (p.kind === 'service' ? 'the service centre' : 'the yard')} can offer (local
            time there).
          </>
        ) : (
          <>Choose a location first to see the times it can offer.</>
        )}
      </p>
      <label className="lead-field__label" htmlFor={p.id}>
        Date
      </label>
      <input
        id={p.id}
        type="date"
        className="lead-field__input lead-slots__date"
        value={p.date}
        min={isoDay(0)}
        max={isoDay(60)}
        disabled={!p.locationId}
        aria-describedby={[hintId, p.error ? `${p.id}-error` : ''].filter(Boolean).join(' ')}
        aria-invalid={p.error ? true : undefined}
        onChange={(e) => {
          p.onDate(e.currentTarget.value);
          p.onValue('');
        }}
      />
      {state.status === 'loading' && (
        <p role="status" className="lead-field__hint">
          Loading times…
        </p>
      )}
      {state.status === 'error' && (
        <p role="status" className="lead-field__error">
          {state.error}
        </p>
      )}
      {state.status === 'ready' && state.slots.length === 0 && (
        <p role="status" className="lead-field__hint">
          No times are free online that day. Choose another day, or send your request without a time and we will call you.
        </p>
      )}
      {state.status === 'ready' && state.slots.length > 0 && (
        <>
          <SlotList name={`${p.id}-slot`} legend="Time" slots={state.slots} value={p.value} onValue={p.onValue} />
          {p.value && (
            <button type="button" className="btn btn--outline lead-slots__clear" onClick={() => p.onValue('')}>
              Clear time
            </button>
          )}
        </>
      )}
      {p.error && (
        <p id={`${p.id}-error`} className="lead-field__error">
          {p.error}
        </p>
      )}
    </fieldset>
  );
}
