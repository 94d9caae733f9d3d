/** Placeholder images: one neutral SVG per (body kind, colour family), no text, 4:3. */
import { describe, expect, it } from 'vitest';
import { bodyKind, colourFamily, placeholderFor, placeholderSvg } from './placeholders.ts';
import { BODY_KINDS } from './silhouettes.ts';

describe('colourFamily', () => {
  it.each([
    ['White', 'white'],
    ['Pearl White', 'white'],
    ['Graphite Grey', 'grey'],
    ['Grand Prix Red', 'red'],
    ['Icon Performance Silver', 'silver'],
    ['Maroon', 'burgundy'],
    ['Ceramic Ice', 'neutral'],
    [null, 'neutral'],
  ])('%j → %s', (colour, family) => expect(colourFamily(colour).family).toBe(family));
});

describe('bodyKind', () => {
  it.each([
    ['SUV', 'car', 'suv'],
    ['Hatchback', 'car', 'hatch'],
    ['Ute', 'car', 'ute'],
    ['Van/Commercial', 'car', 'van'],
    ['People Mover', 'car', 'people-mover'],
    [null, 'car', 'sedan'],
    [null, 'caravan', 'caravan'],
    [null, 'motorcycle', 'motorcycle'],
  ] as const)('%s / %s → %s', (body, item, kind) => expect(bodyKind(body, item)).toBe(kind));
});

describe('placeholderSvg', () => {
  it.each(BODY_KINDS)('%s: 1200×900, light background, the fill colour, no text or links', (kind) => {
    const svg = placeholderSvg(kind, '#123456');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 1200 900" width="1200" height="900">/);
    expect(svg).toContain('fill="#123456"');
    expect(svg).toContain('<rect width="1200" height="900" fill="#eef0f3"/>');
    expect(svg).not.toMatch(/<text|<image|<a |href|<script/);
  });
});

describe('placeholderFor', () => {
  it('names the file by kind and colour; the image is relative to the snapshot folder', () => {
    const p = placeholderFor({ simple_body: 'SUV', item_type: 'car', colour: 'White', year: 2022, make: 'Ssangyong', model: 'Rexton' });
    expect(p.file).toBe('suv-white.svg');
    expect(p.image).toEqual({
      url: 'placeholders/suv-white.svg',
      alt: '2022 Ssangyong Rexton placeholder illustration',
      width: 1200,
      height: 900,
    });
    expect(p.svg()).toContain('fill="#f7f7f4"');
  });
});
