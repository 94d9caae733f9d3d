/**
 * Resolves one tenant's content before its build: the platform's defaults (`src/content/`) with the
 * tenant's files (`sites/<slug>/content/`) over them, `{{token}}` placeholders filled from its config,
 * written to the tenant's prepared data folder (`<dataDir>/content/`), where `src/content.config.ts`
 * loads it. See `collections.ts` for the two kinds of collection and how a tenant overrides each.
 *
 * Every problem is collected and thrown at once as a {@link ContentError} naming the file, the line or
 * entry and the reason; the build then fails this tenant alone (as a bad `site.json` does) and the
 * previously resolved content stays in place.
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import type { SiteConfig } from '../config/schema/site.ts';
import { formatPath } from '../config/load.ts';
import { COLLECTION_NAMES, CONTENT_COLLECTIONS, listFileName, type CollectionName } from './collections.ts';
import { contentTokens, fillTokens } from './tokens.ts';

/** Content problems of one tenant, one line each (`sites/x/content/reviews.json: [2].rating: …`). */
export class ContentError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`content invalid:\n${problems.map((p) => `  ${p}`).join('\n')}`);
    this.name = 'ContentError';
    this.problems = problems;
  }
}

export interface ResolveContentInput {
  site: SiteConfig;
  /** The platform's content folder (`src/content`). */
  platformDir: string;
  /** The tenant's content folder (`sites/<slug>/content`); it may not exist. */
  tenantDir: string;
  /** Where the resolved content goes (`<dataDir>/content`); replaced as a whole. */
  outDir: string;
  /** How a file is named in messages (default: relative to the working directory). */
  display?: (file: string) => string;
}

/** Where one resolved entry came from. */
export interface ResolvedEntry {
  id: string;
  source: 'platform' | 'tenant';
}

/** The resolved entries of every collection, by collection name. */
export type ResolvedContent = Record<CollectionName, ResolvedEntry[]>;

/** Images a Markdown page may show with a relative path (`![Alt](./photo.jpg)`), run through Astro's image pipeline. */
const IMAGE_FILE = /\.(?:jpe?g|png|webp|avif|gif|svg)$/i;

/** Markdown files under `dir`, as POSIX paths relative to it (sorted); none when it does not exist. */
function markdownFiles(dir: string, pattern: RegExp = /\.md$/): string[] {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      if (e.name.startsWith('.')) continue;
      const abs = join(d, e.name);
      if (e.isDirectory()) walk(abs);
      else if (pattern.test(e.name)) out.push(relative(dir, abs).split(sep).join('/'));
    }
  };
  walk(dir);
  return out.sort();
}

/** Splits a Markdown file into its frontmatter block (with fences) and body. */
function splitFrontmatter(text: string): { head: string; body: string } {
  const m = /^---\r?\n[\s\S]*?\r?\n---\r?\n?/.exec(text);
  return m ? { head: m[0], body: text.slice(m[0].length) } : { head: '', body: text };
}

/**
 * Resolves the tenant's content into `outDir` (see the module comment).
 * @throws ContentError listing every problem: an unknown collection folder or file, an unknown token, a
 * list that is not valid JSON or whose entries fail the collection's schema, a duplicate id.
 */
