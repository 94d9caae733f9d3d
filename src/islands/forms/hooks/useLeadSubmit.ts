/**
 * Submitting a lead (spec §4 *Lead form*): one Idempotency-Key per submission kept across retries;
 * on a lead_id the event is tracked, the car and the success-category marker are stored, user data is
 * saved (spec §5 rule) and the browser goes to /success/ (the button keeps its spinner meanwhile);
 * otherwise the failure is returned for the form to show, with everything typed kept.
 */
import { useRef, useState } from 'react';
import type { Lead, LeadForm } from '../../../domain/lead.ts';
import { track } from '../../../stores/analytics.ts';
import { deviceStorage } from '../../../stores/storage.ts';
import { leadEvent } from '../lib/events.ts';
import { submissionKeys } from '../lib/idempotency.ts';
import { postLead, type SubmitResult } from '../lib/submit.ts';
import { rememberSuccess, SUCCESS_PATH } from '../lib/success.ts';
import { saveUserData } from '../lib/user-data.ts';
import type { FormCar } from '../types.ts';

/** What the form does after an accepted lead, before leaving (e.g. the valuation save). */
export type AfterSuccess = (leadId: string) => void;

/** Where and what a lead form submits (the options of `useLeadSubmit`). */
export interface LeadSubmitOptions {
  /** The edge API's lead endpoint, e.g. `https://api.example.com.au/api/leads`. */
  endpoint: string;
  /** The site's slug, sent as `X-Site`. */
  siteSlug: string;
  /** The lead form (spec §4 *Lead form*), for its analytics event. */
  form: LeadForm;
  /** The car the lead is about, or null. */
  car: FormCar | null;
  /** Run after an accepted lead, before leaving for /success/. */
  afterSuccess?: AfterSuccess;
  /** Send the session cookie: a form on a gated page (spec §6), whose lead the API takes only from a signed-in visitor. */
  withSession?: boolean;
}

/** The submit of a lead form: `busy` while sending, and `send` (see the module's description). */
export function useLeadSubmit({ endpoint, siteSlug, form, car, afterSuccess, withSession = false }: LeadSubmitOptions) {
  const keys = useRef(submissionKeys());
  const [busy, setBusy] = useState(false);

  /** Sends `body` (already valid); `lead` is its parse output (category after the careers rewrite). */
  const send = async (body: object, lead: Lead): Promise<Exclude<SubmitResult, { ok: true }> | null> => {
    setBusy(true);
    const json = JSON.stringify(body);
    const result = await postLead(endpoint, json, keys.current.keyFor(json), { site: siteSlug, withSession });
    if (!result.ok) {
      setBusy(false);
      return result;
    }
    keys.current.reset();
    const event = leadEvent(form, lead.category, car);
    track(event.id, event.params);
    const storage = deviceStorage();
    rememberSuccess(storage, lead.category, car);
    saveUserData(storage, {
      name: lead.name,
      last_name: lead.last_name ?? '',
      email: lead.email,
      phone: lead.phone,
      postcode: lead.postcode,
    });
    afterSuccess?.(result.leadId);
    window.location.assign(SUCCESS_PATH);
    return null;
  };
  return { busy, send };
}
