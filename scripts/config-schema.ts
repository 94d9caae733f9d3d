/**
 * `npm run config:schema` writes `sites/_schema/site.schema.json`, the JSON Schema of a tenant's
 * `site.json` generated from the zod schema (editors use it for completion and checking).
 */
import './check-node.mjs';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { SiteConfig } from '../src/config/schema/site.ts';
import { PROJECT_ROOT } from '../src/integration/astro-config.ts';

const dir = join(PROJECT_ROOT, 'sites', '_schema');
mkdirSync(dir, { recursive: true });
const schema = z.toJSONSchema(SiteConfig, { io: 'input', unrepresentable: 'any' });
writeFileSync(
  join(dir, 'site.schema.json'),
  `${JSON.stringify({ title: 'Tenant site config (sites/<slug>/site.json)', ...schema }, null, 2)}\n`,
);
console.log(`wrote ${join('sites', '_schema', 'site.schema.json')}`);
