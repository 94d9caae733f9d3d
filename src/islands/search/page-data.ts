/**
 * What a search page — its HTML (`src/pages/search/_SearchPage.astro`) and its state file
 * (`src/pages/search/[...landing]/state.json.ts`) — is made of from the stock, and what it depends on in an
 * incremental build (issue #14 item 2). Build time only.
 *
 * `/search/` and a landing page refined by one facet (a make, a condition, a location) count over every car: the
 * make facet of `/search/toyota/` counts every make. They depend on the whole car list, as they read it. A landing
 * refined by two facets or more (`/search/toyota/hilux/`: make and model) shows only cars that fail at most one of
 * its facets, because the island's facets are disjunctive (`RefinementFacet`, `MakeCards`: a refined facet's values
 * are counted over the cars that match the other facets). Such a page depends on those cars' search documents and on
 * what it takes from the whole stock — its links to other landings, the directory entries of the makes it shows,
 * its models' labels — worked out as one value, {@link landingInputs} (dependency
 * `derived:searchLanding:<path>`), and not on every car: a night that changes only other makes reuses it. Of a car
 * that fails one facet (a RAV4 on the Hilux page) the page shows only that its value of that facet counts once in the
 * facet's list (it is in no result, and no other facet or price range counts it), so the value holds that and not the
 * rest of its document: its new price does not render the page again. The documents are made with the clock's
 * stand-in (`searchDocsClock`), and the value holds it and the documents as made with it, so the page's work does not
 * record the clock's questions either (the served clock it is shown with, `servedSettings`, is asked outside it).
 * `page-data.test.ts` proves that the page's server state made from that slice of documents is the one made from all
 * of them, for every such landing of the sample tenants; `tests/build/incremental.test.ts` that a night's site equals
 * a full build.
 *
 * The value is a promise this module makes, not something the tracker sees: the page's reads of the car list are not
 * recorded. A setting or widget that takes something more from the whole stock must add it to {@link landingInputs}.
 * The tests catch one worked out from the cars' documents (the state from the slice; the props and state with every
 * car outside the slice repriced); one worked out from something a price does not touch (which makes exist, say) only
 * an incremental-equals-full night that changes it would catch.
 */
import { createHash } from 'node:crypto';
import type { InstantSearchServerState } from 'react-instantsearch';
import type { SiteConfig } from '../../config/schema/site.ts';
import { modelLabeller } from '../../search/directory.ts';
import { landingPageLinks } from '../../search/facet-links.ts';
import {
  childLandings,
  landingAt,
  matchesFacet,
  presetValue,
  type Landing,
  type LandingGroup,
  type Preset,
} from '../../search/landings.ts';
import { derivedDependencies } from '../../stock/derived-deps.ts';
import { searchDocsClock } from '../../stock/search-clock.ts';
import type { SearchDoc } from '../../stock/search-document.ts';
import type { BuildInfo, TenantStock } from '../../stock/tenant-stock.ts';
import { searchPageProps, tenantDocs, tenantLandings, tenantSearchDirectory } from './page-props.ts';
import { getSearchServerState } from './server.ts';
import type { SearchAppProps } from './types.ts';

/** The family of a landing page's derived dependency (`derived:searchLanding:<landing path>`). */
export const LANDING_INPUTS = 'searchLanding';

/** Whether a landing with `preset` depends on a slice of the stock ({@link landingInputs}): two facets or more. */
export function hasNarrowInputs(preset: Preset): boolean {
  return Object.keys(preset).length >= 2;
}

/**
 * Whether search document `doc` can count on a landing page with `preset`: it fails at most one of the preset's
 * facets (see the module comment). Every document the page's hits, facet counts and stats are made from passes.
 */
export function inLandingSlice(doc: SearchDoc, preset: Preset): boolean {
  let misses = 0;
  for (const [facet, values] of Object.entries(preset)) {
    if (!matchesFacet(doc, facet, values!)) misses++;
    if (misses > 1) return false;
  }
  return true;
}

/** A facet's values to the positions of the documents that have them, per build's documents (`landingSlice`). */
const facetIndexes = new WeakMap<readonly SearchDoc[], Map<string, Map<string, number[]>>>();

/** Positions in `docs` of the documents whose `facet` is `value` (`presetValue`). */
function withValue(docs: readonly SearchDoc[], facet: string, value: string): readonly number[] {
  let byFacet = facetIndexes.get(docs);
  if (!byFacet) facetIndexes.set(docs, (byFacet = new Map()));
  let index = byFacet.get(facet);
  if (!index) {
    byFacet.set(facet, (index = new Map()));
    docs.forEach((doc, i) => {
      const key = presetValue(doc, facet);
      const list = index!.get(key);
      if (list) list.push(i);
      else index!.set(key, [i]);
    });
  }
  return index.get(value) ?? [];
}

/**
 * The documents of a landing's slice ({@link inLandingSlice}) for a preset of two facets or more, in index order: each
 * matches at least one of the facets, so they are found through each facet's index, not by reading every document.
 */
