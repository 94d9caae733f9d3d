/** Weekly / fortnightly / monthly switch (spec §9 frequencies): a radio group, keyboard by arrows. Props only. */
import { useId } from 'react';
import { FREQUENCIES, type Frequency } from '../../../domain/finance/amortisation.ts';

const LABELS: Record<Frequency, string> = { weekly: 'Weekly', fortnightly: 'Fortnightly', monthly: 'Monthly' };

export function FrequencySwitch({ value, onChange }: { value: Frequency; onChange: (f: Frequency) => void }) {
  const name = useId();
  return (
    <fieldset className="fin-freq">
      <legend className="fin-field__label">Repayment frequency</legend>
      {FREQUENCIES.map((f) => (
        <label key={f} className="fin-freq__option">
          <input type="radio" name={name} value={f} checked={value === f} onChange={() => onChange(f)} />
          <span>{LABELS[f]}</span>
        </label>
      ))}
    </fieldset>
  );
}
