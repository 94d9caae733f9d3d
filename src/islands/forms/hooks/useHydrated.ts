/**
 * False in the server HTML and during hydration, true once the island runs. The forms keep their
 * controls disabled until then: a press or keystroke before React owns the DOM would do nothing.
 */
import { useEffect, useState } from 'react';

export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
