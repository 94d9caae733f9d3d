/**
 * How the content collections' loader finds the prepared data folder of the tenant being built: the tenant
 * integration (`tenant-integration.ts`) answers it through a custom hook in the resolved Astro config. Its own
 * small module, so that loading the content config (`src/content.config.ts`, which Astro's content sync runs
 * through Vite's module runner on every build) does not also load the integration and everything it imports.
 */

/** The tenant integration's name. */
export const INTEGRATION_NAME = 'dealer-sites:tenant';

/** The custom hook (Astro's integration-to-integration pattern) that answers the prepared data folder. */
export const DATA_DIR_HOOK = 'dealer-sites:tenant:data-dir';

/**
 * The prepared data folder of the tenant being built, asked of the tenant integration through its custom hook
 * in the resolved Astro config (content loaders get that config).
 * @throws Error when the build does not run through that integration.
 */
export function preparedDataDir(config: { integrations: readonly { name: string; hooks: object }[] }): string {
  const own = config.integrations.find((i) => i.name === INTEGRATION_NAME);
  const hook = (own?.hooks as Record<string, unknown> | undefined)?.[DATA_DIR_HOOK];
  if (typeof hook !== 'function') {
    throw new Error(
      'content collections are resolved per tenant: build through the tenant integration (npm run build -- --site <slug>, or npm run dev -- --site <slug>)',
    );
  }
  return (hook as () => string)();
}
