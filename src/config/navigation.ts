/**
 * Navigation as data (spec §2 header navigation, *Brand theme navigation*, footer; §4 *Menus*): ONE table
 * of the site's links ({@link LINKS}: label, path, and the condition under which its page exists), the
 * header menus built from it ({@link MENUS}), the footer groups ({@link FOOTER_GROUPS}), and the
 * per-template defaults (`TEMPLATE_TRAITS[t].navigation`, `schema/templates.ts`). A tenant changes them in
 * `site.json` `navigation` (`header`, `hide`, `labels`, `extra`, `footer_hide`).
 *
 * Contributing an entry: a feature whose page exists only sometimes (offers only when there are
 * offers) adds its link here with a `when` over {@link NavFacts} — e.g. `(f) => f.collections.offers > 0`
 * — and puts its key into a menu's children and/or a footer group; its page's `getStaticPaths` decides
 * with the same fact. The link then appears exactly when the page is built (the crawl test fails on a
 * link to a missing page and on a page nothing links to).
 */
import { locationPath } from './location-paths.ts';
import { serviceBookingHref } from './links.ts';
import type { SiteConfig } from './schema/site.ts';
import type { LinkKey, MenuKey, NavItemT } from './schema/navigation.ts';
import { resolveFinance } from './schema/finance.ts';
import { MODELS_TEXT_PREFIX, TEMPLATE_TRAITS } from './schema/templates.ts';

/** One link of a menu or the footer; `children` is a dropdown. */
export interface NavEntry {
  label: string;
  href: string;
  children: NavEntry[];
  /** The platform key it came from (`finance`), or null for a tenant's custom link. */
  key: string | null;
  /** Opens in another site (rel="noopener"). */
  external?: boolean;
}

/** Facts about this tenant's build that decide which conditional pages exist. */
export interface NavFacts {
  /** Entries per content collection (`{ legal: 3, reviews: 14 }`); a missing name counts as 0. */
  collections: Readonly<Record<string, number>>;
  /** Whether there are special offers: a listed car with a reduced price, a current promotion or a running offer of the `offers` collection. */
  offers: boolean;
  /** Models of the new and demo cars in stock, with their search landing pages (the brand template's models menu). */
  newModels: readonly { name: string; href: string }[];
  /**
   * The site's model range (issue 11, `src/components/models/site-models.ts`): name, link, and whether the stock has
   * the model (its link is then its search landing page); when present it is the models menu and /models/ exists.
   */
  modelRange?: readonly RangeMenuModel[];
  /** Models with a capped-price service plan on this site (issue 11, `src/components/service/site-service-plans.ts`); the capped-price link shows when above 0. */
  servicePlans?: number;
}

interface Ctx {
  site: SiteConfig;
  facts: NavFacts;
}

/** A model of the range as the models menu takes it ({@link NavFacts.modelRange}). */
export interface RangeMenuModel {
  name: string;
  href: string;
  /** Whether a listed car is of this model. */
  inStock: boolean;
}

/**
 * The models of the range a models menu of `limit` entries draws (the template's `models_in_menu`; the spec sets no
 * rule, decision): all of them when they fit; else the models in stock first and then the others, each in range
 * order, up to `limit`, drawn in range order. A buyer then finds every model the dealer can sell now in the menu
 * before one it cannot. `inStock` is read only when the range is longer than the menu, so a page whose menu shows the
 * whole range does not depend on which of its models are in stock.
 */
export function rangeMenuModels<T extends Pick<RangeMenuModel, 'inStock'>>(range: readonly T[], limit: number): T[] {
  if (range.length <= limit) return [...range];
  const inStock = range.filter((m) => m.inStock);
  const drawn = new Set([...inStock, ...range.filter((m) => !inStock.includes(m))].slice(0, limit));
  return range.filter((m) => drawn.has(m));
}

/** One link of the table: label, path (or a function of the site), and when its page exists (default: always). */
interface LinkDef {
  label: string;
  href: string | ((ctx: Ctx) => string);
  external?: (ctx: Ctx) => boolean;
  when?: (ctx: Ctx) => boolean;
}

