/**
 * Navigation settings of a tenant (spec §2 *Brand theme navigation*: "mandatory and optional entries";
 * header navigation; footer) and the per-template defaults, in one table. What each entry links to,
 * and when it exists, is `src/config/navigation.ts`.
 */
import { z } from 'zod';
import type { Template } from './templates.ts';

/** The platform's header menu entries (issue #10: search, used, new and demo, finance, offers, sell / trade-in, service, locations, contact). */
export const MENU_KEYS = ['search', 'used', 'new_demo', 'models', 'finance', 'offers', 'sell', 'service', 'locations', 'contact'] as const;
export type MenuKey = (typeof MENU_KEYS)[number];

/**
 * The platform's site links (footer groups and menu children), by key. `src/config/navigation.ts` gives
 * each its label, path and the condition under which its page exists.
 */
export const LINK_KEYS = [
  'search',
  'used',
  'new_demo',
  'models',
  'offers',
  'about_us',
  'buying',
  'warranty',
  'blog',
  'favourites',
  'compare',
  'test_drive',
  'finance',
  'finance_page',
  'finance_enquiry',
  'apply_finance',
  'car_finance',
  'personalised_finance',
  'sell_my_car',
  'sell_your_car',
  'trade_in',
  'service',
  'book_service',
  'genuine_service',
  'capped_price',
  'parts_accessories',
  'parts_search',
  'locations',
  'contact_us',
  'contact',
  'enquiries',
  'feedback_survey',
  'enquiry_general',
  'enquiry_new_vehicle',
  'enquiry_service',
  'enquiry_parts',
  'enquiry_fleet',
  'enquiry_feedback',
  'fleet',
  'careers',
  'privacy',
  'terms',
  'complaints',
] as const;
export type LinkKey = (typeof LINK_KEYS)[number];

/** How a template's header dropdowns behave (spec §2 brand theme: "open on hover, have an offset of 8 and no caret"). */
export interface TemplateNavigation {
  /** Default header entries, in order. */
  header: readonly MenuKey[];
  /** Entries a site cannot hide on this template (spec §2 "mandatory and optional entries"). */
  mandatory: readonly MenuKey[];
  /** Dropdowns open on click (touch, keyboard) only, or also on mouse hover. */
  dropdowns: 'click' | 'hover';
  /** A caret (▾) after an entry that opens a dropdown. */
  caret: boolean;
  /** Gap between an entry and its dropdown, px. */
  dropdownOffset: number;
}

/** The per-template navigation defaults: the one place a template's menus differ (read through `TEMPLATE_TRAITS[t].navigation`). */
export const TEMPLATE_NAVIGATION: Readonly<Record<Template, TemplateNavigation>> = {
  standard: {
    header: ['search', 'used', 'new_demo', 'finance', 'offers', 'sell', 'service', 'locations', 'contact'],
    mandatory: [],
    dropdowns: 'click',
    caret: true,
    dropdownOffset: 8,
  },
  brand: {
    header: ['models', 'used', 'search', 'finance', 'offers', 'service', 'locations', 'contact'],
    mandatory: ['models', 'service', 'contact'],
    dropdowns: 'hover',
    caret: false,
    dropdownOffset: 8,
  },
  showroom: {
    header: ['search', 'used', 'new_demo', 'finance', 'offers', 'sell', 'service', 'locations', 'contact'],
    mandatory: [],
    dropdowns: 'click',
    caret: true,
    dropdownOffset: 8,
  },
};

/** A custom menu link, optionally with a dropdown of links. */
export interface NavItemT {
  label: string;
  href: string;
  children?: NavItemT[];
}
export const NavItem: z.ZodType<NavItemT> = z.lazy(() =>
  z.object({ label: z.string().min(1), href: z.string().min(1), children: z.array(NavItem).default([]) }),
);

export const Navigation = z.object({
  /**
   * The header menu in order: platform entries by key (`"finance"`) and custom links
   * (`{ "label": "Fleet", "href": "/fleet/" }`). Null (the default): the template's entries.
   */
  header: z
    .array(z.union([z.enum(MENU_KEYS), NavItem]))
    .nullable()
    .default(null),
  /** Platform entries to leave out of the header (not a mandatory entry of the template). */
  hide: z.array(z.enum(MENU_KEYS)).default([]),
  /** Labels for platform entries, e.g. `{ "sell": "Sell your car" }`. */
  labels: z.partialRecord(z.enum(MENU_KEYS), z.string().min(1)).default({}),
  /** Extra custom entries appended to the header menu. */
  extra: z.array(NavItem).default([]),
  /** Replaces the header menu with these custom links only (older form of `header`). */
  items: z.array(NavItem).nullable().default(null),
  /** Footer links to leave out, by key (e.g. `["careers"]`); the legal links cannot be left out. */
  footer_hide: z.array(z.enum(LINK_KEYS)).default([]),
});
export type Navigation = z.output<typeof Navigation>;
