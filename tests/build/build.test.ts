/**
 * Build test: runs the real orchestrator (worker pool + Astro) on the fixture tenants and asserts
 * on the generated HTML with the spec's own rules: listing (spec §4 Stock status), price display
 * precedence (spec §4), below-market indicator, dealer comments (spec §5), a bad tenant failing
 * alone with a named field, and the previous site kept when a build fails.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Parser } from 'htmlparser2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TenantOutcome } from '../../scripts/lib/orchestrator.ts';
import { buildFixtures } from './build-fixtures.ts';
import { NOT_STREAMING_WARNING } from '../../src/integration/incremental.ts';
import { siteFiles as files } from './site-files.ts';
import { PROJECT_ROOT } from '../../src/integration/astro-config.ts';
import { htmlFacts, isNoindex } from '../../src/integration/html-facts.ts';
import { crawl, dirSource, sitemapPaths } from '../crawl/crawler.ts';
import { carLookupBase, carLookupBucket, carLookupBuckets, findSearchDoc } from '../../src/stock/car-lookup.ts';
import { parseSearchIndex } from '../../src/stock/search-document.ts';
import { DIRECTORY_ATTRIBUTE, SEARCH_DIRECTORY_PATH, type ServedStateFile } from '../../src/islands/search/served-state.ts';
import type { DirectoryMake } from '../../src/search/directory.ts';

const fixtures = join(PROJECT_ROOT, 'tests', 'build', 'fixtures');
const snapshot = JSON.parse(readFileSync(join(fixtures, 'stock', 'snapshot.json'), 'utf8')) as {
  generated_at: string;
  cars: { id: number; slug: string; car_type: string; rego_expiry: string | null }[];
};
const slugOf = (id: number) => snapshot.cars.find((c) => c.id === id)!.slug;

let out: string;
let tenants: TenantOutcome[];
let ok: boolean;
const log: string[] = [];
const site = () => join(out, 'fixture-motors');
const page = (path: string) => readFileSync(join(site(), path, 'index.html'), 'utf8');
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ');

beforeAll(async () => {
  out = mkdtempSync(join(tmpdir(), 'dealer-build-'));
  // A previous, good site of the broken tenant must survive its failed build.
  mkdirSync(join(out, 'broken-motors'), { recursive: true });
  writeFileSync(join(out, 'broken-motors', 'index.html'), 'previous good build');
  const built = await buildFixtures({
    sitesDir: join(fixtures, 'sites'),
    stockPath: join(fixtures, 'stock', 'snapshot.json'),
    outRoot: out,
    cacheRoot: join(out, '.cache'),
  });
  log.push(...built.log);
  const result = built.result;
  tenants = result.tenants;
  ok = result.ok;
  // Show the build log when the good tenant did not build, so a failure says why.
  if (!result.tenants.find((t) => t.slug === 'fixture-motors')?.ok) console.error(log.join('\n'));
}, 300_000);

/**
 * The `useId` ids in `html` (React 19: `_R_…_`, or `_<prefix>R_…_` with an `identifierPrefix`) in id-naming attributes,
 * each with the `prefix` of the island it is rendered in (null outside any island).
 */
function islandIds(html: string): { id: string; island: string | null }[] {
  const found: { id: string; island: string | null }[] = [];
  const islands: string[] = [];
  const parser = new Parser({
    onopentag(name, attrs) {
      if (name === 'astro-island') islands.push(attrs.prefix ?? '');
      for (const attr of ['id', 'for', 'aria-labelledby', 'aria-describedby', 'aria-controls'])
        for (const id of (attrs[attr] ?? '').split(/\s+/))
          if (/^_(r\d+)?R_[0-9a-z]+_$/.test(id)) found.push({ id, island: islands.at(-1) ?? null });
    },
    onclosetag(name) {
      if (name === 'astro-island') islands.pop();
    },
  });
  parser.write(html);
  parser.end();
  return found;
}

afterAll(() => rmSync(out, { recursive: true, force: true }));

