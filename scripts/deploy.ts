/**
 * `npm run deploy -- --site <slug> [--site <slug>]... --target s3://<bucket>[/<prefix>] [--endpoint <url>] [--region <r>]
 * [--out dist] [--concurrency 8] [--sites-at-once 4] [--force] [--replace-site <slug>] [--accept-removals <slug>] [--dry-run [--list]]`
 *
 * Publishes built sites (`dist/<slug>/`, from `npm run build`) to an S3-compatible bucket: uploads only
 * changed files, with long-lived caching for hashed assets and revalidation for HTML, then removes
 * objects no longer built (scripts/lib/deploy.ts). `{site}` in `--target` stands for each site's slug
 * (`s3://dealer-sites/{site}`); with more than one `--site` it is required, since each site's deploy removes what
 * else is under its prefix. `--sites-at-once` sites deploy side by side (listing, hashing and uploads overlap; each
 * site's lines are printed together once it is done, in the order the sites were named) and each fails alone: a
 * site not built or an upload that fails is reported and the other sites go on. Credentials come from the AWS SDK's usual sources
 * (AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY, a profile, an instance role). `--endpoint` names an
 * S3-compatible service (MinIO, Cloudflare R2, a local test server) with path-style addressing. A place whose deploy
 * manifest names another site is refused (a wrong `--target`) unless `--replace-site <slug>` names the site, and so is
 * a deploy that would remove more than half of a site's objects (a wrong `--out`) unless `--accept-removals <slug>`;
 * both are repeatable and must name sites of the run. `--dry-run` sends nothing and shows the plan: each key that would
 * be removed, each that would be uploaded up to 20 (past that a count per folder; `--list` names every one).
 * Exit code 1 when any site is not built, is refused or its upload fails — and for a dry run, when the deploy itself
 * would be refused or held back, so that a dry run can gate a pipeline; 2 for bad arguments.
 */
import './check-node.mjs';
import { join, resolve } from 'node:path';
import { parseCliArgs } from './lib/cli.ts';
import { S3Client } from '@aws-sdk/client-s3';
import { PROJECT_ROOT } from '../src/integration/astro-config.ts';
import { deploySites, siteTarget, type DeployTarget } from './lib/deploy.ts';

const usage =
  'Usage: npm run deploy -- --site <slug> [--site <slug>]... --target s3://<bucket>[/<prefix>] [--endpoint <url>] ' +
  '[--region <region>] [--out <dir>] [--concurrency 8] [--sites-at-once 4] [--force] [--replace-site <slug>] [--accept-removals <slug>] [--dry-run [--list]]\n\n' +
  '  --target           where each site goes; {site} stands for its slug (s3://dealer-sites/{site}), required with more than one --site\n' +
  '  --concurrency      uploads at a time, per site (default 8)\n' +
  "  --sites-at-once    sites deployed side by side (default 4); each site's lines are printed together, in the order named\n" +
  '  --force            upload every file again, whatever the deploy manifest says\n' +
  "  --replace-site <slug>     deploy this site over another (its target's deploy manifest names a different slug)\n" +
  "  --accept-removals <slug>  let this site's deploy remove more than half of its objects (at least 100): it did shrink so\n" +
  '  --dry-run          show what would be uploaded (each file, or past 20 a count per folder) and removed (each file), and\n' +
  '                     send nothing (exit 1 if the deploy would be refused or held back)\n' +
  '  --list             with --dry-run: name every file it would upload, however many';
/** The whole number ≥ 1 an option gives, or `fallback` when it is not given; throws an Error naming the option otherwise. */
function wholeNumber(option: string, value: string | undefined, fallback: number): number {
  const n = Number(value ?? fallback);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${option} must be a whole number ≥ 1, got "${value}"`);
  return n;
}

let args;
let sites: { slug: string; target: DeployTarget }[];
let concurrency: number;
let sitesAtOnce: number;
try {
  args = parseCliArgs(
    {
      options: {
        site: { type: 'string', multiple: true },
        target: { type: 'string' },
        endpoint: { type: 'string' },
        region: { type: 'string' },
        out: { type: 'string' },
        concurrency: { type: 'string' },
        'sites-at-once': { type: 'string' },
        force: { type: 'boolean' },
        'replace-site': { type: 'string', multiple: true },
        'accept-removals': { type: 'string', multiple: true },
        'dry-run': { type: 'boolean' },
        list: { type: 'boolean' },
      },
    },
    usage,
  );
  if (!args.site?.length || !args.target) throw new Error('--site and --target are required');
  if (args.list && !args['dry-run']) throw new Error('--list names the files of a dry run: use it with --dry-run');
  const slugs = [...new Set(args.site)];
  if (slugs.length > 1 && !args.target.includes('{site}'))
    throw new Error(`--target must name each site's place with {site} (s3://<bucket>/{site}) when deploying ${slugs.length} sites`);
  const target = args.target;
  sites = slugs.map((slug) => ({ slug, target: siteTarget(target, slug) }));
  for (const option of ['replace-site', 'accept-removals'] as const) {
    const strangers = (args[option] ?? []).filter((slug) => !slugs.includes(slug));
    if (strangers.length) throw new Error(`--${option} names no --site of this run: ${strangers.join(', ')}`);
  }
  concurrency = wholeNumber('--concurrency', args.concurrency, 8);
  sitesAtOnce = wholeNumber('--sites-at-once', args['sites-at-once'], 4);
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
let failed: string[] = [];
try {
  failed = await deploySites(
    client,
    sites.map(({ slug, target }) => ({ slug, siteDir: join(outRoot, slug), target })),
    {
      concurrency,
      sitesAtOnce,
      force: args.force ?? false,
      replaceSite: args['replace-site'] ?? [],
      acceptRemovals: args['accept-removals'] ?? [],
      dryRun,
      listAll: args.list ?? false,
    },
    (line) => (line.err ? console.error : console.log)(line.text),
  );
} finally {
  client.destroy();
}
const failures = failed.length ? `; failed: ${failed.join(', ')}` : '';
if (sites.length > 1)
  console.log(`${sites.length - failed.length} of ${sites.length} sites ${dryRun ? 'planned' : 'deployed'}${failures}.`);
if (failed.length) process.exitCode = 1;
