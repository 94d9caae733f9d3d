/**
 * `npm run deploy -- --site <slug> [--site <slug>]... --target s3://<bucket>[/<prefix>] [--endpoint <url>] [--region <r>]
 * [--out dist] [--concurrency 8] [--force] [--replace-site] [--accept-removals] [--dry-run]`
 *
 * Publishes built sites (`dist/<slug>/`, from `npm run build`) to an S3-compatible bucket: uploads only
 * changed files, with long-lived caching for hashed assets and revalidation for HTML, then removes
 * objects no longer built (scripts/lib/deploy.ts). `{site}` in `--target` stands for each site's slug
 * (`s3://dealer-sites/{site}`); with more than one `--site` it is required, since each site's deploy removes what
 * else is under its prefix. The sites deploy one after another and each fails alone: a site not built or an upload
 * that fails is reported and the next site goes on. Credentials come from the AWS SDK's usual sources
 * (AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY, a profile, an instance role). `--endpoint` names an
 * S3-compatible service (MinIO, Cloudflare R2, a local test server) with path-style addressing. A place whose deploy
 * manifest names another site is refused (a wrong `--target`) unless `--replace-site`, and so is a deploy that would
 * remove more than half of a site's objects (a wrong `--out`) unless `--accept-removals`. `--dry-run` lists each key
 * that would be uploaded or removed and sends nothing.
 * Exit code 1 when any site is not built or its upload fails; 2 for bad arguments.
 */
import './check-node.mjs';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { S3Client } from '@aws-sdk/client-s3';
import { PROJECT_ROOT } from '../src/integration/astro-config.ts';
import { deploySite, redirectCount, siteTarget, type DeployTarget } from './lib/deploy.ts';

const usage =
  'Usage: npm run deploy -- --site <slug> [--site <slug>]... --target s3://<bucket>[/<prefix>] [--endpoint <url>] ' +
  '[--region <region>] [--out <dir>] [--concurrency 8] [--force] [--replace-site] [--accept-removals] [--dry-run]\n\n' +
  '  --target           where each site goes; {site} stands for its slug (s3://dealer-sites/{site}), required with more than one --site\n' +
  '  --concurrency      uploads at a time (default 8)\n' +
  '  --force            upload every file again, whatever the deploy manifest says\n' +
  "  --replace-site     deploy over another site (the target's deploy manifest names a different slug)\n" +
  "  --accept-removals  remove more than half of a site's objects (at least 100): the site did shrink so\n" +
  '  --dry-run          list what would be uploaded and removed, and send nothing';
let args;
let sites: { slug: string; target: DeployTarget }[];
let concurrency: number;
try {
  args = parseArgs({
    options: {
      site: { type: 'string', multiple: true },
      target: { type: 'string' },
      endpoint: { type: 'string' },
      region: { type: 'string' },
      out: { type: 'string' },
      concurrency: { type: 'string' },
      force: { type: 'boolean' },
      'replace-site': { type: 'boolean' },
      'accept-removals': { type: 'boolean' },
      'dry-run': { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  }).values;
  if (args.help) {
    console.log(usage);
    process.exit(0);
  }
  if (!args.site?.length || !args.target) throw new Error('--site and --target are required');
  const slugs = [...new Set(args.site)];
  if (slugs.length > 1 && !args.target.includes('{site}'))
    throw new Error(`--target must name each site's place with {site} (s3://<bucket>/{site}) when deploying ${slugs.length} sites`);
  const target = args.target;
  sites = slugs.map((slug) => ({ slug, target: siteTarget(target, slug) }));
  concurrency = Number(args.concurrency ?? 8);
  if (!Number.isInteger(concurrency) || concurrency < 1)
    throw new Error(`--concurrency must be a whole number ≥ 1, got "${args.concurrency}"`);
} catch (err) {
  console.error(`${(err as Error).message}\n\n${usage}`);
  process.exit(2);
}

const dryRun = args['dry-run'] ?? false;
const outRoot = resolve(args.out ?? join(PROJECT_ROOT, 'dist'));
const client = new S3Client({
  region: args.region ?? process.env.AWS_REGION ?? 'us-east-1',
  // Checksums only where S3 requires them: S3-compatible services (and older MinIO, R2) reject the SDK's default streaming checksums.
  requestChecksumCalculation: 'WHEN_REQUIRED',
  ...(args.endpoint ? { endpoint: args.endpoint, forcePathStyle: true } : {}),
});
const failed: string[] = [];
try {
  for (const { slug, target } of sites) {
    const siteDir = join(outRoot, slug);
    if (!existsSync(join(siteDir, 'index.html'))) {
      console.error(`deploy of ${slug} failed: ${siteDir} holds no built site (run npm run build -- --site ${slug} first).`);
      failed.push(slug);
      continue;
    }
    try {
      const started = performance.now();
      const result = await deploySite(client, siteDir, target, {
        concurrency,
        force: args.force ?? false,
        site: slug,
        replaceSite: args['replace-site'] ?? false,
        acceptRemovals: args['accept-removals'] ?? false,
        dryRun,
        log: console.log,
      });
      const place = `s3://${target.bucket}/${target.prefix}`;
      if (dryRun) {
        for (const key of result.uploaded) console.log(`  would upload ${key}`);
        for (const key of result.deleted) console.log(`  would remove ${key}`);
        console.log(
          `Dry run of ${slug} to ${place}: ${result.uploaded.length} to upload, ${result.unchanged.length} unchanged, ` +
            `${result.deleted.length} to remove; ${redirectCount(result)}; nothing sent.`,
        );
      } else
        console.log(
          `Deployed ${slug} to ${place} in ${((performance.now() - started) / 1000).toFixed(1)} s ` +
            `(${result.uploaded.length} uploaded, ${result.unchanged.length} unchanged, ${result.deleted.length} removed; ${redirectCount(result)}).`,
        );
    } catch (err) {
      console.error(`deploy of ${slug} failed: ${(err as Error).message}`);
      failed.push(slug);
    }
  }
} finally {
  client.destroy();
}
const failures = failed.length ? `; failed: ${failed.join(', ')}` : '';
if (sites.length > 1)
  console.log(`${sites.length - failed.length} of ${sites.length} sites ${dryRun ? 'planned' : 'deployed'}${failures}.`);
if (failed.length) process.exitCode = 1;
