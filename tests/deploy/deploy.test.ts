/**
 * `npm run deploy` (issue #14 item 7) against a local S3-compatible server (s3rver from npm, on a free
 * port): the first deploy uploads every file but `_headers` with its Content-Type and Cache-Control
 * (a year, immutable, for hashed assets and images; revalidate for HTML and the search index); the next
 * uploads only what changed and removes what is no longer built; an unchanged site uploads nothing. The site's
 * `_redirects` (old result-page links) becomes one redirect object per old page, which the bucket's website endpoint
 * answers with a 301 (s3rver serves a bucket with a website configuration as S3's website endpoint does to requests
 * without AWS headers). The deploy reads one version of a site though the build switches its link meanwhile, starts
 * no upload after one fails, and `npm run deploy` takes several sites, each to its own prefix and failing alone. The
 * deploy manifest it leaves beside each site tells what changed where an ETag is not an MD5 (SSE-KMS) and when the
 * cache policy changed, refuses a deploy of another site to the same place, and keeps a site deployed in a folder of
 * another's prefix. A deploy that would remove most of a site stops before sending anything; a dry run sends nothing.
 */
import { execFile, fork, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEPLOY_MANIFEST,
  deployManifestSchema,
  deploySite,
  deploySites,
  massRemovalProblem,
  parseTarget,
  redirectObjectHtml,
} from '../../scripts/lib/deploy.ts';
import { IMMUTABLE, REVALIDATE } from '../../scripts/lib/cache-policy.ts';
import { PROJECT_ROOT } from '../../src/integration/astro-config.ts';

const BUCKET = 'dealer-sites';
let dir: string;
let server: ChildProcess;
let endpoint: string;
let client: S3Client;
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
/** The bucket's static website configuration, as an operator sets it for S3's website endpoint. */
const WEBSITE =
  '<WebsiteConfiguration xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><IndexDocument><Suffix>index.html</Suffix>' +
  '</IndexDocument><ErrorDocument><Key>fixture-motors/404.html</Key></ErrorDocument></WebsiteConfiguration>';

/** A request to the bucket's website endpoint (no AWS headers), not following redirects. */
async function website(path: string): Promise<{ status: number; location: string | null; body: string }> {
  const res = await fetch(`${endpoint}/${BUCKET}/fixture-motors${path}`, { redirect: 'manual' });
  return { status: res.status, location: res.headers.get('location'), body: await res.text() };
}

function write(site: string, file: string, text: string): void {
  mkdirSync(dirname(join(site, file)), { recursive: true });
  writeFileSync(join(site, file), text);
}

async function object(key: string): Promise<{ body: string; cacheControl: string | undefined; contentType: string | undefined }> {
  const o = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
  return { body: await o.Body!.transformToString(), cacheControl: o.CacheControl, contentType: o.ContentType };
}

/** `npm run deploy` against the test server, sites from `dir/dist`: its exit code and output. */
function run(...extra: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return promisify(execFile)(
    process.execPath,
    [join(PROJECT_ROOT, 'scripts/run.mjs'), 'scripts/deploy.ts', '--endpoint', endpoint, '--out', join(dir, 'dist'), ...extra],
    { cwd: PROJECT_ROOT, env: { ...process.env, AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' } },
  ).then(
    (r) => ({ code: 0, ...r }),
    (e: { code: number; stdout: string; stderr: string }) => e,
  );
}

async function keys(prefix: string): Promise<string[]> {
  const page = await client.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: prefix }));
  return (page.Contents ?? []).map((o) => o.Key!).sort();
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'deploy-'));
  server = fork(
    join(import.meta.dirname, 's3rver-process.mjs'),
    [join(dir, 's3'), JSON.stringify([{ name: BUCKET, configs: [WEBSITE] }])],
    {
      execArgv: ['--openssl-legacy-provider'],
    },
  );
  const port = await new Promise<number>((resolve, reject) => {
    server.once('message', (m) => resolve((m as { port: number }).port));
    server.once('exit', (code) => reject(new Error(`s3rver-process.mjs exited with ${code} before listening`)));
  });
  endpoint = `http://127.0.0.1:${port}`;
  client = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials, requestChecksumCalculation: 'WHEN_REQUIRED' });
});

afterAll(async () => {
  client?.destroy();
  if (server?.connected) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.disconnect();
    await exited;
  }
  rmSync(dir, { recursive: true, force: true });
});

