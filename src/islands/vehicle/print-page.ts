/**
 * The printable vehicle page `/print/?car_id={slug}` (spec §2 routes: "printable vehicle page, opened
 * in a new tab"). Static page; this script fetches the car's own page (`/cars/{slug}/`), reads it with
 * `readPrintable` and lays it out for paper, with Print and Print to PDF buttons. A missing or unknown
 * car_id says so.
 */
import { initPdf } from './pdf.ts';
import { readPrintable, type PrintableCar } from './printable.ts';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The car slug of a `/print/` URL, or null when absent or not a slug. */
export function printSlug(search: string): string | null {
  const slug = new URLSearchParams(search).get('car_id')?.trim() ?? '';
  return SLUG.test(slug) && slug.length <= 200 ? slug : null;
}

function el<K extends keyof HTMLElementTagNameMap>(doc: Document, tag: K, text?: string, className?: string): HTMLElementTagNameMap[K] {
  const node = doc.createElement(tag);
  if (text !== undefined) node.textContent = text;
  if (className) node.className = className;
  return node;
}

/** Renders `car` into `root`. */
export function renderPrintable(doc: Document, root: HTMLElement, car: PrintableCar): void {
  const out: HTMLElement[] = [];
  const h1 = el(doc, 'h1', car.title);
  // A space before the badge line (a block), so the heading's text reads "Prado GXL", as on the vehicle page.
  if (car.subtitle) h1.append(' ', el(doc, 'span', car.subtitle, 'print-car__subtitle'));
  out.push(h1);
  const price = el(doc, 'div', undefined, 'print-car__price');
  for (const line of car.price) price.append(el(doc, 'p', line));
  out.push(price);
  if (car.image) {
    const img = el(doc, 'img', undefined, 'print-car__image');
    img.src = car.image.src;
    img.alt = car.image.alt;
    img.width = 1200;
    img.height = 900;
    out.push(img);
  }
  const section = (title: string, body: HTMLElement) => {
    const s = el(doc, 'section', undefined, 'print-car__section');
    s.append(el(doc, 'h2', title), body);
    out.push(s);
  };
  if (car.specs.length) {
    const dl = el(doc, 'dl', undefined, 'print-car__specs');
    for (const [k, v] of car.specs) {
      const row = el(doc, 'div');
      row.append(el(doc, 'dt', k), el(doc, 'dd', v));
      dl.append(row);
    }
    section('Specifications', dl);
  }
  if (car.features.length) {
    const ul = el(doc, 'ul', undefined, 'print-car__features');
    for (const f of car.features) ul.append(el(doc, 'li', f));
    section('Features', ul);
  }
  if (car.comments.length) {
    const div = el(doc, 'div');
    for (const p of car.comments) div.append(el(doc, 'p', p));
    section('Dealer Comments', div);
  }
  if (car.dealer.length) {
    const address = el(doc, 'address');
    car.dealer.forEach((line, i) => {
      if (i) address.append(el(doc, 'br'));
      address.append(line);
    });
    section('Where to see this car', address);
  }
  const foot = el(
    doc,
    'p',
    [car.stocknum ? `Stock number ${car.stocknum}` : '', car.url ?? ''].filter(Boolean).join(' · '),
    'print-car__foot',
  );
  out.push(foot);
  root.replaceChildren(...out);
  doc.title = `${car.title} | Print`;
}

/** Loads the car named by the URL and shows it; wires Print and Print to PDF. */
export async function initPrintPage(doc: Document): Promise<void> {
  const root = doc.querySelector<HTMLElement>('[data-print-root]');
  const status = doc.querySelector<HTMLElement>('[data-print-status]');
  const tools = doc.querySelector<HTMLElement>('[data-print-tools]');
  if (!root || !status) return;
  const slug = printSlug(doc.location.search);
  if (!slug) {
    status.textContent = 'No car chosen to print. Open a car and press Print.';
    return;
  }
  let car: PrintableCar | null = null;
  try {
    const res = await fetch(`/cars/${slug}/`, { headers: { Accept: 'text/html' } });
    if (!res.ok) throw new Error(res.status === 404 ? 'This car is no longer listed.' : `The car could not be loaded (${res.status}).`);
    car = readPrintable(new DOMParser().parseFromString(await res.text(), 'text/html'));
  } catch (err) {
    status.textContent = err instanceof Error ? err.message : 'The car could not be loaded.';
    return;
  }
  renderPrintable(doc, root, car);
  status.textContent = '';
  const back = doc.querySelector<HTMLAnchorElement>('[data-print-back]');
  if (back) back.href = `/cars/${slug}/`;
  doc.querySelector<HTMLButtonElement>('[data-print-pdf]')?.setAttribute('data-slug', slug);
  if (tools) tools.hidden = false;
  doc.querySelector('[data-print-now]')?.addEventListener('click', () => doc.defaultView?.print());
  initPdf(doc, () => car);
}
