/**
 * The Astro integration that hands one tenant to the app through the `virtual:tenant` module
 * (architecture: "one seam for the tenant config"). Pages never read files or env vars: they
 * import `site`, `build` and `getStock()` from `virtual:tenant`.
 *
 * The build orchestrator prepares a tenant data folder (see `src/build/prepare.ts`):
 * `<dataDir>/tenant.json` (resolved config + build info) and `<dataDir>/stock.json` (listed cars,
 * images, search index URL).
 *
 * In dev (scripts/dev.ts) both files are watched through the virtual module (`this.addWatchFile`):
 * when dev.ts rewrites them after a `site.json` edit, Vite invalidates the module and reloads the
 * page. They are deliberately not Astro watch files (`addWatchFile` of the integration API): Astro
 * restarts the whole dev server for those, and a page requested during the restart failed with
 * "[ERROR] transport was disconnected, cannot call fetchModule" on every edit. A rejected edit is
 * written to `problemsFile`; while it lists problems, the module throws them, so every page shows
 * them in Astro's error overlay (file, field path, reason) until the file is fixed.
 */
import type { AstroIntegration } from 'astro';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { indexablePaths, renderSitemap } from './sitemap.ts';
import { writeSecurityHeaders } from './security-headers-file.ts';

export interface TenantIntegrationOptions {
  /** Absolute path of the prepared tenant data folder. */
  dataDir: string;
  /** Dev only: the JSON file where scripts/dev.ts writes a rejected config (`DevConfigProblems`), or null. */
  problemsFile?: string;
}

/** A rejected `site.json` in dev: the file (absolute) and one line per problem (`field.path: reason`). */
export interface DevConfigProblems {
  file: string;
  problems: string[];
}

/** The module source that throws a rejected config into Astro's error overlay (message, hint, the file). */
function problemsModule({ file, problems }: DevConfigProblems): string {
  const error = {
    name: 'InvalidSiteConfig',
    title: 'The tenant config was rejected',
    message: `${file} is invalid:\n${problems.map((p) => `- ${p}`).join('\n')}`,
    hint: 'Fix the field and save: the preview reloads with your change. Until then the last good config stays prepared.',
    loc: { file },
  };
  // The stack is the message alone: the module's own frames would only point away from site.json.
  return `const { message, ...rest } = ${JSON.stringify(error)};\nthrow Object.assign(new Error(message), rest, { stack: rest.name + ': ' + message });\n`;
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
      'astro:config:setup': ({ updateConfig, addClientDirective }) => {
        // Islands that hydrate on the visitor's first intent (search), see intent-directive.js.
        addClientDirective({ name: 'intent', entrypoint: fileURLToPath(new URL('./intent-directive.js', import.meta.url)) });
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
                  if (options.problemsFile) {
                    this.addWatchFile(options.problemsFile);
                    const rejected = existsSync(options.problemsFile)
                      ? JSON.parse(readFileSync(options.problemsFile, 'utf8')) as DevConfigProblems | null : null;
                    if (rejected) return problemsModule(rejected);
                  }
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
        const tenant = JSON.parse(readFileSync(tenantFile, 'utf8')) as {
          build: { siteUrl: string; apiBase: string | null };
          site: { features: { map_style_url: string | null } };
        };
        const stock = JSON.parse(readFileSync(stockFile, 'utf8')) as { cars: { slug: string; updated_at: string }[] };
        const lastmod = new Map(stock.cars.map((c) => [`/cars/${c.slug}/`, c.updated_at]));
        const outDir = fileURLToPath(dir);
        const xml = renderSitemap(tenant.build.siteUrl, indexablePaths(outDir, pages.map((p) => p.pathname)), lastmod);
        writeFileSync(join(outDir, 'sitemap.xml'), xml);
        // `_headers`: CSP with the hashes of the inline scripts these pages carry, and the other security headers.
        writeSecurityHeaders(outDir, { apiBase: tenant.build.apiBase, mapStyleUrl: tenant.site.features.map_style_url });
      },
    },
  };
}
