import { describe, expect, it } from 'vitest';
import { retryTraceFailures } from './lighthouse-run.ts';

/** A fake run answering the given runtime error codes in turn (null: a good run). */
function runs(codes: (string | null)[]) {
  let n = 0;
  const run = async () => {
    const code = codes[Math.min(n, codes.length - 1)];
    n++;
    return { lhr: code ? { runtimeError: { code } } : {}, n };
  };
  return { run, count: () => n };
}

describe('retryTraceFailures: a Lighthouse run whose trace was not recorded is run again (quality report)', () => {
  it('runs again after NO_NAVSTART and returns the good run', async () => {
    const r = runs(['NO_NAVSTART', null]);
    const result = await retryTraceFailures(r.run);
    expect(result.lhr).toEqual({});
    expect(r.count()).toBe(2);
  });

  it('gives up after two more runs and returns the last failure, to be reported', async () => {
    const r = runs(['NO_NAVSTART']);
    const result = await retryTraceFailures(r.run);
    expect(result.lhr.runtimeError?.code).toBe('NO_NAVSTART');
    expect(r.count()).toBe(3);
  });

  it('does not run again for a page’s own error', async () => {
    const r = runs(['NO_FCP', null]);
    const result = await retryTraceFailures(r.run);
    expect(result.lhr.runtimeError?.code).toBe('NO_FCP');
    expect(r.count()).toBe(1);
  });
});
