/**
 * Publishing a built site to an S3-compatible bucket (issue #14 item 7, `npm run deploy`): a sync from
 * `dist/<slug>/` to `s3://<bucket>/<prefix>` with the AWS SDK.
 *
 * - Only what changed is uploaded, told by the deploy manifest (`DEPLOY_MANIFEST`, an object beside the site): for
 *   each key, the MD5 of the bytes sent, their Content-Type, Cache-Control and redirect location, and the ETag S3 gave
 *   the object. An object is left alone when it still has that ETag and the file has the same MD5 and headers, so a
 *   change of cache policy uploads the files it touches, an object changed by hand is put back, and an ETag that is
 *   not an MD5 (SSE-KMS, multipart) does not make every deploy upload everything. An object the manifest does not
 *   name (deployed before it existed) is compared as before, its ETag with the file's MD5. `--force` uploads all.
 * - The manifest names the site: a deploy of another site to the same place is refused unless `replaceSite` (a
 *   `--target` typed wrong would otherwise replace one dealer's site with another's), and a folder under the prefix
 *   holding a manifest of its own is another site's, which the deploy neither removes nor writes into.
 * - Each object carries its Content-Type and the Cache-Control of `cache-policy.ts` (a year, immutable,
 *   for hashed assets and images; revalidate for HTML and the rest).
 * - A deploy that would remove more than half of the site's objects (at least 100) stops before sending anything
 *   (`massRemovalProblem`) unless `acceptRemovals`: the bucket keeps no previous version to go back to.
 * - Order keeps the live site whole while it changes: new assets first, then HTML and the other
 *   revalidated files (which name those assets), then objects no longer built are removed, and the manifest is
 *   written last (a deploy that fails leaves the previous one, against which what it did upload reads as changed).
 * - `_headers` and `_redirects` (read by Netlify / Cloudflare Pages, not by S3) are not uploaded: on S3 the headers
 *   are set per object or by the CDN in front. The redirects (old links to result pages a landing no longer has, see
 *   `host-redirects.ts`) become one object per old page, at the key that page had (`search/kia/page/3/index.html`),
 *   carrying `x-amz-website-redirect-location`: S3's website endpoint answers it with a 301 to that location. Its body
 *   is a small page that names the same location (meta refresh, canonical, a link), for a CDN that reads the bucket
 *   through its REST endpoint, which ignores that header; and since the location is in the body, a changed location
 *   changes the ETag and is uploaded like any changed file. S3 drops the query string on such a redirect.
 * - Memory stays flat whatever the site's size (swan-river-auto, 1,719 cars, is 476 MB of files): each file is read
 *   once to hash it and again when it is uploaded, `concurrency` at a time; nothing holds the whole site. The reads
 *   do not block, so several sites can deploy in one process (`npm run deploy -- --sites-at-once`).
 * - One version of the site throughout: `dist/<slug>` is a link the build switches to each new version (`publish.ts`),
 *   so the deploy resolves it once (`publishedDir`) and reads every file from that version, even if a build publishes
 *   meanwhile.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename, join, relative, sep } from 'node:path';
import { DeleteObjectsCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { contentType } from 'mime-types';
import pLimit from 'p-limit';
import { z } from 'zod';
import { readRedirectsFile, redirectedPaths } from '../../src/integration/host-redirects.ts';
import { cacheControlFor, IMMUTABLE } from './cache-policy.ts';
import { publishedDir } from './publish.ts';
import { escapeUTF8 as escapeHtml } from 'entities/escape';
import { inKeyOrder } from '../../src/domain/key-order.ts';

/** Where a site goes: a bucket and a key prefix ('' or ending in '/'). */
export interface DeployTarget {
  bucket: string;
  prefix: string;
}

