/**
 * A scratch folder for a long command (the benches: gigabytes of generated tenants, snapshots and built sites under
 * the OS temp folder) that goes away however the command ends: when it finishes, when an error is thrown out of it,
 * and on Ctrl+C or SIGTERM, which then end it with exit code 130 or 143 as a shell expects. Before this, an
 * `npm run bench:scale -- --tenants 100 --cars 1000` stopped during its first night left 4.3 GB in /tmp.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Exit codes for the signals handled, 128 + the signal's number, as a shell reports them. */
const SIGNAL_EXIT_CODES = { SIGINT: 130, SIGTERM: 143 } as const;

export interface ScratchDirOptions {
  /** Leave the folder in place (a bench's `--keep`): nothing is removed and no signal is handled. */
  keep?: boolean;
  /**
   * Run on Ctrl+C or SIGTERM before the folder is removed: stop what still writes into it (a build pool's
   * workers). Its error, if any, is printed and the folder removed all the same.
   */
  beforeInterruptExit?: () => Promise<void>;
}

/**
 * Creates `<os temp>/<prefix>XXXXXX` and removes it, with everything in it, when this process exits: normally, by
 * an uncaught error, or by SIGINT/SIGTERM (exit code 130/143). Returns its path. Throws what `mkdtempSync` throws.
 */
export function scratchDir(prefix: string, options: ScratchDirOptions = {}): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  if (options.keep) return dir;
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  for (const [signal, code] of Object.entries(SIGNAL_EXIT_CODES)) {
    process.once(signal, () => {
      void (options.beforeInterruptExit?.() ?? Promise.resolve())
        .catch((err: unknown) => console.error(`stopping after ${signal}: ${(err as Error).message}`))
        .finally(() => process.exit(code));
    });
  }
  return dir;
}
