// Preload (`node --import ./scripts/lib/typescript-6-hook.mjs …`) that resolves every `typescript` import to the
// `typescript-6` alias package. The project's TypeScript is 7 (the native compiler: `npm run typecheck`), which has
// no programmatic API yet; the tools that parse or type-check through TypeScript's API (dependency-cruiser, the
// Astro checker) need TypeScript 5 or 6, and load it with a plain `require('typescript')`.
import * as nodeModule from 'node:module';

// Node before 22.15 has no registerHooks: scripts/run.mjs then reruns the command on Node 24, which inherits this preload.
nodeModule.registerHooks?.({
  resolve: (specifier, context, next) =>
    next(/^typescript(\/|$)/.test(specifier) ? specifier.replace(/^typescript/, 'typescript-6') : specifier, context),
});
