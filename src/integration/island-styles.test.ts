import { describe, expect, it } from 'vitest';
import { ISLAND_STYLE_TAG, islandStylesInHead as moveInBytes } from './island-styles.ts';

/** The move on a page's text, through the bytes the build hands it. */
const islandStylesInHead = (html: string): string => Buffer.from(moveInBytes(Buffer.from(html))).toString('utf8');

describe('islandStylesInHead', () => {
  it('is the element Astro writes before the first island', () => {
    expect(ISLAND_STYLE_TAG).toBe('<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>');
  });

  it('moves every copy from the body to one at the end of the head', () => {
    const html = `<!doctype html><html><head><title>t</title></head><body><p>a</p>${ISLAND_STYLE_TAG}<astro-island></astro-island><div>${ISLAND_STYLE_TAG}</div></body></html>`;
    expect(islandStylesInHead(html)).toBe(
      `<!doctype html><html><head><title>t</title>${ISLAND_STYLE_TAG}</head><body><p>a</p><astro-island></astro-island><div></div></body></html>`,
    );
  });

  it('leaves a page without islands, or already in order, unchanged', () => {
    const plain = '<!doctype html><html><head><title>t</title></head><body><p>a</p></body></html>';
    expect(islandStylesInHead(plain)).toBe(plain);
    const done = `<html><head>${ISLAND_STYLE_TAG}</head><body></body></html>`;
    expect(islandStylesInHead(done)).toBe(done);
    expect(islandStylesInHead(`<p>${ISLAND_STYLE_TAG}</p>`)).toBe(`<p>${ISLAND_STYLE_TAG}</p>`);
    const untouched = Buffer.from(plain);
    expect(moveInBytes(untouched)).toBe(untouched);
  });

  it('keeps the text around it whole, multi-byte characters included', () => {
    const html = `<html><head><title>Café — Ōtaki</title></head><body><p>é</p>${ISLAND_STYLE_TAG}<p>—€𝄞</p>${ISLAND_STYLE_TAG}</body></html>`;
    expect(islandStylesInHead(html)).toBe(
      `<html><head><title>Café — Ōtaki</title>${ISLAND_STYLE_TAG}</head><body><p>é</p><p>—€𝄞</p></body></html>`,
    );
  });
});
