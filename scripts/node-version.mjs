// Which Node.js versions this project runs on, in one place: `scripts/run.mjs` (every npm script),
// `scripts/check-node.mjs`, `.ci/run` and the test that keeps package.json's `engines`, `.nvmrc` and
// the README in step with it (`scripts/run.test.ts`).
//
// Plain JavaScript on purpose, and no syntax newer than Node 14: it must run on an old Node to say
// what to do. Measured (issue 9): Node 22.12 cannot load the `.ts` scripts (type stripping without a
// flag arrived in 22.18) nor undici (Astro's font loader); 22.18 runs them but lighthouse 13 and
// undici 8 declare `>=22.19`; vitest 5 and @nanostores/react declare even-numbered lines only
// (`^22.12 || ^24 || >=26`), so 23.x and 25.x are not supported either.

/** The oldest supported Node.js version. */
export const NODE_FLOOR = '22.19.0';
/** package.json `engines.node`, exactly. */
export const NODE_ENGINES = '^22.19.0 || ^24.0.0 || >=26.0.0';
/** The major version installed when the running Node is not supported (and named in `.nvmrc`). */
export const NODE_RECOMMENDED_MAJOR = 24;

/**
 * Whether a Node.js version (`process.versions.node`, e.g. '22.19.0') is supported: 22.19 or newer in
 * the 22 line, any 24, or 26 and later.
 */
export function nodeSupported(version) {
  const parts = String(version).replace(/^v/, '').split('.').map(Number);
  const major = parts[0];
  const minor = parts[1] || 0;
  if (major === 22) return minor >= 19;
  return major === 24 || major >= 26;
}

/** 'you have 20.20.2' (with the reason when only its line is unsupported). */
export function youHave(version) {
  const major = Number(String(version).replace(/^v/, '').split('.')[0]);
  return `you have ${version}${major === 23 || major === 25 ? ' (odd-numbered releases are not supported)' : ''}`;
}

/** What this project needs, as a sentence's start: 'This project needs Node.js 22.19 or newer'. */
export const NEEDS = `This project needs Node.js ${NODE_FLOOR.replace(/\.0$/, '')} or newer`;

/** The one sentence for an unsupported Node when nothing is installed for the user. */
export function unsupportedSentence(version) {
  return (
    `${NEEDS} (${NODE_RECOMMENDED_MAJOR} recommended, see .nvmrc); ${youHave(version)}. ` +
    `Install Node ${NODE_RECOMMENDED_MAJOR} (for example: npm install --prefix "$HOME/.node${NODE_RECOMMENDED_MAJOR}" node@${NODE_RECOMMENDED_MAJOR} && ` +
    `export PATH="$HOME/.node${NODE_RECOMMENDED_MAJOR}/node_modules/.bin:$PATH") and run the command again.`
  );
}
