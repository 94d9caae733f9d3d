/**
 * Writing a file so that no reader ever sees half of it: the data goes to a temporary file beside it
 * (`<name>.<pid>.tmp`), which is renamed into place. A file already hard-linked elsewhere (an image variant linked
 * into a published site, `linkImages`) is never rewritten in place: the other link keeps the complete file it had,
 * whoever writes it again (another run encoding the same photo, a cache whose manifest was removed). A write that
 * fails removes its temporary file. A process killed mid-write (SIGKILL, or SIGTERM without a handler, as the pool
 * stops a worker) can leave one behind, never the file itself half-written.
 *
 * Not `write-file-atomic`: its synchronous write installs signal handlers for the write's duration and removes them
 * after, and a SIGTERM that arrives during the write is then lost. In a process that writes in a loop and yields
 * between writes (as a build worker encoding images does), 8 of 8 SIGTERMs sent mid-write left the process running
 * (2026-11-29, write-file-atomic 8.0.0, signal-exit 4.1.0, a scratch test). The pool stops workers with SIGTERM.
 */
import { readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { processRunning } from './tenant-lock.ts';

/** A temporary file's name (`<name>.<pid>.tmp`), its writer's process id in group 1. */
const TEMPORARY_FILE = /\.(\d+)\.tmp$/;

/**
 * Writes `data` (text as UTF-8, or bytes) to `path` atomically (see the module comment), without an fsync: the build's
 * files are derived, and the next run writes them again if the machine loses them.
 * @throws the file system's error (the folder missing or not writable, `path` a folder), its temporary file removed.
 */
export function writeFileAtomically(path: string, data: string | Uint8Array): void {
  const tmp = `${path}.${process.pid}.tmp`;
  try {
    writeFileSync(tmp, data);
    renameSync(tmp, path);
  } catch (error) {
    rmSync(tmp, { force: true });
    throw error;
  }
}

/**
 * Makes SIGTERM and SIGINT end this process at its next turn of the event loop (exit code 143 or 130), not in the
 * middle of a synchronous {@link writeFileAtomically}: the write and its rename finish first. Without a handler Node
 * dies at once, leaving the temporary file; the handlers stay for the process's life (installing them per write is
 * what loses signals, see the module comment).
 */
export function finishWritesOnStop(): void {
  process.once('SIGTERM', () => process.exit(143));
  process.once('SIGINT', () => process.exit(130));
}

/**
 * Removes the temporary files of {@link writeFileAtomically} in `dir` (not in its sub-folders) whose writer is no longer
 * running on this machine: a process killed mid-write with SIGKILL (the kernel's out-of-memory killer, an operator's
 * `kill -9`) leaves its `<name>.<pid>.tmp`, which nothing else would ever remove. A file of a running process is kept
 * (another run sharing the cache folder may be writing it now, and so may this process). Assumes the folder is this
 * machine's own, as the cache root is (the tenant locks assume it too). A missing folder holds nothing to remove.
 * @returns the names removed, in the folder's order.
 */
export function removeAbandonedTemporaryFiles(dir: string): string[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const removed: string[] = [];
  for (const name of names) {
    const pid = TEMPORARY_FILE.exec(name)?.[1];
    if (pid === undefined || processRunning(Number(pid))) continue;
    rmSync(join(dir, name), { force: true });
    removed.push(name);
  }
  return removed;
}
