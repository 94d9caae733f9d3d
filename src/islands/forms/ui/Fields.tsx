/**
 * Labelled form controls with their hint and error tied to them (`aria-describedby`, `aria-invalid`);
 * the id is given by the form so the error summary can link to it. Props only.
 */
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';

interface Common {
  id: string;
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  /** Shows the required marker (the schema decides what is required). */
  required?: boolean;
}

/** `aria-describedby` of a control: its hint and its error, when present. */
function describedBy({ id, hint, error }: Common): string | undefined {
  return [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
}

function Frame({ id, label, error, hint, required, children }: Common & { children: ReactNode }) {
  return (
    <div className={`lead-field${error ? ' lead-field--invalid' : ''}`}>
      <label className="lead-field__label" htmlFor={id}>
        {label}
        {required && (
          <span className="lead-field__req" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="lead-field__hint">
          {hint}
        </p>
      )}
      {children}
      {error && (
        <p id={`${id}-error`} className="lead-field__error">
          {error}
        </p>
      )}
    </div>
  );
}

type InputProps = Common & { value: string; onValue: (v: string) => void; prefix?: string } & Omit<
    InputHTMLAttributes<HTMLInputElement>,
    'id' | 'value' | 'onChange' | 'prefix'
  >;

export function TextField({ id, label, error, hint, required, value, onValue, prefix, ...rest }: InputProps) {
  const input = (
    <input
      id={id}
      name={id}
      className="lead-field__input"
      value={value}
      onChange={(e) => onValue(e.currentTarget.value)}
      aria-required={required || undefined}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy({ id, label, hint, error })}
      {...rest}
    />
  );
  return (
    <Frame id={id} label={label} error={error} hint={hint} required={required}>
      {prefix ? (
        <div className="lead-field__affixed">
          <span className="lead-field__affix" aria-hidden="true">
            {prefix}
          </span>
          {input}
        </div>
      ) : (
        input
      )}
    </Frame>
  );
}

type AreaProps = Common & { value: string; onValue: (v: string) => void } & Omit<
    TextareaHTMLAttributes<HTMLTextAreaElement>,
    'id' | 'value' | 'onChange'
  >;

export function TextAreaField({ id, label, error, hint, required, value, onValue, ...rest }: AreaProps) {
  return (
    <Frame id={id} label={label} error={error} hint={hint} required={required}>
      <textarea
        id={id}
        name={id}
        className="lead-field__input"
        rows={4}
        value={value}
        onChange={(e) => onValue(e.currentTarget.value)}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy({ id, label, hint, error })}
        {...rest}
      />
    </Frame>
  );
}

type SelectProps = Common & {
  value: string;
  onValue: (v: string) => void;
  options: { value: string; label: string }[];
  placeholder?: string;
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'value' | 'onChange'>;

export function SelectField({ id, label, error, hint, required, value, onValue, options, placeholder, ...rest }: SelectProps) {
  return (
    <Frame id={id} label={label} error={error} hint={hint} required={required}>
      <select
        id={id}
        name={id}
        className="lead-field__input"
        value={value}
        onChange={(e) => onValue(e.currentTarget.value)}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy({ id, label, hint, error })}
        {...rest}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Frame>
  );
}

export function CheckboxField({
  id,
  label,
  error,
  checked,
  onChecked,
  name = id,
}: Omit<Common, 'hint' | 'required'> & { checked: boolean; onChecked: (v: boolean) => void; name?: string }) {
  return (
    <div className={`lead-check${error ? ' lead-field--invalid' : ''}`}>
      <input
        id={id}
        name={name}
        type="checkbox"
        checked={checked}
        onChange={(e) => onChecked(e.currentTarget.checked)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      <label htmlFor={id}>{label}</label>
      {error && (
        <p id={`${id}-error`} className="lead-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
