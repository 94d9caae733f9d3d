/**
 * The money field (spec §5 *Money field*): a `$` prefix, thousands separators, optional quick picks
 * and an error message tied to the input. Props only.
 */
import { useId } from 'react';
import { formatAud } from '../../../domain/money.ts';

export interface MoneyFieldProps {
  label: string;
  /** The text as typed or formatted (`29,990`). */
  text: string;
  onText: (text: string) => void;
  onCommit: () => void;
  /** Quick picks in AUD dollars; none when empty. */
  quickPicks?: number[];
  onPick?: (amount: number) => void;
  /** Error text shown under the field (sets aria-invalid), or null. */
  error?: string | null;
  hint?: string;
  name?: string;
  /** The input takes no input yet (the island has not hydrated: text typed before then would be lost); quick picks stay pressable. */
  disabled?: boolean;
}

export function MoneyField({
  label,
  text,
  onText,
  onCommit,
  quickPicks = [],
  onPick,
  error = null,
  hint,
  name,
  disabled = false,
}: MoneyFieldProps) {
  const id = useId();
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className="fin-field">
      <label className="fin-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="fin-field__control">
        <span className="fin-field__affix" aria-hidden="true">
          $
        </span>
        <input
          id={id}
          name={name}
          className="fin-field__input"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={text}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(e) => onText(e.currentTarget.value)}
          onBlur={onCommit}
        />
      </div>
      {hint && (
        <p id={`${id}-hint`} className="fin-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="fin-field__error">
          {error}
        </p>
      )}
      {quickPicks.length > 0 && onPick && (
        <div className="fin-picks" role="group" aria-label={`Quick picks for ${label.toLowerCase()}`}>
          {quickPicks.map((v) => (
            <button key={v} type="button" className="fin-picks__btn" onClick={() => onPick(v)}>
              {formatAud(v)}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
