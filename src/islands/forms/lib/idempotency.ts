/**
 * One `Idempotency-Key` per submission (the API replays the first answer for a retried key and refuses
 * the key with another body). A submission is one body: retrying the same body after a timeout or an
 * offline moment reuses the key, so a lead the server did store is never stored twice; once the visitor
 * changes anything, the next attempt is a new submission with a new key.
 */

/** Keys for one form. */
export interface SubmissionKeys {
  /** The key for this body: the last key when the body is unchanged, else a new one. */
  keyFor(body: string): string;
  /** Forget the last submission (after a success). */
  reset(): void;
}

/** A random key: a UUID where the browser offers one, else 128 random bits in hex. */
export function randomKey(): string {
  const c = globalThis.crypto;
  if (typeof c?.randomUUID === 'function') return c.randomUUID();
  const bytes = new Uint8Array(16);
  c.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Creates the key holder of one form. */
export function submissionKeys(newKey: () => string = randomKey): SubmissionKeys {
  let last: { body: string; key: string } | null = null;
  return {
    keyFor(body) {
      if (last?.body !== body) last = { body, key: newKey() };
      return last.key;
    },
    reset() {
      last = null;
    },
  };
}