/** Every platform link, by key: the one table of the site's pages for menus and the footer. */
export const LINKS: Readonly<Record<LinkKey, LinkDef>> = {
  search: { label: 'Search all stock', href: '/search/' },
  used: { label: 'Used cars', href: '/search/used-cars/' },
  new_demo: { label: 'New & demo cars', href: '/search/new-and-demo-cars/' },
  offers: { label: 'Special offers', href: '/special-offers/', when: ({ facts }) => facts.offers },
  models: { label: 'Our models', href: '/models/', when: ({ facts }) => (facts.modelRange?.length ?? 0) > 0 },
  about_us: { label: 'About us', href: '/about-us/' },
  buying: { label: 'Buying with us', href: '/buying/' },
  warranty: { label: 'Warranty', href: '/warranty/' },
  blog: { label: 'Vehicle reviews', href: '/blog/vehicle-reviews/', when: ({ facts }) => (facts.collections.blog ?? 0) > 0 },
  favourites: { label: 'Saved cars', href: '/favourites/', when: ({ site }) => site.features.favourites },
  compare: { label: 'Compare cars', href: '/compare/', when: ({ site }) => site.features.compare },
  test_drive: { label: 'Book a test drive', href: '/book-test-drive/' },
  finance: { label: 'Car finance', href: ({ site }) => resolveFinance(site).link_path },
  /** The finance page itself (the brand template's Finance entry is the enquiry page, spec §2, so the footer links both). */
  finance_page: { label: 'Car finance', href: '/finance/' },
  finance_enquiry: { label: 'Finance enquiry', href: '/finance-enquiry/' },
  apply_finance: { label: 'Apply for finance', href: '/apply-for-finance/' },
  car_finance: { label: 'Car finance options', href: '/car-finance/' },
  personalised_finance: { label: 'Your finance estimate', href: '/personalised/finance/' },
  sell_my_car: { label: 'Sell my car', href: '/sell-my-car/' },
  sell_your_car: { label: 'Get a valuation', href: '/sell-your-car/' },
  trade_in: { label: 'Trade in your car', href: '/trade-in/' },
  service: { label: 'Service centres', href: '/service/' },
  book_service: {
    label: 'Book a service',
    href: ({ site }) => serviceBookingHref(site).href,
    external: ({ site }) => serviceBookingHref(site).external,
  },
  genuine_service: { label: 'Genuine service', href: '/genuine-service/' },
  capped_price: {
    label: 'Capped-price servicing',
    href: '/service/#capped-price-servicing',
    when: ({ facts }) => (facts.servicePlans ?? 0) > 0,
  },
  /** Issue 11 item 4: the catalogue pages exist only when the tenant has an `accessories` catalogue (`src/components/parts/site-parts.ts`). */
  parts_accessories: {
    label: 'Parts and accessories',
    href: '/vehicle-parts-and-accessories/',
    when: ({ facts }) => (facts.collections.accessories ?? 0) > 0,
  },
  parts_search: { label: 'Parts search', href: '/parts/search/', when: ({ facts }) => (facts.collections.accessories ?? 0) > 0 },
  locations: { label: 'Our locations', href: '/our-location/' },
  contact_us: { label: 'Contact us', href: '/contact-us/' },
  contact: { label: 'Send us a message', href: '/contact/' },
  enquiries: { label: 'All enquiry forms', href: '/enquiries/' },
  enquiry_general: { label: 'General enquiry', href: '/enquiries/general/' },
  enquiry_new_vehicle: { label: 'New vehicle enquiry', href: '/enquiries/new-vehicle/' },
  enquiry_service: { label: 'Service enquiry', href: '/enquiries/service/' },
  enquiry_parts: { label: 'Parts enquiry', href: '/enquiries/parts/' },
  enquiry_fleet: { label: 'Fleet enquiry', href: '/enquiries/fleet/' },
  enquiry_feedback: { label: 'Feedback', href: '/enquiries/feedback/' },
  feedback_survey: { label: 'Customer feedback survey', href: '/customer-feedback-survey/' },
  fleet: { label: 'Fleet sales', href: '/fleet/' },
  careers: { label: 'Careers', href: '/careers/' },
  privacy: { label: 'Privacy policy', href: '/privacy-policy/' },
  terms: { label: 'Terms and conditions', href: '/terms-and-conditions/' },
  complaints: { label: 'Complaint handling', href: '/pages/complaint-handling-process/' },
};

