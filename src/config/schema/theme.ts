/**
 * White-label theme of a tenant (spec §1: "button colours, banners, footers, legal text and
 * sidebar button set"). Colours become semantic CSS custom properties (src/config/theme.ts writes
 * them into every page; src/styles/tokens.css holds only the tokens a theme does not set).
 */
import { z } from 'zod';
import { AA_TEXT_CONTRAST, contrastRatio } from '../contrast.ts';

const HEX = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;
const hex = () => z.string().regex(HEX, 'expected a hex colour like "#0a3d62"');

/** The theme's colour keys as the components use them (`on_*` is text and icons on that colour). */
const ThemeColorFields = z.strictObject({
  /** Primary buttons, the home banner, result tags; also outline-button text on `surface`. */
  primary: hex().default('#0b4f8a'),
  on_primary: hex().default('#ffffff'),
  /** Call-to-action buttons (search, enquire), tile and notice rules. */
  accent: hex().default('#c2410c'),
  on_accent: hex().default('#ffffff'),
  /** Reserve / Buy Online buttons, the below-market line, checklist ticks. */
  success: hex().default('#15803d'),
  on_success: hex().default('#ffffff'),
  /** Page background and its text. */
  surface: hex().default('#ffffff'),
  /** Panels, photo wells and the finance summary. */
  surface_alt: hex().default('#f3f5f8'),
  text: hex().default('#1a2330'),
  /** Secondary text (labels, variants, counts). */
  muted: hex().default('#4b5563'),
  link: hex().default('#0b4f8a'),
  /** Prices and weekly repayments. */
  price_highlight: hex().default('#b91c1c'),
  header_bg: hex().default('#0f172a'),
  on_header: hex().default('#ffffff'),
  footer_bg: hex().default('#0f172a'),
  on_footer: hex().default('#e5e7eb'),
});
type ColorKey = keyof z.output<typeof ThemeColorFields>;

/**
 * The colour pairs the components put text on (foreground, background). Each must reach WCAG AA
 * for normal text, 4.5:1 (1.4.3), so no tenant can publish unreadable buttons, prices or links.
 */
export const THEME_CONTRAST_PAIRS: readonly (readonly [ColorKey, ColorKey])[] = [
  ['text', 'surface'],
  ['text', 'surface_alt'],
  ['muted', 'surface'],
  ['muted', 'surface_alt'],
  ['link', 'surface'],
  ['link', 'surface_alt'],
  ['primary', 'surface'],
  ['price_highlight', 'surface'],
  ['price_highlight', 'surface_alt'],
  ['success', 'surface'],
  ['on_primary', 'primary'],
  ['on_accent', 'accent'],
  ['on_success', 'success'],
  ['on_header', 'header_bg'],
  ['on_footer', 'footer_bg'],
];

/**
 * Semantic colours. Defaults are the platform's neutral theme (the one place they are defined).
 * Unknown keys are rejected (a misspelt key would otherwise be dropped silently), and every pair of
 * `THEME_CONTRAST_PAIRS` must reach 4.5:1: the problem names the foreground field, e.g.
 * `theme.colors.on_accent: contrast 2.9:1 with accent (#f59e0b) is below WCAG AA 4.5:1`.
 */
export const ThemeColors = ThemeColorFields.superRefine((colors, ctx) => {
  for (const [fg, bg] of THEME_CONTRAST_PAIRS) {
    // zod still runs this check when a colour failed its own format check: that one is reported already.
    if (!HEX.test(colors[fg]) || !HEX.test(colors[bg])) continue;
    const ratio = contrastRatio(colors[fg], colors[bg]);
    if (ratio < AA_TEXT_CONTRAST) {
      ctx.addIssue({
        code: 'custom',
        path: [fg],
        message: `contrast ${(Math.floor(ratio * 100) / 100).toFixed(2)}:1 of ${fg} (${colors[fg]}) on ${bg} (${colors[bg]}) is below WCAG AA ${AA_TEXT_CONTRAST}:1`,
      });
    }
  }
});
export type ThemeColors = z.output<typeof ThemeColors>;

