/**
 * Publishing a built site to an S3-compatible bucket (issue #14 item 7, `npm run deploy`): a sync from
 * `dist/<slug>/` to `s3://<bucket>/<prefix>` with the AWS SDK.
 *
 * - Only what changed is uploaded: a file whose MD5 equals the object's ETag (single-part uploads) is
 *   left alone (`--force` uploads everything, e.g. after a change of cache policy).
 * - Each object carries its Content-Type and the Cache-Control of `cache-policy.ts` (a year, immutable,
 *   for hashed assets and images; revalidate for HTML and the rest).
 * - Order keeps the live site whole while it changes: new assets first, then HTML and the other
 *   revalidated files (which name those assets), and only then are objects no longer built removed.
 * - `_headers` and `_redirects` (read by Netlify / Cloudflare Pages, not by S3) are not uploaded: on S3 the headers
 *   are set per object or by the CDN in front. The redirects (old links to result pages a landing no longer has, see
 *   `host-redirects.ts`) become one object per old page, at the key that page had (`search/kia/page/3/index.html`),
 *   carrying `x-amz-website-redirect-location`: S3's website endpoint answers it with a 301 to that location. Its body
 *   is a small page that names the same location (meta refresh, canonical, a link), for a CDN that reads the bucket
 *   through its REST endpoint, which ignores that header; and since the location is in the body, a changed location
 *   changes the ETag and is uploaded like any changed file. S3 drops the query string on such a redirect.
 * - Memory stays flat whatever the site's size (swan-river-auto, 1,719 cars, is 476 MB of files): each file is read
 *   once to hash it and again when it is uploaded, `concurrency` at a time; nothing holds the whole site.
 * - One version of the site throughout: `dist/<slug>` is a link the build switches to each new version (`publish.ts`),
 *   so the deploy resolves it once (`publishedDir`) and reads every file from that version, even if a build publishes
 *   meanwhile.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { DeleteObjectsCommand, ListObjectsV2Command, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { contentType } from 'mime-types';
import pLimit from 'p-limit';
import { readRedirectsFile, redirectedPaths } from '../../src/integration/host-redirects.ts';
import { cacheControlFor, IMMUTABLE } from './cache-policy.ts';
import { publishedDir } from './publish.ts';
import { escapeHtml } from './html-escape.ts';

/** Where a site goes: a bucket and a key prefix ('' or ending in '/'). */
export interface DeployTarget {
  bucket: string;
  prefix: string;
}

/** What a deploy did, by object key. */
export interface DeployResult {
  uploaded: string[];
  unchanged: string[];
  deleted: string[];
  /** The keys of the redirect objects written for the site's `_redirects` (uploaded or unchanged), sorted. */
  redirects: string[];
}

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
 * Syncs `siteDir` to `target` with `client`; `concurrency` uploads at a time; `force` uploads every
 * file again (after a change of cache policy, which the bytes do not show). Throws the SDK's error
 * (with the key) when an upload or delete fails; what was uploaded before stays, and a rerun finishes. `log` gets a
 * line for each `_redirects` rule S3 cannot hold as it is (a splat to one page, left out; a status other than 301,
 * served as 301); the counts are the caller's to print, from the result.
 */
export async function deploySite(
  client: S3Client,
  siteDir: string,
  target: DeployTarget,
  opts: { concurrency?: number; force?: boolean; log?: (line: string) => void } = {},
): Promise<DeployResult> {
  const log = opts.log ?? (() => {});
  const root = publishedDir(siteDir);
  if (!root) throw new Error(`${siteDir} holds no published site`);
  const remote = await remoteObjects(client, target);
  const result: DeployResult = { uploaded: [], unchanged: [], deleted: [], redirects: [] };
  const files = siteFiles(root);
  const redirects = redirectedPaths(
    readRedirectsFile(root),
    files.map(pathForFile).filter((p) => p !== null),
  );
  for (const rule of redirects.unexpanded)
    log(`${siteDir}/_redirects: "${rule.from} ${rule.to}" sends any path under a prefix to one page; S3 cannot, left out`);
  // A file's bytes are read here only to hash them (and again when uploaded); a redirect object's small body is kept.
  const objects: SiteObject[] = files.map((file) => ({ file, md5: md5(readFileSync(join(root, file))) }));
  const built = new Set(files);
  for (const r of redirects.paths) {
    // A rule naming a file the site has (not a page) is shadowed by that file, as on Netlify.
    if (built.has(fileForPath(r.from))) continue;
    if (r.status !== 301) log(`${siteDir}/_redirects: ${r.from} answers 301 on S3 (an object's redirect), not ${r.status}`);
    const body = Buffer.from(redirectObjectHtml(r.to));
    objects.push({ file: fileForPath(r.from), md5: md5(body), body, location: r.to });
  }
  const changed: (SiteObject & { key: string; cacheControl: string })[] = [];
  for (const o of objects) {
    const key = `${target.prefix}${o.file}`;
    if (o.location) result.redirects.push(key);
    if (!opts.force && remote.get(key) === o.md5) result.unchanged.push(key);
    else changed.push({ ...o, key, cacheControl: cacheControlFor(`/${o.file}`) });
  }
  const upload = async (c: (typeof changed)[number]): Promise<void> => {
    try {
      await client.send(
        new PutObjectCommand({
          Bucket: target.bucket,
          Key: c.key,
          Body: c.body ?? readFileSync(join(root, c.file)),
          ContentType: c.location ? 'text/html; charset=utf-8' : contentTypeFor(c.file),
          CacheControl: c.cacheControl,
          ...(c.location ? { WebsiteRedirectLocation: c.location } : {}),
        }),
      );
    } catch (err) {
      throw new Error(`upload of ${c.key} to ${target.bucket} failed: ${(err as Error).message}`, { cause: err });
    }
    result.uploaded.push(c.key);
  };
  // Assets before the pages that name them; a free slot takes the next file at once (one slow upload holds up only
  // itself). After a failure no further upload starts, and the uploads already running finish before it is thrown.
  const limit = pLimit({ concurrency: Math.max(1, opts.concurrency ?? 8), rejectOnClear: true });
  for (const wave of [changed.filter((c) => c.cacheControl === IMMUTABLE), changed.filter((c) => c.cacheControl !== IMMUTABLE)]) {
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
  const keep = new Set(objects.map((o) => `${target.prefix}${o.file}`));
  const gone = [...remote.keys()].filter((k) => !keep.has(k)).sort();
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
  result.uploaded.sort();
  result.unchanged.sort();
  result.redirects.sort();
  return result;
}
