import { describe, expect, it } from 'vitest';
import { retryKeepingFocus } from './retry.ts';

/** A live region as the DOM has it: focusable only with a tabindex; `log` records the order of focus and retry. */
function region(tabindex: string | null, log: string[]) {
  const attrs = new Map<string, string>(tabindex === null ? [] : [['tabindex', tabindex]]);
  return {
    get tabIndex() {
      return Number(attrs.get('tabindex') ?? -1);
    },
    set tabIndex(v: number) {
      attrs.set('tabindex', String(v));
    },
    hasAttribute: (name: string) => attrs.has(name),
    focus() {
      log.push(attrs.has('tabindex') ? 'focus' : 'focus ignored: not focusable');
    },
  } as unknown as HTMLElement;
}

describe('"Try again" keeps the keyboard focus on the live region it redraws', () => {
  it('makes a region without a tabindex focusable, focuses it, then retries', () => {
    const log: string[] = [];
    const r = region(null, log);
    retryKeepingFocus(r, () => log.push('retry'));
    expect(log).toEqual(['focus', 'retry']);
    expect(r.tabIndex).toBe(-1);
  });

  it("keeps a region's own tabindex", () => {
    const log: string[] = [];
    const r = region('0', log);
    retryKeepingFocus(r, () => log.push('retry'));
    expect(log).toEqual(['focus', 'retry']);
    expect(r.tabIndex).toBe(0);
  });

  it('still retries when there is no region to focus', () => {
    const log: string[] = [];
    retryKeepingFocus(null, () => log.push('retry'));
    expect(log).toEqual(['retry']);
  });
});