/** What a deploy did, by object key (the manifest object not among them). */
export interface DeployResult {
  uploaded: string[];
  unchanged: string[];
  deleted: string[];
  /** The keys of the redirect objects written for the site's `_redirects` (uploaded or unchanged), sorted. */
  redirects: string[];
  /** Folders under the prefix that hold another site's deploy (their own manifest), left alone; sorted. */
  otherSites: string[];
  /**
   * A dry run only: why the deploy itself would stop before sending anything (`massRemovalProblem`, with the flag
   * that lets it through), or null when it would go ahead. A real deploy throws this instead.
   */
  heldBack: string | null;
}

/**
 * The deploy manifest's key under a site's prefix. A dot file: the build writes none (`siteFiles` skips them), so it
 * cannot collide with a page. It is served like any object; it holds only what the site's files show anyway.
 */
export const DEPLOY_MANIFEST = '.deploy-manifest.json';

const manifestEntry = z.object({
  md5: z.string(),
  etag: z.string(),
  contentType: z.string(),
  cacheControl: z.string(),
  location: z.string().optional(),
});

/**
 * What the last deploy to a prefix wrote (`DEPLOY_MANIFEST`): the site's slug, the version folder it was read from
 * (`publish.ts`), when (ISO 8601, UTC), and each object by its key relative to the prefix: the MD5 (hex) of the bytes
 * sent, the headers sent with them, and the ETag the service answered (quotes removed).
 */
export const deployManifestSchema = z.object({
  site: z.string().min(1),
  version: z.string(),
  deployedAt: z.string(),
  objects: z.record(z.string(), manifestEntry),
});
export type DeployManifest = z.infer<typeof deployManifestSchema>;
type ManifestEntry = z.infer<typeof manifestEntry>;
/** What the deploy would send for an object: its manifest entry but for the ETag, which only the bucket gives. */
type Wanted = Omit<ManifestEntry, 'etag'>;

/** Files of the site that static hosts other than S3 read and S3 would only serve as files. */
const HOST_ONLY = new Set(['_headers', '_redirects']);

/**
 * Parses `s3://bucket[/prefix]`. Throws an Error naming the value when it is not of that form.
 */
export function parseTarget(text: string): DeployTarget {
  const m = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(?:\/(.*))?$/.exec(text);
  if (!m) throw new Error(`--target must be s3://<bucket>[/<prefix>], got "${text}"`);
  const prefix = (m[2] ?? '').replace(/^\/+|\/+$/g, '');
  return { bucket: m[1]!, prefix: prefix ? `${prefix}/` : '' };
}

/**
 * The target of one site: `target` (`s3://bucket[/prefix]`) with each `{site}` replaced by `slug`. Throws an Error
 * naming the value when the result is not of that form (see `parseTarget`).
 */
export function siteTarget(target: string, slug: string): DeployTarget {
  return parseTarget(target.replaceAll('{site}', slug));
}

/** The Content-Type of a site file (HTML and text in UTF-8). */
export function contentTypeFor(file: string): string {
  if (file.endsWith('.html')) return 'text/html; charset=utf-8';
  return contentType(file.split('/').pop()!) || 'application/octet-stream';
}

/** Every file of the built site, as keys relative to it with `/` separators, sorted. */
function siteFiles(siteDir: string): string[] {
  return readdirSync(siteDir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && !e.name.startsWith('.'))
    .map((e) => relative(siteDir, join(e.parentPath, e.name)).split(sep).join('/'))
    .filter((f) => !HOST_ONLY.has(f))
    .sort();
}

/** The site file a path is served from on S3's website endpoint (its index document for a path ending in `/`). */
function fileForPath(path: string): string {
  return `${path.slice(1)}${path.endsWith('/') ? 'index.html' : ''}`;
}

/** The page built from a site file (`search/page/3/index.html` → `/search/page/3/`), or null for another file. */
function pathForFile(file: string): string | null {
  if (file === 'index.html') return '/';
  return file.endsWith('/index.html') ? `/${file.slice(0, -'index.html'.length)}` : null;
}

/**
 * The body of a redirect object: what a visitor gets where the bucket is read through its REST endpoint (which ignores
 * `x-amz-website-redirect-location`): a page that is not indexed, names `location` as canonical and goes there at once.
 */
