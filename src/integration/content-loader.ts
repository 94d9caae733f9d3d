/**
 * The Astro content loader of every collection (`src/content.config.ts`): it reads the tenant's
 * resolved content from `<dataDir>/content/` (written by the prepare step, `src/content/resolve.ts`),
 * found through the tenant integration, so each tenant build loads its own content.
 *
 * - `pages` collections: Astro's own `glob()` loader over `<dataDir>/content/<name>/**\/*.md`
 *   (frontmatter validated by the collection's schema, Markdown rendered, watched in dev).
 * - `list` collections: `<dataDir>/content/<name>.json`, each entry validated by the schema; any
 *   problem throws (the resolver has already checked it, so this only fails on a hand-edited folder).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { glob, type Loader, type LoaderContext } from 'astro/loaders';
import { listFileName, type CollectionKind } from '../content/collections.ts';
import { preparedDataDir } from './prepared-data-dir.ts';

/** The folder the collections are loaded from for the build whose config this is. */
export function tenantContentDir(config: LoaderContext['config']): string {
  return join(preparedDataDir(config), 'content');
}

async function loadList(name: string, ctx: LoaderContext): Promise<void> {
  const file = join(tenantContentDir(ctx.config), listFileName(name));
  const read = async () => {
    const items = JSON.parse(await readFile(file, 'utf8')) as { id: string }[];
    ctx.store.clear();
    for (const item of items) {
      const data = await ctx.parseData({ id: item.id, data: item });
      ctx.store.set({ id: item.id, data, digest: ctx.generateDigest(item) });
    }
  };
  await read();
  if (ctx.watcher) {
    ctx.watcher.add(file);
    ctx.watcher.on('change', (changed) => {
      if (changed === file) void read();
    });
  }
}

/** The loader of collection `name` of kind `kind`. */
export function tenantContentLoader(name: string, kind: CollectionKind): Loader {
  return {
    name: 'dealer-sites:tenant-content',
    load: (ctx) =>
      kind === 'pages' ? glob({ pattern: '**/*.md', base: join(tenantContentDir(ctx.config), name) }).load(ctx) : loadList(name, ctx),
  };
}
