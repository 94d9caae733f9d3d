import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AA_TEXT_CONTRAST, contrastRatio } from './contrast.ts';
import { listTenantSlugs, loadTenant } from './load.ts';
import { Theme, ThemeColors, THEME_CONTRAST_PAIRS } from './schema/theme.ts';
import { faviconType, INLINE_THEME_SVG_MAX_BYTES, themeCssVariables, themeImageSrc, themeSvgDataUri } from './theme.ts';

const root = join(import.meta.dirname, '..', '..');
const tokensCss = readFileSync(join(root, 'src/styles/tokens.css'), 'utf8');
const slugs = listTenantSlugs(join(root, 'sites'));

describe('theme → CSS variables', () => {
  it('writes every colour of the resolved theme and the radius', () => {
    const css = themeCssVariables(Theme.parse({ colors: { primary: '#123456' }, radius: 2 }));
    for (const key of Object.keys(ThemeColors.parse({}))) expect(css).toContain(`--color-${key.replace(/_/g, '-')}:`);
    expect(css).toContain('--color-primary:#123456;');
    expect(css).toContain('--radius:2px;');
  });

  it('has one source of defaults: tokens.css declares none of the theme variables, and layers what it declares', () => {
    const themed = themeCssVariables(Theme.parse({}))
      .split(';')
      .filter(Boolean)
      .map((d) => d.slice(0, d.indexOf(':')));
    expect(themed.length).toBeGreaterThan(16);
    const declared = [...tokensCss.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/(--[a-z0-9-]+)\s*:/g)].map((m) => m[1]);
    expect(declared.filter((d) => themed.includes(d!))).toEqual([]);
    // Every declaration sits inside the one `@layer tokens { … }` block (an unlayered tenant rule beats it).
    const body = tokensCss.replace(/\/\*[\s\S]*?\*\//g, '').trim();
    expect(body.startsWith('@layer tokens {') && body.endsWith('}')).toBe(true);
  });

  it('favicon types', () => {
    expect(faviconType('/favicon.svg')).toBe('image/svg+xml');
    expect(faviconType('/icons/x.PNG')).toBe('image/png');
    expect(faviconType('/favicon.ico')).toBe('image/x-icon');
  });
});

describe('theme colours meet WCAG AA (1.4.3)', () => {
  it('the default theme does', () => {
    const c = ThemeColors.parse({});
    for (const [fg, bg] of THEME_CONTRAST_PAIRS)
      expect(contrastRatio(c[fg], c[bg]), `${fg} on ${bg}`).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
  });

  it('a low-contrast pair is rejected, naming the field, both colours and the ratio', () => {
    const r = ThemeColors.safeParse({ accent: '#f59e0b' });
    expect(r.success).toBe(false);
    expect(r.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['on_accent', 'contrast 2.14:1 of on_accent (#ffffff) on accent (#f59e0b) is below WCAG AA 4.5:1'],
    ]);
    expect(ThemeColors.safeParse({ accent: '#f59e0b', on_accent: '#1a1a1a' }).success).toBe(true);
  });

  it('a colour that is not hex gets the format message only', () => {
    const r = ThemeColors.safeParse({ header_bg: 'navy' });
    expect(r.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['header_bg', 'expected a hex colour like "#0a3d62"']]);
  });

  it('an unknown colour key is rejected rather than dropped', () => {
    const r = Theme.safeParse({ colors: { primery: '#000000' } });
    expect(r.success).toBe(false);
    expect(r.error!.issues[0]!.message).toMatch(/primery/);
  });

  it.each(slugs)('every colour pair of %s', (slug) => {
    const r = loadTenant(join(root, 'sites'), slug, root);
    expect(r.ok, r.ok ? '' : JSON.stringify(r.problems)).toBe(true);
    if (!r.ok) return;
    const c = r.config.theme.colors;
    const low = THEME_CONTRAST_PAIRS.map(([fg, bg]) => [`${fg} on ${bg}`, contrastRatio(c[fg], c[bg])] as const).filter(
      ([, ratio]) => ratio < AA_TEXT_CONTRAST,
    );
    expect(low).toEqual([]);
  });
});

