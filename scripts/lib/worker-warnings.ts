/**
 * How a build worker (build-worker.ts) hands its warnings to the orchestrator: each one whole, as an
 * IPC message `{ type: 'warning', text }`, never as loose output lines for the pool to guess at
 * (it used to count every line matching /warn/: a multi-line warning became an empty first line,
 * its continuation lines were lost or counted on their own, and a page's console.warn without the
 * word "warn" was not counted at all).
 */
import { format } from 'node:util';

/** A warning message to the orchestrator. */
export interface WarningMessage {
  type: 'warning';
  text: string;
}

/** Astro logger entrypoint that relays Astro's (and Vite's) warnings and errors the same way. */
export const ASTRO_LOG_RELAY = new URL('./astro-log-relay.mjs', import.meta.url);

/** Sends one warning to the parent process. */
export function sendWarning(text: string): void {
  process.send?.({ type: 'warning', text } satisfies WarningMessage);
}

/**
 * From now on, `console.warn`/`console.error` calls (pages, integrations, libraries) and Node process
 * warnings (start the process with --no-warnings so Node does not print them too) go to the parent.
 */
export function relayWarnings(): void {
  console.warn = (...args: unknown[]) => sendWarning(format(...args));
  console.error = (...args: unknown[]) => sendWarning(format(...args));
  process.on('warning', (w) => sendWarning(`${w.name}: ${w.message}`));
}