describe('deploy to an S3-compatible bucket', () => {
  const site = () => join(dir, 'dist', 'fixture-motors');
  const target = parseTarget(`s3://${BUCKET}/fixture-motors`);

  it('uploads every file with its type and cache policy, not the static-host _headers file', async () => {
    write(site(), 'index.html', '<!doctype html><title>Home</title>');
    write(site(), 'cars/a-car/index.html', '<!doctype html><title>A</title>');
    write(site(), 'cars/b-car/index.html', '<!doctype html><title>B</title>');
    write(site(), '_astro/page.C0ffee12.js', 'console.log(1)');
    write(site(), 'img/0123456789abcdef0123-640.avif', 'avif bytes');
    write(site(), 'search/index.json', '{"cars":[]}');
    write(site(), '_headers', '/*\n  X-Content-Type-Options: nosniff\n');
    const first = await deploySite(client, site(), target);
    expect(first.uploaded).toEqual([
      'fixture-motors/_astro/page.C0ffee12.js',
      'fixture-motors/cars/a-car/index.html',
      'fixture-motors/cars/b-car/index.html',
      'fixture-motors/img/0123456789abcdef0123-640.avif',
      'fixture-motors/index.html',
      'fixture-motors/search/index.json',
    ]);
    expect(await keys('fixture-motors/')).toEqual([`fixture-motors/${DEPLOY_MANIFEST}`, ...first.uploaded]);
    expect(await object('fixture-motors/index.html')).toEqual({
      body: '<!doctype html><title>Home</title>',
      cacheControl: REVALIDATE,
      contentType: 'text/html; charset=utf-8',
    });
    expect(await object('fixture-motors/_astro/page.C0ffee12.js')).toMatchObject({
      cacheControl: IMMUTABLE,
      contentType: expect.stringMatching(/^(text|application)\/javascript/),
    });
    expect(await object('fixture-motors/img/0123456789abcdef0123-640.avif')).toMatchObject({
      cacheControl: IMMUTABLE,
      contentType: 'image/avif',
    });
    expect(await object('fixture-motors/search/index.json')).toMatchObject({
      cacheControl: REVALIDATE,
      contentType: 'application/json; charset=utf-8',
    });
  });

  it('then uploads only what changed and removes what is no longer built', async () => {
    write(site(), 'cars/a-car/index.html', '<!doctype html><title>A, price dropped</title>');
    rmSync(join(site(), 'cars/b-car'), { recursive: true });
    write(site(), 'cars/c-car/index.html', '<!doctype html><title>C</title>');
    const second = await deploySite(client, site(), target);
    expect(second.uploaded).toEqual(['fixture-motors/cars/a-car/index.html', 'fixture-motors/cars/c-car/index.html']);
    expect(second.deleted).toEqual(['fixture-motors/cars/b-car/index.html']);
    expect(second.unchanged).toHaveLength(4);
    expect((await object('fixture-motors/cars/a-car/index.html')).body).toContain('price dropped');
    expect(await keys('fixture-motors/cars/')).toEqual(['fixture-motors/cars/a-car/index.html', 'fixture-motors/cars/c-car/index.html']);
  });

  it('turns _redirects into a redirect object per old page, answered with a 301 by the website endpoint', async () => {
    write(site(), 'search/page/2/index.html', '<!doctype html><title>Cars for sale, page 2</title>');
    write(site(), 'search/page/3/index.html', '<!doctype html><title>Cars for sale, page 3</title>');
    write(site(), 'finance/index.html', '<!doctype html><title>Finance</title>');
    write(
      site(),
      '_redirects',
      '/search/kia/page/* /search/page/:splat 301\n/finance-calculator/ /finance/ 301\n/old-stock/* /search/ 301\n/trade/ /finance/ 302\n' +
        // A file the site has wins over a rule naming it: the search index is not replaced by a redirect.
        '/search/index.json /search/\n/rates /finance/\n',
    );
    const lines: string[] = [];
    const result = await deploySite(client, site(), target, { log: (line) => lines.push(line) });
    // What S3 cannot hold as the file says is named: a splat to one page (an open set of paths), a 302.
    expect(lines).toEqual([
      `${site()}/_redirects: "/old-stock/* /search/" sends any path under a prefix to one page; S3 cannot, left out`,
      `${site()}/_redirects: /trade/ answers 301 on S3 (an object's redirect), not 302`,
    ]);
    const redirects = [
      'fixture-motors/finance-calculator/index.html',
      'fixture-motors/rates',
      'fixture-motors/search/kia/page/2/index.html',
      'fixture-motors/search/kia/page/3/index.html',
      'fixture-motors/trade/index.html',
    ];
    expect(result.redirects).toEqual(redirects);
    expect(result.uploaded).toEqual(
      [
        ...redirects,
        'fixture-motors/finance/index.html',
        'fixture-motors/search/page/2/index.html',
        'fixture-motors/search/page/3/index.html',
      ].sort(),
    );
    expect(await keys('fixture-motors/')).not.toContain('fixture-motors/_redirects');
    expect(await website('/search/kia/page/3/')).toMatchObject({ status: 301, location: '/search/page/3/' });
    expect(await website('/finance-calculator/')).toMatchObject({ status: 301, location: '/finance/' });
    expect(await website('/rates')).toMatchObject({ status: 301, location: '/finance/' });
    expect(await object('fixture-motors/rates')).toMatchObject({ contentType: 'text/html; charset=utf-8' });
    expect(await object('fixture-motors/search/index.json')).toMatchObject({ body: '{"cars":[]}' });
    expect(await website('/search/page/3/')).toMatchObject({ status: 200, body: '<!doctype html><title>Cars for sale, page 3</title>' });
    // No page 4 is built, so none redirects there: the old link answers 404 as any missing page.
    expect((await website('/search/kia/page/4/')).status).toBe(404);
    // Read through the REST endpoint (a CDN with S3 as its origin ignores the redirect header), the body sends on.
    const body = (await object('fixture-motors/search/kia/page/2/index.html')).body;
    expect(body).toBe(redirectObjectHtml('/search/page/2/'));
    expect(body).toContain('<link rel="canonical" href="/search/page/2/">');
    expect(body).toContain('<meta http-equiv="refresh" content="0; url=/search/page/2/">');
  });

  it('replaces a redirect object by the page once the site builds it again, and removes redirects no longer listed', async () => {
    write(site(), 'search/kia/page/2/index.html', '<!doctype html><title>Kia cars, page 2</title>');
    write(site(), '_redirects', '/search/kia/page/* /search/page/:splat 301\n');
    const result = await deploySite(client, site(), target);
    expect(result.uploaded).toEqual(['fixture-motors/search/kia/page/2/index.html']);
    expect(result.deleted).toEqual([
      'fixture-motors/finance-calculator/index.html',
      'fixture-motors/rates',
      'fixture-motors/trade/index.html',
    ]);
    expect(result.redirects).toEqual(['fixture-motors/search/kia/page/3/index.html']);
    expect(await website('/search/kia/page/2/')).toMatchObject({
      status: 200,
      location: null,
      body: '<!doctype html><title>Kia cars, page 2</title>',
    });
    expect(await website('/search/kia/page/3/')).toMatchObject({ status: 301, location: '/search/page/3/' });
    expect((await website('/finance-calculator/')).status).toBe(404);
  });

  it('npm run deploy uploads nothing for an unchanged site and names the counts', async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [
        join(PROJECT_ROOT, 'scripts/run.mjs'),
        'scripts/deploy.ts',
        '--site',
        'fixture-motors',
        '--target',
        `s3://${BUCKET}/fixture-motors`,
        '--endpoint',
        endpoint,
        '--out',
        join(dir, 'dist'),
      ],
      { cwd: PROJECT_ROOT, env: { ...process.env, AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' } },
    );
    expect(stdout).toMatch(
      /Deployed fixture-motors to s3:\/\/dealer-sites\/fixture-motors\/ in [\d.]+ s \(0 uploaded, 11 unchanged, 0 removed; 1 redirect object\)\./,
    );
  }, 60_000);

  it('npm run deploy deploys several sites to their own prefixes, each failing alone, and exits 1 when one failed', async () => {
    write(join(dir, 'dist', 'second-yard'), 'index.html', '<!doctype html><title>Second yard</title>');
    // One prefix for two sites would have each deploy remove the other's files: refused before anything is sent.
    const shared = await run('--site', 'fixture-motors', '--site', 'second-yard', '--target', `s3://${BUCKET}/sites`);
    expect(shared.code).toBe(2);
    expect(shared.stderr).toContain('--target must name each site');
    const both = await run(
      ...['--site', 'no-such-yard', '--site', 'second-yard', '--site', 'fixture-motors'],
      ...['--target', `s3://${BUCKET}/{site}`],
    );
    expect(both.code).toBe(1);
    expect(both.stderr).toContain(`deploy of no-such-yard failed: ${join(dir, 'dist', 'no-such-yard')} holds no built site`);
    expect(both.stdout).toMatch(
      /Deployed second-yard to s3:\/\/dealer-sites\/second-yard\/ in [\d.]+ s \(1 uploaded, 0 unchanged, 0 removed; 0 redirect objects\)\./,
    );
    expect(both.stdout).toMatch(
      /Deployed fixture-motors to s3:\/\/dealer-sites\/fixture-motors\/ in [\d.]+ s \(0 uploaded, 11 unchanged, 0 removed/,
    );
    expect(both.stdout).toContain('2 of 3 sites deployed; failed: no-such-yard.');
    expect(await keys('second-yard/')).toEqual([`second-yard/${DEPLOY_MANIFEST}`, 'second-yard/index.html']);
    // A --target typed wrong, onto another site's place, is refused (that site fails alone, exit 1), and nothing is sent.
    const before = await keys('fixture-motors/');
    const wrong = await run('--site', 'second-yard', '--target', `s3://${BUCKET}/fixture-motors`);
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toContain(
      `deploy of second-yard failed: s3://${BUCKET}/fixture-motors/ holds the site "fixture-motors" (deployed 20`,
    );
    expect(wrong.stderr).toContain('To replace that site with this one, deploy with --replace-site second-yard');
    expect(await keys('fixture-motors/')).toEqual(before);
    expect((await object('fixture-motors/index.html')).body).toBe('<!doctype html><title>Home</title>');
  }, 60_000);

  it('reads one version of the site throughout, though the build publishes a new one while it uploads', async () => {
    const versions = join(dir, 'versions');
    for (const v of ['v1', 'v2'])
      for (let i = 0; i < 40; i++) write(join(versions, v), `cars/car-${i}/index.html`, `<!doctype html><title>${v} car ${i}</title>`);
    write(join(versions, 'v1'), 'index.html', 'v1 home');
    write(join(versions, 'v2'), 'index.html', 'v2 home');
    const link = join(dir, 'dist', 'switching-yard');
    symlinkSync(join(versions, 'v1'), link);
    // The build switches the link (publish.ts) after the deploy has sent its first upload.
    let sends = 0;
    const switching = {
      send: (command: Parameters<S3Client['send']>[0]) => {
        if (command instanceof PutObjectCommand && ++sends === 1) {
          rmSync(link);
          symlinkSync(join(versions, 'v2'), link);
        }
        return client.send(command as never);
      },
    } as unknown as S3Client;
    const result = await deploySite(switching, link, parseTarget(`s3://${BUCKET}/switching-yard`), { concurrency: 2 });
    expect(result.uploaded).toHaveLength(41);
    const bodies = await Promise.all(result.uploaded.map(async (key) => (await object(key)).body));
    expect(bodies.filter((b) => b.includes('v2'))).toEqual([]);
    expect(bodies).toContain('v1 home');
  });

  it('starts no further upload after one fails, names its key, and a rerun uploads the rest', async () => {
    const yard = join(dir, 'dist', 'failing-yard');
    for (let i = 0; i < 60; i++) write(yard, `cars/car-${String(i).padStart(2, '0')}/index.html`, `<!doctype html><title>car ${i}</title>`);
    const yardTarget = parseTarget(`s3://${BUCKET}/failing-yard`);
    const sent: string[] = [];
    const failing = {
      send: (command: Parameters<S3Client['send']>[0]) => {
        if (command instanceof PutObjectCommand) {
          sent.push(command.input.Key!);
          if (sent.length === 3) return Promise.reject(new Error('503 SlowDown'));
        }
        return client.send(command as never);
      },
    } as unknown as S3Client;
    const error = await deploySite(failing, yard, yardTarget, { concurrency: 2 }).then(
      () => null,
      (e: Error) => e,
    );
    expect(error?.message).toBe(`upload of ${sent[2]} to ${BUCKET} failed: 503 SlowDown`);
    // Nothing was sent after it (the other slot was sending or still reading its file), not the other 50-odd files.
    expect(sent).toHaveLength(3);
    // What was sent besides the failed one had finished when the error was thrown: the rerun finds it there.
    const rerun = await deploySite(client, yard, yardTarget);
    expect(rerun.unchanged.sort()).toEqual(sent.filter((k) => k !== sent[2]).sort());
    expect(rerun.uploaded).toHaveLength(60 - rerun.unchanged.length);
    expect(rerun.uploaded).toContain(sent[2]);
  });

  it('pages through more than 1,000 objects and removes them 1,000 at a time (a real site has thousands)', async () => {
    const yard = join(dir, 'dist', 'big-yard');
    const bigTarget = parseTarget(`s3://${BUCKET}/big-yard`);
    const pages = Array.from({ length: 2050 }, (_, i) => `cars/car-${String(i).padStart(4, '0')}/index.html`);
    for (const page of pages) write(yard, page, `<!doctype html><title>${page}</title>`);
    expect((await deploySite(client, yard, bigTarget, { concurrency: 32 })).uploaded).toHaveLength(2050);
    // Sold: 1,020 cars' pages go (two batches of removals); one price changes. Every other page is found unchanged
    // only if the listing read all three pages of objects.
    for (const page of pages.slice(1030)) rmSync(join(yard, dirname(page)), { recursive: true });
    write(yard, pages[0]!, '<!doctype html><title>price dropped</title>');
    const next = await deploySite(client, yard, bigTarget);
    expect(next.uploaded).toEqual([`big-yard/${pages[0]}`]);
    expect(next.unchanged).toHaveLength(1029);
    expect(next.deleted).toEqual(pages.slice(1030).map((p) => `big-yard/${p}`));
    // Listed through the SDK page by page: what is left is what is built.
    const left: string[] = [];
    let token: string | undefined;
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: 'big-yard/', ContinuationToken: token }));
      left.push(...(page.Contents ?? []).map((o) => o.Key!));
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    expect(left.sort()).toEqual([`big-yard/${DEPLOY_MANIFEST}`, ...pages.slice(0, 1030).map((p) => `big-yard/${p}`)]);
  }, 120_000);

  it('leaves a manifest naming the site, its version and what each object was sent with', async () => {
    const text = (await object(`fixture-motors/${DEPLOY_MANIFEST}`)).body;
    const manifest = deployManifestSchema.parse(JSON.parse(text));
    expect(manifest.site).toBe('fixture-motors');
    expect(manifest.version).toBe('fixture-motors');
    expect(Object.keys(manifest.objects)).toEqual(Object.keys(manifest.objects).sort());
    expect(manifest.objects['index.html']).toEqual({
      md5: createHash('md5').update('<!doctype html><title>Home</title>').digest('hex'),
      etag: createHash('md5').update('<!doctype html><title>Home</title>').digest('hex'),
      contentType: 'text/html; charset=utf-8',
      cacheControl: REVALIDATE,
    });
    expect(manifest.objects['search/kia/page/3/index.html']).toMatchObject({ location: '/search/page/3/' });
    expect(manifest.objects['_redirects']).toBeUndefined();
  });

  it('finds an unchanged site unchanged where ETags are not MD5s (SSE-KMS), and puts back an object changed by hand', async () => {
    const yard = join(dir, 'dist', 'kms-yard');
    for (let i = 0; i < 5; i++) write(yard, `cars/car-${i}/index.html`, `<!doctype html><title>car ${i}</title>`);
    write(yard, 'index.html', 'home');
    const kmsTarget = parseTarget(`s3://${BUCKET}/kms-yard`);
    // What a bucket encrypting with KMS answers: an ETag that is not the MD5 of the bytes, the same on a listing.
    const opaque = (etag: string | undefined) => `"kms-${(etag ?? '').replace(/"/g, '').split('').reverse().join('')}"`;
    const kms = {
      send: async (command: Parameters<S3Client['send']>[0]) => {
        const out = (await client.send(command as never)) as { ETag?: string; Contents?: { ETag?: string }[] };
        if (command instanceof PutObjectCommand) out.ETag = opaque(out.ETag);
        if (command instanceof ListObjectsV2Command) for (const o of out.Contents ?? []) o.ETag = opaque(o.ETag);
        return out;
      },
    } as unknown as S3Client;
    expect((await deploySite(kms, yard, kmsTarget)).uploaded).toHaveLength(6);
    const again = await deploySite(kms, yard, kmsTarget);
    expect(again.uploaded).toEqual([]);
    expect(again.unchanged).toHaveLength(6);
    // Someone replaced a page in the bucket: its ETag is not the one the manifest recorded, so it is uploaded again.
    await client.send(new PutObjectCommand({ Bucket: BUCKET, Key: 'kms-yard/cars/car-2/index.html', Body: 'defaced' }));
    expect((await deploySite(kms, yard, kmsTarget)).uploaded).toEqual(['kms-yard/cars/car-2/index.html']);
    expect((await object('kms-yard/cars/car-2/index.html')).body).toBe('<!doctype html><title>car 2</title>');
  });

  it('uploads the files whose cache policy changed since the last deploy, though their bytes did not', async () => {
    const key = `fixture-motors/${DEPLOY_MANIFEST}`;
    const manifest = deployManifestSchema.parse(JSON.parse((await object(key)).body));
    // As a deploy under an older policy (pages kept an hour) would have recorded them.
    for (const file of ['index.html', 'finance/index.html']) manifest.objects[file]!.cacheControl = 'public, max-age=3600';
    await client.send(new PutObjectCommand({ Bucket: BUCKET, Key: key, Body: JSON.stringify(manifest) }));
    const result = await deploySite(client, site(), target);
    expect(result.uploaded).toEqual(['fixture-motors/finance/index.html', 'fixture-motors/index.html']);
    expect(result.deleted).toEqual([]);
    expect(deployManifestSchema.parse(JSON.parse((await object(key)).body)).objects['index.html']!.cacheControl).toBe(REVALIDATE);
  });

  it('refuses to deploy one site over another, and replaces it when told to', { timeout: 60_000 }, async () => {
    write(join(dir, 'dist', 'alpha-motors'), 'index.html', 'alpha home');
    write(join(dir, 'dist', 'alpha-motors'), 'cars/alpha-car/index.html', 'alpha car');
    write(join(dir, 'dist', 'beta-motors'), 'index.html', 'beta home');
    const place = parseTarget(`s3://${BUCKET}/main-street`);
    await deploySite(client, join(dir, 'dist', 'alpha-motors'), place);
    const before = await keys('main-street/');
    await expect(deploySite(client, join(dir, 'dist', 'beta-motors'), place)).rejects.toThrow(
      /^s3:\/\/dealer-sites\/main-street\/ holds the site "alpha-motors" \(deployed \d{4}-\d\d-\d\dT[\d:.]+Z\), not "beta-motors": a wrong --target\?/,
    );
    expect(await keys('main-street/')).toEqual(before);
    // The flag names the site it is for, one of the run's.
    const stranger = await run('--site', 'beta-motors', '--target', `s3://${BUCKET}/main-street`, '--replace-site', 'alpha-motors');
    expect(stranger.code).toBe(2);
    expect(stranger.stderr).toContain('--replace-site names no --site of this run: alpha-motors');
    expect(await keys('main-street/')).toEqual(before);
    const replaced = await run('--site', 'beta-motors', '--target', `s3://${BUCKET}/main-street`, '--replace-site', 'beta-motors');
    expect(replaced.code).toBe(0);
    expect(replaced.stdout).toMatch(
      /Deployed beta-motors to s3:\/\/dealer-sites\/main-street\/ in [\d.]+ s \(1 uploaded, 0 unchanged, 1 removed;/,
    );
    expect(await keys('main-street/')).toEqual([`main-street/${DEPLOY_MANIFEST}`, 'main-street/index.html']);
    expect((await object('main-street/index.html')).body).toBe('beta home');
    expect(deployManifestSchema.parse(JSON.parse((await object(`main-street/${DEPLOY_MANIFEST}`)).body)).site).toBe('beta-motors');
    // The slug is the folder's name unless given: the same site built into another folder is refused as another site,
    // and deploys as itself when named.
    write(join(dir, 'beta-copy'), 'index.html', 'beta home');
    await expect(deploySite(client, join(dir, 'beta-copy'), place)).rejects.toThrow('not "beta-copy": a wrong --target?');
    expect((await deploySite(client, join(dir, 'beta-copy'), place, { site: 'beta-motors' })).uploaded).toEqual([]);
  });

  it('leaves alone a site deployed to a folder under its prefix, and will not write into it', async () => {
    write(join(dir, 'dist', 'inner-yard'), 'index.html', 'inner home');
    write(join(dir, 'dist', 'outer-group'), 'index.html', 'group home');
    await deploySite(client, join(dir, 'dist', 'inner-yard'), parseTarget(`s3://${BUCKET}/group/inner-yard`));
    const lines: string[] = [];
    const outer = await deploySite(client, join(dir, 'dist', 'outer-group'), parseTarget(`s3://${BUCKET}/group`), {
      log: (line) => lines.push(line),
    });
    expect(outer).toMatchObject({ uploaded: ['group/index.html'], deleted: [], otherSites: ['group/inner-yard/'] });
    expect(lines).toEqual([`s3://${BUCKET}/group/inner-yard/ holds another site's deploy: left alone`]);
    expect(await keys('group/inner-yard/')).toEqual([`group/inner-yard/${DEPLOY_MANIFEST}`, 'group/inner-yard/index.html']);
    expect((await object('group/inner-yard/index.html')).body).toBe('inner home');
    // The group's site building a page where the yard's site is deployed would overwrite that site's files.
    write(join(dir, 'dist', 'outer-group'), 'inner-yard/index.html', 'group page');
    await expect(deploySite(client, join(dir, 'dist', 'outer-group'), parseTarget(`s3://${BUCKET}/group`))).rejects.toThrow(
      `inner-yard/index.html of outer-group would go into s3://${BUCKET}/group/inner-yard/, another site's deploy`,
    );
    expect((await object('group/inner-yard/index.html')).body).toBe('inner home');
  });

  it('a dry run of many new files counts them per folder (a first deploy of a big site listed every key); --list names each', async () => {
    const yard = join(dir, 'dist', 'new-yard');
    for (let i = 0; i < 30; i++) write(yard, `cars/car-${i}/index.html`, `car ${i}`);
    for (let i = 0; i < 5; i++) write(yard, `search/page-${i}/index.html`, `search ${i}`);
    write(yard, 'index.html', 'home');
    write(yard, 'robots.txt', 'User-agent: *');
    for (const page of ['about', 'blog', 'contact', 'finance', 'service', 'trade-in', 'warranty', 'careers'])
      write(yard, `${page}/index.html`, page);
    const yardArgs = ['--site', 'new-yard', '--target', `s3://${BUCKET}/new-yard`, '--dry-run'];
    const plan = await run(...yardArgs);
    expect(plan.code).toBe(0);
    const uploads = plan.stdout.split('\n').filter((l) => l.startsWith('  would upload '));
    // The six largest folders, largest first (then by name), and the rest summed.
    expect(uploads).toEqual([
      '  would upload 45 files: cars/ 30, search/ 5, 2 at the top, about/ 1, blog/ 1, careers/ 1, 5 in 5 other folders (--list names each)',
    ]);
    expect(plan.stdout).toContain(`Dry run of new-yard to s3://${BUCKET}/new-yard/: 45 to upload, 0 unchanged, 0 to remove;`);
    const listed = await run(...yardArgs, '--list');
    expect(listed.stdout.match(/ {2}would upload new-yard\//g)).toHaveLength(45);
    expect(listed.stdout).toContain('  would upload new-yard/cars/car-29/index.html\n');
    expect(await keys('new-yard/')).toEqual([]);
    expect((await run('--site', 'new-yard', '--target', `s3://${BUCKET}/new-yard`, '--list')).code).toBe(2);
  });

  it('holds back a deploy that would remove most of the site, before sending anything, unless told the site shrank (a dry run shows it)', {
    timeout: 60_000,
  }, async () => {
    const yard = join(dir, 'dist', 'shrinking-yard');
    const car = (i: number) => `cars/car-${String(i).padStart(3, '0')}`;
    for (let i = 0; i < 240; i++) write(yard, `${car(i)}/index.html`, `car ${i}`);
    write(yard, 'index.html', 'home');
    const place = parseTarget(`s3://${BUCKET}/shrinking-yard`);
    await deploySite(client, yard, place, { concurrency: 16 });
    // The folder now holds the site built from a 10-car test snapshot.
    for (let i = 10; i < 240; i++) rmSync(join(yard, car(i)), { recursive: true });
    write(yard, 'index.html', 'home, 10 cars');
    const before = await keys('shrinking-yard/');
    const manifestBefore = (await object(`shrinking-yard/${DEPLOY_MANIFEST}`)).body;
    // A dry run lists the plan, says it would be held back, and sends nothing.
    // It exits 1, as the deploy would, so that a pipeline can run it as a gate.
    const yardArgs = ['--site', 'shrinking-yard', '--target', `s3://${BUCKET}/shrinking-yard`];
    const plan = await run(...yardArgs, '--dry-run');
    expect(plan.code).toBe(1);
    expect(plan.stderr).toContain(
      `dry run of shrinking-yard: the deploy would be held back: s3://${BUCKET}/shrinking-yard/: it would remove 230 of ` +
        "the site's 241 objects there (more than half at once: a wrong --out, or a site built from other stock?); if the " +
        'site did shrink so, deploy with --accept-removals shrinking-yard',
    );
    expect(plan.stdout).toContain('  would upload shrinking-yard/index.html\n');
    expect(plan.stdout).toContain('  would remove shrinking-yard/cars/car-239/index.html\n');
    expect(plan.stdout.match(/ {2}would remove /g)).toHaveLength(230);
    expect(plan.stdout).toContain(
      `Dry run of shrinking-yard to s3://${BUCKET}/shrinking-yard/: 1 to upload, 10 unchanged, 230 to remove; 0 redirect objects; nothing sent.`,
    );
    expect(await keys('shrinking-yard/')).toEqual(before);
    expect((await object(`shrinking-yard/${DEPLOY_MANIFEST}`)).body).toBe(manifestBefore);
    await expect(deploySite(client, yard, place)).rejects.toThrow(
      `s3://${BUCKET}/shrinking-yard/: it would remove 230 of the site's 241 objects there (more than half at once: a wrong ` +
        '--out, or a site built from other stock?); if the site did shrink so, deploy with --accept-removals shrinking-yard (nothing was sent)',
    );
    expect(await keys('shrinking-yard/')).toEqual(before);
    expect((await object('shrinking-yard/index.html')).body).toBe('home');
    // Accepting another site's removals does not accept this one's.
    const lines: string[] = [];
    const otherAccepted = await deploySites(
      client,
      [{ slug: 'shrinking-yard', siteDir: yard, target: place }],
      { acceptRemovals: ['last-yard'] },
      (line) => lines.push(line.text),
    );
    expect(otherAccepted).toEqual(['shrinking-yard']);
    expect(lines.join('\n')).toContain('deploy with --accept-removals shrinking-yard (nothing was sent)');
    expect(await keys('shrinking-yard/')).toEqual(before);
    // With the flag the dry run passes the gate (exit 0) and still sends nothing.
    const acceptedPlan = await run(...yardArgs, '--dry-run', '--accept-removals', 'shrinking-yard');
    expect(acceptedPlan.code).toBe(0);
    expect(acceptedPlan.stderr).toBe('');
    expect(acceptedPlan.stdout.match(/ {2}would remove /g)).toHaveLength(230);
    expect(await keys('shrinking-yard/')).toEqual(before);
    const accepted = await run(...yardArgs, '--accept-removals', 'shrinking-yard');
    expect(accepted.code).toBe(0);
    expect(accepted.stdout).toMatch(/\(1 uploaded, 10 unchanged, 230 removed; 0 redirect objects\)/);
    expect(await keys('shrinking-yard/')).toHaveLength(12);
  });

  it("deploys several sites side by side and prints each site's lines together, in the order named", async () => {
    const slugs = ['slow-yard', 'quick-yard', 'broken-yard', 'last-yard'];
    for (const slug of slugs.filter((s) => s !== 'broken-yard'))
      for (let i = 0; i < 12; i++) write(join(dir, 'side', slug), `cars/car-${i}/index.html`, `${slug} car ${i}`);
    for (const slug of ['slow-yard', 'quick-yard', 'last-yard']) write(join(dir, 'side', slug), 'index.html', `${slug} home`);
    write(join(dir, 'side', 'broken-yard'), 'cars/car-0/index.html', 'no home page: not a built site');
    /** Deploys the four sites, `sitesAtOnce` at a time; the sites that had requests in flight together, and the output. */
    const deployAll = async (sitesAtOnce: number, prefix: string) => {
      const pending = new Map<string, number>();
      let together = 0;
      const lastSend = new Map<string, number>();
      const watched = {
        send: async (command: Parameters<S3Client['send']>[0]) => {
          const input = command.input as { Key?: string; Prefix?: string; Delete?: unknown };
          const slug = (input.Key ?? input.Prefix ?? '').split('/')[1]!;
          pending.set(slug, (pending.get(slug) ?? 0) + 1);
          together = Math.max(together, [...pending.values()].filter((n) => n > 0).length);
          try {
            // The first site's bucket answers slowly (a listing, say, of a site with many thousands of objects).
            if (slug === 'slow-yard') await new Promise((r) => setTimeout(r, 150));
            return await client.send(command as never);
          } finally {
            pending.set(slug, pending.get(slug)! - 1);
            lastSend.set(slug, performance.now());
          }
        },
      } as unknown as S3Client;
      const lines: string[] = [];
      const failed = await deploySites(
        watched,
        slugs.map((slug) => ({ slug, siteDir: join(dir, 'side', slug), target: parseTarget(`s3://${BUCKET}/${prefix}/${slug}`) })),
        { sitesAtOnce },
        (line) => lines.push(`${line.err ? 'err' : 'out'} ${line.text}`),
      );
      return {
        together,
        lines,
        failed,
        slowFinishedLast: slugs.every((s) => s === 'broken-yard' || lastSend.get(s)! <= lastSend.get('slow-yard')!),
      };
    };
    // Two at a time: the slow site and, in turn, each of the others.
    const side = await deployAll(2, 'side');
    expect(side.together).toBe(2);
    // The slow site finished last, yet its line comes first: the output reads in the order the sites were named.
    expect(side.slowFinishedLast).toBe(true);
    expect(side.lines.map((l) => l.replace(/ in [\d.]+ s /, ' in … s ').split(' (')[0])).toEqual([
      `out Deployed slow-yard to s3://${BUCKET}/side/slow-yard/ in … s`,
      `out Deployed quick-yard to s3://${BUCKET}/side/quick-yard/ in … s`,
      `err deploy of broken-yard failed: ${join(dir, 'side', 'broken-yard')} holds no built site`,
      `out Deployed last-yard to s3://${BUCKET}/side/last-yard/ in … s`,
    ]);
    expect(side.failed).toEqual(['broken-yard']);
    for (const slug of ['slow-yard', 'quick-yard', 'last-yard']) expect(await keys(`side/${slug}/`)).toHaveLength(14);
    // One at a time, as before: no two sites' requests overlap, and the same output.
    const oneByOne = await deployAll(1, 'one-by-one');
    expect(oneByOne.together).toBe(1);
    expect(oneByOne.lines.map((l) => /(?:Deployed|deploy of) (\S+)/.exec(l)?.[1])).toEqual(slugs);
    expect(oneByOne.failed).toEqual(['broken-yard']);
  });

  it('holds back only more than half of a site, and at least 100 objects', () => {
    expect(massRemovalProblem(3000, 1500)).toBeNull();
    expect(massRemovalProblem(3000, 1501)).toBe(
      "it would remove 1501 of the site's 3000 objects there (more than half at once: a wrong --out, or a site built from other stock?)",
    );
    expect(massRemovalProblem(150, 99)).toBeNull();
    expect(massRemovalProblem(199, 100)).not.toBeNull();
    expect(massRemovalProblem(200, 100)).toBeNull();
    expect(massRemovalProblem(0, 0)).toBeNull();
  });

  it('refuses a target that is not s3://bucket[/prefix]', () => {
    expect(() => parseTarget('dealer-sites/x')).toThrow(/--target must be s3:\/\/<bucket>/);
    expect(parseTarget('s3://dealer-sites')).toEqual({ bucket: 'dealer-sites', prefix: '' });
  });
});
