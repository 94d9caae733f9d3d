import { linkSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { PageEntry } from '../../src/integration/page-deps.ts';
import { nightChanges } from './night-changes.ts';

const dir = mkdtempSync(join(tmpdir(), 'night-changes-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const write = (root: string, file: string, text: string) => {
  mkdirSync(dirname(join(root, file)), { recursive: true });
  writeFileSync(join(root, file), text);
};
const link = (file: string) => {
  mkdirSync(dirname(join(after, file)), { recursive: true });
  linkSync(join(before, file), join(after, file));
};
const VEHICLE = 'src/pages/cars/[slug].astro';
const SEARCH = 'src/pages/search/[...landing].astro';
const STATE = 'src/pages/search/[...landing]/state.json.ts';
const entry = (route: string, type = 'page'): PageEntry => ({ route, type, props: '-', deps: {} });

const before = join(dir, 'v1');
const after = join(dir, 'v2');
// Night 1: three vehicle pages, a search page and its state file, the 404 page.
for (const [file, text] of [
  ['cars/a/index.html', 'car a $20,000'],
  ['cars/b/index.html', 'car b $30,000'],
  ['cars/c/index.html', 'car c $40,000'],
  ['search/toyota/index.html', 'Toyota (3)'],
  ['search/toyota/state.json', '{"count":3}'],
  ['404.html', 'not found'],
]) {
  write(before, file, text!);
}
// Night 2: car a reused (linked), car b rendered again to the same bytes, car c's price changed, car d is new,
// the search page rendered to the same bytes, its state file changed, the 404 page reused.
link('cars/a/index.html');
write(after, 'cars/b/index.html', 'car b $30,000');
write(after, 'cars/c/index.html', 'car c $38,000');
write(after, 'cars/d/index.html', 'car d $25,000');
write(after, 'search/toyota/index.html', 'Toyota (3)');
write(after, 'search/toyota/state.json', '{"count":4}');
link('404.html');
writeFileSync(
  `${after}.json`,
  JSON.stringify({
    version: 1,
    codeVersion: 'x',
    tenant: 'x',
    inputs: 'x',
    pages: {
      '/cars/a': entry(VEHICLE),
      '/cars/b': entry(VEHICLE),
      '/cars/c': entry(VEHICLE),
      '/cars/d': entry(VEHICLE),
      '/search/toyota': entry(SEARCH),
      '/search/toyota/state.json': entry(STATE, 'endpoint'),
      '/404': entry('src/pages/404.astro'),
    },
  }),
);

describe('bench:scale: what a night rendered against what changed (issue #14 item 2)', () => {
  it('counts a hard-linked page as reused, a rewritten one as rendered, and only new or different bytes as changed', () => {
    const night = nightChanges(before, after);
    expect({ pages: night.pages, rendered: night.rendered, changed: night.changed }).toEqual({ pages: 7, rendered: 5, changed: 3 });
    expect(night.byRoute.get(VEHICLE)).toEqual({ pages: 4, rendered: 3, changed: 2 });
    expect(night.byRoute.get(SEARCH)).toEqual({ pages: 1, rendered: 1, changed: 0 });
    expect(night.byRoute.get(STATE)).toEqual({ pages: 1, rendered: 1, changed: 1 });
    expect(night.byRoute.get('src/pages/404.astro')).toEqual({ pages: 1, rendered: 0, changed: 0 });
  });

  it('counts every page as rendered and changed on a first build', () => {
    const night = nightChanges(null, after);
    expect({ pages: night.pages, rendered: night.rendered, changed: night.changed }).toEqual({ pages: 7, rendered: 7, changed: 7 });
  });

  it('names the page and file a version lists but does not hold', () => {
    rmSync(join(after, 'cars/d/index.html'));
    expect(() => nightChanges(before, after)).toThrow(
      /page \/cars\/d \(src\/pages\/cars\/\[slug\]\.astro\) has no file cars\/d\/index\.html/,
    );
  });
});