export function resolveTenantContent(input: ResolveContentInput): ResolvedContent {
  const display = input.display ?? ((f: string) => relative(process.cwd(), f) || f);
  const tokens = contentTokens(input.site);
  const problems: string[] = [];
  const writes: { rel: string; text: string }[] = [];
  const copies: { rel: string; from: string }[] = [];
  const resolved = {} as ResolvedContent;

  if (existsSync(input.tenantDir)) {
    const known = new Set(COLLECTION_NAMES.flatMap((n) => (CONTENT_COLLECTIONS[n].kind === 'pages' ? [n] : [listFileName(n)])));
    for (const name of readdirSync(input.tenantDir)) {
      if (name.startsWith('.') || known.has(name)) continue;
      problems.push(`${display(join(input.tenantDir, name))}: not a content collection (expected one of ${[...known].join(', ')})`);
    }
  }

  for (const name of COLLECTION_NAMES) {
    const def = CONTENT_COLLECTIONS[name];
    if (def.kind === 'pages') {
      const files = new Map<string, { abs: string; source: ResolvedEntry['source'] }>();
      for (const rel of markdownFiles(join(input.platformDir, name)))
        files.set(rel, { abs: join(input.platformDir, name, rel), source: 'platform' });
      const tenantPages = join(input.tenantDir, name);
      if (existsSync(tenantPages) && !statSync(tenantPages).isDirectory())
        problems.push(`${display(tenantPages)}: expected a folder of Markdown files`);
      for (const rel of markdownFiles(tenantPages)) files.set(rel, { abs: join(tenantPages, rel), source: 'tenant' });
      resolved[name] = [];
      // Images beside the pages (the tenant's over the platform's at the same path), copied as they are.
      const images = new Map<string, string>();
      for (const rel of markdownFiles(join(input.platformDir, name), IMAGE_FILE)) images.set(rel, join(input.platformDir, name, rel));
      for (const rel of markdownFiles(tenantPages, IMAGE_FILE)) images.set(rel, join(tenantPages, rel));
      for (const [rel, abs] of images) copies.push({ rel: `${name}/${rel}`, from: abs });
      for (const [rel, { abs, source }] of files) {
        const { head, body } = splitFrontmatter(readFileSync(abs, 'utf8'));
        const headLines = head ? head.split('\n').length - 1 : 0;
        const filled = fillTokens(body, tokens);
        for (const u of filled.unknown)
          problems.push(`${display(abs)}:${u.line + headLines}: unknown token {{${u.token}}} (known: ${Object.keys(tokens).join(', ')})`);
        writes.push({ rel: `${name}/${rel}`, text: head + filled.text });
        resolved[name].push({ id: rel.replace(/\.md$/, ''), source });
      }
    } else {
      const tenantFile = join(input.tenantDir, listFileName(name));
      const platformFile = join(input.platformDir, listFileName(name));
      const file = existsSync(tenantFile) ? tenantFile : existsSync(platformFile) ? platformFile : null;
      const source: ResolvedEntry['source'] = file === tenantFile ? 'tenant' : 'platform';
      let items: unknown[] = [];
      if (file) {
        let raw: unknown;
        try {
          raw = JSON.parse(readFileSync(file, 'utf8'));
        } catch (err) {
          problems.push(`${display(file)}: not valid JSON: ${(err as Error).message}`);
        }
        if (raw !== undefined && !Array.isArray(raw)) problems.push(`${display(file)}: expected a JSON array of entries`);
        else if (raw !== undefined) items = raw;
      }
      const seen = new Map<string, number>();
      resolved[name] = [];
      items.forEach((item, i) => {
        const parsed = def.schema.safeParse(item);
        if (!parsed.success) {
          for (const issue of parsed.error.issues) problems.push(`${display(file!)}: ${formatPath([i, ...issue.path])}: ${issue.message}`);
          return;
        }
        const id = (parsed.data as { id: string }).id;
        if (seen.has(id)) problems.push(`${display(file!)}: [${i}].id: duplicate id "${id}" (also [${seen.get(id)}])`);
        else seen.set(id, i);
        resolved[name].push({ id, source });
      });
      writes.push({ rel: listFileName(name), text: JSON.stringify(items, null, 1) });
    }
  }
  if (problems.length) throw new ContentError(problems);

  // Written beside the old folder and swapped in, so a build never reads half of it.
  const next = `${input.outDir}.next-${process.pid}`;
  rmSync(next, { recursive: true, force: true });
  for (const name of COLLECTION_NAMES) if (CONTENT_COLLECTIONS[name].kind === 'pages') mkdirSync(join(next, name), { recursive: true });
  for (const w of writes) {
    mkdirSync(dirname(join(next, w.rel)), { recursive: true });
    writeFileSync(join(next, w.rel), w.text);
  }
  for (const c of copies) {
    mkdirSync(dirname(join(next, c.rel)), { recursive: true });
    copyFileSync(c.from, join(next, c.rel));
  }
  rmSync(input.outDir, { recursive: true, force: true });
  renameSync(next, input.outDir);
  return resolved;
}
