import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToastQueue, TOAST_QUEUE_LIMIT } from './toasts.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('toast queue (spec §4 "at most one toast at a time", §9 3000 ms)', () => {
  it('shows one toast at a time, each for 3000 ms, in order', () => {
    const q = createToastQueue();
    q.show({ message: 'Copied A to your clipboard!' });
    q.show({ message: 'Saved B' });
    expect(q.$toast.get()?.message).toBe('Copied A to your clipboard!');
    expect(q.$queue.get()).toHaveLength(2);
    vi.advanceTimersByTime(2999);
    expect(q.$toast.get()?.message).toBe('Copied A to your clipboard!');
    vi.advanceTimersByTime(1);
    expect(q.$toast.get()?.message).toBe('Saved B');
    vi.advanceTimersByTime(3000);
    expect(q.$toast.get()).toBeNull();
  });

  it('restarts the shown toast instead of queueing the same message, and never queues a waiting message twice', () => {
    const q = createToastQueue();
    const id = q.show({ message: 'A' });
    vi.advanceTimersByTime(2000);
    expect(q.show({ message: 'A' })).toBe(id);
    vi.advanceTimersByTime(2000);
    expect(q.$toast.get()?.id).toBe(id);
    q.show({ message: 'B' });
    q.show({ message: 'B' });
    expect(q.$queue.get().map((t) => t.message)).toEqual(['A', 'B']);
  });

  it('dismisses the shown toast early and shows the next with its full duration', () => {
    const q = createToastQueue();
    const a = q.show({ message: 'A' });
    q.show({ message: 'B', duration: 1000 });
    vi.advanceTimersByTime(500);
    q.dismiss(a);
    expect(q.$toast.get()?.message).toBe('B');
    vi.advanceTimersByTime(999);
    expect(q.$toast.get()?.message).toBe('B');
    vi.advanceTimersByTime(1);
    expect(q.$toast.get()).toBeNull();
  });

  it('pauses while hovered or focused and restarts the full time on resume', () => {
    const q = createToastQueue();
    q.show({ message: 'A' });
    vi.advanceTimersByTime(2500);
    q.pause();
    vi.advanceTimersByTime(10_000);
    expect(q.$toast.get()?.message).toBe('A');
    q.resume();
    vi.advanceTimersByTime(2999);
    expect(q.$toast.get()?.message).toBe('A');
    vi.advanceTimersByTime(1);
    expect(q.$toast.get()).toBeNull();
  });

  it(`keeps at most ${TOAST_QUEUE_LIMIT} waiting`, () => {
    const q = createToastQueue();
    for (let i = 0; i < TOAST_QUEUE_LIMIT + 3; i++) q.show({ message: `m${i}` });
    expect(q.$queue.get()).toHaveLength(TOAST_QUEUE_LIMIT);
  });
});
