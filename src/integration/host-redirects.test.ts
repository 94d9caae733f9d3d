import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseRedirectsFile, readRedirectsFile, redirectedPaths, redirectFor, renderRedirectsFile } from './host-redirects.ts';

describe('the _redirects file (Netlify / Cloudflare Pages format)', () => {
  it('writes one permanent rule a line and reads it back', () => {
    const text = renderRedirectsFile([{ from: '/search/kia/page/*', to: '/search/page/:splat' }]);
    expect(text).toBe('/search/kia/page/* /search/page/:splat 301\n');
    expect(parseRedirectsFile(text)).toEqual([{ from: '/search/kia/page/*', to: '/search/page/:splat', status: 301 }]);
    expect(renderRedirectsFile([])).toBe('');
  });

  it('reads the hosts’ spelling: comments, blank lines, a missing status (301), other redirect statuses', () => {
    const rules = parseRedirectsFile('# old pages\n\n/old /new\n  /a/*   /b/:splat   302  # temporary\n');
    expect(rules).toEqual([
      { from: '/old', to: '/new', status: 301 },
      { from: '/a/*', to: '/b/:splat', status: 302 },
    ]);
  });

  it('names the file and line of a rule it cannot serve', () => {
    expect(() => parseRedirectsFile('/a /b\n/lonely\n', 'dist/x/_redirects')).toThrow(/dist\/x\/_redirects line 2: expected/);
    expect(() => parseRedirectsFile('/a /b 200\n')).toThrow(/line 1: .*got "\/a \/b 200"/);
  });

  it('matches a splat by prefix and an exact path exactly; the first rule that matches wins', () => {
    const rules = parseRedirectsFile('/search/kia/page/* /search/page/:splat\n/search/* /elsewhere/\n/about /about-us/ 308\n');
    expect(redirectFor(rules, '/search/kia/page/4/')).toEqual({ location: '/search/page/4/', status: 301 });
    expect(redirectFor(rules, '/search/kia/')).toEqual({ location: '/elsewhere/', status: 301 });
    expect(redirectFor(rules, '/about')).toEqual({ location: '/about-us/', status: 308 });
    expect(redirectFor(rules, '/about/')).toBeNull();
    expect(redirectFor(rules, '/cars/')).toBeNull();
  });

  it('lists the paths a host without splat rules must redirect, one per built page a splat rule leads to', () => {
    const pages = ['/', '/search/', '/search/page/2/', '/search/page/3/', '/search/kia/', '/search/kia/page/2/', '/finance/'];
    const rules = parseRedirectsFile(
      [
        '/search/kia/page/* /search/page/:splat', // page 2 is built again: only page 3 is redirected
        '/search/mg/page/* /search/page/:splat', // pages 2 and 3
        '/search/mg/page/3/ /finance/', // an earlier rule claims it
        '/finance-calculator/ /finance/ 308',
        '/old/* /search/', // any path under /old/ to one page: no list of paths can hold it
        '/deals/* /specials/:splat', // no built page under /specials/
      ].join('\n'),
    );
    expect(redirectedPaths(rules, pages)).toEqual({
      paths: [
        { from: '/finance-calculator/', to: '/finance/', status: 308 },
        { from: '/search/kia/page/3/', to: '/search/page/3/', status: 301 },
        { from: '/search/mg/page/2/', to: '/search/page/2/', status: 301 },
        { from: '/search/mg/page/3/', to: '/search/page/3/', status: 301 },
      ],
      unexpanded: [{ from: '/old/*', to: '/search/', status: 301 }],
    });
    expect(redirectedPaths([], pages)).toEqual({ paths: [], unexpanded: [] });
  });

  it('reads a site’s file, and no rules from a site without one', () => {
    const dir = mkdtempSync(join(tmpdir(), 'redirects-'));
    try {
      expect(readRedirectsFile(dir)).toEqual([]);
      writeFileSync(join(dir, '_redirects'), '/x/page/* /page/:splat 301\n');
      expect(readRedirectsFile(dir)).toEqual([{ from: '/x/page/*', to: '/page/:splat', status: 301 }]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
