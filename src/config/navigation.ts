/**
 * Header navigation per template (spec §2 *Brand theme navigation*): the default dealer-group
 * menu, or the brand menu with a 'New {model}' models dropdown and the finance link
 * /finance-enquiry; a tenant may replace or extend it (`navigation` in site.json).
 */
import type { SiteConfig } from './schema/site.ts';
import type { NavItemT } from './schema/features.ts';

export interface NavEntry {
  label: string;
  href: string;
  children: NavEntry[];
}

const toEntry = (item: NavItemT): NavEntry => ({ label: item.label, href: item.href, children: (item.children ?? []).map(toEntry) });

/** Text before a model name in the brand models menu (spec §2: "the models text prefix is 'New '"). */
export const BRAND_MODELS_PREFIX = 'New ';

/**
 * The header menu. `newModels` are the model names of the new cars in stock (brand template's
 * models dropdown), each linking to its search landing page.
 */
export function headerNavigation(site: SiteConfig, newModels: { name: string; href: string }[]): NavEntry[] {
  if (site.navigation.items) return site.navigation.items.map(toEntry);
  const common: NavEntry[] = site.template === 'brand'
    ? [
        { label: 'Models', href: '/search/new-and-demo-cars/', children: newModels.map((m) => ({ label: `${BRAND_MODELS_PREFIX}${m.name}`, href: m.href, children: [] })) },
        { label: 'Used Cars', href: '/search/used-cars/', children: [] },
        { label: 'All Stock', href: '/search/', children: [] },
      ]
    : [
        { label: 'Search Stock', href: '/search/', children: [] },
        { label: 'Used Cars', href: '/search/used-cars/', children: [] },
        { label: 'New & Demo', href: '/search/new-and-demo-cars/', children: [] },
      ];
  const tail: NavEntry[] = [
    { label: 'Service', href: '/service/', children: [] },
    { label: 'Contact Us', href: '/contact-us/', children: [] },
  ];
  return [...common, ...tail, ...site.navigation.extra.map(toEntry)];
}

/**
 * The footer's 'More from us' links: the site's content and enquiry pages that neither the header nor
 * the home page links to (spec §2 routes), so every page in the sitemap can be reached by a plain link
 * (issue #9 crawl). One list for every tenant; a later navigation-from-config change replaces it.
 */
export const FOOTER_PAGE_LINKS: readonly { label: string; href: string }[] = [
  { label: 'Car finance', href: '/finance/' },
  { label: 'Finance enquiry', href: '/finance-enquiry/' },
  { label: 'Apply for finance', href: '/apply-for-finance/' },
  { label: 'Car finance options', href: '/car-finance/' },
  { label: 'Your finance estimate', href: '/personalised/finance/' },
  { label: 'Trade in your car', href: '/trade-in/' },
  { label: 'Sell your car', href: '/sell-your-car/' },
  { label: 'Genuine service', href: '/genuine-service/' },
  { label: 'Fleet sales', href: '/fleet/' },
  { label: 'Enquiries', href: '/enquiries/' },
  { label: 'Send us a message', href: '/contact/' },
  { label: 'Careers', href: '/careers/' },
];
