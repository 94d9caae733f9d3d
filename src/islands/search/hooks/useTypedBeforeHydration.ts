/**
 * Keeps text a visitor typed into a server-rendered input before its island hydrated.
 *
 * The search island hydrates on first intent (`client:intent`), inside a React transition, so the
 * visitor can type several letters into the server's `<input>` while React boots. React leaves an
 * input's DOM value alone while it hydrates, but its state still holds the server's value, and the
 * next render of that controlled input would write the state back and wipe the letters. On mount
 * (a layout effect, so before any later render is committed) this hands the DOM's value to the
 * component through `adopt` when it differs from the state React rendered with.
 *
 * @param ref the input element
 * @param rendered the value React hydrated the input with (its current state)
 * @param adopt called once, with the DOM's value, when the visitor typed something else
 */
import { useLayoutEffect, useRef, type RefObject } from 'react';

export function useTypedBeforeHydration(ref: RefObject<HTMLInputElement | null>, rendered: string, adopt: (typed: string) => void): void {
  const first = useRef({ rendered, adopt });
  useLayoutEffect(() => {
    const el = ref.current;
    const { rendered: initial, adopt: handOver } = first.current;
    if (el && el.value !== initial) handOver(el.value);
  }, [ref]);
}
