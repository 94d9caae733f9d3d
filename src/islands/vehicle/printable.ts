/**
 * The printable view of a car, read from a vehicle page's HTML (the `data-print-*` hooks of the car
 * components). One reader serves the Print to PDF button (the page it is on) and the `/print/` page
 * (a vehicle page fetched and parsed), so the printout always matches the page and no second copy of
 * the car's text is shipped.
 */

/** What a printout shows. `specs` are [label, value] rows; `image` the first photo. */
export interface PrintableCar {
  title: string;
  subtitle: string | null;
  /** Price block lines as shown ('Was $41,990, now:', '$38,990', 'Drive away'), or the SOLD block. */
  price: string[];
  specs: [string, string][];
  features: string[];
  /** Dealer comments, full text, one entry per paragraph. */
  comments: string[];
  /** The yard: name, street, town line, phone. */
  dealer: string[];
  stocknum: string | null;
  /** Canonical URL of the car page. */
  url: string | null;
  image: { src: string; alt: string } | null;
}

const text = (el: Element | null | undefined): string => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();

/** Lines of an element: its block children's text, or its own text split at `<br>`s. */
function lines(el: Element | null): string[] {
  if (!el) return [];
  const blocks = [...el.children].filter((c) => c.tagName !== 'BR' && c.tagName !== 'A' && c.tagName !== 'STRONG' && c.tagName !== 'SPAN');
  if (blocks.length > 0) return blocks.map(text).filter(Boolean);
  const html = el.innerHTML.split(/<br\b[^>]*>/i);
  const scratch = el.ownerDocument.createElement('div');
  return html
    .map((h) => {
      scratch.innerHTML = h;
      return text(scratch);
    })
    .filter((l) => l && !/^Get directions/.test(l));
}

/** Reads the printable car from a vehicle page document (live or parsed). */
export function readPrintable(doc: Document): PrintableCar {
  const h1 = doc.querySelector('[data-print-title]');
  const subtitleEl = h1?.querySelector('span');
  const title = text(h1?.firstChild?.nodeType === 3 ? ({ textContent: h1.firstChild.textContent } as Element) : h1);
  const specs: [string, string][] = [];
  for (const row of doc.querySelectorAll('[data-print-specs] > div')) {
    const label = text(row.querySelector('dt'));
    const value = text(row.querySelector('dd'));
    if (label && value && !specs.some(([l]) => l === label)) specs.push([label, value]);
  }
  const img = doc.querySelector<HTMLImageElement>('[data-print-image] img');
  const canonical = doc.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.getAttribute('href') ?? null;
  return {
    title: title || text(h1),
    subtitle: subtitleEl ? text(subtitleEl) || null : null,
    price: lines(doc.querySelector('[data-print-price]')),
    specs,
    features: [...doc.querySelectorAll('[data-print-features] li')].map(text).filter(Boolean),
    comments: [...doc.querySelectorAll('[data-print-comments] p')].map(text).filter(Boolean),
    dealer: lines(doc.querySelector('[data-print-dealer]')),
    stocknum: text(doc.querySelector('[data-print-stock]')) || null,
    url: canonical,
    image: img ? { src: img.getAttribute('src') ?? img.src, alt: img.alt } : null,
  };
}