export function redirectObjectHtml(location: string): string {
  const href = escapeHtml(location);
  return (
    `<!doctype html><html lang="en-AU"><head><meta charset="utf-8"><title>Moved to ${href}</title>` +
    `<meta name="robots" content="noindex"><link rel="canonical" href="${href}">` +
    `<meta http-equiv="refresh" content="0; url=${href}"></head>` +
    `<body><p>This page has moved to <a href="${href}">${href}</a>.</p></body></html>\n`
  );
}

/** A dry run lists its uploads key by key up to this many; past it, a count per top-level folder (`--list`: every key). */
export const DRY_RUN_LISTED_UPLOADS = 20;
/** The folders a dry run's upload count names, the largest first; the others are summed into one figure. */
const PLAN_FOLDERS = 6;

/**
 * A dry run's upload plan as lines: `  would upload <key>` per key when there are at most
 * {@link DRY_RUN_LISTED_UPLOADS} or `listAll`, else one line counting them by their first folder under `prefix` (the
 * site's place), the six largest and the rest summed: `  would upload 5534 files: cars/ 3313, search/ 1570, img/ 456,
 * _astro/ 106, logos/ 27, enquiries/ 7, 55 in 40 other folders (--list names each)` (files at the site's top count as
 * `N at the top`).
 * A first deploy of a 4,000-page site listed 5,000 lines, which buried the removals and the verdict.
 */
export function uploadPlanLines(keys: readonly string[], prefix: string, listAll = false): string[] {
  if (listAll || keys.length <= DRY_RUN_LISTED_UPLOADS) return keys.map((k) => `  would upload ${k}`);
  const counts = new Map<string, number>();
  for (const key of keys) {
    const rest = key.startsWith(prefix) ? key.slice(prefix.length) : key;
    const slash = rest.indexOf('/');
    const folder = slash === -1 ? '' : `${rest.slice(0, slash)}/`;
    counts.set(folder, (counts.get(folder) ?? 0) + 1);
  }
  const ranked = [...counts].sort(([a, m], [b, n]) => n - m || a.localeCompare(b));
  const parts = ranked.slice(0, PLAN_FOLDERS).map(([folder, n]) => (folder === '' ? `${n} at the top` : `${folder} ${n}`));
  const rest = ranked.slice(PLAN_FOLDERS);
  if (rest.length > 0) parts.push(`${rest.reduce((sum, [, n]) => sum + n, 0)} in ${rest.length} other folders`);
  return [`  would upload ${keys.length} files: ${parts.join(', ')} (--list names each)`];
}

/** "1 redirect object" / "3 redirect objects": the count of a deploy's redirect objects for its log line. */
export function redirectCount(result: DeployResult): string {
  return `${result.redirects.length} redirect object${result.redirects.length === 1 ? '' : 's'}`;
}

/** A file or redirect object of the site; `body` only for a redirect object (a file is read when uploaded). */
interface SiteObject {
  file: string;
  /** MD5 of the bytes in hex: the ETag S3 gives a single-part upload of them. */
  md5: string;
  body?: Buffer;
  location?: string;
}

function md5(bytes: Buffer): string {
  return createHash('md5').update(bytes).digest('hex');
}