/** Footer links a tenant cannot leave out: the legal pages every footer carries (issue #10). */
export const LEGAL_LINKS: readonly LinkKey[] = ['privacy', 'terms', 'complaints'];

/** A header menu: its label, where the entry itself points, its dropdown, and when it exists. */
interface MenuDef {
  label: string;
  link: LinkKey;
  children?: (ctx: Ctx) => (LinkKey | NavEntry)[];
  when?: (ctx: Ctx) => boolean;
}

const plain = (label: string, href: string): NavEntry => ({ label, href, children: [], key: null });

/**
 * The models dropdown (spec §2 brand 'Models' menu; issue #11: a models menu on the other templates where
 * a tenant sells new cars, under 'New & Demo'): the model range page (or all new and demo cars) first, then
 * 'New {model}' per model of the range (its models in stock first when it is longer: `rangeMenuModels`), else per
 * model of the new and demo stock, at most the template's `models_in_menu`. No models: no dropdown.
 */
function modelsMenu({ site, facts }: Ctx): (LinkKey | NavEntry)[] {
  const limit = TEMPLATE_TRAITS[site.template].models_in_menu;
  const range = facts.modelRange ?? [];
  const models = range.length > 0 ? rangeMenuModels(range, limit) : facts.newModels.slice(0, limit);
  if (models.length === 0) return [];
  return [range.length > 0 ? 'models' : 'new_demo', ...models.map((m) => plain(`${MODELS_TEXT_PREFIX}${m.name}`, m.href))];
}

/** The header menus, by key (labels are the standard template's; `navigation.labels` renames them). */
export const MENUS: Readonly<Record<MenuKey, MenuDef>> = {
  search: { label: 'Search Stock', link: 'search' },
  used: { label: 'Used Cars', link: 'used' },
  new_demo: { label: 'New & Demo', link: 'new_demo', children: modelsMenu },
  models: { label: 'Models', link: 'new_demo', children: modelsMenu },
  finance: { label: 'Finance', link: 'finance', children: () => ['finance', 'finance_enquiry', 'apply_finance', 'car_finance'] },
  offers: { label: 'Offers', link: 'offers' },
  sell: { label: 'Sell / Trade-in', link: 'sell_my_car', children: () => ['sell_my_car', 'trade_in', 'sell_your_car'] },
  service: {
    label: 'Service',
    link: 'service',
    children: () => ['book_service', 'service', 'capped_price', 'parts_accessories', 'parts_search', 'enquiry_service', 'enquiry_parts'],
  },
  locations: {
    label: 'Locations',
    link: 'locations',
    children: ({ site }) => ['locations', ...site.locations.filter((l) => l.visible).map((l) => plain(l.name, locationPath(l.slug)))],
  },
  contact: { label: 'Contact Us', link: 'contact_us', children: () => ['contact_us', 'contact', 'enquiries'] },
};

/** The footer's link groups, in order (the locations column and the legal row are drawn around them). */
export const FOOTER_GROUPS: readonly { id: string; title: string; links: readonly LinkKey[] }[] = [
  { id: 'buying', title: 'Buying', links: ['search', 'used', 'new_demo', 'models', 'offers', 'test_drive', 'favourites', 'compare'] },
  { id: 'finance', title: 'Finance', links: ['finance_page', 'finance_enquiry', 'apply_finance', 'car_finance', 'personalised_finance'] },
  {
    id: 'sell-service',
    title: 'Sell and service',
    links: [
      'sell_my_car',
      'sell_your_car',
      'trade_in',
      'book_service',
      'service',
      'capped_price',
      'genuine_service',
      'parts_accessories',
      'parts_search',
    ],
  },
  { id: 'about', title: 'About', links: ['about_us', 'buying', 'warranty', 'blog'] },
  {
    id: 'contact',
    title: 'Contact',
    links: [
      'locations',
      'contact_us',
      'contact',
      'enquiries',
      'enquiry_general',
      'enquiry_new_vehicle',
      'enquiry_service',
      'enquiry_parts',
      'enquiry_fleet',
      'enquiry_feedback',
      'feedback_survey',
      'fleet',
      'careers',
    ],
  },
];

function linkEntry(key: LinkKey, ctx: Ctx): NavEntry | null {
  const def = LINKS[key];
  if (def.when && !def.when(ctx)) return null;
  const href = typeof def.href === 'function' ? def.href(ctx) : def.href;
  return { label: def.label, href, children: [], key, ...(def.external?.(ctx) ? { external: true } : {}) };
}

