/**
 * Client-side validation with the shared lead schema (spec §5): field errors keyed like the API's
 * `fields` (dotted paths for nested ones), narrowed to one step's fields for "Next". Pure.
 */
import { leadFieldErrors, type LeadSchema } from '../../../domain/lead.ts';
import type { FieldName, FormStep } from '../types.ts';

/** Field errors of `body` (empty when it is valid). */
export function schemaErrors(schema: LeadSchema, body: unknown): Record<string, string> {
  const r = schema.safeParse(body);
  return r.success ? {} : leadFieldErrors(r.error);
}

/** The errors that belong to `fields`, in the fields' order. */
export function errorsFor(errors: Readonly<Record<string, string>>, fields: readonly FieldName[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const f of fields) if (errors[f]) out[f] = errors[f];
  return out;
}

/** Index of the first step showing a field with an error; the last step when none does (e.g. a hidden field). */
export function firstStepWithError(steps: readonly FormStep[], errors: Readonly<Record<string, string>>): number {
  const i = steps.findIndex((s) => s.fields.some((f) => errors[f]));
  return i === -1 ? steps.length - 1 : i;
}

/** All errors with the shown fields first, in step order, then any other (so the summary reads top to bottom). */
export function orderedErrors(steps: readonly FormStep[], errors: Readonly<Record<string, string>>): [string, string][] {
  const shown = steps.flatMap((s) => s.fields) as string[];
  const first = shown.filter((f) => errors[f]).map((f) => [f, errors[f]!] as [string, string]);
  const rest = Object.entries(errors).filter(([k]) => !shown.includes(k));
  return [...first, ...rest];
}
