import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FinanceSettings, resolveFinance } from './finance.ts';
import { MODELS_TEXT_PREFIX, TEMPLATE_TRAITS, type Template } from './templates.ts';

const root = join(import.meta.dirname, '..', '..', '..');

/** Every source file under `dir` (recursively) that pages, islands, components and the API are built from. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|tsx|astro|mjs)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('template traits (one table, issue #12)', () => {
  it('has the spec values: sticky bar after 900 px, 50 px on showroom (spec §2); finance 10% / 8.5% (spec §9)', () => {
    expect(TEMPLATE_TRAITS.standard.sticky_bar_offset_px).toBe(900);
    expect(TEMPLATE_TRAITS.brand.sticky_bar_offset_px).toBe(900);
    expect(TEMPLATE_TRAITS.showroom.sticky_bar_offset_px).toBe(50);
    expect(TEMPLATE_TRAITS.showroom.finance.default_interest).toBe(8.5);
    expect(TEMPLATE_TRAITS.standard.finance.default_interest).toBe(10);
  });

  it("gives the brand theme its finance enquiry, one-column vehicle page, 'my…' routes and 'New ' models prefix (spec §2)", () => {
    const brand = TEMPLATE_TRAITS.brand;
    expect(brand.finance).toEqual({ default_interest: 10, link_path: '/finance-enquiry/', button_label: 'Finance Enquiry' });
    expect(brand.vehicle_layout).toBe('single-column');
    expect(brand.brand_account_routes).toBe(true);
    expect(brand.models_page_prefix).toBe(MODELS_TEXT_PREFIX);
    expect(MODELS_TEXT_PREFIX).toBe('New ');
    expect([brand.models_in_menu, TEMPLATE_TRAITS.standard.models_in_menu, TEMPLATE_TRAITS.showroom.models_in_menu]).toEqual([30, 12, 12]);
    for (const t of ['standard', 'showroom'] as const) {
      expect(TEMPLATE_TRAITS[t].vehicle_layout).toBe('sidebar');
      expect(TEMPLATE_TRAITS[t].brand_account_routes).toBe(false);
      expect(TEMPLATE_TRAITS[t].finance.link_path).toBe('/finance/');
    }
  });

  it('resolves a site’s finance link from its template, and a configured link wins', () => {
    const finance = (template: Template, link_path: string | null) =>
      resolveFinance({ template, finance: { ...FinanceSettings.parse({}), link_path } }).link_path;
    expect(finance('brand', null)).toBe('/finance-enquiry/');
    expect(finance('standard', null)).toBe('/finance/');
    expect(finance('standard', '/apply-now/')).toBe('/apply-now/');
  });

  it('is the only place a template is named: no source compares `template` with a name', () => {
    const offenders = sources(join(root, 'src')).flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return [
        ...text.matchAll(
          /template\s*[!=]==?\s*['"](standard|brand|showroom)['"]|['"](standard|brand|showroom)['"]\s*[!=]==?\s*[\w.]*template\b/g,
        ),
      ].map((m) => `${relative(root, file)}: ${m[0]}`);
    });
    expect(offenders).toEqual([]);
  });
});
