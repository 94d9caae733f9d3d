/**
 * A debounced callback (spec §9: 300 ms for text search, 400 ms for sliders). The latest call
 * wins; `flush` runs a pending call now (e.g. on submit), `cancel` drops it. Cleared on unmount.
 */
import { useCallback, useEffect, useRef } from 'react';

export interface Debounced<A extends unknown[]> {
  (...args: A): void;
  flush(): void;
  cancel(): void;
}

export function useDebounced<A extends unknown[]>(fn: (...args: A) => void, ms: number): Debounced<A> {
  const fnRef = useRef(fn);
  fnRef.current = fn;
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const pending = useRef<A | null>(null);
  const run = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const args = pending.current;
    pending.current = null;
    if (args) fnRef.current(...args);
  }, []);
  const cancel = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    pending.current = null;
  }, []);
  useEffect(() => cancel, [cancel]);
  return Object.assign(
    useCallback(
      (...args: A) => {
        pending.current = args;
        if (timer.current) clearTimeout(timer.current);
        timer.current = setTimeout(run, ms);
      },
      [ms, run],
    ),
    { flush: run, cancel },
  );
}
