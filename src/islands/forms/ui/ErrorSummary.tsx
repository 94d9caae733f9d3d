/**
 * The error summary (spec §5: errors listed under 'Please fix the following errors:'): a focusable
 * alert whose entries link to their fields; following a link moves focus to the field. Props only.
 */
import type { RefObject } from 'react';
import { LEAD_MESSAGES } from '../../../domain/lead.ts';

export interface ErrorSummaryProps {
  /** `[field, message]` in reading order. */
  errors: [string, string][];
  /** The DOM id of a field's control, or null when the form does not show it. */
  idOf: (field: string) => string | null;
  ref?: RefObject<HTMLDivElement | null>;
}

export function ErrorSummary({ errors, idOf, ref }: ErrorSummaryProps) {
  if (errors.length === 0) return <div ref={ref} tabIndex={-1} />;
  const go = (e: React.MouseEvent, id: string) => {
    const el = document.getElementById(id);
    if (!el) return;
    e.preventDefault();
    el.focus();
    el.scrollIntoView({ block: 'center' });
  };
  return (
    <div ref={ref} tabIndex={-1} role="alert" className="lead-alert lead-alert--error">
      <p className="lead-alert__title">{LEAD_MESSAGES.heading}</p>
      <ul>
        {errors.map(([field, message]) => {
          const id = idOf(field);
          return (
            <li key={field}>
              {id ? (
                <a href={`#${id}`} onClick={(e) => go(e, id)}>
                  {message}
                </a>
              ) : (
                message
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

export interface FailureAlertProps {
  /** The server's text or 'An unexpected error occured' (spec §8). */
  error: string;
  /** True when the API could not be reached (offline, timeout). */
  network: boolean;
  ref?: RefObject<HTMLDivElement | null>;
}

/** The form-level alert after a failed submit (spec §8 'An error occurred when submitting this form'). */
export function FailureAlert({ error, network, ref }: FailureAlertProps) {
  return (
    <div ref={ref} tabIndex={-1} role="alert" className="lead-alert lead-alert--error">
      <p className="lead-alert__title">{LEAD_MESSAGES.formAlert}</p>
      <p>{error}</p>
      {network && <p>Your details are still here. Please check your connection and press the button again.</p>}
    </div>
  );
}
