/**
 * Writing an import's outputs: the snapshot (`.json` pretty-printed, or `.json.gz` compact and
 * gzip-compressed), the report `<out>.report.json`, and the placeholder SVGs in `placeholders/`
 * beside the snapshot (stale placeholder files from earlier imports are removed).
 */
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { ImportResult } from '../import.ts';
import { PLACEHOLDER_DIR } from './placeholders.ts';

/** File names the placeholder writer owns (and may delete when no longer used). */
const PLACEHOLDER_FILE = /^[a-z]+(?:-[a-z]+)*\.svg$/;

/** What was written: paths and sizes in bytes. */
export interface WrittenFiles {
  snapshot: { path: string; bytes: number };
  report: { path: string; bytes: number };
  placeholders: { dir: string; count: number; removed: number };
}

/** The snapshot file's bytes: gzip (level 9, no timestamp in the header) for `.gz`, else indented JSON. */
export function encodeSnapshot(out: string, snapshot: unknown): Buffer {
  if (out.endsWith('.gz')) return gzipSync(JSON.stringify(snapshot), { level: 9 });
  return Buffer.from(`${JSON.stringify(snapshot, null, 2)}\n`, 'utf8');
}

/**
 * Writes the snapshot, its report and its placeholders. Creates folders as needed.
 * @throws Error from the file system (the message names the path).
 */
export function writeImport(out: string, result: ImportResult): WrittenFiles {
  const dir = dirname(out);
  mkdirSync(dir, { recursive: true });
  const snapshotBytes = encodeSnapshot(out, result.snapshot);
  writeFileSync(out, snapshotBytes);
  const reportPath = `${out}.report.json`;
  const reportBytes = Buffer.from(`${JSON.stringify(result.report, null, 2)}\n`, 'utf8');
  writeFileSync(reportPath, reportBytes);

  const phDir = join(dir, PLACEHOLDER_DIR);
  mkdirSync(phDir, { recursive: true });
  let removed = 0;
  for (const name of readdirSync(phDir)) {
    if (PLACEHOLDER_FILE.test(name) && !result.placeholders.has(name) && statSync(join(phDir, name)).isFile()) {
      rmSync(join(phDir, name));
      removed++;
    }
  }
  for (const [name, svg] of result.placeholders) writeFileSync(join(phDir, name), svg);
  return {
    snapshot: { path: out, bytes: snapshotBytes.length },
    report: { path: reportPath, bytes: reportBytes.length },
    placeholders: { dir: phDir, count: result.placeholders.size, removed },
  };
}
