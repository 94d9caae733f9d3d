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
 *
 * The tenant's content collections come through the same door: the prepare step resolves them into
 * `<dataDir>/content/` (`src/content/resolve.ts`), and the collections' loader
 * (`src/integration/content-loader.ts`) finds that folder through this integration
 * (`preparedDataDir`, `prepared-data-dir.ts`), so one Astro project builds each tenant's own content.
 */
import type { AstroIntegration } from 'astro';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CONTENT_COLLECTIONS, listFileName } from '../content/collections.ts';
import { DATA_DIR_HOOK, INTEGRATION_NAME } from './prepared-data-dir.ts';
import { allScriptHashes, incrementalPrerenderer, type IncrementalState } from './incremental.ts';
import { writeSitemap } from './sitemap.ts';
import { writeSecurityHeaders } from './security-headers-file.ts';

export interface TenantIntegrationOptions {
  /** Absolute path of the prepared tenant data folder. */
  dataDir: string;
  /**
   * Build orchestrator only: render only the pages whose inputs changed and record every page's inputs
   * (incremental.ts); the orchestrator then writes the sitemap of the whole site. Without it (dev, the
   * astro CLI) every page is rendered and the sitemap is written here.
   */
  incremental?: IncrementalState;
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
/** The module that records a page's stock reads (see page-deps.ts), imported by the virtual module. */
const TRACKED_STOCK_MODULE = fileURLToPath(new URL('./tracked-stock.ts', import.meta.url));
/** The module that records a page's reads of the stock clock (see tracked-clock.ts), imported by the virtual module. */
const TRACKED_CLOCK_MODULE = fileURLToPath(new URL('./tracked-clock.ts', import.meta.url));
const RESOLVED_ID = '\0virtual:tenant';

declare global {
  namespace Astro {
    interface IntegrationHooks {
      /** Answers the prepared data folder of the tenant being built (`src/integration/tenant-integration.ts`). */
      'dealer-sites:tenant:data-dir': () => string;
    }
  }
}

/** Creates the integration. Throws when the prepared tenant data is missing (run the prepare step first). */
export function tenantIntegration(options: TenantIntegrationOptions): AstroIntegration {
  const tenantFile = join(options.dataDir, 'tenant.json');
  const stockFile = join(options.dataDir, 'stock.json');
  return {
    name: INTEGRATION_NAME,
    hooks: {
      [DATA_DIR_HOOK]: () => options.dataDir,
      'astro:config:setup': ({ updateConfig, addClientDirective }) => {
        // Islands that hydrate on the visitor's first intent (search), see intent-directive.js.
        addClientDirective({ name: 'intent', entrypoint: fileURLToPath(new URL('./intent-directive.js', import.meta.url)) });
        // Gated pages' islands: a visitor who never signed in here goes to sign-in before React loads (gate-directive.js).
        addClientDirective({ name: 'gate', entrypoint: fileURLToPath(new URL('./gate-directive.js', import.meta.url)) });
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
                      ? (JSON.parse(readFileSync(options.problemsFile, 'utf8')) as DevConfigProblems | null)
                      : null;
                    if (rejected) return problemsModule(rejected);
                  }
                  const tenant = readFileSync(tenantFile, 'utf8');
                  // Entries per list collection, so pages skip `getCollection` on an empty one (Astro warns
                  // "does not exist or is empty" for a collection with no entries); watched, as the loader is.
                  const listSizes: Record<string, number> = {};
                  for (const [name, def] of Object.entries(CONTENT_COLLECTIONS)) {
                    if (def.kind !== 'list') continue;
                    const file = join(options.dataDir, 'content', listFileName(name));
                    this.addWatchFile(file);
                    listSizes[name] = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as unknown[]).length : 0;
                  }
                  // The stock is read at render time (prerender in Node), once, not inlined into the bundle.
                  return [
                    `import { readFileSync } from 'node:fs';`,
                    `import { trackedStock } from ${JSON.stringify(TRACKED_STOCK_MODULE)};`,
                    `import { trackedBuild } from ${JSON.stringify(TRACKED_CLOCK_MODULE)};`,
                    `const tenant = ${tenant};`,
                    `export const site = tenant.site;`,
                    `export const build = trackedBuild(tenant.build);`,
                    `export const contentListSizes = ${JSON.stringify(listSizes)};`,
                    `let stock;`,
                    `export function getStock() {`,
                    `  if (!stock) stock = trackedStock(readFileSync(${JSON.stringify(stockFile)}, 'utf8'));`,
                    `  return stock;`,
                    `}`,
                  ].join('\n');
                },
              },
            ],
          },
        });
      },
      'astro:build:start': ({ setPrerenderer }) => {
        const state = options.incremental;
        if (state) setPrerenderer((astroDefault) => incrementalPrerenderer(astroDefault, state));
      },
      'astro:build:done': ({ dir, pages }) => {
        if (!options.incremental)
          writeSitemap(
            fileURLToPath(dir),
            options.dataDir,
            pages.map((p) => p.pathname),
          );
        // `_headers`: CSP with the hashes of the inline scripts these pages carry, and the other security headers.
        const tenant = JSON.parse(readFileSync(tenantFile, 'utf8')) as {
          build: { apiBase: string | null };
          site: { features: { map_style_url: string | null }; accounts: { payments: { provider: string } } };
        };
        // The pages rendered through the incremental prerenderer were hashed as they were rendered, and the reused ones
        // when they were rendered before (their manifest entries): only the others are read.
        writeSecurityHeaders(
          fileURLToPath(dir),
          {
            apiBase: tenant.build.apiBase,
            mapStyleUrl: tenant.site.features.map_style_url,
            stripe: tenant.site.accounts.payments.provider === 'stripe',
          },
          options.incremental ? allScriptHashes(options.incremental) : undefined,
        );
      },
    },
  };
}