const toEntry = (item: NavItemT): NavEntry => ({
  label: item.label,
  href: item.href,
  children: (item.children ?? []).map(toEntry),
  key: null,
});

function menuEntry(key: MenuKey, ctx: Ctx): NavEntry | null {
  const def = MENUS[key];
  if (def.when && !def.when(ctx)) return null;
  const self = linkEntry(def.link, ctx);
  if (!self) return null;
  const children = (def.children?.(ctx) ?? [])
    .map((c) => (typeof c === 'string' ? linkEntry(c, ctx) : c))
    .filter((c): c is NavEntry => c !== null);
  return { ...self, label: ctx.site.navigation.labels[key] ?? def.label, key, children };
}

/**
 * The header menu (spec §2): `navigation.items` (custom links only), else `navigation.header` (keys and
 * custom links) or the template's default entries, less `navigation.hide`, plus `navigation.extra`.
 * Platform entries whose page does not exist (their `when`) are left out, and so are their children.
 */
export function headerNavigation(site: SiteConfig, facts: NavFacts): NavEntry[] {
  if (site.navigation.items) return site.navigation.items.map(toEntry);
  const ctx = { site, facts };
  const hidden = new Set(site.navigation.hide);
  const chosen = site.navigation.header ?? TEMPLATE_TRAITS[site.template].navigation.header;
  const entries = chosen.flatMap((item) => {
    if (typeof item !== 'string') return [toEntry(item)];
    if (hidden.has(item)) return [];
    const entry = menuEntry(item, ctx);
    return entry ? [entry] : [];
  });
  return [...entries, ...site.navigation.extra.map(toEntry)];
}

/** One footer group with the links whose pages exist. */
export interface FooterGroup {
  id: string;
  title: string;
  links: NavEntry[];
}

/** A heading as the footer compares them: 'Buying', ' buying ' and 'BUYING' are one group. */
const sameHeading = (title: string) => title.trim().replace(/\s+/g, ' ').toLowerCase();
/** A link target as the footer compares them: '/search/used-cars' and '/search/used-cars/' are one page. */
const sameTarget = (href: string) => href.replace(/\/?(?=[?#]|$)/, '/');

/**
 * The footer (issue #10: locations, legal pages, licence numbers, every form page): the link groups less
 * `navigation.footer_hide` and links whose page does not exist, then the tenant's own columns
 * (`theme.footer.columns`, ids `col-0`, `col-1`…), then the legal links (never hidden). A tenant column titled as a
 * platform group (southern-cross-motor-group's 'Buying') adds its links to that group instead of drawing a second
 * 'Buying' heading. A group lists a page once, under its first link: 'Book a service' is the genuine service page
 * when the site books no service elsewhere, so that group's 'Genuine service' link, the same page, is not drawn again;
 * a column's link to a page the group has is left out. A group or column left with no link is dropped.
 */
export function footerNavigation(site: SiteConfig, facts: NavFacts): { groups: FooterGroup[]; legal: NavEntry[] } {
  const ctx = { site, facts };
  const hidden = new Set<LinkKey>(site.navigation.footer_hide.filter((k) => !LEGAL_LINKS.includes(k)));
  const links = (keys: readonly LinkKey[]) =>
    keys
      .filter((k) => !hidden.has(k))
      .map((k) => linkEntry(k, ctx))
      .filter((e): e is NavEntry => e !== null);
  const groups: FooterGroup[] = FOOTER_GROUPS.map((g) => ({ id: g.id, title: g.title, links: links(g.links) }));
  site.theme.footer.columns.forEach((col, i) => {
    let group = groups.find((g) => sameHeading(g.title) === sameHeading(col.title));
    if (!group) groups.push((group = { id: `col-${i}`, title: col.title, links: [] }));
    group.links.push(...col.links.map((l) => ({ label: l.label, href: l.href, children: [], key: null })));
  });
  for (const g of groups) g.links = g.links.filter((l, i) => g.links.findIndex((o) => sameTarget(o.href) === sameTarget(l.href)) === i);
  return { groups: groups.filter((g) => g.links.length > 0), legal: links(LEGAL_LINKS) };
}