/** A path from the site root is served from the tenant's public/ folder, else the shared one. */
const served = (slug: string, path: string) =>
  [join(root, 'sites', slug, 'public', path), join(root, 'public', path)].find((f) => existsSync(f));

describe("sample tenants' logos and favicons", () => {
  it.each(slugs)('%s: its own logo (sized like the file: no layout shift) and favicon', (slug) => {
    const r = loadTenant(join(root, 'sites'), slug, root);
    if (!r.ok) throw new Error(`${slug}: config invalid`);
    const { logo, logo_size: size, favicon } = r.config.theme;
    expect(logo, 'a brand identity has a logo').not.toBeNull();
    const logoFile = served(slug, logo!);
    expect(logoFile, `${logo} in sites/${slug}/public/`).toBe(join(root, 'sites', slug, 'public', logo!));
    const viewBox = /viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(readFileSync(logoFile!, 'utf8'));
    expect(viewBox, 'the SVG has a viewBox').not.toBeNull();
    expect(Number(viewBox![1]) / Number(viewBox![2])).toBeCloseTo(size.width / size.height, 2);
    expect(served(slug, favicon), `${favicon} in sites/${slug}/public/`).toBe(join(root, 'sites', slug, 'public', favicon));
  });

  it('no two tenants share a logo, a favicon or a header colour', () => {
    const themes = slugs.map((slug) => {
      const r = loadTenant(join(root, 'sites'), slug, root);
      if (!r.ok) throw new Error(`${slug}: config invalid`);
      const file = (p: string) => readFileSync(join(root, 'sites', slug, 'public', p), 'utf8');
      return {
        logo: file(r.config.theme.logo!),
        favicon: file(r.config.theme.favicon),
        pair: `${r.config.theme.colors.header_bg} ${r.config.theme.colors.primary}`,
      };
    });
    for (const key of ['logo', 'favicon', 'pair'] as const) expect(new Set(themes.map((t) => t[key])).size, key).toBe(slugs.length);
  });
});

describe('theme images inline (issue #9: no logo or favicon request before the largest paint)', () => {
  const logo = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">\n  <!-- mark -->\n  <text font-family="'Helvetica Neue', Arial" fill="#8c1c2c">A&amp;B 100%</text>\n</svg>\n`;

  it('turns a small SVG into a data: URI that decodes to the same drawing, white space collapsed', () => {
    const uri = themeSvgDataUri('/logo.svg', logo)!;
    expect(uri.startsWith('data:image/svg+xml,')).toBe(true);
    expect(decodeURIComponent(uri.slice('data:image/svg+xml,'.length))).toBe(logo.replace(/\s+/g, ' ').trim());
    // Nothing a URL or the HTML attribute would misread: no space, quote, #, %-literal, < or >.
    expect(uri).not.toMatch(/[\s"#<>]|%(?![0-9A-F]{2})/);
  });

  it('leaves other formats and files over the limit to a request', () => {
    expect(themeSvgDataUri('/logo.png', 'not svg')).toBeNull();
    const big = `<svg xmlns="http://www.w3.org/2000/svg">${'<rect width="1" height="1"/>'.repeat(INLINE_THEME_SVG_MAX_BYTES / 20)}</svg>`;
    expect(themeSvgDataUri('/logo.svg', big)).toBeNull();
  });

  it('answers the inlined URI where the build made one, else the path', () => {
    expect(themeImageSrc('/logo.svg', { '/logo.svg': 'data:image/svg+xml,x' })).toBe('data:image/svg+xml,x');
    expect(themeImageSrc('/favicon.png', { '/logo.svg': 'data:image/svg+xml,x' })).toBe('/favicon.png');
  });

  it("inlines every sample tenant's logo and favicon (all small SVGs)", () => {
    for (const slug of slugs) {
      const r = loadTenant(join(root, 'sites'), slug, root);
      if (!r.ok) throw new Error(`${slug}: config invalid`);
      for (const path of [r.config.theme.logo!, r.config.theme.favicon]) {
        const file = served(slug, path);
        expect(file, `${slug}${path}`).toBeDefined();
        expect(themeSvgDataUri(path, readFileSync(file!, 'utf8')), `${slug}${path}`).not.toBeNull();
      }
    }
  });
});
