/**
 * One build's peak memory in a build worker that makes many builds (issue #14: peak RSS per worker). The
 * process's resident-set high-water mark is reset when a build begins, so the peak read when it ends is that
 * build's, not the highest of every build the worker made before.
 */
import { writeFileSync } from 'node:fs';

/**
 * Resets this process's resident-set high-water mark to its present size (Linux: `5` written to
 * `/proc/self/clear_refs`, which resets `getrusage`'s maximum too). Where that cannot be done (another system, no
 * /proc) nothing changes, and {@link peakRssMB} stays the process's peak so far. Never throws.
 */
export function resetPeakRss(): void {
  try {
    writeFileSync('/proc/self/clear_refs', '5');
  } catch {
    // Not Linux: the process's peak so far stands for the build's.
  }
}

/** The process's highest resident set (MB) since the last {@link resetPeakRss}, or since it started where none was made. */
export function peakRssMB(): number {
  // maxRSS is in KiB.
  return Math.round((process.resourceUsage().maxRSS * 1024) / 1e6);
}