describe('orchestrator', () => {
  it('fails the bad tenant alone, naming the file, the field path and the reason, and reports failure overall', () => {
    expect(ok).toBe(false);
    const broken = tenants.find((t) => t.slug === 'broken-motors')!;
    const good = tenants.find((t) => t.slug === 'fixture-motors')!;
    expect(broken.ok).toBe(false);
    expect(good.ok).toBe(true);
    const all = log.join('\n');
    expect(all).toContain('tests/build/fixtures/sites/broken-motors/site.json: locations[0].address.postcode: expected a 4-digit postcode');
    expect(all).toContain('template: expected one of "standard", "brand", "showroom"');
  });

  it('keeps the previous site of a tenant whose build failed', () => {
    expect(readFileSync(join(out, 'broken-motors', 'index.html'), 'utf8')).toBe('previous good build');
  });

  it("bakes the tenant's edge API origin (leads.api_base_url) into its forms and vehicle pages", () => {
    const vehicle = page(`cars/${slugOf(1)}`);
    const data = JSON.parse(/<script type="application\/json" id="vehicle-data">(.*?)<\/script>/s.exec(vehicle)![1]!) as {
      api: { viewUrl: string; phoneRevealUrl: string };
    };
    expect(data.api.viewUrl).toMatch(new RegExp(`^https://api\\.fixture-motors\\.example/api/cars/${slugOf(1)}/view\\.json\\?`));
    expect(data.api.phoneRevealUrl).toBe('https://api.fixture-motors.example/api/phone-reveals');
    expect(page('contact')).toContain('apiBase&quot;:[0,&quot;https://api.fixture-motors.example&quot;]');
    const good = tenants.find((t) => t.slug === 'fixture-motors')!;
    expect(good.warnings.join('\n')).not.toContain('no edge API origin');
  });

  it('gives no content warning for a collection the tenant leaves empty (it has no reviews)', () => {
    const good = tenants.find((t) => t.slug === 'fixture-motors')!;
    expect(existsSync(join(fixtures, 'sites', 'fixture-motors', 'content', 'reviews.json'))).toBe(false);
    expect(good.warnings.filter((w) => w.includes('[content]'))).toEqual([]);
  });

  it('has Astro stream each page rather than render it to one string (issue #14: build cost; a page rendered whole warns)', () => {
    for (const t of tenants) expect(t.warnings.join('\n')).not.toContain(NOT_STREAMING_WARNING);
  });

  it("renders each island's useId ids with the island's prefix, which the browser hydrates with (react-render-to-string.ts)", () => {
    const pages = files(site()).filter((f) => f.endsWith('.html'));
    // Ids outside an island are never hydrated: any form will do there.
    const ids = pages.flatMap((f) =>
      islandIds(readFileSync(join(site(), f), 'utf8')).flatMap((i) => (i.island === null ? [] : [{ ...i, page: f }])),
    );
    // The search box's label and the forms' fields have them: the check is not vacuous.
    expect(ids.filter((i) => i.page === 'search/index.html').length).toBeGreaterThan(0);
    expect(new Set(ids.map((i) => i.island)).size).toBeGreaterThan(1);
    for (const { id, island, page: p } of ids) expect(id.startsWith(`_${island}R_`), `${p}: ${id} in island ${island}`).toBe(true);
  });

  it('counts cars and pages in the summary', () => {
    const good = tenants.find((t) => t.slug === 'fixture-motors')!;
    expect(good.cars).toBe(7);
    expect(good.pages).toBeGreaterThanOrEqual(7 + 3);
  });
});

describe('listing rules (spec §4 Stock status, §1 stock filter)', () => {
  it('lists in-stock, coming-soon and sold-within-3-days cars only', () => {
    for (const id of [1, 2, 3, 4, 6, 8, 10]) expect(existsSync(join(site(), 'cars', slugOf(id), 'index.html')), `car ${id}`).toBe(true);
    // 5: sold 5 days ago; 7: show_on_dealer_website false; 9: excluded stock number; 11: another dealer's yard.
    for (const id of [5, 7, 9, 11]) expect(existsSync(join(site(), 'cars', slugOf(id))), `car ${id}`).toBe(false);
  });
});

