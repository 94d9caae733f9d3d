/**
 * Page templates and everything that differs between them, in one table (issue #12 *Drift closed*:
 * "template traits, one table"). Pages, components and config resolution read a trait from
 * `TEMPLATE_TRAITS[site.template]`; none compares `site.template` with a template's name. The header
 * menus' per-template defaults are a trait too (`navigation`, kept beside the menu schema in
 * `navigation.ts`).
 *
 * - `standard`: the dealer-group template.
 * - `brand`: the manufacturer brand theme (spec §2 *Brand theme navigation*, finance enquiry, the brand
 *   'my…' account routes).
 * - `showroom`: the other theme (spec §9: finance estimate at 8.5%, sticky bar after 50 px).
 */
import { z } from 'zod';
import { TEMPLATE_NAVIGATION, type TemplateNavigation } from './navigation.ts';

export const TEMPLATES = ['standard', 'brand', 'showroom'] as const;
export const Template = z.enum(TEMPLATES);
/** A template's name (`site.json` `template`, default 'standard'). */
export type Template = z.infer<typeof Template>;

/** Text before a model name in the models menus and the brand's models page (spec §2: "the models text prefix is 'New '"). */
export const MODELS_TEXT_PREFIX = 'New ';

/** What a template changes. Units in the names: px. */
export interface TemplateTraits {
  /** Finance defaults used where `site.json` `finance` leaves the field null (spec §2 brand theme, §9). */
  finance: {
    /** Starting interest of the calculator, % p.a. (spec §9: 10%; showroom 8.5%). */
    default_interest: number;
    /** The finance link's page (spec §2: brand `/finance-enquiry/`). */
    link_path: string;
    /** The finance button's text (spec §2: brand 'Finance Enquiry'). */
    button_label: string;
  };
  /** Header menus: default entries, mandatory entries, dropdown behaviour. */
  navigation: TemplateNavigation;
  /** Vehicle detail page layout: a sidebar beside the photos, or one column with the sidebar's blocks inline (brand). */
  vehicle_layout: 'sidebar' | 'single-column';
  /** Scroll distance after which the vehicle page's sticky mobile bar may show, px (spec §2: 900; showroom 50). */
  sticky_bar_offset_px: number;
  /** Builds the four brand 'my…' account routes (spec §2, §6 `BRAND_ACCOUNT_ROUTES`). */
  brand_account_routes: boolean;
  /** Text before the makes in the `/models/` page title ('New Mazda models' on the brand theme). */
  models_page_prefix: string;
  /** Most 'New {model}' links in the header's models dropdown (brand 'Models': the range, up to 30; elsewhere under 'New & Demo': 12). */
  models_in_menu: number;
}

/** The one table of template traits. */
export const TEMPLATE_TRAITS: Readonly<Record<Template, TemplateTraits>> = {
  standard: {
    finance: { default_interest: 10, link_path: '/finance/', button_label: 'Apply for Finance' },
    navigation: TEMPLATE_NAVIGATION.standard,
    vehicle_layout: 'sidebar',
    sticky_bar_offset_px: 900,
    brand_account_routes: false,
    models_page_prefix: '',
    models_in_menu: 12,
  },
  brand: {
    finance: { default_interest: 10, link_path: '/finance-enquiry/', button_label: 'Finance Enquiry' },
    navigation: TEMPLATE_NAVIGATION.brand,
    vehicle_layout: 'single-column',
    sticky_bar_offset_px: 900,
    brand_account_routes: true,
    models_page_prefix: MODELS_TEXT_PREFIX,
    models_in_menu: 30,
  },
  showroom: {
    finance: { default_interest: 8.5, link_path: '/finance/', button_label: 'Apply for Finance' },
    navigation: TEMPLATE_NAVIGATION.showroom,
    vehicle_layout: 'sidebar',
    sticky_bar_offset_px: 50,
    brand_account_routes: false,
    models_page_prefix: '',
    models_in_menu: 12,
  },
};
