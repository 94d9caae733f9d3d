import { describe, expect, it } from 'vitest';
import { randomKey, submissionKeys } from './idempotency.ts';

describe('one Idempotency-Key per submission', () => {
  it('a retry of the same body reuses the key; a changed body is a new submission; success resets', () => {
    let n = 0;
    const keys = submissionKeys(() => `k${++n}`);
    expect(keys.keyFor('{"a":1}')).toBe('k1');
    expect(keys.keyFor('{"a":1}')).toBe('k1');
    expect(keys.keyFor('{"a":2}')).toBe('k2');
    keys.reset();
    expect(keys.keyFor('{"a":2}')).toBe('k3');
  });

  it('random keys are valid header values (1–200 visible ASCII) and differ', () => {
    const a = randomKey();
    expect(a).toMatch(/^[\x21-\x7e]{1,200}$/);
    expect(randomKey()).not.toBe(a);
  });
});
