/**
 * The Astro integration that hands one tenant to the app through the `virtual:tenant` module
 * (architecture: "one seam for the tenant config"). Pages never read files or env vars: they
 * import `site`, `build` and `getStock()` from `virtual:tenant`.
 *
 * The build orchestrator prepares a tenant data folder (see `src/build/prepare.ts`):
 * `<dataDir>/tenant.json` (resolved config + build info) and `<dataDir>/stock.json` (listed cars,
 * images, search index URL). In dev the config file is watched so a marketer's edit reloads.
 */
import type { AstroIntegration } from 'astro';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { indexablePaths, renderSitemap } from './sitemap.ts';

export interface TenantIntegrationOptions {
  /** Absolute path of the prepared tenant data folder. */
  dataDir: string;
  /** Extra files whose change should reload the dev server (e.g. `sites/<slug>/site.json`). */
  watchFiles?: string[];
}

const VIRTUAL_ID = 'virtual:tenant';
const RESOLVED_ID = '\0virtual:tenant';

/** Creates the integration. Throws when the prepared tenant data is missing (run the prepare step first). */
export function tenantIntegration(options: TenantIntegrationOptions): AstroIntegration {
  const tenantFile = join(options.dataDir, 'tenant.json');
  const stockFile = join(options.dataDir, 'stock.json');
  return {
    name: 'dealer-sites:tenant',
    hooks: {
      'astro:config:setup': ({ updateConfig, addWatchFile, addClientDirective }) => {
        // Islands that hydrate on the visitor's first intent (search), see intent-directive.js.
        addClientDirective({ name: 'intent', entrypoint: fileURLToPath(new URL('./intent-directive.js', import.meta.url)) });
        addWatchFile(tenantFile);
        for (const f of options.watchFiles ?? []) addWatchFile(f);
        updateConfig({
          vite: {
            plugins: [
              {
                name: 'dealer-sites:virtual-tenant',
                resolveId(id: string) {
                  return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
                },
                load(id: string) {
                  if (id !== RESOLVED_ID) return undefined;
                  this.addWatchFile(tenantFile);
                  this.addWatchFile(stockFile);
                  const tenant = readFileSync(tenantFile, 'utf8');
                  // The stock is read at render time (prerender in Node), once, not inlined into the bundle.
                  return [
                    `import { readFileSync } from 'node:fs';`,
                    `const tenant = ${tenant};`,
                    `export const site = tenant.site;`,
                    `export const build = tenant.build;`,
                    `let stock;`,
                    `export function getStock() {`,
                    `  if (!stock) stock = JSON.parse(readFileSync(${JSON.stringify(stockFile)}, 'utf8'));`,
                    `  return stock;`,
                    `}`,
                  ].join('\n');
                },
              },
            ],
          },
        });
      },
      'astro:build:done': ({ dir, pages }) => {
        const tenant = JSON.parse(readFileSync(tenantFile, 'utf8')) as { build: { siteUrl: string } };
        const stock = JSON.parse(readFileSync(stockFile, 'utf8')) as { cars: { slug: string; updated_at: string }[] };
        const lastmod = new Map(stock.cars.map((c) => [`/cars/${c.slug}/`, c.updated_at]));
        const outDir = fileURLToPath(dir);
        const xml = renderSitemap(tenant.build.siteUrl, indexablePaths(outDir, pages.map((p) => p.pathname)), lastmod);
        writeFileSync(join(outDir, 'sitemap.xml'), xml);
      },
    },
  };
}
