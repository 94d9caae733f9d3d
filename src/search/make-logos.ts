/**
 * Make logos of the search page's make cards (spec §2 *Car search* "Make cards with logos").
 * Logos are trademarks, shown only to name a make. They come from the `simple-icons` package
 * (CC0 SVG paths of brand marks; the brands' own trademark terms apply): the build writes
 * `/logos/{make slug}.svg` for each make in stock that is in this table
 * (`scripts/lib/make-logos.ts`). A make without a logo shows a text badge (spec §8 "Missing
 * images or logos: fall back" — a badge with the make's initials reads better than a broken image).
 * Pure data and functions: bundled into the search island.
 */
import { slugify } from '../domain/slug.ts';

/** Make slug → simple-icons icon slug, for the car and motorcycle makes simple-icons carries. */
export const MAKE_LOGO_ICONS: Readonly<Record<string, string>> = {
  'aston-martin': 'astonmartin',
  audi: 'audi',
  bmw: 'bmw',
  bentley: 'bentley',
  chevrolet: 'chevrolet',
  chrysler: 'chrysler',
  citroen: 'citroen',
  ducati: 'ducati',
  ferrari: 'ferrari',
  fiat: 'fiat',
  ford: 'ford',
  honda: 'honda',
  hyundai: 'hyundai',
  infiniti: 'infiniti',
  iveco: 'iveco',
  jeep: 'jeep',
  ktm: 'ktm',
  kia: 'kia',
  lamborghini: 'lamborghini',
  mg: 'mg',
  mahindra: 'mahindra',
  maserati: 'maserati',
  mazda: 'mazda',
  mclaren: 'mclaren',
  mini: 'mini',
  mitsubishi: 'mitsubishi',
  nissan: 'nissan',
  opel: 'opel',
  peugeot: 'peugeot',
  polestar: 'polestar',
  porsche: 'porsche',
  proton: 'proton',
  ram: 'ram',
  renault: 'renault',
  'rolls-royce': 'rollsroyce',
  skoda: 'skoda',
  smart: 'smart',
  subaru: 'subaru',
  suzuki: 'suzuki',
  tata: 'tata',
  tesla: 'tesla',
  toyota: 'toyota',
  volkswagen: 'volkswagen',
  volvo: 'volvo',
  yamaha: 'yamahamotorcorporation',
};

/** URL folder of the logo files on every site. */
export const LOGO_URL_BASE = '/logos/';

/** The logo URL of a make (`/logos/toyota.svg`), or null when there is none (show a text badge). */
export function makeLogoUrl(make: string): string | null {
  const slug = slugify(make);
  return MAKE_LOGO_ICONS[slug] ? `${LOGO_URL_BASE}${slug}.svg` : null;
}

/** The text badge of a make without a logo: its initials, at most 3 letters ('Great Wall' → 'GW', 'LDV' → 'LDV'). */
export function makeInitials(make: string): string {
  const words = make.split(/[\s-]+/).filter(Boolean);
  if (words.length === 1) return words[0]!.slice(0, 3).toUpperCase();
  return words
    .map((w) => w[0]!)
    .join('')
    .slice(0, 3)
    .toUpperCase();
}