describe('vehicle detail page', () => {
  it('shows an offer with "Was {before price}, now:" (spec §4 rule 2)', () => {
    const t = text(page(`cars/${slugOf(2)}`));
    expect(t).toContain('Was $41,990, now:');
    expect(t).toContain('$38,990');
    expect(t).toContain('Drive Away');
  });

  it('names the car in its heading with the badge line as words of their own ("Prado GXL", not "PradoGXL")', () => {
    // Fixture car 1: 2021 Toyota RAV4, badge "GX (2WD)" drawn on a line of its own under the title.
    const heading = /<h1 id="car-title"[^>]*>([\s\S]*?)<\/h1>/.exec(page(`cars/${slugOf(1)}`))![1]!;
    expect(heading).toContain('<span class="car-sidebar__subtitle"');
    // Its textContent: the tags dropped, not replaced by spaces as `text` does.
    expect(heading.replace(/<[^>]+>/g, '')).toBe('2021 Toyota RAV4 GX (2WD)');
  });

  it("shows 'Enquire for price.' for POA and for a price of $10 or less (spec §4, §9)", () => {
    expect(text(page(`cars/${slugOf(3)}`))).toContain('Enquire for price.');
    expect(text(page(`cars/${slugOf(10)}`))).toContain('Enquire for price.');
  });

  it('shows the SOLD block for a sold car and COMING SOON for a coming-soon car', () => {
    expect(text(page(`cars/${slugOf(4)}`))).toContain('SOLD');
    expect(text(page(`cars/${slugOf(6)}`))).toContain('COMING SOON');
  });

  it('shows the below-market indicator at $500+ under the state average, not at $499 (spec §4, §9)', () => {
    expect(text(page(`cars/${slugOf(1)}`))).toContain('$3,000 below market price');
    expect(text(page(`cars/${slugOf(2)}`))).not.toContain('below market price');
  });

  it("truncates long dealer comments with 'Show more' and shows the pending message when blank (spec §5)", () => {
    const long = text(page(`cars/${slugOf(1)}`));
    expect(long).toContain('Well kept RAV4 GX.');
    expect(long).toContain('Show more');
    expect(text(page(`cars/${slugOf(2)}`))).toContain('Dealer comments are pending. Please check back here later.');
  });

  it('shows the first 4 key specs, then Show More (spec §9), and drops empty values (spec §5)', () => {
    const html = page(`cars/${slugOf(1)}`);
    const visible = html.split('<details class="spec-list__more')[0]!.split('id="key-information"')[1]!;
    expect((visible.match(/<dt/g) ?? []).length).toBe(4);
    expect(text(html)).toContain('Show More');
    expect(text(page(`cars/${slugOf(8)}`))).not.toMatch(/Cylinders\s+0/);
  });

  it('serves responsive AVIF/WebP images from /img/ and the image-not-found fallback without images', () => {
    const html = page(`cars/${slugOf(1)}`);
    const avif = html.match(/type="image\/avif" srcset="([^"]+)"/)![1]!;
    expect(avif).toMatch(/\/img\/[0-9a-f]+-640\.avif 640w/);
    const file = avif.split(' ')[0]!.replace(/^\//, '');
    expect(existsSync(join(site(), file))).toBe(true);
    expect(page(`cars/${slugOf(3)}`)).toContain('/images/image-not-found.svg');
  });

  it("says 'Rego: Unregistered' on a used car whose known rego lapsed, never on new stock (spec §4 Rego expiry, issue #9)", () => {
    // fixture-motors sets features.show_unregistered; cars are found by their fields, among the listed ones.
    const listed = snapshot.cars.filter((c) => existsSync(join(site(), 'cars', c.slug, 'index.html')));
    const lapsed = (c: { rego_expiry: string | null }) => c.rego_expiry !== null && c.rego_expiry < snapshot.generated_at.slice(0, 10);
    const newCar = listed.find((c) => c.car_type === 'new' && (c.rego_expiry === null || lapsed(c)))!;
    const usedCar = listed.find((c) => c.car_type === 'used' && lapsed(c))!;
    expect(newCar).toBeDefined();
    expect(usedCar).toBeDefined();
    const regoLines = (html: string) => text(html).match(/Rego: \w+/g) ?? [];
    expect(regoLines(page(`cars/${usedCar.slug}`))).toEqual(['Rego: Unregistered']);
    expect(regoLines(page(`cars/${newCar.slug}`))).toEqual([]);
  });

  it('carries schema.org Car JSON-LD with the odometer in KMT and the price in AUD', () => {
    const ld = JSON.parse(page(`cars/${slugOf(1)}`).match(/<script type="application\/ld\+json">(.+?)<\/script>/)![1]!);
    expect(ld['@type']).toBe('Car');
    expect(ld.mileageFromOdometer).toEqual({ '@type': 'QuantitativeValue', value: 45210, unitCode: 'KMT' });
    expect(ld.offers).toMatchObject({ priceCurrency: 'AUD', price: 32990, availability: 'https://schema.org/InStock' });
  });
});

