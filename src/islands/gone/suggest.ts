/**
 * The 404 page's suggestions (`src/search/gone-links.ts`): after the page has painted (`AfterPaint`), reads the site's
 * landings (`LANDING_LINKS_PATH`) and, when the path was a car's page or a search page, fills the page's
 * suggestion list with the nearest landings and their counts. Plain DOM, no framework: the 404 page has no island.
 * A failed fetch leaves the page as it was (its search and home links).
 */
import { goneLinkSuggestions, LANDING_LINKS_PATH, type LandingLink } from '../../search/gone-links.ts';

/** The element the suggestions go into (hidden until filled): a heading paragraph and a list. */
export const SUGGESTIONS_SELECTOR = '[data-gone-suggestions]';

/** Fills `holder` for `pathname` from `links` (see the module); true when something was shown. */
function showSuggestions(holder: HTMLElement, pathname: string, links: readonly LandingLink[]): boolean {
  const found = goneLinkSuggestions(pathname, links);
  if (!found || found.links.length === 0) return false;
  const doc = holder.ownerDocument;
  const message = doc.createElement('p');
  message.textContent = found.message;
  const list = doc.createElement('ul');
  for (const l of found.links) {
    const item = doc.createElement('li');
    const a = doc.createElement('a');
    a.href = l.path;
    a.textContent = l.title;
    const count = doc.createElement('span');
    count.className = 'gone-count';
    count.textContent = ` (${l.count.toLocaleString('en-AU')} in stock)`;
    item.append(a, count);
    list.append(item);
  }
  holder.replaceChildren(message, list);
  holder.hidden = false;
  return true;
}

/**
 * Reads the landings and fills the page's {@link SUGGESTIONS_SELECTOR} for its path; resolves to whether something
 * was shown (false without the element, on a failed fetch or when nothing fits). Never rejects.
 */
export async function loadSuggestions(doc: Document = document, doFetch: typeof fetch = fetch): Promise<boolean> {
  const holder = doc.querySelector<HTMLElement>(SUGGESTIONS_SELECTOR);
  if (!holder) return false;
  try {
    const response = await doFetch(LANDING_LINKS_PATH);
    if (!response.ok) return false;
    return showSuggestions(holder, doc.location.pathname, (await response.json()) as LandingLink[]);
  } catch {
    return false;
  }
}
