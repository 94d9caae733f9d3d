/**
 * Loading tenant configs from `sites/<slug>/site.json` with friendly errors that name the file,
 * the field path and the reason. A broken tenant never throws past this module: callers get a
 * `TenantLoadResult` per tenant and decide (the build fails that tenant alone).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { z } from 'zod';
import { SiteConfig } from './schema/site.ts';

/** One problem in a tenant config: file, dotted field path (e.g. `locations[1].address.postcode`) and reason. */
export interface ConfigProblem {
  file: string;
  path: string;
  message: string;
}

export type TenantLoadResult =
  | { ok: true; slug: string; dir: string; file: string; config: SiteConfig }
  | { ok: false; slug: string; dir: string; file: string; problems: ConfigProblem[] };

/** The config file name inside a tenant folder. */
export const SITE_CONFIG_FILE = 'site.json';

/** Formats a zod issue path as `a.b[2].c`. */
export function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const seg of path) {
    if (typeof seg === 'number') out += `[${seg}]`;
    else out += out ? `.${String(seg)}` : String(seg);
  }
  return out || '(root)';
}

/** Turns zod issues into problems with a readable reason (unknown keys and enum choices spelled out). */
export function problemsFromZod(file: string, error: z.ZodError): ConfigProblem[] {
  return error.issues.map((issue) => {
    let message = issue.message;
    if (issue.code === 'unrecognized_keys') message = `unknown field(s) ${issue.keys.map((k) => `"${k}"`).join(', ')}`;
    if (issue.code === 'invalid_value' && 'values' in issue)
      message = `expected one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
    return { file, path: formatPath(issue.path), message };
  });
}

/** One line per problem: `sites/x/site.json: locations[0].address.postcode: expected a 4-digit postcode`. */
export function formatProblems(problems: ConfigProblem[]): string {
  return problems.map((p) => `${p.file}: ${p.path}: ${p.message}`).join('\n');
}

/**
 * Validates a parsed tenant config object (spec §3 *Site config*). `file` is used in messages only.
 * Also checks that the `slug` matches the folder name.
 */
export function parseSiteConfig(
  raw: unknown,
  file: string,
  folderSlug?: string,
): { ok: true; config: SiteConfig } | { ok: false; problems: ConfigProblem[] } {
  const result = SiteConfig.safeParse(raw);
  if (!result.success) return { ok: false, problems: problemsFromZod(file, result.error) };
  if (folderSlug !== undefined && result.data.slug !== folderSlug) {
    return {
      ok: false,
      problems: [{ file, path: 'slug', message: `"${result.data.slug}" does not match the folder name "${folderSlug}"` }],
    };
  }
  return { ok: true, config: result.data };
}

/** Loads and validates `sites/<slug>/site.json`. Never throws for bad content; I/O errors are reported as problems. */
export function loadTenant(sitesDir: string, slug: string, cwd = process.cwd()): TenantLoadResult {
  const dir = join(sitesDir, slug);
  const fileAbs = join(dir, SITE_CONFIG_FILE);
  const file = relative(cwd, fileAbs) || fileAbs;
  if (!existsSync(fileAbs))
    return { ok: false, slug, dir, file, problems: [{ file, path: '(file)', message: 'missing; every tenant folder needs a site.json' }] };
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(fileAbs, 'utf8'));
  } catch (err) {
    return { ok: false, slug, dir, file, problems: [{ file, path: '(file)', message: `not valid JSON: ${(err as Error).message}` }] };
  }
  const parsed = parseSiteConfig(raw, file, slug);
  return parsed.ok ? { ok: true, slug, dir, file, config: parsed.config } : { ok: false, slug, dir, file, problems: parsed.problems };
}

/** Tenant slugs under `sitesDir`: every folder not starting with `_` or `.`, sorted. */
export function listTenantSlugs(sitesDir: string): string[] {
  return readdirSync(sitesDir)
    .filter((name) => !name.startsWith('_') && !name.startsWith('.') && statSync(join(sitesDir, name)).isDirectory())
    .sort();
}
