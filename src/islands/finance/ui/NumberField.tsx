/** A numeric calculator field (term in years, interest in % p.a.) with its bounds as a hint. Props only. */
import { useId } from 'react';

export interface NumberFieldProps {
  label: string;
  text: string;
  onText: (text: string) => void;
  onCommit: () => void;
  min: number;
  max: number;
  step: number;
  /** Unit after the input, e.g. 'years', '% p.a.'. */
  unit: string;
  /** The input takes no input yet (the island has not hydrated: text typed before then would be lost). */
  disabled?: boolean;
}

export function NumberField({ label, text, onText, onCommit, min, max, step, unit, disabled = false }: NumberFieldProps) {
  const id = useId();
  return (
    <div className="fin-field">
      <label className="fin-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="fin-field__control">
        <input
          id={id}
          className="fin-field__input"
          type="number"
          inputMode="decimal"
          min={min}
          max={max}
          step={step}
          value={text}
          disabled={disabled}
          aria-describedby={`${id}-hint`}
          onChange={(e) => onText(e.currentTarget.value)}
          onBlur={onCommit}
        />
        <span className="fin-field__affix" aria-hidden="true">
          {unit}
        </span>
      </div>
      <p id={`${id}-hint`} className="fin-field__hint">
        {min} to {max} {unit}
      </p>
    </div>
  );
}
