/** The test-drive times of a day as radio buttons; booked or past times are shown but disabled. Props only. */
import type { Slot } from '../hooks/useSlots.ts';

export interface SlotListProps {
  name: string;
  slots: Slot[];
  value: string;
  onValue: (start: string) => void;
  /** The group's legend, e.g. 'Time'. */
  legend: string;
}

/** '14:30' → '2:30 pm'. */
export function clockTime(hhmm: string): string {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'am' : 'pm'}`;
}

export function SlotList({ name, slots, value, onValue, legend }: SlotListProps) {
  return (
    <fieldset className="lead-slots__group">
      <legend className="lead-field__label">{legend}</legend>
      <ul className="lead-slots__list">
        {slots.map((s) => (
          <li key={s.start}>
            <label className={`lead-slot${s.available ? '' : ' lead-slot--taken'}`}>
              <input
                type="radio"
                name={name}
                value={s.start}
                checked={value === s.start}
                disabled={!s.available}
                onChange={() => onValue(s.start)}
              />
              <span>
                {clockTime(s.time)}
                {!s.available && <span className="visually-hidden"> (not available)</span>}
              </span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