/** Sidebar buttons on the vehicle page, in display order (spec §2 *Vehicle sidebar*). */
export const SIDEBAR_BUTTONS = ['call', 'enquire', 'test_drive', 'trade_in', 'reserve', 'online_purchase', 'history_report'] as const;
export const SidebarButton = z.enum(SIDEBAR_BUTTONS);
export type SidebarButton = z.infer<typeof SidebarButton>;

const Link = z.object({ label: z.string().min(1), href: z.string().min(1) });

export const Banner = z.object({
  title: z.string().min(1),
  subtitle: z.string().nullable().default(null),
  /** Image path relative to the site root, or null for a colour banner. */
  image: z.string().nullable().default(null),
  link: Link.nullable().default(null),
});

/**
 * The promotional popup (spec §3 *Popup*: src, expiryDate, linkTo, title, description, buttonText;
 * §4 *Popup*). Shown on the home page until the visitor closes it or follows its link, and not after
 * `expiryDate` (the last day shown, in the site's time zone).
 */
export const Popup = z.object({
  /** Image path relative to the site root, or an https URL; null for a text-only popup. */
  src: z.string().min(1).nullable().default(null),
  /** Text alternative of the image (empty when it is decorative). */
  alt: z.string().default(''),
  /** Last day shown, YYYY-MM-DD in the site's time zone; null: until the config changes. */
  expiryDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'expected a date like "2026-12-24"')
    .nullable()
    .default(null),
  /** Where the button goes (a path on the site or a URL). */
  linkTo: z.string().min(1),
  title: z.string().min(1),
  description: z.string().nullable().default(null),
  buttonText: z.string().min(1).default('Find out more'),
});
export type Popup = z.output<typeof Popup>;

export const Theme = z.strictObject({
  colors: ThemeColors.default(ThemeColors.parse({})),
  /** Corner radius of buttons and cards in px. */
  radius: z.number().int().min(0).max(24).default(6),
  /**
   * Logo image path from the site root (put the file in `sites/<slug>/public/`), e.g. `/logo.svg`; the
   * dealer name is shown as text when absent. The header link keeps the dealer name as its name.
   */
  logo: z
    .string()
    .regex(/^\/(?!\/)/, 'expected a path from the site root like "/logo.svg"')
    .nullable()
    .default(null),
  /** The logo's size in the header, CSS px (its width and height attributes: no shift while it loads). Keep the file's aspect ratio. */
  logo_size: z
    .strictObject({
      width: z.number().int().min(16).max(320),
      height: z.number().int().min(16).max(56),
    })
    .default({ width: 160, height: 40 }),
  /** Favicon path from the site root (SVG, PNG or ICO; put it in `sites/<slug>/public/`). */
  favicon: z
    .string()
    .regex(/^\/(?!\/).*\.(svg|png|ico)$/i, 'expected a path from the site root like "/favicon.svg" (.svg, .png or .ico)')
    .default('/favicon.svg'),
  banners: z.array(Banner).default([]),
  footer: z
    .object({
      about: z.string().nullable().default(null),
      columns: z.array(z.object({ title: z.string().min(1), links: z.array(Link) })).default([]),
      /** Accepted card logos in the footer (spec §2: Mastercard, Visa, Maestro, Google Pay, Apple Pay). */
      show_payment_logos: z.boolean().default(true),
    })
    .default({ about: null, columns: [], show_payment_logos: true }),
  /** Legal text printed in the footer under the licence numbers. */
  legal_text: z.string().nullable().default(null),
  sidebar_buttons: z.array(SidebarButton).default([...SIDEBAR_BUTTONS]),
  /** Promotional popup on the home page (spec §3, §4 *Popup*); null: none. */
  popup: Popup.nullable().default(null),
});
export type Theme = z.output<typeof Theme>;
