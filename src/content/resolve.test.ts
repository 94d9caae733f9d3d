import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadTenant } from '../config/load.ts';
import type { SiteConfig } from '../config/schema/site.ts';
import { ContentError, resolveTenantContent } from './resolve.ts';

const SITES = join(import.meta.dirname, '../../sites');
const PLATFORM = import.meta.dirname;

function sampleSite(): SiteConfig {
  const r = loadTenant(SITES, 'swan-river-auto');
  if (!r.ok) throw new Error('sample tenant swan-river-auto does not load');
  return r.config;
}

describe('resolveTenantContent (platform defaults + sites/<slug>/content/ overrides)', () => {
  let dir: string;
  let tenantDir: string;
  let outDir: string;
  const site = sampleSite();
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'content-'));
    tenantDir = join(dir, 'tenant');
    outDir = join(dir, 'out');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('gives every tenant the platform pages, with its own name and retention days filled in', () => {
    const resolved = resolveTenantContent({ site, platformDir: PLATFORM, tenantDir, outDir });
    expect(resolved.legal.map((e) => e.id).sort()).toEqual(['complaint-handling-process', 'privacy-policy', 'terms-and-conditions']);
    expect(resolved.legal.every((e) => e.source === 'platform')).toBe(true);
    const privacy = readFileSync(join(outDir, 'legal/privacy-policy.md'), 'utf8');
    expect(privacy).toContain(site.name);
    expect(privacy).toContain(`${site.leads.retention_days} days`);
    expect(privacy).not.toMatch(/\{\{/);
  });

  it("a tenant's file replaces the platform's file of the same path; a tenant list replaces the platform list", () => {
    mkdirSync(join(tenantDir, 'legal'), { recursive: true });
    writeFileSync(
      join(tenantDir, 'legal/terms-and-conditions.md'),
      '---\ntitle: Our terms\ndescription: d\nupdated: 2026-11-01\n---\nTerms of {{site.name}}.\n',
    );
    writeFileSync(
      join(tenantDir, 'reviews.json'),
      JSON.stringify([{ id: 'r1', customer_name: 'Sample A.', text: 'Great', rating: 5, review_date: '2026-10-01', sample: true }]),
    );
    const resolved = resolveTenantContent({ site, platformDir: PLATFORM, tenantDir, outDir });
    expect(resolved.legal.find((e) => e.id === 'terms-and-conditions')?.source).toBe('tenant');
    expect(resolved.legal.find((e) => e.id === 'privacy-policy')?.source).toBe('platform');
    expect(readFileSync(join(outDir, 'legal/terms-and-conditions.md'), 'utf8')).toContain(`Terms of ${site.name}.`);
    expect(resolved.reviews).toEqual([{ id: 'r1', source: 'tenant' }]);
  });

  it("copies the images beside the pages (for Astro's image pipeline), the tenant's over the platform's at the same path", () => {
    mkdirSync(join(tenantDir, 'blog'), { recursive: true });
    writeFileSync(join(tenantDir, 'blog/hybrid-or-diesel.jpg'), 'tenant photo');
    writeFileSync(join(tenantDir, 'blog/our-news.png'), 'news photo');
    resolveTenantContent({ site, platformDir: PLATFORM, tenantDir, outDir });
    expect(readFileSync(join(outDir, 'blog/hybrid-or-diesel.jpg'), 'utf8')).toBe('tenant photo');
    expect(readFileSync(join(outDir, 'blog/our-news.png'), 'utf8')).toBe('news photo');
    rmSync(tenantDir, { recursive: true });
    resolveTenantContent({ site, platformDir: PLATFORM, tenantDir, outDir });
    expect(readFileSync(join(outDir, 'blog/hybrid-or-diesel.jpg')).equals(readFileSync(join(PLATFORM, 'blog/hybrid-or-diesel.jpg')))).toBe(
      true,
    );
    expect(existsSync(join(outDir, 'blog/our-news.png'))).toBe(false);
  });

  it('fails the tenant with every problem named by file and line or entry, and keeps the previous content', () => {
    resolveTenantContent({ site, platformDir: PLATFORM, tenantDir, outDir });
    mkdirSync(join(tenantDir, 'legal'), { recursive: true });
    writeFileSync(
      join(tenantDir, 'legal/privacy-policy.md'),
      '---\ntitle: P\ndescription: d\nupdated: 2026-11-01\n---\nline one\n{{no.such}}\n',
    );
    writeFileSync(
      join(tenantDir, 'reviews.json'),
      JSON.stringify([{ id: 'r1', customer_name: 'A', text: 't', rating: 6, review_date: '2026-10-01' }]),
    );
    writeFileSync(join(tenantDir, 'offerz.json'), '[]');
    let error: unknown;
    try {
      resolveTenantContent({ site, platformDir: PLATFORM, tenantDir, outDir, display: (f) => f.slice(dir.length + 1) });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ContentError);
    const problems = (error as ContentError).problems;
    expect(problems).toContainEqual(expect.stringMatching(/^tenant\/legal\/privacy-policy\.md:7: unknown token \{\{no\.such\}\}/));
    expect(problems).toContainEqual(expect.stringMatching(/^tenant\/reviews\.json: \[0\]\.rating: /));
    expect(problems).toContainEqual(expect.stringMatching(/^tenant\/offerz\.json: not a content collection/));
    expect(existsSync(join(outDir, 'legal/privacy-policy.md'))).toBe(true);
    expect(readFileSync(join(outDir, 'legal/privacy-policy.md'), 'utf8')).toContain(site.name);
  });
});
