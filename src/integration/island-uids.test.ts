import { describe, expect, it } from 'vitest';
import { islandUidsFromTags } from './island-uids.ts';

const bytes = (text: string) => new Uint8Array(Buffer.from(text, 'utf8'));
const text = (page: Uint8Array) => Buffer.from(page).toString('utf8');
const island = (uid: string, props: string) =>
  `<astro-island uid="${uid}" prefix="r1" component-url="/_astro/EnquiryForm.-xx2ArUi.js" component-export="default" ` +
  `renderer-url="/_astro/client.B1.js" props="${props}" ssr client="visible" opts="{&quot;name&quot;:&quot;EnquiryForm&quot;}">` +
  `<form class="enquiry">Ihr Händler — $24,990</form></astro-island>`;
const page = (...islands: string[]) =>
  `<!DOCTYPE html><html lang="en-AU"><head><title>Careers — Harbourline Mazda</title></head><body><main>${islands.join('<p>Ü</p>')}</main></body></html>`;
const uids = (html: string) => [...html.matchAll(/<astro-island uid="([^"]*)"/g)].map((m) => m[1]);

describe('island uids that do not depend on the checkout (issue #14: same inputs, same bytes)', () => {
  const car = '{&quot;car&quot;:[0,&quot;2021 Mazda CX-5&quot;]}';
  const other = '{&quot;car&quot;:[0,&quot;2019 Mazda 3&quot;]}';

  it('gives the same island the same uid whatever uid Astro gave it (built in another folder)', () => {
    const here = text(islandUidsFromTags(bytes(page(island('ZLc3Wn', car)))));
    const elsewhere = text(islandUidsFromTags(bytes(page(island('gM4T8', car)))));
    expect(here).toBe(elsewhere);
    expect(uids(here)).toEqual([expect.stringMatching(/^[0-9a-f]{10}$/)]);
  });

  it('gives islands with other props other uids, and the same island twice on a page the same uid', () => {
    const html = text(islandUidsFromTags(bytes(page(island('a1', car), island('b2', other), island('c3', car)))));
    const [first, second, third] = uids(html);
    expect(first).not.toBe(second);
    expect(third).toBe(first);
  });

  it('reads the whole tag when a prop holds a ">" (Astro escapes only & and " in attribute values)', () => {
    const one = '{&quot;comment&quot;:[0,&quot;Price > $20k, one owner&quot;]}';
    const two = '{&quot;comment&quot;:[0,&quot;Price > $20k, two owners&quot;]}';
    const [a, b] = uids(text(islandUidsFromTags(bytes(page(island('a1', one), island('a1', two))))));
    expect(a).not.toBe(b);
  });

  it('changes nothing but the uids', () => {
    const before = page(island('ZLc3Wn', car), island('Q9', other));
    const after = text(islandUidsFromTags(bytes(before)));
    expect(after.replace(/uid="[^"]*"/g, 'uid=""')).toBe(before.replace(/uid="[^"]*"/g, 'uid=""'));
  });

  it('returns a page without an island, or whose island tag is cut off, as it is', () => {
    const plain = bytes(page());
    expect(islandUidsFromTags(plain)).toBe(plain);
    const cut = `${page(island('ZLc3Wn', car))}<astro-island uid="x1" props="{`;
    const done = text(islandUidsFromTags(bytes(cut)));
    expect(done.endsWith('<astro-island uid="x1" props="{')).toBe(true);
    expect(uids(done)[0]).toMatch(/^[0-9a-f]{10}$/);
  });
});