export function landingSlice(docs: readonly SearchDoc[], preset: Preset): SearchDoc[] {
  const positions = new Set<number>();
  for (const [facet, values] of Object.entries(preset))
    for (const v of values ?? []) for (const i of withValue(docs, facet, v)) positions.add(i);
  return [...positions]
    .sort((a, b) => a - b)
    .map((i) => docs[i]!)
    .filter((d) => inLandingSlice(d, preset));
}

/** A search document's hash (hex, 20 chars), once per document object: a landing's value lists its slice by these. */
const docHashes = new WeakMap<SearchDoc, string>();
function docHash(doc: SearchDoc): string {
  let h = docHashes.get(doc);
  if (h === undefined) docHashes.set(doc, (h = createHash('sha256').update(JSON.stringify(doc)).digest('hex').slice(0, 20)));
  return h;
}

/**
 * What a document of a landing's slice gives the page (module comment): one that matches the whole preset, all of it
 * (its hash); one that fails facet `F`, only that it counts once under its value of `F` (`F=<value>`).
 */
function sliceEntry(doc: SearchDoc, preset: Preset): string {
  for (const [facet, values] of Object.entries(preset))
    if (!matchesFacet(doc, facet, values!)) return `${facet}=${JSON.stringify((doc as unknown as Record<string, unknown>)[facet] ?? null)}`;
  return docHash(doc);
}

/**
 * Everything a search page of the landing at `path` takes from the stock and the stock clock, for its derived
 * dependency: the landing, the documents' clock, the documents of its slice ({@link landingSlice}) in index order (by
 * hash, or for one failing a facet its value of that facet: `sliceEntry`), its links to
 * neighbouring landings, the landings listed under it, and of the make and model directory whether it has any entry
 * (the directory box shows then, empty until the visitor types), the entries of the makes in the slice (make cards:
 * logo, initials, model list) and the facet labels of the models in the slice: a make coming into or going out of
 * the tenant's stock elsewhere does not render the page again.
 * Null when no landing has that path. Computed from the stock given (in a build, the tracked stock, read outside any
 * page render: `DerivedDependencies.register`).
 */
export function landingInputs(site: SiteConfig, build: BuildInfo, stock: TenantStock, path: string): unknown {
  const { landings } = tenantLandings(site, build, stock);
  const landing = landingAt(landings, path);
  if (!landing) return null;
  const docs = tenantDocs(site, build, stock);
  const slice = landingSlice(docs, landing.preset);
  const directory = tenantSearchDirectory(site, docs);
  const makes = new Set(slice.map((d) => d.make));
  const labelOf = modelLabeller(directory);
  return {
    landing,
    now: searchDocsClock(build, stock.cars),
    docs: slice.map((d) => sliceEntry(d, landing.preset)),
    links: landingPageLinks(landings, landing),
    browse: childLandings(landings, landing),
    directory: {
      any: directory.length > 0,
      makes: directory.filter((m) => makes.has(m.make)),
      labels: [...new Set(slice.map((d) => d.model))].sort().map((m) => [m, labelOf(m)]),
    },
  };
}

/**
 * Registers how the tenant's landing pages' derived dependencies are worked out ({@link landingInputs}). Called by
 * the search routes' `getStaticPaths`, before any page is checked (each call replaces the last: the tenant being
 * built); outside a build nothing asks it.
 */
export function registerLandingInputs(site: SiteConfig, build: BuildInfo, stock: TenantStock): void {
  derivedDependencies(stock).register(LANDING_INPUTS, (path) => landingInputs(site, build, stock, path));
}

/**
 * What a search page renders from: the island's props (without its server state), the server state, and on its first
 * page the landings listed under it.
 */
export interface SearchPageData {
  props: Omit<SearchAppProps, 'serverState'>;
  serverState: InstantSearchServerState;
  browse: LandingGroup[];
}

/**
 * The island's props and server state for result page `page` (1-based) of `landing`, and on its first page the
 * landings listed under it (`childLandings`). A landing refined by two facets or more depends on
 * `derived:searchLanding:<path>` instead of the car list and the clock's questions this work asks (module comment).
 */
export async function searchPageData(
  site: SiteConfig,
  build: BuildInfo,
  stock: TenantStock,
  landing: Landing,
  page = 1,
): Promise<SearchPageData> {
  const work = async (): Promise<SearchPageData> => {
    const { props, docs } = searchPageProps(site, build, stock, landing, page);
    const serverState = await getSearchServerState(docs, props);
    const browse = page === 1 ? childLandings(tenantLandings(site, build, stock).landings, landing) : [];
    return { props, serverState, browse };
  };
  if (!hasNarrowInputs(landing.preset)) return work();
  const derived = derivedDependencies(stock);
  derived.depend(LANDING_INPUTS, landing.path);
  return derived.withCarReadsCovered(work, { clock: true });
}
