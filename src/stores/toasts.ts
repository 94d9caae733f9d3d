/**
 * The toast queue (spec §4 *Toast queue*: "at most one toast at a time"; §9 "Toast 3000 ms"). Toasts
 * wait in a queue; only the head is shown, for its duration, then the next one. Showing a message equal
 * to the one on screen restarts its time instead of queueing a copy, and a message already waiting is
 * not queued twice. Hovering or focusing the toast pauses it (`pause` / `resume`), so a reader who needs
 * longer gets it (WCAG 2.2.1).
 *
 * Spec §9's "Toast removal delay 1,000,000 ms" is how long the original toast library kept a dismissed
 * toast in memory; a dismissed toast here is simply dropped.
 */
import { atom, computed, type ReadableAtom, type WritableAtom } from 'nanostores';
import { TOAST_MS } from '../domain/share.ts';

/** Toasts waiting at most (the head included); further ones are dropped. */
export const TOAST_QUEUE_LIMIT = 5;

/** A link the toast offers, e.g. 'View List' → '/favourites/'. */
export interface ToastAction {
  label: string;
  href: string;
}

/** A toast. `duration` in ms. */
export interface Toast {
  id: number;
  message: string;
  title: string | null;
  duration: number;
  action: ToastAction | null;
}

/** What callers pass to `showToast`; `duration` defaults to 3000 ms (spec §9). */
export interface ToastInput {
  message: string;
  title?: string | null;
  duration?: number;
  action?: ToastAction | null;
}

/** Timer functions (injectable for tests). */
export interface Timers {
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

/** One toast queue: the queue, the shown toast, and its actions. */
export interface ToastQueue {
  $queue: WritableAtom<Toast[]>;
  /** The toast on screen: the head of the queue, or null. */
  $toast: ReadableAtom<Toast | null>;
  /** Queues a toast; returns its id (the shown toast's id when the message is on screen already). */
  show(input: ToastInput): number;
  /** Removes toast `id` (the next one then shows). */
  dismiss(id: number): void;
  /** Stops the shown toast's clock (pointer over it, or focus in it). */
  pause(): void;
  /** Restarts the shown toast's full duration. */
  resume(): void;
}

const defaultTimers: Timers = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (h) => globalThis.clearTimeout(h as ReturnType<typeof setTimeout>),
};

/** Creates a toast queue (see the module rules). The page uses the shared {@link toastQueue}. */
export function createToastQueue(timers: Timers = defaultTimers): ToastQueue {
  const $queue = atom<Toast[]>([]);
  const $toast = computed($queue, (q) => q[0] ?? null);
  let nextId = 1;
  let timer: unknown = null;
  let timedId: number | null = null;
  let paused = false;

  const clear = () => {
    if (timer !== null) timers.clearTimeout(timer);
    timer = null;
    timedId = null;
  };
  const schedule = (toast: Toast | null) => {
    clear();
    if (!toast || paused) return;
    timedId = toast.id;
    timer = timers.setTimeout(() => dismiss(toast.id), toast.duration);
  };
  // The clock is a listener of the shown toast: a new head gets its full duration.
  $toast.subscribe((toast) => {
    if (toast?.id !== timedId) schedule(toast);
  });

  function dismiss(id: number): void {
    const q = $queue.get();
    if (q.some((t) => t.id === id)) $queue.set(q.filter((t) => t.id !== id));
  }

  function show(input: ToastInput): number {
    const q = $queue.get();
    const head = q[0];
    if (head && head.message === input.message) {
      if (!paused) schedule(head);
      return head.id;
    }
    const waiting = q.find((t) => t.message === input.message);
    if (waiting) return waiting.id;
    const toast: Toast = {
      id: nextId++,
      message: input.message,
      title: input.title ?? null,
      duration: input.duration ?? TOAST_MS,
      action: input.action ?? null,
    };
    if (q.length < TOAST_QUEUE_LIMIT) $queue.set([...q, toast]);
    return toast.id;
  }

  return {
    $queue,
    $toast,
    show,
    dismiss,
    pause() {
      paused = true;
      clear();
    },
    resume() {
      paused = false;
      schedule($toast.get());
    },
  };
}

/** The page's toast queue. */
export const toastQueue = createToastQueue();
/** The toast on screen, or null. */
export const $toast = toastQueue.$toast;
/** Queues a toast (3000 ms unless `duration` says otherwise); returns its id. */
export const showToast = (input: ToastInput): number => toastQueue.show(input);
/** Removes a toast. */
export const dismissToast = (id: number): void => toastQueue.dismiss(id);