describe('site files', () => {
  it('lists every listed car and page in sitemap.xml with the site URL, and robots.txt points at it', () => {
    const xml = readFileSync(join(site(), 'sitemap.xml'), 'utf8');
    for (const id of [1, 2, 3, 4, 6, 8, 10]) expect(xml).toContain(`<loc>https://www.fixture-motors.example/cars/${slugOf(id)}/</loc>`);
    expect(xml).not.toContain(slugOf(5));
    expect(xml).toContain('<loc>https://www.fixture-motors.example/search/</loc>');
    expect(xml).not.toContain('/404/');
    expect(readFileSync(join(site(), 'robots.txt'), 'utf8')).toContain('Sitemap: https://www.fixture-motors.example/sitemap.xml');
  });

  it('has a 404 page, a home page with the tiles that have something behind them, and the search page with its first results in the HTML', () => {
    expect(existsSync(join(site(), '404.html'))).toBe(true);
    const home = text(page(''));
    for (const tile of ['Latest offers', 'Sell your car']) expect(home).toContain(tile);
    // The fixture's one location is a sales yard: no service centre, so no 'Book service online' tile (issue 11).
    expect(home).not.toContain('Book service online');
    const search = page('search');
    expect(text(search)).toContain('2021 Toyota RAV4');
    expect(existsSync(join(site(), 'search', 'index.json'))).toBe(true);
  });

  it('writes one lookup file per bucket beside the search index, each listed car in the file of its id and of its slug', () => {
    const docs = parseSearchIndex(readFileSync(join(site(), 'search', 'index.json'), 'utf8'));
    expect(docs.length).toBeGreaterThan(0);
    // One folder, named by the files' count, which the pages are given as the lookup base.
    const buckets = carLookupBuckets(docs.length);
    expect(readdirSync(join(site(), 'search', 'car'))).toEqual([String(buckets)]);
    expect(page('book-test-drive')).toContain(`data-lookup-base="${carLookupBase(buckets)}"`);
    const dir = join(site(), 'search', 'car', String(buckets));
    expect(readdirSync(dir).sort()).toEqual(Array.from({ length: buckets }, (_, i) => `${i}.json`).sort());
    for (const doc of docs) {
      for (const key of [String(doc.id), doc.slug]) {
        const file = parseSearchIndex(readFileSync(join(dir, `${carLookupBucket(key, buckets)}.json`), 'utf8'));
        expect(findSearchDoc(file, key), `${key} in its lookup file`).toEqual(doc);
      }
    }
  });

  it('writes the make/model directory once, /search/directory.json, named by the search pages; no state file carries it', () => {
    const docs = parseSearchIndex(readFileSync(join(site(), 'search', 'index.json'), 'utf8'));
    const directory = JSON.parse(readFileSync(join(site(), 'search', 'directory.json'), 'utf8')) as DirectoryMake[];
    // Every listed car is counted once, under its make and its model.
    expect(directory.reduce((n, m) => n + m.count, 0)).toBe(docs.length);
    for (const make of directory) {
      expect(make.count, make.make).toBe(docs.filter((d) => d.make === make.make).length);
      expect(
        make.models.reduce((n, m) => n + m.count, 0),
        make.make,
      ).toBe(make.count);
    }
    expect(page('search')).toContain(`${DIRECTORY_ATTRIBUTE}="${SEARCH_DIRECTORY_PATH}"`);
    const stateFiles = files(join(site(), 'search')).filter((f) => f.endsWith('state.json'));
    expect(stateFiles.length).toBeGreaterThan(1);
    for (const f of stateFiles) {
      const state = JSON.parse(readFileSync(join(site(), 'search', f), 'utf8')) as ServedStateFile;
      expect(state.settings, f).not.toHaveProperty('directory');
      expect(state.settings.facets, f).toContain('make');
    }
  });

  it('applies the tenant theme as CSS custom properties', () => {
    expect(page('')).toMatch(/--color-primary:#[0-9a-f]{6};/i);
  });

  it("inlines the result card's CSS where static cards are and the search island's own CSS on search pages only", () => {
    // A page's CSS is inlined in its head: the vehicle page and the home page carried the search island's filters,
    // dialogs and pages (11 KB of a vehicle page's 52 KB) because the card imported the island's stylesheet.
    const css = (html: string) => [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('\n');
    const island = /\.(search__filters|facet__list|pager__link|enquiry-dialog|search-pending)\b/;
    for (const [what, html] of [
      ['vehicle page', page(`cars/${slugOf(2)}`)],
      ['home page', page('')],
    ] as const) {
      expect(html, `${what} shows result cards`).toContain('class="result-card"');
      expect(css(html), what).toMatch(/\.result-card__amount\s*\{/);
      expect(css(html), what).not.toMatch(island);
    }
    const search = css(page('search'));
    expect(search).toMatch(/\.result-card__amount\s*\{/);
    expect(search).toMatch(island);
  });
});

describe('parts and accessories (spec §2 parts rows; issue 11 item 4)', () => {
  // The fixture's range is the Mazda range (its new and demo stock is a Mazda and a Kia, and the platform has no Kia range).
  it('builds /parts/search/ and /vehicle-parts-and-accessories/ over the whole catalogue, in display order (category, then name)', () => {
    for (const path of ['parts/search', 'vehicle-parts-and-accessories']) {
      const ids = [...page(path).matchAll(/data-part="([^"]+)"/g)].map((m) => m[1]);
      expect(ids, path).toEqual(['fixture-rav4-bars', 'fixture-cx-5-mats']);
    }
    expect(text(page('parts/search'))).toContain('Price on request');
    expect(text(page('parts/search'))).toContain('$189');
    expect(page('parts/search')).toContain('Parts enquiry');
  });

  it('builds /{model-slug}/accessories/ only for models of the range that something fits, each linked from the catalogue page and in the sitemap', () => {
    expect([...page('mazda-cx-5/accessories').matchAll(/data-part="([^"]+)"/g)].map((m) => m[1])).toEqual(['fixture-cx-5-mats']);
    expect(existsSync(join(site(), 'toyota-rav4'))).toBe(false);
    expect(existsSync(join(site(), 'mazda-3'))).toBe(false);
    const hub = page('vehicle-parts-and-accessories');
    expect([...hub.matchAll(/href="(\/[^"]+\/accessories\/)"/g)].map((m) => m[1])).toEqual(['/mazda-cx-5/accessories/']);
    expect(readFileSync(join(site(), 'sitemap.xml'), 'utf8')).toContain(
      '<loc>https://www.fixture-motors.example/mazda-cx-5/accessories/</loc>',
    );
  });

  it('the footer links the parts pages (the tenant has a catalogue)', () => {
    const home = page('');
    expect(home).toContain('href="/vehicle-parts-and-accessories/"');
    expect(home).toContain('href="/parts/search/"');
  });
});

describe('offers (spec §2 offers rows, §3 Offer, §9; issue 11)', () => {
  const sitemap = () => readFileSync(join(site(), 'sitemap.xml'), 'utf8');
  it('builds a running offer at /offers/{id}/, one for a make at /offers/{manufacturer}/{id}/ (the site names no single make)', () => {
    expect(text(page('offers/fixture-running'))).toContain('Fixture running offer');
    expect(text(page('offers/toyota/fixture-toyota'))).toContain('Fixture Toyota offer');
    expect(sitemap()).toContain('<loc>https://www.fixture-motors.example/offers/toyota/fixture-toyota/</loc>');
    // The offer page carries its enquiry form and its expiry for the browser check.
    expect(page('offers/fixture-running')).toContain('data-offer-expiry="2026-11-20"');
    expect(page('offers/fixture-running')).toContain('Enquire about this offer');
  });

  it('does not build an ended, a not yet started or an excluded offer, nor list or link it anywhere', () => {
    for (const id of ['fixture-ended', 'fixture-later', 'fixture-excluded']) {
      expect(existsSync(join(site(), 'offers', id)), id).toBe(false);
      expect(sitemap()).not.toContain(`/${id}/`);
      expect(page('special-offers')).not.toContain(id);
    }
  });

  it('lists the running offers on /special-offers/ with the description cut to 160 characters and View more (spec §9)', () => {
    const html = page('special-offers');
    expect(html).toContain('href="/offers/fixture-running/"');
    expect(html).toContain('href="/offers/toyota/fixture-toyota/"');
    const short = /data-cut-short[^>]*>([^<]*)</.exec(html)![1]!;
    expect(short.endsWith('…')).toBe(true);
    expect(short.length - 1).toBeLessThanOrEqual(160);
    expect(html).toContain('View more');
  });

  it('no home tile or menu entry leads to an empty page: /special-offers/ linked from home has something on it', () => {
    const home = page('');
    expect(home).toContain('href="/special-offers/"');
    expect(page('special-offers')).toMatch(/<p data-offers-none hidden/);
  });
});

describe('content pages and blog (spec §2 content rows; issue 11)', () => {
  it('builds /about-us/, /buying/, /warranty/ and the blog index and posts from the collections, all in the sitemap', () => {
    const xml = readFileSync(join(site(), 'sitemap.xml'), 'utf8');
    for (const p of ['about-us', 'buying', 'warranty', 'blog/vehicle-reviews']) {
      expect(existsSync(join(site(), p, 'index.html')), p).toBe(true);
      expect(xml).toContain(`<loc>https://www.fixture-motors.example/${p}/</loc>`);
    }
    // {{site.name}} is filled per tenant.
    expect(text(page('about-us'))).toContain('Fixture Motors is a locally run dealership');
    const posts = readdirSync(join(site(), 'blog', 'vehicle-reviews'), { withFileTypes: true }).filter((d) => d.isDirectory());
    expect(posts.length).toBeGreaterThan(0);
    const post = page(`blog/vehicle-reviews/${posts[0]!.name}`);
    const ld = [...post.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
      (m) => JSON.parse(m[1]!) as { '@type': string; headline?: string; datePublished?: string; publisher?: { name: string } },
    );
    const article = ld.find((o) => o['@type'] === 'Article');
    expect(article?.headline).toBeTruthy();
    expect(article?.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(article?.publisher?.name).toBe('Fixture Motors');
  });

  it("runs a post's Markdown images through Astro's image pipeline: a hashed, re-encoded file with its size", () => {
    const post = page('blog/vehicle-reviews/hybrid-or-diesel');
    const img = /<img[^>]*alt="Sample illustration: a green hybrid[^"]*"[^>]*>/.exec(post)?.[0];
    expect(img, 'the post shows its image').toBeTruthy();
    const src = /src="([^"]+)"/.exec(img!)![1]!;
    expect(src).toMatch(/^\/_astro\/hybrid-or-diesel\.[\w-]+\.webp$/);
    expect(img).toMatch(/width="1200"/);
    expect(img).toMatch(/height="675"/);
    expect(img).toMatch(/loading="lazy"/);
    expect(existsSync(join(site(), src))).toBe(true);
  });
});

describe('sitemap lists only indexable pages (what each page declares)', () => {
  it('no sitemap URL says noindex; noindex pages that were built are left out; /compare/ exists only where compare is on', () => {
    const paths = sitemapPaths(readFileSync(join(site(), 'sitemap.xml'), 'utf8'));
    expect(paths.length).toBeGreaterThan(10);
    for (const p of paths) expect(isNoindex(htmlFacts(page(p.slice(1)), { headOnly: true })), p).toBe(false);
    for (const p of [`/cars/${slugOf(1)}/checkout/`, '/cars/trade-in/', '/checkout-journey/']) {
      expect(existsSync(join(site(), p, 'index.html')), p).toBe(true);
      expect(isNoindex(htmlFacts(page(p.slice(1)), { headOnly: true })), p).toBe(true);
      expect(paths).not.toContain(p);
    }
    expect(existsSync(join(site(), 'compare')), 'the fixture switches features.compare off').toBe(false);
  });
});

describe('crawl from the home page by plain links, without JavaScript', () => {
  let report: Awaited<ReturnType<typeof crawl>>;
  beforeAll(async () => {
    report = await crawl(dirSource(site()), { siteOrigins: ['https://www.fixture-motors.example'] });
  });

  it('reaches every sitemap URL and every listed car', () => {
    const sitemap = sitemapPaths(readFileSync(join(site(), 'sitemap.xml'), 'utf8'));
    expect(sitemap.filter((p) => !report.pages.has(p))).toEqual([]);
    const cars = readdirSync(join(site(), 'cars'), { withFileTypes: true }).filter(
      (d) => d.isDirectory() && existsSync(join(site(), 'cars', d.name, 'index.html')) && d.name !== 'trade-in',
    );
    expect(cars.length).toBe(7);
    expect(cars.map((d) => `/cars/${d.name}/`).filter((p) => !report.pages.has(p))).toEqual([]);
  });

  it('finds no broken link and no broken anchor (every #id exists on its target page)', () => {
    expect(report.brokenLinks).toEqual([]);
    expect(report.brokenAnchors).toEqual([]);
  });
});
