import { DomUtils, parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { CAR_RETRY_ATTR, carSummaryHtml } from './car-summary-html.ts';

/** The box parsed as a browser would, read as a person would: its text, its link, its image, any script. */
function read(html: string) {
  const doc = parseDocument(html);
  const find = (name: string) => DomUtils.findAll((e) => e.name === name, doc.children);
  return {
    text: DomUtils.textContent(doc),
    link: find('a')[0]?.attribs.href ?? null,
    img: find('img')[0]?.attribs.src ?? null,
    scripts: find('script').length + find('b').length,
    button:
      find('button').map((b) => ({ type: b.attribs.type, text: DomUtils.textContent(b), retry: CAR_RETRY_ATTR in b.attribs }))[0] ?? null,
    box: DomUtils.findOne(() => true, doc.children, false)?.attribs.class,
  };
}

describe('the car box of a form (one markup for the islands and the page script)', () => {
  const car = {
    slug: '2020-mazda-cx-5-maxx-ab12',
    name: '2020 Mazda CX-5 Maxx',
    price: 31_990,
    image: { src: '/img/ab-640.webp', alt: 'x' },
  };

  it('shows the car: its name linked to its vehicle page, the selling price in AUD, its image', () => {
    expect(read(carSummaryHtml({ car }))).toEqual({
      text: 'Your enquiry is about2020 Mazda CX-5 Maxx$31,990',
      link: '/cars/2020-mazda-cx-5-maxx-ab12/',
      img: '/img/ab-640.webp',
      scripts: 0,
      button: null,
      box: 'lead-car',
    });
    // The thank-you page's wording of the same box.
    expect(read(carSummaryHtml({ car, label: 'You enquired about' })).text).toBe('You enquired about2020 Mazda CX-5 Maxx$31,990');
    // POA (no price) and no photo: neither is drawn.
    expect(read(carSummaryHtml({ car: { ...car, price: null, image: null } }))).toMatchObject({
      text: 'Your enquiry is about2020 Mazda CX-5 Maxx',
      img: null,
    });
  });

  it('says it is loading, that the car was not found, or that none was chosen, in the same box', () => {
    expect(read(carSummaryHtml({ car: null, loading: true }))).toMatchObject({
      text: 'Loading the car…',
      box: 'lead-car lead-car--loading',
    });
    expect(read(carSummaryHtml({ car: null, missing: true })).text).toBe(
      'We could not find that car: it may have just been sold. Send us your details and we will help you find another.',
    );
    expect(read(carSummaryHtml({ car: null }))).toMatchObject({
      text: 'No car chosen yet. Browse our stock to pick one, or tell us below which car you would like.',
      link: '/search/',
      box: 'lead-car',
    });
  });

  it('says a car that could not be loaded could not be loaded (not that it is gone), with a "Try again" button', () => {
    expect(read(carSummaryHtml({ car: null, failed: true }))).toMatchObject({
      text: 'We could not load that car just now. Check your connection and try again. Try again',
      button: { type: 'button', text: 'Try again', retry: true },
      box: 'lead-car',
    });
    // The other states have no button.
    for (const state of [{ car }, { car: null }, { car: null, missing: true }, { car: null, loading: true }])
      expect(read(carSummaryHtml(state)).button).toBeNull();
  });

  it('draws a feed value as text, never as markup', () => {
    const evil = { ...car, name: '<script>alert(1)</script> "Ute" & <b>co</b>', image: { src: '/img/a.webp" onerror="alert(1)', alt: '' } };
    const got = read(carSummaryHtml({ car: evil }));
    expect(got.scripts).toBe(0);
    expect(got.text).toContain('<script>alert(1)</script> "Ute" & <b>co</b>');
    expect(got.img).toBe('/img/a.webp" onerror="alert(1)');
  });
});
