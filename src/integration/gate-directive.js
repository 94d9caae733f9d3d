/**
 * `client:gate` — the hydration of a gated page's island (spec §4 *Gated routes*, §6; issue #13).
 * `client:gate={{ signIn: '<sign-in type>' }}` on a page gated on this site: a visitor whose browser has
 * never signed in here (no device hint, `SIGNED_IN_HINT_KEY`) is sent to `/sign-in/?type=&redirect=&back=`
 * at once, from this inline script, before any React loads or any API call is made; anyone else (the
 * hint is set, or storage cannot be read) gets the island hydrated at once, as `client:load` would, and
 * the island asks the API for the session (`useGate`), which still redirects a visitor whose session has
 * ended. `client:gate` without `signIn` (a page this site does not gate) hydrates at once.
 * Most gated pages also carry `GateHead.astro` in their <head>, which sends such a visitor on before the header
 * is parsed (and stops the page, so this island is never reached); when it has, `<html data-gate-away>` is set
 * and this directive does nothing.
 * The island's HTML is rendered on the server ('Checking your sign-in…'), so nothing shifts either way.
 * Bundled by Astro (esbuild) and inlined into each page that uses it: import nothing heavy here.
 */
import { gateSignInHref, signedInHint } from '../domain/sign-in-link.ts';

export default (load, opts) => {
  const type = opts.value?.signIn;
  let storage;
  try {
    storage = window.localStorage;
  } catch {
    storage = undefined;
  }
  if (type && signedInHint(storage) === false) {
    // The page's <head> script (GateHead.astro) has usually sent the visitor on already.
    if (!document.documentElement.hasAttribute('data-gate-away'))
      window.location.replace(gateSignInHref(type, window.location, document.referrer));
    return;
  }
  void load().then((hydrate) => hydrate());
};
