// Astro config for running the astro CLI directly on one prepared tenant.
// Normally you do not need this file: `npm run build`, `npm run dev -- --site <slug>` and
// `npm run preview -- --site <slug>` prepare the tenant and call Astro programmatically with the
// same config (src/integration/astro-config.ts). To use the CLI directly:
//   npm run build -- --site <slug>      # prepares .cache/tenants/<slug>/
//   TENANT_DATA_DIR=.cache/tenants/<slug> TENANT_SITE_URL=https://example.com.au npx astro dev
import { defineConfig } from 'astro/config';
import { resolve } from 'node:path';
import { tenantAstroConfig } from './src/integration/astro-config.ts';

const dataDir = process.env.TENANT_DATA_DIR;
if (!dataDir) {
  throw new Error(
    'astro.config.mjs: set TENANT_DATA_DIR to a prepared tenant folder (see README: "Build and preview"), or use npm run dev -- --site <slug>.',
  );
}
const {
  root: _root,
  configFile: _configFile,
  ...config
} = tenantAstroConfig({
  dataDir: resolve(dataDir),
  siteUrl: process.env.TENANT_SITE_URL ?? 'http://localhost:4321',
});
export default defineConfig(config);
