/**
 * Replaces one expression in one module of a dependency as Node loads it (a module hook, `registerHooks`), for the
 * places where the build must reach inside Astro: its state folder (`dot-astro.ts`) and its client build
 * (`client-build-cache.ts`). Each caller checks, once Astro has loaded, that its expression was found, so an upgrade
 * that removed it fails the build naming that caller's file, rather than building without the change.
 */
import { registerHooks } from 'node:module';

/** Whether the module was loaded since the hook was registered, and whether it held the expression. */
export type PatchState = 'not loaded' | 'patched' | 'expression missing';

/**
 * Registers a hook that replaces the first `expression` in the source of the module whose URL matches `module` with
 * `replacement`. Register it before the module is first imported. Returns a function telling what happened.
 */
export function patchModuleOnLoad(module: RegExp, expression: string, replacement: string): () => PatchState {
  let state: PatchState = 'not loaded';
  registerHooks({
    load(url, context, nextLoad) {
      const result = nextLoad(url, context);
      if (!module.test(url) || result.source == null) return result;
      const source = typeof result.source === 'string' ? result.source : new TextDecoder().decode(result.source);
      if (!source.includes(expression)) {
        state = 'expression missing';
        return result;
      }
      state = 'patched';
      return { ...result, source: source.replace(expression, replacement) };
    },
  });
  return () => state;
}
