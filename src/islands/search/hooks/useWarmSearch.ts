/**
 * Loads the search documents before they are needed, but never before the page is usable:
 * when the browser is idle after hydration (`requestIdleCallback`, skipped when the visitor asked
 * to save data), or at the first interaction with the island (pointer, key, focus) — whichever
 * comes first. The first page itself comes from the server state and needs no documents.
 */
import { useEffect, type RefObject } from 'react';

const EVENTS = ['pointerdown', 'keydown', 'focusin'] as const;

export function useWarmSearch(root: RefObject<HTMLElement | null>, preload: () => Promise<void>): void {
  useEffect(() => {
    const el = root.current;
    let done = false;
    const warm = () => {
      if (done) return;
      done = true;
      stop();
      preload().catch(() => undefined); // the next search retries and reports the error
    };
    const w = window as Window & { requestIdleCallback?: (cb: () => void) => number; cancelIdleCallback?: (id: number) => void };
    const saveData = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;
    const idle = !saveData && w.requestIdleCallback ? w.requestIdleCallback(warm) : null;
    for (const e of EVENTS) el?.addEventListener(e, warm, { passive: true });
    function stop() {
      if (idle !== null) w.cancelIdleCallback?.(idle);
      for (const e of EVENTS) el?.removeEventListener(e, warm);
    }
    return stop;
  }, [root, preload]);
}
