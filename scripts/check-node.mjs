// Imported first by the scripts that can be run directly (`node scripts/build.ts`, …): on a Node that
// loads `.ts` files but is not supported (22.18, 23.x, 25.x) it prints the one sentence and exits 1.
// `npm run …` goes through `scripts/run.mjs`, which checks before any `.ts` file is loaded (an older
// Node fails to load a `.ts` file before it could import this) and can provide Node 24 itself.
// Plain JavaScript on purpose. `node scripts/check-node.mjs` exits 0 on a supported Node, else 1.
import { nodeSupported, unsupportedSentence } from './node-version.mjs';

if (!nodeSupported(process.versions.node)) {
  console.error(unsupportedSentence(process.versions.node));
  process.exit(1);
}
