/**
 * The values of a lead form: initial values for the site and car, saved user data prefilled once
 * mounted (spec §5), and the comments prefill following the car when it arrives later (pages that look
 * the car up in the browser) unless the visitor already changed them.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { deviceStorage } from '../../../stores/storage.ts';
import { initialValues } from '../lib/fields.ts';
import { loadUserData, prefill } from '../lib/user-data.ts';
import type { FormCar, FormKind, FormSite, FormValues } from '../types.ts';

/** A setter for one field. */
export type SetField = <K extends keyof FormValues>(field: K, value: FormValues[K]) => void;

export function useFormValues(kind: FormKind, site: FormSite, car: FormCar | null) {
  const [values, setValues] = useState<FormValues>(() => initialValues(kind, site, car));
  const prefilledMessage = useRef(values.message);

  useEffect(() => {
    setValues((v) => prefill(v, loadUserData(deviceStorage())));
  }, []);

  useEffect(() => {
    const next = initialValues(kind, site, car);
    // The prefill being replaced, read now: the updater may run after the ref below has moved on.
    const before = prefilledMessage.current;
    setValues((v) => ({
      ...v,
      message: v.message === before ? next.message : v.message,
      location_id: v.location_id || next.location_id,
    }));
    prefilledMessage.current = next.message;
  }, [kind, site, car]);

  const set: SetField = useCallback((field, value) => setValues((v) => ({ ...v, [field]: value })), []);
  return { values, set };
}
