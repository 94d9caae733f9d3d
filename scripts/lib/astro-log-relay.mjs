// Astro logger destination of the build workers (scripts/lib/build-worker.ts, `logger.entrypoint`):
// each warning or error Astro logs — Vite's and Rolldown's too, which Astro's Vite logger passes on —
// goes to the orchestrator whole, as one IPC message `{ type: 'warning', text }`. Astro's own console
// logger writes a `[WARN]` prefix on the first line only, so a multi-line warning (Vite's chunk-size
// advice, a code frame) used to reach the build summary as an empty or partial line.
// JavaScript because Astro loads logger entrypoints without TypeScript support.
const SGR = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

/** The warning's text: `[label] message`, trailing spaces and blank edges trimmed, `error: ` for errors. */
export function astroEventText(event) {
  const message = String(event.message)
    .replace(SGR, '')
    .split('\n')
    .map((l) => l.trimEnd())
    .join('\n')
    .trim();
  const label = event.label && event.label !== 'SKIP_FORMAT' ? `[${event.label}] ` : '';
  return `${event.level === 'error' ? 'error: ' : ''}${label}${message}`;
}

export default function astroLogRelay() {
  return {
    write(event) {
      if (event.level !== 'warn' && event.level !== 'error') return;
      if (process.send) process.send({ type: 'warning', text: astroEventText(event) });
      else process.stderr.write(`${astroEventText(event)}\n`);
    },
  };
}