/** Every object under the prefix, with its ETag (quotes removed). */
async function remoteObjects(client: S3Client, target: DeployTarget): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  let token: string | undefined;
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket: target.bucket, Prefix: target.prefix, ContinuationToken: token }));
    for (const o of page.Contents ?? []) if (o.Key) out.set(o.Key, (o.ETag ?? '').replace(/"/g, ''));
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return out;
}

/**
 * The manifest the last deploy left at the prefix, or null when there is none. One that cannot be read as a manifest
 * (written by hand, cut short) is reported through `log` and taken as none: every object is then compared by its
 * ETag, as before manifests, and the deploy writes a good one.
 */
async function readManifest(
  client: S3Client,
  target: DeployTarget,
  remote: Map<string, string>,
  log: (line: string) => void,
): Promise<DeployManifest | null> {
  const key = `${target.prefix}${DEPLOY_MANIFEST}`;
  if (!remote.has(key)) return null;
  const answer = await client.send(new GetObjectCommand({ Bucket: target.bucket, Key: key }));
  const text = (await answer.Body?.transformToString()) ?? '';
  try {
    return deployManifestSchema.parse(JSON.parse(text));
  } catch (err) {
    log(
      `s3://${target.bucket}/${key} is not a deploy manifest (${(err as Error).message.split('\n')[0]}); every object compared by its ETag`,
    );
    return null;
  }
}

/**
 * Whether the object at a key is what the deploy would send: it exists, and either the manifest recorded sending
 * these bytes with these headers and the object still has the ETag it got then, or (an object the manifest does not
 * name) its ETag is the bytes' MD5.
 */
function isUnchanged(want: Wanted, remoteEtag: string | undefined, recorded: ManifestEntry | undefined): boolean {
  if (remoteEtag === undefined) return false;
  if (!recorded) return remoteEtag === want.md5;
  return (
    recorded.etag === remoteEtag &&
    recorded.md5 === want.md5 &&
    recorded.contentType === want.contentType &&
    recorded.cacheControl === want.cacheControl &&
    recorded.location === want.location
  );
}

/** A deploy removing more than this share of the objects at its place is held back (`massRemovalProblem`). */
export const MASS_REMOVAL_SHARE = 0.5;
/** …and only when it removes at least this many: a small site may lose most of its few pages. */
export const MASS_REMOVAL_MIN_OBJECTS = 100;

/**
 * Why removing `removing` of the `objects` a site has at its place looks like a mistake rather than a night's sales,
 * or null: more than `MASS_REMOVAL_SHARE` of them and at least `MASS_REMOVAL_MIN_OBJECTS` (a 1,000-car site is about
 * 3,000 objects). It catches what the build's stock-drop check (`stockDropProblem`, `orchestrator.ts`) cannot: a
 * deploy pointed at the wrong `--out`, or at a site built from a test snapshot. The rule is ours; the spec is silent.
 */
export function massRemovalProblem(objects: number, removing: number): string | null {
  if (removing < MASS_REMOVAL_MIN_OBJECTS || removing <= objects * MASS_REMOVAL_SHARE) return null;
  return `it would remove ${removing} of the site's ${objects} objects there (more than half at once: a wrong --out, or a site built from other stock?)`;
}

/**
 * Syncs `siteDir` (`dist/<slug>`) to `target` with `client`; `concurrency` uploads at a time; `force` uploads every
 * file again. `site` is the slug the manifest records (default: the folder's name). Before anything is sent it throws
 * when the prefix's manifest names another site (unless `replaceSite`), when a file of the site would go into a folder
 * that holds another site's deploy, and when it would remove most of the site (`massRemovalProblem`, unless
 * `acceptRemovals`). `dryRun` sends nothing and returns the plan: `uploaded` and `deleted` are what would be; a
 * removal that would be held back is returned as `heldBack` rather than thrown. Throws the SDK's error (with the key) when an upload
 * or delete fails; what was uploaded before stays, and a rerun finishes (the manifest is written last, so until then
 * the previous one stands). `log` gets a line for each `_redirects` rule S3 cannot hold as it is (a splat to one page,
 * left out; a status other than 301, served as 301), for an unreadable manifest and for each other site's folder left
 * alone; the counts are the caller's to print, from the result.
 */
export async function deploySite(
  client: S3Client,
  siteDir: string,
  target: DeployTarget,
  opts: {
    concurrency?: number;
    force?: boolean;
    site?: string;
    replaceSite?: boolean;
    acceptRemovals?: boolean;
    dryRun?: boolean;
    log?: (line: string) => void;
  } = {},
): Promise<DeployResult> {
  const log = opts.log ?? (() => {});
  const site = opts.site ?? basename(siteDir);
  const root = publishedDir(siteDir);
  if (!root) throw new Error(`${siteDir} holds no published site`);
  const remote = await remoteObjects(client, target);
  const place = `s3://${target.bucket}/${target.prefix}`;
  const manifestKey = `${target.prefix}${DEPLOY_MANIFEST}`;
  const previous = await readManifest(client, target, remote, log);
  if (previous && previous.site !== site && !opts.replaceSite)
    throw new Error(
      `${place} holds the site "${previous.site}" (deployed ${previous.deployedAt}), not "${site}": a wrong --target? ` +
        `To replace that site with this one, deploy with --replace-site ${site}`,
    );
  // Other sites' deploys under this prefix: a folder with a manifest of its own (a site deployed to s3://b/x/ when
  // this one goes to s3://b/). Their objects are neither compared, removed nor written.
  const otherSites = [...remote.keys()]
    .filter((k) => k !== manifestKey && k.endsWith(`/${DEPLOY_MANIFEST}`))
    .map((k) => k.slice(0, -DEPLOY_MANIFEST.length))
    .sort();
  const otherSite = (key: string) => otherSites.find((folder) => key.startsWith(folder));
  for (const folder of otherSites) log(`s3://${target.bucket}/${folder} holds another site's deploy: left alone`);
  const result: DeployResult = { uploaded: [], unchanged: [], deleted: [], redirects: [], otherSites, heldBack: null };
  const files = siteFiles(root);
  const redirects = redirectedPaths(
    readRedirectsFile(root),
    files.map(pathForFile).filter((p) => p !== null),
  );
  for (const rule of redirects.unexpanded)
    log(`${siteDir}/_redirects: "${rule.from} ${rule.to}" sends any path under a prefix to one page; S3 cannot, left out`);
  // A file's bytes are read here only to hash them (and again when uploaded); a redirect object's small body is kept.
  // Read one at a time and without blocking, so that the uploads of other sites deploying beside this one go on.
  const objects: SiteObject[] = [];
  for (const file of files) objects.push({ file, md5: md5(await readFile(join(root, file))) });
  const built = new Set(files);
  for (const r of redirects.paths) {
    // A rule naming a file the site has (not a page) is shadowed by that file, as on Netlify.
    if (built.has(fileForPath(r.from))) continue;
    if (r.status !== 301) log(`${siteDir}/_redirects: ${r.from} answers 301 on S3 (an object's redirect), not ${r.status}`);
    const body = Buffer.from(redirectObjectHtml(r.to));
    objects.push({ file: fileForPath(r.from), md5: md5(body), body, location: r.to });
  }
  // What the manifest will say of each object: what is sent (or found unchanged), with the ETag it has.
  const entries: Record<string, ManifestEntry> = {};
  const changed: (SiteObject & { key: string; entry: Wanted })[] = [];
  for (const o of objects) {
    const key = `${target.prefix}${o.file}`;
    const owner = otherSite(key);
    if (owner) throw new Error(`${o.file} of ${site} would go into s3://${target.bucket}/${owner}, another site's deploy`);
    if (o.location) result.redirects.push(key);
    const entry: Wanted = {
      md5: o.md5,
      contentType: o.location ? 'text/html; charset=utf-8' : contentTypeFor(o.file),
      cacheControl: cacheControlFor(`/${o.file}`),
      ...(o.location ? { location: o.location } : {}),
    };
    const remoteEtag = remote.get(key);
    if (!opts.force && isUnchanged(entry, remoteEtag, previous?.objects[o.file])) {
      result.unchanged.push(key);
      entries[o.file] = { ...entry, etag: remoteEtag! };
    } else changed.push({ ...o, key, entry });
  }
  // What goes, worked out before anything is sent, so that a deploy removing most of the site stops first.
  const keep = new Set([manifestKey, ...objects.map((o) => `${target.prefix}${o.file}`)]);
  const gone = [...remote.keys()].filter((k) => !keep.has(k) && !otherSite(k)).sort();
  const owned = [...remote.keys()].filter((k) => k !== manifestKey && !otherSite(k)).length;
  const removal = massRemovalProblem(owned, gone.length);
  const heldBack =
    removal && !opts.acceptRemovals ? `${place}: ${removal}; if the site did shrink so, deploy with --accept-removals ${site}` : null;
  if (opts.dryRun) {
    // The plan, nothing sent: what would be uploaded and removed, and whether the removals would be held back.
    result.heldBack = heldBack;
    result.uploaded = changed.map((c) => c.key).sort();
    result.deleted = gone;
    result.unchanged.sort();
    result.redirects.sort();
    return result;
  }
  if (heldBack) throw new Error(`${heldBack} (nothing was sent)`);
  // Set the moment an upload fails: an upload still reading its file, or started by the pool before the failure is
  // seen below, then sends nothing.
  let stopped = false;
  const upload = async (c: (typeof changed)[number]): Promise<void> => {
    let answer;
    try {
      const body = c.body ?? (await readFile(join(root, c.file)));
      if (stopped) return;
      answer = await client.send(
        new PutObjectCommand({
          Bucket: target.bucket,
          Key: c.key,
          Body: body,
          ContentType: c.entry.contentType,
          CacheControl: c.entry.cacheControl,
          ...(c.location ? { WebsiteRedirectLocation: c.location } : {}),
        }),
      );
    } catch (err) {
      stopped = true;
      throw new Error(`upload of ${c.key} to ${target.bucket} failed: ${(err as Error).message}`, { cause: err });
    }
    // The ETag the service gave these bytes (an MD5 on plain S3; anything under SSE-KMS): what the next deploy finds.
    entries[c.file] = { ...c.entry, etag: answer.ETag?.replace(/"/g, '') ?? c.md5 };
    result.uploaded.push(c.key);
  };
  // Assets before the pages that name them; a free slot takes the next file at once (one slow upload holds up only
  // itself). After a failure no further upload starts, and the uploads already running finish before it is thrown.
  const limit = pLimit({ concurrency: Math.max(1, opts.concurrency ?? 8), rejectOnClear: true });
  const assets = changed.filter((c) => c.entry.cacheControl === IMMUTABLE);
  for (const wave of [assets, changed.filter((c) => c.entry.cacheControl !== IMMUTABLE)]) {
    const failed: { first?: Error } = {};
    await Promise.all(
      wave.map((c) =>
        limit(() => upload(c)).catch((err: Error) => {
          if (failed.first) return; // a later failure, or an upload the failure took off the queue
          failed.first = err;
          limit.clearQueue();
        }),
      ),
    );
    if (failed.first) throw failed.first;
  }
  for (let i = 0; i < gone.length; i += 1000) {
    const batch = gone.slice(i, i + 1000);
    const answer = await client.send(
      new DeleteObjectsCommand({ Bucket: target.bucket, Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true } }),
    );
    if (answer.Errors?.length)
      throw new Error(
        `removing ${answer.Errors.length} object(s) from ${target.bucket} failed, first: ${answer.Errors[0]!.Key}: ${answer.Errors[0]!.Message}`,
      );
    result.deleted.push(...batch);
  }
  const manifest: DeployManifest = {
    site,
    version: basename(root),
    deployedAt: new Date().toISOString(),
    objects: inKeyOrder(entries),
  };
  try {
    await client.send(
      new PutObjectCommand({
        Bucket: target.bucket,
        Key: manifestKey,
        Body: JSON.stringify(manifest),
        ContentType: 'application/json; charset=utf-8',
        CacheControl: 'no-store',
      }),
    );
  } catch (err) {
    throw new Error(`upload of ${manifestKey} to ${target.bucket} failed: ${(err as Error).message}`, { cause: err });
  }
  result.uploaded.sort();
  result.unchanged.sort();
  result.redirects.sort();
  return result;
}

/** A line of a deploy run's output: for stderr (`err`, a site that failed) or stdout. */
export interface DeployLine {
  err: boolean;
  text: string;
}

/**
 * What `deploySites` passes to each site's `deploySite` (its `site` and `log` aside), and how many sites at a time.
 * `replaceSite` and `acceptRemovals` name the sites (slugs) they are for (`--replace-site <slug>`,
 * `--accept-removals <slug>`): a night's deploy of many sites waves through only the one an operator looked at.
 */
export type DeploySitesOptions = Omit<NonNullable<Parameters<typeof deploySite>[3]>, 'site' | 'log' | 'replaceSite' | 'acceptRemovals'> & {
  sitesAtOnce?: number;
  /** A dry run names every key it would upload, however many (`--list`; see {@link uploadPlanLines}). */
  listAll?: boolean;
  replaceSite?: readonly string[];
  acceptRemovals?: readonly string[];
};

/**
 * Deploys one site of a run and returns its lines and whether it failed: not built (no `index.html`), refused, an
 * upload or removal that failed, or a dry run whose deploy would be held back.
 */
async function deployOne(
  client: S3Client,
  site: { slug: string; siteDir: string; target: DeployTarget },
  opts: DeploySitesOptions,
): Promise<{ lines: DeployLine[]; failed: boolean }> {
  const { slug, siteDir, target } = site;
  const lines: DeployLine[] = [];
  const out = (text: string) => lines.push({ err: false, text });
  const fail = (text: string) => {
    lines.push({ err: true, text });
    return { lines, failed: true };
  };
  if (!existsSync(join(siteDir, 'index.html')))
    return fail(`deploy of ${slug} failed: ${siteDir} holds no built site (run npm run build -- --site ${slug} first).`);
  try {
    const started = performance.now();
    const result = await deploySite(client, siteDir, target, {
      ...opts,
      site: slug,
      log: out,
      replaceSite: opts.replaceSite?.includes(slug) ?? false,
      acceptRemovals: opts.acceptRemovals?.includes(slug) ?? false,
    });
    const place = `s3://${target.bucket}/${target.prefix}`;
    if (!opts.dryRun) {
      out(
        `Deployed ${slug} to ${place} in ${((performance.now() - started) / 1000).toFixed(1)} s ` +
          `(${result.uploaded.length} uploaded, ${result.unchanged.length} unchanged, ${result.deleted.length} removed; ${redirectCount(result)}).`,
      );
      return { lines, failed: false };
    }
    for (const line of uploadPlanLines(result.uploaded, target.prefix, opts.listAll)) out(line);
    for (const key of result.deleted) out(`  would remove ${key}`);
    out(
      `Dry run of ${slug} to ${place}: ${result.uploaded.length} to upload, ${result.unchanged.length} unchanged, ` +
        `${result.deleted.length} to remove; ${redirectCount(result)}; nothing sent.`,
    );
    if (result.heldBack) return fail(`dry run of ${slug}: the deploy would be held back: ${result.heldBack}`);
    return { lines, failed: false };
  } catch (err) {
    return fail(`${opts.dryRun ? 'dry run' : 'deploy'} of ${slug} failed: ${(err as Error).message}`);
  }
}

/**
 * Deploys several built sites with one client (`npm run deploy`), `sitesAtOnce` (default 4) side by side: one site's
 * listing, hashing and uploads overlap another's, which is most of a night's deploy time when the bucket is a network
 * away. Each site fails alone. `print` gets each site's lines together once that site and every site named before it
 * are done, so the output reads as if they had deployed one after another. Returns the slugs of the sites that
 * failed (for a dry run: that would fail or be held back), in the order named; never throws for a site.
 */
export async function deploySites(
  client: S3Client,
  sites: { slug: string; siteDir: string; target: DeployTarget }[],
  opts: DeploySitesOptions,
  print: (line: DeployLine) => void,
): Promise<string[]> {
  const limit = pLimit(Math.max(1, opts.sitesAtOnce ?? 4));
  const runs = sites.map((site) => limit(() => deployOne(client, site, opts)));
  const failed: string[] = [];
  for (const [i, run] of runs.entries()) {
    const { lines, failed: siteFailed } = await run;
    for (const line of lines) print(line);
    if (siteFailed) failed.push(sites[i]!.slug);
  }
  return failed;
}
