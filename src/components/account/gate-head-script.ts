/**
 * The inline `<head>` script of a gated page (spec §4 *Gated routes*; issue #13): a visitor whose browser never
 * signed in on the site (no device hint) is sent to `/sign-in/?type=&redirect=&back=` before the browser parses
 * the header or paints the page, and before any React loads: it stops this page loading (`window.stop()`, no
 * further parsing or requests) and replaces it with the sign-in page. It marks `<html data-gate-away>` so the island's
 * `client:gate` directive (src/integration/gate-directive.js), which makes the same decision, neither sends the
 * visitor twice nor hydrates. The sign-in type comes from the script element's `data-sign-in`, so the text is one
 * per site (one CSP hash). The code is the functions of src/domain/sign-in-link.ts as written (`toString`):
 * they call only each other and the hint key, which is declared first under its own name.
 */
import { backPath, gateSignInHref, SIGNED_IN_HINT_KEY, safeReturnPath, signedInHint, signInHref } from '../../domain/sign-in-link.ts';

const helpers = [safeReturnPath, signInHref, backPath, gateSignInHref, signedInHint].map(String).join('\n');

/** The script's text (classic, run where it stands: put it in `<head>` with `data-sign-in="<type>"`). */
export const GATE_HEAD_SCRIPT = `(() => {
const SIGNED_IN_HINT_KEY = ${JSON.stringify(SIGNED_IN_HINT_KEY)};
${helpers}
const type = document.currentScript && document.currentScript.dataset.signIn;
let storage;
try { storage = window.localStorage; } catch { storage = undefined; }
if (type && signedInHint(storage) === false) {
  document.documentElement.setAttribute('data-gate-away', '');
  // Stop this page loading (the parser and its requests: header, scripts, images), then go: the phone does no
  // work for a page it will not show.
  window.stop();
  window.location.replace(gateSignInHref(type, window.location, document.referrer));
}
})();`;
