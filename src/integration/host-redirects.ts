/**
 * A built site's `_redirects` file (Netlify / Cloudflare Pages format, issue #14), and its reading for the preview
 * server, so the static host and `npm run preview` / `npm start` answer old links alike. Each rule is one line,
 * `<from> <to> <status>`: `from` a path that may end in `*` (any rest of the path), `to` a path that may hold
 * `:splat` (that rest). The site writes permanent (301) redirects only; the query string is kept, as both hosts do.
 * S3 reads no such file and has no splat redirects: `deploy.ts` leaves the file out and writes one redirect object per
 * old path instead, from {@link redirectedPaths}.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The file static hosts read their redirects from, at the root of the site. */
export const REDIRECTS_FILE = '_redirects';

/** One redirect rule: `from` (may end in `*`), `to` (may hold `:splat`), and the HTTP status (301 or 302). */
export interface RedirectRule {
  from: string;
  to: string;
  status: number;
}

/** The `_redirects` file of `rules` (301 each), one line a rule, in order; empty text for none. */
export function renderRedirectsFile(rules: readonly { from: string; to: string }[]): string {
  return rules.map((r) => `${r.from} ${r.to} 301\n`).join('');
}

/**
 * Reads a `_redirects` file as {@link renderRedirectsFile} writes it and the hosts document it: blank lines and `#`
 * comments skipped, the status 301 when a line names none. Throws an Error naming the line of one with fewer than
 * two fields, or a status other than 301, 302, 303, 307 or 308 (this reader serves redirects, not rewrites).
 */
export function parseRedirectsFile(text: string, file = REDIRECTS_FILE): RedirectRule[] {
  const rules: RedirectRule[] = [];
  text.split(/\r?\n/).forEach((line, i) => {
    const fields = line.replace(/#.*$/, '').trim().split(/\s+/).filter(Boolean);
    if (fields.length === 0) return;
    const [from, to, status = '301'] = fields;
    if (!to || !/^30[12378]$/.test(status))
      throw new Error(`${file} line ${i + 1}: expected "<from> <to> [301|302|303|307|308]", got "${line.trim()}"`);
    rules.push({ from: from!, to, status: Number(status) });
  });
  return rules;
}

/**
 * Where `pathname` (no query) is redirected under `rules`: the first rule whose `from` equals it, or is its prefix
 * when `from` ends in `*` (the rest of the path is the splat), with `:splat` in `to` replaced. Null when none applies.
 */
export function redirectFor(rules: readonly RedirectRule[], pathname: string): { location: string; status: number } | null {
  for (const rule of rules) {
    const prefix = rule.from.endsWith('*') ? rule.from.slice(0, -1) : null;
    if (prefix === null ? pathname !== rule.from : !pathname.startsWith(prefix)) continue;
    return { location: rule.to.replace(':splat', prefix === null ? '' : pathname.slice(prefix.length)), status: rule.status };
  }
  return null;
}

/** One path a site redirects, as a host without splat rules needs it: `from` and `to` are whole paths. */
export interface RedirectedPath {
  from: string;
  to: string;
  status: number;
}

/**
 * The paths `rules` redirect on a static site whose pages are `pagePaths` (`/`, `/search/page/3/`, …), for a host
 * that redirects path by path (S3's per-object redirects, `deploy.ts`). A splat rule can send any rest of a path, so
 * it is expanded against the pages it can lead to: `/search/kia/page/* /search/page/:splat` gives
 * `/search/kia/page/3/` → `/search/page/3/` for each built `/search/page/N/`; a path that leads to no built page is
 * left out (it would redirect to a 404). An exact rule gives its own path. A path that is a built page is left out
 * (the host serves the file, as Netlify does), and so is one an earlier rule claims (the first rule wins, as
 * {@link redirectFor}). `unexpanded` holds the splat rules whose `to` has no `:splat`: they send an open set of paths
 * to one page, which no list of paths can hold. Sorted by `from`.
 */
export function redirectedPaths(
  rules: readonly RedirectRule[],
  pagePaths: readonly string[],
): { paths: RedirectedPath[]; unexpanded: RedirectRule[] } {
  const built = new Set(pagePaths);
  const found = new Map<string, RedirectedPath>();
  const unexpanded: RedirectRule[] = [];
  const claim = (from: string, to: string, status: number): void => {
    if (built.has(from) || found.has(from)) return;
    const answer = redirectFor(rules, from);
    if (answer?.location === to) found.set(from, { from, to, status });
  };
  for (const rule of rules) {
    if (!rule.from.endsWith('*')) {
      claim(rule.from, rule.to, rule.status);
      continue;
    }
    const at = rule.to.indexOf(':splat');
    if (at < 0) {
      unexpanded.push(rule);
      continue;
    }
    const prefix = rule.from.slice(0, -1);
    const [before, after] = [rule.to.slice(0, at), rule.to.slice(at + ':splat'.length)];
    for (const page of pagePaths) {
      if (page.length < before.length + after.length || !page.startsWith(before) || !page.endsWith(after)) continue;
      const splat = page.slice(before.length, page.length - after.length);
      if (splat) claim(prefix + splat, page, rule.status);
    }
  }
  return { paths: [...found.keys()].sort().map((from) => found.get(from)!), unexpanded };
}

/** The rules of the site's `_redirects` file, or none when the site has no such file. Throws as {@link parseRedirectsFile}. */
export function readRedirectsFile(siteDir: string): RedirectRule[] {
  const file = join(siteDir, REDIRECTS_FILE);
  return existsSync(file) ? parseRedirectsFile(readFileSync(file, 'utf8'), file) : [];
}
