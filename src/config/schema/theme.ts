/**
 * White-label theme of a tenant (spec §1: "button colours, banners, footers, legal text and
 * sidebar button set"). Colours become semantic CSS custom properties (see `src/styles/tokens.css`).
 */
import { z } from 'zod';

const hex = () => z.string().regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, 'expected a hex colour like "#0a3d62"');

/** Semantic colours. Defaults are the platform's neutral theme; each pair meets WCAG AA contrast. */
export const ThemeColors = z.object({
  primary: hex().default('#0b4f8a'),
  on_primary: hex().default('#ffffff'),
  accent: hex().default('#c2410c'),
  on_accent: hex().default('#ffffff'),
  success: hex().default('#15803d'),
  on_success: hex().default('#ffffff'),
  surface: hex().default('#ffffff'),
  surface_alt: hex().default('#f3f5f8'),
  text: hex().default('#1a2330'),
  muted: hex().default('#4b5563'),
  link: hex().default('#0b4f8a'),
  price_highlight: hex().default('#b91c1c'),
  header_bg: hex().default('#0f172a'),
  on_header: hex().default('#ffffff'),
  footer_bg: hex().default('#0f172a'),
  on_footer: hex().default('#e5e7eb'),
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
  expiryDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected a date like "2026-12-24"').nullable().default(null),
  /** Where the button goes (a path on the site or a URL). */
  linkTo: z.string().min(1),
  title: z.string().min(1),
  description: z.string().nullable().default(null),
  buttonText: z.string().min(1).default('Find out more'),
});
export type Popup = z.output<typeof Popup>;

export const Theme = z.object({
  colors: ThemeColors.default(ThemeColors.parse({})),
  /** Corner radius of buttons and cards in px. */
  radius: z.number().int().min(0).max(24).default(6),
  /** Logo image path (relative to the site root); the dealer name is shown as text when absent. */
  logo: z.string().nullable().default(null),
  banners: z.array(Banner).default([]),
  footer: z.object({
    about: z.string().nullable().default(null),
    columns: z.array(z.object({ title: z.string().min(1), links: z.array(Link) })).default([]),
    /** Accepted card logos in the footer (spec §2: Mastercard, Visa, Maestro, Google Pay, Apple Pay). */
    show_payment_logos: z.boolean().default(true),
  }).default({ about: null, columns: [], show_payment_logos: true }),
  /** Legal text printed in the footer under the licence numbers. */
  legal_text: z.string().nullable().default(null),
  sidebar_buttons: z.array(SidebarButton).default([...SIDEBAR_BUTTONS]),
  /** Promotional popup on the home page (spec §3, §4 *Popup*); null: none. */
  popup: Popup.nullable().default(null),
});
export type Theme = z.output<typeof Theme>;
