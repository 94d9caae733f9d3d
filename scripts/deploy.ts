/**
 * `npm run deploy -- --site <slug> --target s3://<bucket>[/<prefix>] [--endpoint <url>] [--region <r>] [--out dist] [--force]`
 *
 * Publishes a built site (`dist/<slug>/`, from `npm run build`) to an S3-compatible bucket: uploads only
 * changed files, with long-lived caching for hashed assets and revalidation for HTML, then removes
 * objects no longer built (scripts/lib/deploy.ts). Credentials come from the AWS SDK's usual sources
 * (AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY, a profile, an instance role). `--endpoint` names an
 * S3-compatible service (MinIO, Cloudflare R2, a local test server) with path-style addressing.
 * Exit code 1 when the site is not built or the upload fails; 2 for bad arguments.
 */
import './check-node.mjs';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { S3Client } from '@aws-sdk/client-s3';
import { PROJECT_ROOT } from '../src/integration/astro-config.ts';
import { deploySite, parseTarget, redirectCount, type DeployTarget } from './lib/deploy.ts';

const usage = `Usage: npm run deploy -- --site <slug> --target s3://<bucket>[/<prefix>] [--endpoint <url>] [--region <region>] [--out <dir>] [--force]`;
let args;
let target: DeployTarget;
try {
  args = parseArgs({
    options: {
      site: { type: 'string' },
      target: { type: 'string' },
      endpoint: { type: 'string' },
      region: { type: 'string' },
      out: { type: 'string' },
      force: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  }).values;
  if (args.help) {
    console.log(usage);
    process.exit(0);
  }
  if (!args.site || !args.target) throw new Error('--site and --target are required');
  target = parseTarget(args.target);
} catch (err) {
  console.error(`${(err as Error).message}\n\n${usage}`);
  process.exit(2);
}

const siteDir = join(resolve(args.out ?? join(PROJECT_ROOT, 'dist')), args.site);
if (!existsSync(join(siteDir, 'index.html'))) {
  console.error(`${siteDir} holds no built site: run npm run build -- --site ${args.site} first.`);
  process.exit(1);
}
const client = new S3Client({
  region: args.region ?? process.env.AWS_REGION ?? 'us-east-1',
  // Checksums only where S3 requires them: S3-compatible services (and older MinIO, R2) reject the SDK's default streaming checksums.
  requestChecksumCalculation: 'WHEN_REQUIRED',
  ...(args.endpoint ? { endpoint: args.endpoint, forcePathStyle: true } : {}),
});
try {
  const started = performance.now();
  const result = await deploySite(client, siteDir, target, { force: args.force ?? false, log: console.log });
  console.log(
    `Deployed ${args.site} to s3://${target.bucket}/${target.prefix} in ${((performance.now() - started) / 1000).toFixed(1)} s ` +
      `(${result.uploaded.length} uploaded, ${result.unchanged.length} unchanged, ${result.deleted.length} removed; ${redirectCount(result)}).`,
  );
} catch (err) {
  console.error(`deploy of ${args.site} failed: ${(err as Error).message}`);
  process.exitCode = 1;
} finally {
  client.destroy();
}
