/**
 * The Astro config of one tenant build, shared by the build orchestrator (programmatic `build()`),
 * the marketer's preview (`dev()`) and `astro.config.mjs`.
 */
import react from '@astrojs/react';
import type { AstroInlineConfig } from 'astro';
import { fileURLToPath } from 'node:url';
import type { IncrementalState } from './incremental.ts';
import { tenantIntegration } from './tenant-integration.ts';
import { islandStylesIntegration } from './island-styles.ts';
import { reactRenderToString } from './react-render-to-string.ts';

export interface TenantAstroConfigOptions {
  /** Prepared tenant data folder (tenant.json, stock.json, public/). */
  dataDir: string;
  /** Site URL with scheme, no trailing slash. */
  siteUrl: string;
  /** Where the static site is written. */
  outDir?: string;
  /** Vite/Astro cache folder; one per concurrent build so parallel builds never share it. */
  cacheDir?: string;
  /** Dev only: where scripts/dev.ts writes a rejected `site.json` (shown in the browser's error overlay). */
  problemsFile?: string;
  /** Build orchestrator only: incremental rendering and page manifest (see tenant-integration.ts). */
  incremental?: IncrementalState;
}

/**
 * How many pages Astro renders at once in a build (`build.concurrency`). At one, the build worker waited on each
 * page's file write before rendering the next: idle a fifth of its time (CPU profile of value-wheels-adelaide,
 * 1,865 pages); at four those waits overlap the next renders (issue #14: full build cost). `npm run bench:build`
 * builds its bare-Astro floor with the same setting, so the two stay comparable.
 */
export const PAGE_CONCURRENCY = 4;

/** The project root (the folder holding `src/`). */
export const PROJECT_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Astro config for one tenant: static output, React islands, the tenant virtual module, island styles in the head. */
export function tenantAstroConfig(opts: TenantAstroConfigOptions): AstroInlineConfig {
  return {
    root: PROJECT_ROOT,
    configFile: false,
    site: opts.siteUrl,
    output: 'static',
    trailingSlash: 'ignore',
    publicDir: `${opts.dataDir}/public`,
    ...(opts.outDir ? { outDir: opts.outDir } : {}),
    ...(opts.cacheDir ? { cacheDir: opts.cacheDir } : {}),
    // Four pages at a time: while one page's file is written, the next renders (at one, the build worker sat idle a
    // fifth of the time). Each render records its reads in its own async context (`incremental.ts`).
    build: { format: 'directory', inlineStylesheets: 'always', concurrency: PAGE_CONCURRENCY },
    // Markdown images get a srcset of smaller WebP copies and `sizes`, so a phone loads the copy it needs, not a
    // dealer's full-size photo (`tests/build/content-images.test.ts`). The site's own CSS sizes them (no Astro styles).
    image: { layout: 'constrained' },
    devToolbar: { enabled: false },
    integrations: [
      // Islands' server HTML through renderToString, with their useId prefix (react-render-to-string.ts).
      react({ experimentalDisableStreaming: true }),
      tenantIntegration({
        dataDir: opts.dataDir,
        ...(opts.problemsFile ? { problemsFile: opts.problemsFile } : {}),
        ...(opts.incremental ? { incremental: opts.incremental } : {}),
      }),
      // The orchestrator's prerenderer (`opts.incremental`) moves Astro's island rule itself.
      islandStylesIntegration({ inPrerenderer: Boolean(opts.incremental) }),
    ],
    vite: { logLevel: 'warn', plugins: [reactRenderToString()] },
  };
}
