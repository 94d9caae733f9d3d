/**
 * `npm run deploy` (issue #14 item 7) against a local S3-compatible server (s3rver from npm, on a free
 * port): the first deploy uploads every file but `_headers` with its Content-Type and Cache-Control
 * (a year, immutable, for hashed assets and images; revalidate for HTML and the search index); the next
 * uploads only what changed and removes what is no longer built; an unchanged site uploads nothing.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import type { AddressInfo } from 'node:net';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
// @ts-expect-error s3rver ships no types
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deploySite, parseTarget } from '../../scripts/lib/deploy.ts';
import { IMMUTABLE, REVALIDATE } from '../../scripts/lib/cache-policy.ts';
import { PROJECT_ROOT } from '../../src/integration/astro-config.ts';

const BUCKET = 'dealer-sites';
let dir: string;
let server: { run(): Promise<AddressInfo>; close(): Promise<void> };
let endpoint: string;
let client: S3Client;
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

function write(site: string, file: string, text: string): void {
  mkdirSync(dirname(join(site, file)), { recursive: true });
  writeFileSync(join(site, file), text);
}

async function object(key: string): Promise<{ body: string; cacheControl: string | undefined; contentType: string | undefined }> {
  const o = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
  return { body: await o.Body!.transformToString(), cacheControl: o.CacheControl, contentType: o.ContentType };
}

async function keys(prefix: string): Promise<string[]> {
  const page = await client.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: prefix }));
  return (page.Contents ?? []).map((o) => o.Key!).sort();
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'deploy-'));
  server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: join(dir, 's3'), configureBuckets: [{ name: BUCKET }] });
  const address = await server.run();
  endpoint = `http://127.0.0.1:${address.port}`;
  client = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials, requestChecksumCalculation: 'WHEN_REQUIRED' });
});

afterAll(async () => {
  client?.destroy();
  await server?.close();
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
    expect(await keys('fixture-motors/')).toEqual(first.uploaded);
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
      /Deployed fixture-motors to s3:\/\/dealer-sites\/fixture-motors\/ in [\d.]+ s \(0 uploaded, 6 unchanged, 0 removed\)/,
    );
  }, 60_000);

  it('refuses a target that is not s3://bucket[/prefix]', () => {
    expect(() => parseTarget('dealer-sites/x')).toThrow(/--target must be s3:\/\/<bucket>/);
    expect(parseTarget('s3://dealer-sites')).toEqual({ bucket: 'dealer-sites', prefix: '' });
  });
});
