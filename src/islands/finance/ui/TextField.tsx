/** A labelled text input with its error message tied to it. Props only. */
import { useId, type InputHTMLAttributes } from 'react';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onValue: (v: string) => void;
  error?: string | undefined;
}

export function TextField({ label, value, onValue, error, required, ...rest }: TextFieldProps) {
  const id = useId();
  return (
    <div className="fin-field">
      <label className="fin-field__label" htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      <input
        id={id}
        className="fin-form__input"
        value={value}
        onChange={(e) => onValue(e.currentTarget.value)}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...rest}
      />
      {error && (
        <p id={`${id}-error`} className="fin-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
