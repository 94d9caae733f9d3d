/** The form's main button: Next, or the submit label on the last step; disabled with a spinner while sending (spec §4). Props only. */
export interface SubmitButtonProps {
  label: string;
  busy: boolean;
  /** Text read while busy. */
  busyLabel?: string;
  /** Disabled for another reason (the island has not hydrated yet). */
  disabled?: boolean;
}

export function SubmitButton({ label, busy, busyLabel = 'Sending…', disabled = false }: SubmitButtonProps) {
  return (
    <button type="submit" className="btn lead-form__submit" disabled={busy || disabled}>
      {busy && <span className="lead-spinner" aria-hidden="true" />}
      <span>{busy ? busyLabel : label}</span>
    </button>
  );
}
